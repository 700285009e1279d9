package graph

import (
	"artmarket/ent"
	"artmarket/ent/schema/imageref"
	"artmarket/graph/model"
	"artmarket/server/domain/selling"
)

// sellingInput is the domain form of the publish form.
func sellingInput(f *model.ArtworkFormInput) (selling.Input, error) {
	in := selling.Input{
		ArtistID: f.ArtistID, Year: f.Year, EditionNumber: f.EditionNumber, EditionSize: f.EditionSize, PriceFen: f.Price,
	}
	str := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	in.Title, in.ArtistName, in.Materials, in.ShipFrom, in.Description = str(f.Title), str(f.ArtistName), str(f.Materials), str(f.ShipFrom), str(f.Description)
	if f.ArtistKind != nil {
		in.ArtistKind = string(*f.ArtistKind)
	}
	if f.Medium != nil {
		in.Medium = string(*f.Medium)
	}
	if f.Shipping != nil {
		in.Shipping = string(*f.Shipping)
	}
	if f.ShippingFee != nil {
		in.ShippingFeeFen = *f.ShippingFee
	}
	in.Framed = f.Framed != nil && *f.Framed
	in.Signed = f.Signed != nil && *f.Signed
	in.Certificate = f.Certificate != nil && *f.Certificate
	var err error
	if in.WidthMM, err = selling.Tenths("width", f.WidthCm); err != nil {
		return in, err
	}
	if in.HeightMM, err = selling.Tenths("height", f.HeightCm); err != nil {
		return in, err
	}
	if in.DepthMM, err = selling.Tenths("depth", f.DepthCm); err != nil {
		return in, err
	}
	for _, im := range f.Images {
		in.Images = append(in.Images, imageref.Image{Key: im.Key, Width: im.Width, Height: im.Height})
	}
	return in, nil
}

// submissionPayload answers a selling mutation: the work, or the refusal as user errors.
func submissionPayload(s *ent.ArtworkSubmission, err error) (*model.ArtworkSubmissionPayload, error) {
	if err != nil {
		errs, err := userErrors(err)
		return &model.ArtworkSubmissionPayload{UserErrors: errs}, err
	}
	return &model.ArtworkSubmissionPayload{UserErrors: noUserErrors(), Artwork: s}, nil
}
