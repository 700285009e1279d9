package app

import (
	"context"
	"strings"

	"artmarket/ent"
	"artmarket/server/platform/db"
)

// privatePage names the paths whose pages are never kept for everyone: the
// member area, the operations console (and the pay return address), whatever
// the session.
func privatePage(path string) bool {
	return strings.HasPrefix(path, "/member/") || path == "/member" || strings.HasPrefix(path, "/wechat-pay-callback") ||
		strings.HasPrefix(path, "/ops/") || path == "/ops"
}

// publicTypes are the tables whose rows public pages show: a write to one
// (publishing, review, price, sold) drops the kept pages, unless it only
// moves a counter (db.CountersOnly: a favourite's count). Members' own
// tables (sessions, addresses, favourites, …) do not.
var publicTypes = map[string]bool{
	"Artist": true, "Artwork": true, "ArtworkImage": true, "Gallery": true, "Goods": true, "Exhibition": true,
	"ViewingRoom": true, "Article": true, "ArtLive": true, "Agreement": true,
	"HomeLayout": true, // the home page's sections (an editor's draft too: one purge more, never one too few)
}

// publicTables are the tables of publicTypes and their join tables: every
// write to them is a mutation of a public type, so purgeOnPublicWrite sees
// it, and the list counts that read only these tables may be kept between
// purges (db.CountCache).
var publicTables = map[string]bool{
	"artists": true, "artworks": true, "artwork_images": true, "galleries": true, "goods": true,
	"exhibitions": true, "viewing_rooms": true, "articles": true, "art_lives": true, "agreements": true,
	"home_layouts": true,
	// Not favorites: a favourite purges nothing, so a count over them is
	// never kept.
	// Written only by the hook of the artworks', artists' and galleries' own mutations.
	"search_terms":    true,
	"article_artists": true, "article_artworks": true, "exhibition_artists": true, "exhibition_artworks": true,
	"exhibition_installation_images": true, "gallery_artists": true, "viewing_room_artworks": true,
}

// purgers is the one purge of the caches of anonymous answers (the page
// cache and the GraphQL answers): the rule of what drops them lives in
// purgeOnPublicWrite, once, for all of them.
type purgers []interface{ Purge() }

// Purge drops every cache's entries.
func (p purgers) Purge() {
	for _, c := range p {
		c.Purge()
	}
}

// purgeOnPublicWrite is an ent hook that purges the caches of anonymous answers (pages and GraphQL) after every
// successful write to a public table but a counter's (db.CountersOnly) (again when its transaction commits,
// so a page rendered in between from the old rows is not kept). purge drops
// this server's pages and tells the others (see pageSync).
func purgeOnPublicWrite(purge func()) ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, err := next.Mutate(ctx, m)
			if err == nil && publicTypes[m.Type()] && !db.IsCountersOnly(ctx) {
				purge()
				if txm, ok := m.(interface{ Tx() (*ent.Tx, error) }); ok {
					if tx, err := txm.Tx(); err == nil {
						tx.OnCommit(func(next ent.Committer) ent.Committer {
							return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
								err := next.Commit(ctx, tx)
								purge()
								return err
							})
						})
					}
				}
			}
			return v, err
		})
	}
}
