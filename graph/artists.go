package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/publishing"
)

// The console's GraphQL shapes of artists: translation only.

// opsArtistOf is opsArtist reading, in c, the names of the galleries an
// artist's waiting edit adds (those that represent them now are loaded).
func opsArtistOf(ctx context.Context, c *ent.Client) func(a *ent.Artist) *model.OpsArtist {
	return func(a *ent.Artist) *model.OpsArtist { return opsArtist(ctx, c, a) }
}

// opsArtist is an artist as the console keeps them.
func opsArtist(ctx context.Context, c *ent.Client, a *ent.Artist) *model.OpsArtist {
	d := publishing.ArtistContent(a)
	out := &model.OpsArtist{ID: a.ID, Number: nodeid.Number(a.ID), Name: d.Name, NameEn: d.NameEn, BirthYear: d.BirthYear, Region: d.Region,
		Bio: d.Bio, Portrait: storedPicture(d.Portrait, d.PortraitWidth, d.PortraitHeight), PortraitKey: d.Portrait, Galleries: []*model.OpsArtistGallery{},
		PublishAt: a.PublishAt, UpdatedAt: a.UpdatedAt}
	names := map[int]string{}
	for _, g := range a.Edges.Galleries {
		names[g.ID] = g.Name
	}
	var missing []int
	for _, id := range d.GalleryIDs {
		if _, ok := names[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		gs, err := c.Gallery.Query().Where(gallery.IDIn(missing...)).Select(gallery.FieldID, gallery.FieldName).
			All(privacy.DecisionContext(ctx, privacy.Allow))
		if err == nil {
			for _, g := range gs {
				names[g.ID] = g.Name
			}
		}
	}
	for _, id := range d.GalleryIDs {
		out.Galleries = append(out.Galleries, &model.OpsArtistGallery{ID: id, Name: names[id]})
	}
	out.State, out.StateLabel, out.HasDraft, out.AllowedActions = publication(publishing.State(a.Publication), a.Draft != nil)
	return out
}

// artistPayload answers an artist mutation.
func artistPayload(ctx context.Context, c *ent.Client, a *ent.Artist, err error) (*model.OpsArtistPayload, error) {
	return payload(a, err, opsArtistOf(ctx, c), func(ue []*model.UserError, m *model.OpsArtist) *model.OpsArtistPayload {
		return &model.OpsArtistPayload{UserErrors: ue, Artist: m}
	})
}

// artistInput is the form as the domain takes it.
func artistInput(in model.ArtistInput) publishing.ArtistInput {
	out := publishing.ArtistInput{Name: in.Name, NameEn: in.NameEn, BirthYear: in.BirthYear, Region: in.Region, Bio: in.Bio, GalleryIDs: in.GalleryIDs}
	if p := in.Portrait; p != nil {
		out.Portrait = imageref.Image{Key: p.Key, Width: p.Width, Height: p.Height}
	}
	return out
}
