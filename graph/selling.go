package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/artworksubmission"
	"artmarket/ent/schema/imageref"
	"artmarket/graph/model"
	"artmarket/server/domain/selling"
)

// sellingInput is the domain form of the publish form.
func sellingInput(f *model.ArtworkFormInput) (selling.Input, error) {
	in := selling.Input{
		ArtistID: f.ArtistID, Year: f.Year, EditionNumber: f.EditionNumber, EditionSize: f.EditionSize, PriceFen: f.PriceFen,
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
	if f.ShippingFeeFen != nil {
		in.ShippingFeeFen = *f.ShippingFeeFen
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

// sellerMove runs one of the seller's moves of a work (withdraw, take down,
// relist) as the signed-in member and answers its payload.
func (r *mutationResolver) sellerMove(ctx context.Context, id int, move func(context.Context, *ent.Client, int, int) (*ent.ArtworkSubmission, error)) (*model.ArtworkSubmissionPayload, error) {
	m, errs := r.member(ctx)
	if errs != nil {
		return &model.ArtworkSubmissionPayload{UserErrors: errs}, nil
	}
	return submissionPayload(move(ctx, r.client(ctx), m.ID, id))
}

// sellingEvent is one move of the timeline of a work sold by sellerID, its
// action and states as the schema's enums with the seller's words beside them.
func sellingEvent(e *ent.SubmissionEvent, sellerID int) *model.SellingEvent {
	out := &model.SellingEvent{
		Action: model.SellingAction(e.Action), Label: selling.EventLabel(selling.Action(e.Action)),
		ToState: artworksubmission.State(e.ToState), ToStateLabel: selling.StateName(selling.State(e.ToState)),
		Reason: e.Reason, At: e.CreatedAt, BySeller: e.ActorID != nil && *e.ActorID == sellerID,
	}
	if e.FromState != "" { // the move that created the work came from nowhere
		from := artworksubmission.State(e.FromState)
		out.FromState = &from
	}
	return out
}

// actionOptions are the moves as the schema's enum, each with its button's word on s.
func actionOptions(s *ent.ArtworkSubmission, as []selling.Action) []*model.SellingActionOption {
	out := make([]*model.SellingActionOption, len(as))
	for i, a := range as {
		out[i] = &model.SellingActionOption{Action: model.SellingAction(a), Label: selling.ActionLabel(a, selling.State(s.State))}
	}
	return out
}
