package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/artlive"
	"artmarket/ent/goods"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/publishing"
)

// The console's GraphQL shapes of the publishing domain's values: translation only.

// opsArticle is an article as the editor keeps it.
func opsArticle(a *ent.Article) *model.OpsArticle {
	d := publishing.Content(a)
	st := publishing.State(a.Publication)
	out := &model.OpsArticle{
		ID: a.ID, Number: nodeid.Number(a.ID), Title: d.Title, Summary: d.Summary, Author: d.Author, Body: d.Body,
		Tags: nonNil(d.Tags), ArtworkNumbers: []int{}, PublishAt: a.PublishAt, UpdatedAt: a.UpdatedAt, Cover: coverImage(d.Cover),
	}
	out.State, out.StateLabel, out.HasDraft, out.AllowedActions = publication(st, a.Draft != nil)
	for _, id := range d.ArtworkIDs {
		out.ArtworkNumbers = append(out.ArtworkNumbers, nodeid.Number(id))
	}
	if st == publishing.Published || st == publishing.Unpublished {
		at := a.PublishedAt
		out.PublishedAt = &at
	}
	return out
}

// publication is where a piece stands as the console shows it: its state,
// the state's label, whether an edit waits, and what the editor may do.
func publication(st publishing.State, hasDraft bool) (model.PublicationState, string, bool, []*model.PublicationActionItem) {
	acts := []*model.PublicationActionItem{}
	for _, act := range publishing.Allowed(st, hasDraft) {
		acts = append(acts, &model.PublicationActionItem{Action: model.PublicationAction(toUpper(string(act))), Label: publishing.ActionLabels[act]})
	}
	return model.PublicationState(toUpper(string(st))), publishing.Labels[st], hasDraft, acts
}

// opsLive is an art live as the editor keeps it.
func opsLive(l *ent.ArtLive) *model.OpsLive {
	d := publishing.LiveContent(l)
	out := &model.OpsLive{
		ID: l.ID, Number: nodeid.Number(l.ID), Title: d.Title, Host: d.Host, Description: d.Description, Status: artlive.Status(d.Status),
		StartsAt: d.StartsAt, EndsAt: d.EndsAt, StreamURL: d.StreamURL, ReplayURL: d.ReplayURL, PublishAt: l.PublishAt, UpdatedAt: l.UpdatedAt,
	}
	out.State, out.StateLabel, out.HasDraft, out.AllowedActions = publication(publishing.State(l.Publication), l.Draft != nil)
	return out
}

// livePayload answers a live mutation.
func livePayload(l *ent.ArtLive, err error) (*model.OpsLivePayload, error) {
	return payload(l, err, opsLive, func(ue []*model.UserError, m *model.OpsLive) *model.OpsLivePayload {
		return &model.OpsLivePayload{UserErrors: ue, Live: m}
	})
}

// opsGoods is the platform's goods as the editor keeps them (their work loaded).
func opsGoods(g *ent.Goods) *model.OpsGoods {
	d := publishing.GoodsContent(g)
	out := &model.OpsGoods{
		ID: g.ID, Number: nodeid.Number(g.ID), Kind: goods.Kind(d.Kind), Title: d.Title, PriceFen: d.PriceFen, EditionSize: d.EditionSize,
		Stock: g.Stock, Status: g.Status, PublishAt: g.PublishAt, UpdatedAt: g.UpdatedAt,
	}
	if w := g.Edges.Artwork; w != nil {
		out.ArtworkNumber, out.ArtworkTitle = nodeid.Number(w.ID), w.Title
	}
	out.State, out.StateLabel, out.HasDraft, out.AllowedActions = publication(publishing.State(g.Publication), g.Draft != nil)
	return out
}

// goodsPayload answers a goods mutation.
func goodsPayload(g *ent.Goods, err error) (*model.OpsGoodsPayload, error) {
	return payload(g, err, opsGoods, func(ue []*model.UserError, m *model.OpsGoods) *model.OpsGoodsPayload {
		return &model.OpsGoodsPayload{UserErrors: ue, Goods: m}
	})
}

func nonNil(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

// toUpper and toLower change the case of ASCII letters only (a domain
// value to its GraphQL enum value and back).
func toUpper(s string) string { return shiftASCII(s, 'a', 'z', 'A') }

func toLower(s string) string { return shiftASCII(s, 'A', 'Z', 'a') }

// shiftASCII moves each byte of s in from..to to the same place after at.
func shiftASCII(s string, from, to, at byte) string {
	b := []byte(s)
	for i, c := range b {
		if from <= c && c <= to {
			b[i] = c - from + at
		}
	}
	return string(b)
}

// articlePayload answers an article mutation.
func articlePayload(a *ent.Article, err error) (*model.OpsArticlePayload, error) {
	return payload(a, err, opsArticle, func(ue []*model.UserError, m *model.OpsArticle) *model.OpsArticlePayload {
		return &model.OpsArticlePayload{UserErrors: ue, Article: m}
	})
}

// payload answers a mutation of piece e in the API's shape: pay builds the
// payload from its user errors and the piece (to), or from err's user
// errors (no piece) when it was refused.
func payload[E any, M any, P any](e E, err error, to func(E) M, pay func(ue []*model.UserError, m M) P) (P, error) {
	if err != nil {
		ue, err := userErrors(err)
		var none M
		return pay(ue, none), err
	}
	return pay([]*model.UserError{}, to(e)), nil
}

// viewerRead is read's answer for the signed-in viewer (an editor, an
// operator, the finance role), in the API's shape (to); the zero value when
// signed out (the field's directive has answered), the refusal as a
// query's.
func viewerRead[E any, M any](ctx context.Context, read func(who audit.Actor) (E, error), to func(E) M) (M, error) {
	var zero M
	v, err := auth.Viewer(ctx)
	if err != nil || v == nil {
		return zero, err
	}
	e, err := read(audit.Actor{ID: v.ID})
	if err != nil {
		return zero, queryRefusal(err)
	}
	return to(e), nil
}

// viewerList is viewerRead for a list (empty rather than null).
func viewerList[E any, M any](ctx context.Context, list func(who audit.Actor) ([]E, error), to func(E) M) ([]M, error) {
	out, err := viewerRead(ctx, list, func(es []E) []M { return mapAll(es, to) })
	if out == nil {
		out = []M{}
	}
	return out, err
}

// viewerPiece is publishing's piece id (get: publishing.Get, GetLive, ...)
// for the viewer who keeps it, in the API's shape (to).
func viewerPiece[E any, M any](ctx context.Context, c *ent.Client, get func(context.Context, *ent.Client, audit.Actor, int) (E, error),
	id int, to func(E) M) (M, error) {
	return viewerRead(ctx, func(who audit.Actor) (E, error) { return get(ctx, c, who, id) }, to)
}

// viewerPieces is publishing's list (publishing.List, ListLives, ...) of the
// pieces the viewer keeps, the first 100, in the API's shape (to).
func viewerPieces[E any, M any](ctx context.Context, c *ent.Client, list func(context.Context, *ent.Client, audit.Actor, int) ([]E, error),
	to func(E) M) ([]M, error) {
	return viewerList(ctx, func(who audit.Actor) ([]E, error) { return list(ctx, c, who, 100) }, to)
}

// mapAll is each of es in the API's shape (to); empty, not null, for none.
func mapAll[E any, M any](es []E, to func(E) M) []M {
	out := make([]M, len(es))
	for i, e := range es {
		out[i] = to(e)
	}
	return out
}

// same is the identity: the to of a viewerList whose rows are the API's.
func same[T any](t T) T { return t }
