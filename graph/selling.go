package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/work"
	"artmarket/graph/model"
	"artmarket/server/domain/selling"
)

// workInput is the domain form of the publish form.
func workInput(f *model.WorkFormInput) (selling.Input, error) {
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

// workWrite answers a selling mutation that do runs as the signed-in
// member: the work, or the refusal as user errors.
func (r *mutationResolver) workWrite(ctx context.Context, do func(m *ent.Member) (*ent.Work, error)) (*model.WorkPayload, error) {
	_, s, errs, err := memberWrite(ctx, r.member, do)
	return &model.WorkPayload{UserErrors: errs, Work: s}, err
}

// sellerMove runs one of the seller's moves of a work (withdraw, take down,
// relist) as the signed-in member and answers its payload.
func (r *mutationResolver) sellerMove(ctx context.Context, id int, move func(context.Context, *ent.Client, int, int) (*ent.Work, error)) (*model.WorkPayload, error) {
	return r.workWrite(ctx, func(m *ent.Member) (*ent.Work, error) { return move(ctx, r.client(ctx), m.ID, id) })
}

// workEvent is one move of the timeline of a work sold by sellerID, its
// action and states as the schema's enums with the seller's words beside them.
func workEvent(e *ent.WorkEvent, sellerID int) *model.WorkEvent {
	out := &model.WorkEvent{
		Action: model.WorkAction(e.Action), Label: selling.EventLabel(selling.Action(e.Action)),
		ToState: work.State(e.ToState), ToStateLabel: selling.StateName(selling.State(e.ToState)),
		Reason: e.Reason, At: e.CreatedAt, BySeller: e.ActorID != nil && (*e.ActorID == sellerID ||
			selling.ActorOf(selling.Action(e.Action)) == selling.Seller), // a gallery's listing: any of its managers
	}
	if e.FromState != "" { // the move that created the work came from nowhere
		from := work.State(e.FromState)
		out.FromState = &from
	}
	return out
}

// actionOptions are the moves as the schema's enum, each with its button's word on s.
func actionOptions(s *ent.Work, as []selling.Action) []*model.WorkActionOption {
	out := make([]*model.WorkActionOption, len(as))
	for i, a := range as {
		out[i] = &model.WorkActionOption{Action: model.WorkAction(a), Label: selling.ActionLabel(a, selling.State(s.State))}
	}
	return out
}
