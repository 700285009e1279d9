package ssr

import (
	"context"
	"net/http"
	"strconv"
)

// A member's own pages (/member/profile, their addresses, favourites, works,
// orders …) show what is theirs alone, so no page is shared: each is rendered
// for them. But a member opens the same few pages again and again while
// nothing of theirs changes, so the page cache keeps each member's own page
// under a key of their own — the member's id and OwnPages.Gen, a count of the
// writes that may change what their pages show — in this server's level only
// (never the second level, which holds pages for everyone), for the life of
// any kept page. A write that may concern them moves Gen: their next request
// misses and renders afresh, so they always see their own writes. A catalogue
// purge drops these pages with the others. Only the member whose session asked
// is ever answered from their key; the answer says private, no-store.

// OwnPages decides which member pages are kept per member, and under what.
type OwnPages interface {
	// Kept reports whether the member page of path may be kept for its
	// member (one that shows only what Gen counts).
	Kept(path string) bool
	// Gen is the count of the writes that may change the member's own pages
	// (theirs, and those of others that touch them); ok false when it cannot
	// be told now (the page is rendered for them, not kept).
	Gen(ctx context.Context, memberID int) (gen string, ok bool)
}

// ownKey opens the page cache's keys of members' own pages: they are kept in
// this server's level only.
const ownKey = "own "

// ownPage is what a member's own page is rendered with and kept under.
type ownPage struct {
	token string // the member's session token, for the render
	key   string // the member and their Gen
}

// ownCacheable reports whether the member's page of r may come from their
// own kept pages.
func (p *Proxy) ownCacheable(r *http.Request) bool {
	if p.OwnPages == nil || p.Cache == nil || p.Cache.TTL <= 0 || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	if r.Header.Get("Authorization") != "" || r.Header.Get("Token") != "" {
		return false
	}
	return p.OwnPages.Kept(r.URL.Path)
}

// serveOwn answers a member's own page from what is kept for them, rendering
// it (for them alone) when missing; false when it is not to be kept now
// (nothing was written).
func (p *Proxy) serveOwn(w http.ResponseWriter, r *http.Request, nonce string, m *PageMember) bool {
	gen, ok := p.OwnPages.Gen(r.Context(), m.ID)
	if !ok {
		return false
	}
	// Whatever comes next (the page, or the shell): this answer is the member's.
	w.Header().Set("Cache-Control", memberCacheControl)
	own := &ownPage{token: m.Token, key: strconv.Itoa(m.ID) + "." + gen}
	page, state, ok := p.cachedPage(w, r, nonce, "", own)
	if ok {
		writeMember(w, r, page, "ssr; cache="+state+"; own", p.Cache.withNonce(page, nonce))
	}
	return true
}
