package app

import (
	"context"
	"crypto/sha256"
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
	// memo, when set, keeps what the layer read under the write counts that
	// would change it: a member's page then costs no database read.
	memo *layerMemo
}

// layerMemo keeps what the member layer reads per request — a member's
// favourites, a work's seller — under the write counts of ownPages that
// any change to them moves (a favourite: the member's count; a work or its
// sale: everyone's), so a kept value is never older than the last write.
type layerMemo struct {
	counts *ownPages
	mu     sync.Mutex
	favs   map[int]memoEntry[map[int]bool] // member → their favourites
	seller map[int]memoEntry[int]          // artwork → its seller's member id (0: none)
	// The session cookie's member, by the token's hash: kept under the
	// sessions' and everyone's counts (a sign-out, a revoked session, a
	// member's profile or status changed) and for sessionMemoAge at most.
	sessions map[[32]byte]memoEntry[sessionMemo]
}

// sessionMemo is a session cookie's member as a page needs them.
type sessionMemo struct {
	member ssr.PageMember // without the token
	at     time.Time
}

// sessionMemoAge bounds a kept session: it expires or is touched
// (last_used_at) at most this late.
const sessionMemoAge = time.Minute

type memoEntry[T any] struct {
	gen string
	val T
}

// memoFavorites is how many favourites a member's memo keeps at most;
// beyond, a page's are read for it (favorites.Among).
const memoFavorites = 2000

// memoEntries bounds each of the memo's maps: past it the map starts afresh.
const memoEntries = 10000

// memoGet is m's value of key under gen, or load's, kept.
func memoGet[K comparable, T any](mu *sync.Mutex, m *map[K]memoEntry[T], key K, gen string, load func() (T, bool, error)) (T, error) {
	mu.Lock()
	e, ok := (*m)[key]
	mu.Unlock()
	if ok && e.gen == gen {
		return e.val, nil
	}
	v, keep, err := load()
	if err != nil || !keep {
		return v, err
	}
	mu.Lock()
	if *m == nil || len(*m) >= memoEntries {
		*m = map[K]memoEntry[T]{}
	}
	(*m)[key] = memoEntry[T]{gen, v}
	mu.Unlock()
	return v, nil
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
	if l.memo == nil {
		return favorites.Among(ctx, l.client, memberID, targets)
	}
	// Read before the favourites: a write after the read moves it past this value.
	gen, ok := l.memo.counts.Gen(ctx, memberID)
	if !ok {
		return favorites.Among(ctx, l.client, memberID, targets)
	}
	all, err := memoGet(&l.memo.mu, &l.memo.favs, memberID, gen, func() (map[int]bool, bool, error) {
		return favorites.Of(ctx, l.client, memberID, memoFavorites)
	})
	if err != nil || all == nil { // too many to keep: this page's only
		return favorites.Among(ctx, l.client, memberID, targets)
	}
	out := map[int]bool{}
	for _, id := range targets {
		if all[id] {
			out[id] = true
		}
	}
	return out, nil
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
	seller := func() (int, bool, error) {
		sale, ok, err := selling.PublicSale(ctx, l.client, id)
		if err != nil || !ok {
			return 0, err == nil, err
		}
		return sale.MemberID, true, nil
	}
	if l.memo != nil {
		if gen, ok := l.memo.counts.read(ctx, countAll); ok {
			who, err := memoGet(&l.memo.mu, &l.memo.seller, id, gen, seller)
			return err == nil && who == memberID, err
		}
	}
	who, _, err := seller()
	return err == nil && who == memberID, err
}

// pageMember is the session cookie's member as the page proxy needs them.
// With memo, a session looked up lately is not looked up again (see
// layerMemo.sessions).
func pageMember(s authn.Sessions, memo *layerMemo) func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
	lookup := func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
		m, token := s.PageMember(w, r)
		if m == nil {
			return nil
		}
		return &ssr.PageMember{Token: token, ID: m.ID, Username: m.Username, Nickname: m.Nickname, AvatarURL: profile.AvatarURL(m.Avatar)}
	}
	if memo == nil {
		return lookup
	}
	return func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
		token := authn.CookieToken(r)
		if token == "" {
			return nil
		}
		// Read before the session: a write after the read moves it past this value.
		gen, ok := memo.counts.read(r.Context(), countSessions, countAll)
		if !ok {
			return lookup(w, r)
		}
		var found *ssr.PageMember
		kept, err := memoGet(&memo.mu, &memo.sessions, sha256.Sum256([]byte(token)), gen, func() (sessionMemo, bool, error) {
			found = lookup(w, r)
			if found == nil {
				return sessionMemo{}, false, nil
			}
			m := *found
			m.Token = ""
			return sessionMemo{member: m, at: time.Now()}, true, nil
		})
		switch {
		case found != nil: // just looked up
			return found
		case err != nil || kept.at.IsZero():
			return nil
		case time.Since(kept.at) >= sessionMemoAge:
			memo.forget(token)
			return lookup(w, r)
		}
		m := kept.member
		m.Token = token
		return &m
	}
}

// forget drops a kept session.
func (memo *layerMemo) forget(token string) {
	memo.mu.Lock()
	delete(memo.sessions, sha256.Sum256([]byte(token)))
	memo.mu.Unlock()
}
