package graph

import (
	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/publishing"
)

// The console's GraphQL shapes of exhibitions and viewing rooms: translation only.

// numbers are the public numbers of works ids.
func numbers(ids []int) []int {
	out := make([]int, len(ids))
	for i, id := range ids {
		out[i] = nodeid.Number(id)
	}
	return out
}

// galleryRef is a loaded gallery's id and name (nil, "": none).
func galleryRef(g *ent.Gallery) (*int, string) {
	if g == nil {
		return nil, ""
	}
	return &g.ID, g.Name
}

// opsExhibition is an exhibition as the console keeps it.
func opsExhibition(x *ent.Exhibition) *model.OpsExhibition {
	d := publishing.ExhibitionContent(x)
	out := &model.OpsExhibition{ID: x.ID, Number: nodeid.Number(x.ID), Title: d.Title, Subtitle: d.Subtitle, Venue: d.Venue, City: d.City,
		Address: d.Address, StartsOn: publishing.Day(d.StartsOn), EndsOn: publishing.Day(d.EndsOn), PressText: d.PressText,
		ArtworkNumbers: numbers(publishing.ExhibitionWorks(x)), PublishAt: x.PublishAt, UpdatedAt: x.UpdatedAt,
		Description: d.Description, Cover: coverImage(d.Cover)}
	out.GalleryID, out.GalleryName = galleryRef(x.Edges.Gallery)
	out.State, out.StateLabel, out.HasDraft, out.AllowedActions = publication(publishing.State(x.Publication), x.Draft != nil)
	return out
}

// opsViewingRoom is a viewing room as the console keeps it.
func opsViewingRoom(r *ent.ViewingRoom) *model.OpsViewingRoom {
	d := publishing.RoomContent(r)
	out := &model.OpsViewingRoom{ID: r.ID, Number: nodeid.Number(r.ID), Title: d.Title, Statement: d.Statement, OpensAt: d.OpensAt,
		ClosesAt: d.ClosesAt, ArtworkNumbers: numbers(publishing.RoomWorks(r)), PublishAt: r.PublishAt, UpdatedAt: r.UpdatedAt,
		Cover: coverImage(d.Cover)}
	if g := r.Edges.Gallery; g != nil {
		out.GalleryID, out.GalleryName = g.ID, g.Name
	}
	out.State, out.StateLabel, out.HasDraft, out.AllowedActions = publication(publishing.State(r.Publication), r.Draft != nil)
	return out
}

// exhibitionPayload answers an exhibition mutation.
func exhibitionPayload(x *ent.Exhibition, err error) (*model.OpsExhibitionPayload, error) {
	return payload(x, err, opsExhibition, func(ue []*model.UserError, m *model.OpsExhibition) *model.OpsExhibitionPayload {
		return &model.OpsExhibitionPayload{UserErrors: ue, Exhibition: m}
	})
}

// viewingRoomPayload answers a viewing-room mutation.
func viewingRoomPayload(r *ent.ViewingRoom, err error) (*model.OpsViewingRoomPayload, error) {
	return payload(r, err, opsViewingRoom, func(ue []*model.UserError, m *model.OpsViewingRoom) *model.OpsViewingRoomPayload {
		return &model.OpsViewingRoomPayload{UserErrors: ue, ViewingRoom: m}
	})
}
