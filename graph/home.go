package graph

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/publishing"
)

// The home page's sections in the API's shapes (server/domain/publishing/home.go): translation only.

// homeKeys are the anchors of each kind's section on the page (the first of
// a kind; a second is key-2, …): the page's anchors and test ids as they were
// before the console.
var homeKeys = map[publishing.HomeKind]string{
	publishing.HomeArtworks: "newest", publishing.HomeArtists: "artists", publishing.HomeExhibitions: "exhibitions",
	publishing.HomeViewingRooms: "viewing-rooms", publishing.HomeLives: "lives", publishing.HomeArticles: "articles",
	publishing.HomeGalleries: "galleries", publishing.HomeGoods: "goods",
}

// homeSections are stored sections as readers see them, each with its anchor.
func homeSections(ss []draft.HomeSection) []*model.HomeSection {
	out := make([]*model.HomeSection, 0, len(ss))
	seen := map[string]int{}
	for _, s := range ss {
		key := homeKeys[publishing.HomeKind(s.Kind)]
		if key == "" {
			continue // a kind this server no longer knows: left out, never an error
		}
		if seen[key]++; seen[key] > 1 {
			key = fmt.Sprintf("%s-%d", key, seen[key])
		}
		out = append(out, &model.HomeSection{Key: key, Kind: model.HomeSectionKind(toUpper(s.Kind)), Title: s.Title, Section: s})
	}
	return out
}

// lister is an ent query as homePieces reads it.
type lister[E any] interface {
	All(context.Context) ([]E, error)
}

// homePieces is section s's pieces when it is of kind k (none otherwise):
// the chosen ones in their order, read by chosen, or the kind's latest.
// query is the kind's query with the selection's fields collected; inside
// GraphQL its rules leave out what readers may not see (a hidden work, an
// unpublished piece), so a withdrawn piece is skipped, never an error.
func homePieces[E any, Q lister[E]](ctx context.Context, s *model.HomeSection, k publishing.HomeKind,
	query func() (Q, error), chosen func(Q, []int) Q, latest func(context.Context, Q) ([]E, error), id func(E) int) ([]E, error) {
	if publishing.HomeKind(s.Section.Kind) != k {
		return []E{}, nil
	}
	q, err := query()
	if err != nil {
		return nil, err
	}
	var out []E
	if len(s.Section.IDs) == 0 {
		out, err = latest(ctx, q)
	} else if out, err = chosen(q, s.Section.IDs).All(ctx); err == nil {
		out = publishing.InOrder(out, s.Section.IDs, id)
	}
	if err != nil {
		return nil, fmt.Errorf("graph: home section %s: %w", s.Key, err)
	}
	if out == nil {
		out = []E{}
	}
	return out, nil
}

// opsHomeLayout is the layout as the editor keeps it.
func opsHomeLayout(ctx context.Context, c *ent.Client, l *ent.HomeLayout) (*model.OpsHomeLayout, error) {
	out := &model.OpsHomeLayout{Sections: []*model.OpsHomeSection{}, PublishAt: l.PublishAt, UpdatedAt: l.UpdatedAt, Kinds: []*model.HomeSectionKindItem{}}
	st := publishing.State(l.Publication)
	out.State, out.StateLabel, out.HasDraft = model.PublicationState(toUpper(string(st))), publishing.Labels[st], l.Draft != nil
	out.AllowedActions = []*model.PublicationActionItem{}
	for _, act := range publishing.HomeAllowed(st, l.Draft != nil) {
		out.AllowedActions = append(out.AllowedActions, &model.PublicationActionItem{Action: model.PublicationAction(toUpper(string(act))), Label: publishing.ActionLabels[act]})
	}
	for _, k := range publishing.HomeKindOrder {
		hk := publishing.HomeKinds[k]
		out.Kinds = append(out.Kinds, &model.HomeSectionKindItem{Kind: model.HomeSectionKind(toUpper(string(k))), Label: hk.Label, LatestCount: hk.Latest})
	}
	for _, s := range publishing.HomeContent(l) {
		items, err := publishing.HomeItems(ctx, c, s)
		if err != nil {
			return nil, err
		}
		out.Sections = append(out.Sections, &model.OpsHomeSection{Kind: model.HomeSectionKind(toUpper(s.Kind)),
			KindLabel: publishing.HomeKinds[publishing.HomeKind(s.Kind)].Label, Title: s.Title, Items: opsHomeItems(items)})
	}
	return out, nil
}

// opsHomeItems are pieces as the editor sees them.
func opsHomeItems(items []publishing.HomeItem) []*model.OpsHomeItem {
	return mapAll(items, func(i publishing.HomeItem) *model.OpsHomeItem {
		return &model.OpsHomeItem{ID: i.ID, Number: nodeid.Number(i.ID), Title: i.Title, Visible: i.Visible}
	})
}

// homeLayoutPayload answers a layout mutation.
func homeLayoutPayload(ctx context.Context, c *ent.Client, l *ent.HomeLayout, err error) (*model.OpsHomeLayoutPayload, error) {
	if err != nil {
		ue, err := userErrors(err)
		return &model.OpsHomeLayoutPayload{UserErrors: ue}, err
	}
	m, err := opsHomeLayout(ctx, c, l)
	if err != nil {
		return nil, err
	}
	return &model.OpsHomeLayoutPayload{UserErrors: []*model.UserError{}, Layout: m}, nil
}
