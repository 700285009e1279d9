// Package favorites is a member's favourite artworks (收藏) and followed
// artists and galleries (关注): adding and removing them, idempotently,
// with the target's count kept on the target in the same transaction.
package favorites

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	entsql "entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/favorite"
	"artmarket/ent/gallery"
	"artmarket/ent/predicate"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/member/dashboard"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
)

// MsgNotFound is the refusal for a target that does not exist (or is not an
// artwork, artist or gallery).
const MsgNotFound = "收藏的对象不存在"

// Kind is what a favourite is of.
type Kind int

// The kinds of target.
const (
	Artwork Kind = iota + 1
	Artist
	Gallery
)

// KindOf tells the kind of a target id from its id range; ok is false for
// an id of any other type.
func KindOf(id int) (Kind, bool) {
	switch id >> 32 {
	case nodeid.Artwork:
		return Artwork, true
	case nodeid.Artist:
		return Artist, true
	case nodeid.Gallery:
		return Gallery, true
	}
	return 0, false
}

// Result is the state after a toggle.
type Result struct {
	Kind   Kind
	On     bool
	Count  int
	Target ent.Noder
}

// Set favourites (on) or unfavourites the target for the member. client
// should be a transaction: the row and the target's count change together.
// Favouriting twice keeps one row; removing a missing one changes nothing.
// Concurrent calls stay right: the row is inserted with ON CONFLICT DO
// NOTHING and the count moves (atomically, by one) only when a row was
// really inserted or deleted.
func Set(ctx context.Context, client *ent.Client, memberID, targetID int, on bool) (Result, error) {
	// A favourite moves a count, nothing a list holds: visitors' cached
	// pages may show the old count for their few seconds (db.CountersOnly).
	ctx = db.CountersOnly(ctx)
	kind, ok := KindOf(targetID)
	if !ok {
		return Result{}, problem.New(problem.NotFound, MsgNotFound).OnField("targetID")
	}
	if exists, err := targetExists(ctx, client, kind, targetID); err != nil {
		return Result{}, err
	} else if !exists {
		return Result{}, problem.New(problem.NotFound, MsgNotFound).OnField("targetID")
	}
	delta := 0
	if on {
		c := client.Favorite.Create().SetMemberID(memberID)
		var conflict []string
		switch kind {
		case Artwork:
			c.SetArtworkID(targetID)
			conflict = []string{favorite.FieldMemberID, favorite.FieldArtworkID}
		case Artist:
			c.SetArtistID(targetID)
			conflict = []string{favorite.FieldMemberID, favorite.FieldArtistID}
		case Gallery:
			c.SetGalleryID(targetID)
			conflict = []string{favorite.FieldMemberID, favorite.FieldGalleryID}
		}
		_, err := c.OnConflictColumns(conflict...).DoNothing().ID(ctx)
		switch {
		case err == nil:
			delta = 1
		case errors.Is(err, sql.ErrNoRows) || ent.IsNotFound(err):
			// already a favourite
		default:
			return Result{}, fmt.Errorf("favorites: add %d for member %d: %w", targetID, memberID, err)
		}
	} else {
		n, err := client.Favorite.Delete().Where(favorite.MemberID(memberID), targetIs(kind, targetID)).Exec(ctx)
		if err != nil {
			return Result{}, fmt.Errorf("favorites: remove %d for member %d: %w", targetID, memberID, err)
		}
		delta = -n
	}
	res := Result{Kind: kind, On: on}
	var err error
	switch kind {
	case Artwork:
		res.Target, res.Count, err = recount(ctx, delta, client.Artwork.UpdateOneID(targetID).AddFavoriteCount(delta).Save,
			func(ctx context.Context) (*ent.Artwork, error) { return client.Artwork.Get(ctx, targetID) },
			func(a *ent.Artwork) int { return a.FavoriteCount })
	case Artist:
		res.Target, res.Count, err = recount(ctx, delta, client.Artist.UpdateOneID(targetID).AddFollowerCount(delta).Save,
			func(ctx context.Context) (*ent.Artist, error) { return client.Artist.Get(ctx, targetID) },
			func(a *ent.Artist) int { return a.FollowerCount })
	case Gallery:
		res.Target, res.Count, err = recount(ctx, delta, client.Gallery.UpdateOneID(targetID).AddFollowerCount(delta).Save,
			func(ctx context.Context) (*ent.Gallery, error) { return client.Gallery.Get(ctx, targetID) },
			func(g *ent.Gallery) int { return g.FollowerCount })
	}
	if err != nil {
		return Result{}, fmt.Errorf("favorites: count of %d: %w", targetID, err)
	}
	return res, nil
}

// recount moves a target's count by delta (save) and answers the target and
// its count; a delta of 0 (a favourite already there, or one already gone)
// moves nothing and only reads them (get).
func recount[T ent.Noder](ctx context.Context, delta int, save, get func(context.Context) (T, error), count func(T) int) (ent.Noder, int, error) {
	read := get
	if delta != 0 {
		read = save
	}
	t, err := read(ctx)
	if err != nil {
		return nil, 0, err
	}
	return t, count(t), nil
}

// targetIs matches the favourites of one target.
func targetIs(kind Kind, id int) predicate.Favorite {
	return predicate.Favorite(entsql.FieldEQ(targetColumn(kind), id))
}

func targetExists(ctx context.Context, client *ent.Client, kind Kind, id int) (bool, error) {
	var (
		ok  bool
		err error
	)
	switch kind {
	case Artwork:
		ok, err = client.Artwork.Query().Where(artwork.ID(id)).Exist(ctx)
	case Artist:
		ok, err = client.Artist.Query().Where(artist.ID(id)).Exist(ctx)
	default:
		ok, err = client.Gallery.Query().Where(gallery.ID(id)).Exist(ctx)
	}
	if err != nil {
		return false, fmt.Errorf("favorites: target %d: %w", id, err)
	}
	return ok, nil
}

// Has reports whether the member has the target as a favourite: from the
// one read of a request's Lookups when ctx has them.
func Has(ctx context.Context, client *ent.Client, memberID, targetID int) (bool, error) {
	kind, ok := KindOf(targetID)
	if !ok {
		return false, nil
	}
	if l := lookupsFrom(ctx); l != nil {
		if has, ok, err := l.has(ctx, client, memberID, kind, targetID); err != nil || ok {
			return has, err
		}
	}
	has, err := client.Favorite.Query().Where(favorite.MemberID(memberID), targetIs(kind, targetID)).Exist(ctx)
	if err != nil {
		return false, fmt.Errorf("favorites: has %d: %w", targetID, err)
	}
	return has, nil
}

// Among are those of targets (artwork, artist and gallery ids; others are
// ignored) the member has as favourites: one read, for the hearts of a page.
func Among(ctx context.Context, client *ent.Client, memberID int, targets []int) (map[int]bool, error) {
	byKind := map[Kind][]int{}
	for _, id := range targets {
		if kind, ok := KindOf(id); ok {
			byKind[kind] = append(byKind[kind], id)
		}
	}
	out := map[int]bool{}
	if len(byKind) == 0 {
		return out, nil
	}
	var ors []predicate.Favorite
	for kind, ids := range byKind {
		vals := make([]any, len(ids))
		for i, id := range ids {
			vals[i] = id
		}
		ors = append(ors, predicate.Favorite(entsql.FieldIn(targetColumn(kind), vals...)))
	}
	rows, err := client.Favorite.Query().Where(favorite.MemberID(memberID), favorite.Or(ors...)).
		Select(favorite.FieldArtworkID, favorite.FieldArtistID, favorite.FieldGalleryID).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("favorites: among %d targets: %w", len(targets), err)
	}
	addTargets(out, rows)
	return out, nil
}

// addTargets puts the rows' targets in set.
func addTargets(set map[int]bool, rows []*ent.Favorite) {
	for _, f := range rows {
		for _, id := range []*int{f.ArtworkID, f.ArtistID, f.GalleryID} {
			if id != nil {
				set[*id] = true
			}
		}
	}
}

// Of is every target the member has as a favourite, when they have at most
// limit (complete false, and nil, beyond: ask Among for a page's instead).
func Of(ctx context.Context, client *ent.Client, memberID, limit int) (set map[int]bool, complete bool, err error) {
	rows, err := client.Favorite.Query().Where(favorite.MemberID(memberID)).Limit(limit+1).
		Select(favorite.FieldArtworkID, favorite.FieldArtistID, favorite.FieldGalleryID).All(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("favorites: of member %d: %w", memberID, err)
	}
	if len(rows) > limit {
		return nil, false, nil
	}
	set = make(map[int]bool, len(rows))
	addTargets(set, rows)
	return set, true, nil
}

// List is the member's favourites of one kind, newest first, for a
// Relay connection (the target is loaded with them).
func List(client *ent.Client, memberID int, kind Kind) *ent.FavoriteQuery {
	return client.Favorite.Query().Where(favorite.MemberID(memberID), targetIsSet(kind))
}

// targetIsSet: the favourite is of the kind.
func targetIsSet(kind Kind) predicate.Favorite {
	return predicate.Favorite(entsql.FieldNotNull(targetColumn(kind)))
}

// targetColumn is the column of the kind's target.
func targetColumn(kind Kind) string {
	switch kind {
	case Artwork:
		return favorite.FieldArtworkID
	case Artist:
		return favorite.FieldArtistID
	default:
		return favorite.FieldGalleryID
	}
}

// UnavailableLabel is what a favourite artwork that can no longer be
// bought says: 已售出 (sold) or 已下架 (withdrawn, not for sale); "" else.
func UnavailableLabel(a *ent.Artwork) string {
	switch a.Status {
	case artwork.StatusSold:
		return "已售出"
	case artwork.StatusNotForSale:
		return "已下架"
	}
	return ""
}

// Erase removes every favourite of the member, each target's count going
// down with it (account deletion's eraser; client should be the
// deletion's transaction).
func Erase(ctx context.Context, client *ent.Client, memberID int) error {
	favs, err := client.Favorite.Query().Where(favorite.MemberID(memberID)).All(ctx)
	if err != nil {
		return fmt.Errorf("favorites: erase for member %d: %w", memberID, err)
	}
	for _, f := range favs {
		target := 0
		switch {
		case f.ArtworkID != nil:
			target = *f.ArtworkID
		case f.ArtistID != nil:
			target = *f.ArtistID
		case f.GalleryID != nil:
			target = *f.GalleryID
		}
		if target == 0 {
			continue
		}
		if _, err := Set(ctx, client, memberID, target, false); err != nil {
			return fmt.Errorf("favorites: erase %d for member %d: %w", target, memberID, err)
		}
	}
	return nil
}

// Counter counts a member's favourites for the dashboard
// (dashboard.Counter).
type Counter struct{ Client *ent.Client }

// Counts answers the member's favourite artworks and followed artists and
// galleries (three indexed counts).
func (c Counter) Counts(ctx context.Context, memberID int) (dashboard.Counts, error) {
	var n dashboard.Counts
	for _, k := range []struct {
		kind Kind
		to   *int
	}{{Artwork, &n.FavoriteArtworks}, {Artist, &n.FollowedArtists}, {Gallery, &n.FollowedGalleries}} {
		v, err := List(c.Client, memberID, k.kind).Count(ctx)
		if err != nil {
			return dashboard.Counts{}, fmt.Errorf("favorites: count for member %d: %w", memberID, err)
		}
		*k.to = v
	}
	return n, nil
}
