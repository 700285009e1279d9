package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/media"
	"artmarket/server/domain/publishing"
	"artmarket/server/domain/roles"
)

// The console's GraphQL shapes of galleries: translation only.

// opsGalleryPicture is a picture of a gallery's page as the console keeps it (nil: none).
func opsGalleryPicture(im *imageref.Image) *model.OpsGalleryPicture {
	if im == nil {
		return nil
	}
	return &model.OpsGalleryPicture{Key: im.Key, Width: im.Width, Height: im.Height, URL: media.URL(im.Key, media.PickWidth(im.Width, 640))}
}

// galleryPictureIn is a picture of the form as the domain takes it (nil: none).
func galleryPictureIn(in *model.GalleryPictureInput) *imageref.Image {
	if in == nil {
		return nil
	}
	return &imageref.Image{Key: in.Key, Width: in.Width, Height: in.Height}
}

// opsGallery is a gallery as the console keeps it for the holder of h: its
// actions are those h may take (a manager: publish only).
func opsGallery(h roles.Held) func(g *ent.Gallery) *model.OpsGallery {
	return func(g *ent.Gallery) *model.OpsGallery {
		d := publishing.GalleryContent(g)
		out := &model.OpsGallery{ID: g.ID, Number: nodeid.Number(g.ID), Name: d.Name, NameEn: d.NameEn, City: d.City, Address: d.Address,
			OpeningHours: d.OpeningHours, Phone: d.Phone, Email: d.Email, Website: d.Website, Description: d.Description,
			Logo: opsGalleryPicture(d.Logo), Cover: opsGalleryPicture(d.Cover), PublishAt: g.PublishAt, UpdatedAt: g.UpdatedAt}
		st := publishing.State(g.Publication)
		out.State, out.StateLabel, out.HasDraft, _ = publication(st, g.Draft != nil)
		out.AllowedActions = []*model.PublicationActionItem{}
		for _, act := range publishing.GalleryActions(h, st, g.Draft != nil) {
			out.AllowedActions = append(out.AllowedActions, &model.PublicationActionItem{Action: model.PublicationAction(toUpper(string(act))),
				Label: publishing.ActionLabels[act]})
		}
		return out
	}
}

// keptGallery is a gallery read or written for who, in the console's shape.
func keptGallery(ctx context.Context, c *ent.Client, who audit.Actor, g *ent.Gallery) (*model.OpsGallery, error) {
	h, err := publishing.Keeper(ctx, c, who)
	if err != nil {
		return nil, err
	}
	return opsGallery(h)(g), nil
}

// galleryPayload answers a gallery mutation of who.
func galleryPayload(ctx context.Context, c *ent.Client, who audit.Actor, g *ent.Gallery, err error) (*model.OpsGalleryPayload, error) {
	if err == nil {
		var m *model.OpsGallery
		if m, err = keptGallery(ctx, c, who, g); err == nil {
			return &model.OpsGalleryPayload{UserErrors: []*model.UserError{}, Gallery: m}, nil
		}
	}
	ue, err := userErrors(err)
	return &model.OpsGalleryPayload{UserErrors: ue}, err
}

// galleryChoice is a gallery by its name (nil: none).
func galleryChoice(g *ent.Gallery) *model.OpsGalleryChoice {
	if g == nil {
		return nil
	}
	return &model.OpsGalleryChoice{ID: g.ID, Name: g.Name, City: g.City, StateLabel: publishing.Labels[publishing.State(g.Publication)]}
}
