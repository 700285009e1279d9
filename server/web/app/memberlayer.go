package app

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/selling"
	"artmarket/server/web/authn"
	"artmarket/server/web/ssr"
)

// memberLayer is what a member's public page adds to the template member's
// cached page (ssr.MemberLayer): their favourites among its hearts, and
// whether it must be rendered for them instead.
type memberLayer struct {
	client  *ent.Client
	changes *favChanges
	window  time.Duration // PAGE_CACHE_TTL + PAGE_CACHE_STALE + GRAPHQL_CACHE_TTL + GRAPHQL_CACHE_STALE
}

// favChanges notes when each member last changed a favourite on this
// server: a favourite moves only a counter, which purges no kept page, so a
// page kept before the change is rendered for them (their own favourite
// shows in the count, as before issue 27). Another server does not know of
// the change: there the count is the kept page's for its life.
type favChanges struct{ at sync.Map } // member id → time.Time

func (f *favChanges) hook() ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, err := next.Mutate(ctx, m)
			if err == nil && m.Type() == "Favorite" {
				if who, _ := auth.Viewer(ctx); who != nil {
					f.at.Store(who.ID, time.Now())
				}
			}
			return v, err
		})
	}
}

// ChangedSince: a favourite changed within a kept page's and a kept GraphQL
// answer's life (a page stored after the change may hold a count from an
// answer kept before it).
func (l memberLayer) ChangedSince(memberID int, _ time.Time) bool {
	t, ok := l.changes.at.Load(memberID)
	return ok && time.Since(t.(time.Time)) < l.window
}

func (l memberLayer) Favorites(ctx context.Context, memberID int, targets []int) (map[int]bool, error) {
	return favorites.Among(ctx, l.client, memberID, targets)
}

// RenderFor: a seller's own work's page offers them its management page
// instead of buying (Artwork.seller.viewerSellingNumber), which no template
// shows.
func (l memberLayer) RenderFor(ctx context.Context, memberID int, path string) (bool, error) {
	rest, ok := strings.CutPrefix(path, "/artwork/")
	if !ok {
		return false, nil
	}
	rest, _, _ = strings.Cut(rest, "/")
	n, err := strconv.Atoi(rest)
	if err != nil {
		return false, nil
	}
	id, ok := nodeid.ID(nodeid.Artwork, n)
	if !ok {
		return false, nil
	}
	sale, ok, err := selling.PublicSale(ctx, l.client, id)
	if err != nil || !ok {
		return false, err
	}
	return sale.MemberID == memberID, nil
}

// pageMember is the session cookie's member as the page proxy needs them.
func pageMember(s authn.Sessions) func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
	return func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
		m, token := s.PageMember(w, r)
		if m == nil {
			return nil
		}
		return &ssr.PageMember{Token: token, ID: m.ID, Username: m.Username, Nickname: m.Nickname, AvatarURL: profile.AvatarURL(m.Avatar)}
	}
}
