package ssr

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The member layer: a signed-in member's public page (/, /artworks, an
// artwork's, an artist's …) is not rendered for them. The page cache keeps,
// beside the visitor's page, the same page rendered once for a template
// member (a placeholder viewer whose fields are the markers below, and no
// favourites), in both levels like any page, shared by every member. Each
// member's answer is that template with their own values put in place of
// the markers (HTML-escaped in the markup, JSON in the serialised Relay
// store) and their favourites among the page's hearts turned on (the
// button's aria-pressed and label, and viewerHasFavorited in the store), so
// the first paint, JavaScript or not, is theirs and hydration finds exactly
// what the browser renders from the store.
//
// Only the requesting member's own values are ever put in: a marker that a
// seller wrote into public text shows that member their own name, never
// anyone else's. What the template cannot express — a seller on their own
// work's page (its "manage" link) — is rendered for the member as before
// (MemberLayer.RenderFor).

// PageMember is the member a page is answered for (the session cookie's).
type PageMember struct {
	Token    string
	ID       int
	Username string
	Nickname string
	// AvatarURL is the avatar's address as the API gives it (Member.avatarUrl),
	// "" for none.
	AvatarURL string
}

// MemberLayer answers what differs per member on a public page.
type MemberLayer interface {
	// Favorites are those of targets (artwork, artist and gallery ids) the
	// member has as favourites.
	Favorites(ctx context.Context, memberID int, targets []int) (map[int]bool, error)
	// RenderFor reports whether the page of path must be rendered for the
	// member (a seller's own work's page).
	RenderFor(ctx context.Context, memberID int, path string) (bool, error)
	// ChangedSince reports whether the member changed a favourite after t
	// (a kept page's counts do not show it: the page is rendered for them).
	ChangedSince(memberID int, t time.Time) bool
}

// MemberTemplateHeader asks the renderer for the template member's page; its
// value is the template viewer as JSON (templateViewer).
const MemberTemplateHeader = "X-Member-Template"

// The template member's fields: plain ASCII, so that they read the same in
// markup, attributes and JSON.
const (
	markID       = "amtpl7q3kid"
	markUsername = "amtpl7q3kuser"
	markNickname = "amtpl7q3knick"
	markName     = "amtpl7q3kname"    // the header's name (nickname, else username)
	markInitial  = "amtpl7q3kinitial" // the letter shown without an avatar
	markAvatar   = "/amtpl7q3kavatar" // an avatar the page loads (starts with "/": the site's own)
	markNoAvatar = "amtpl7q3knoavatar"
)

// Template variants: the avatar's markup (an <img>) differs from the
// initial's (a letter).
const (
	variantAvatar  = "avatar"
	variantInitial = "initial"
)

// MemberFallbackName is the header's name of a member without one
// (features/layout/MemberMenu.tsx MEMBER_FALLBACK_NAME).
const MemberFallbackName = "我的账户"

// templateViewer is the X-Member-Template value of a variant: the viewer
// record the renderer puts in the store and the header's view of it.
func templateViewer(variant string) string {
	avatar := markNoAvatar
	if variant == variantAvatar {
		avatar = markAvatar
	}
	b, _ := json.Marshal(map[string]string{
		"id": markID, "username": markUsername, "nickname": markNickname, "avatarUrl": avatar,
		"name": markName, "initial": markInitial,
	})
	return string(b)
}

// The favourite button's labels (features/favorites/toggle.ts toggleLabel):
// off → on.
var favoriteLabels = [][2]string{{"收藏", "已收藏"}, {"关注", "已关注"}}

// dataStart opens the serialised state (system/document.ts DATA_ELEMENT_ID):
// what follows it is JSON, what precedes it markup.
var dataStart = []byte(`<script id="__DATA__"`)

// favAttr opens a favourite button's target id (FavoriteButton: aria-pressed
// then data-fav, side by side).
const favOff = `aria-pressed="false" data-fav="`

// memberValues is what replaces each marker, in markup and in JSON.
type memberValues struct {
	html, json map[string]string
}

func valuesFor(m *PageMember, origin string) memberValues {
	name := m.Nickname
	if name == "" {
		name = m.Username
	}
	shown := name
	if shown == "" {
		shown = MemberFallbackName
	}
	js := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	avatarJSON := "null"
	if m.AvatarURL != "" {
		avatarJSON = js(m.AvatarURL)
	}
	src := avatarSrc(m.AvatarURL, origin)
	return memberValues{
		html: map[string]string{
			markName: html.EscapeString(shown), markInitial: html.EscapeString(initialOf(name)),
			markAvatar: html.EscapeString(src), markID: strconv.Itoa(m.ID),
			markUsername: html.EscapeString(m.Username), markNickname: html.EscapeString(m.Nickname),
		},
		json: map[string]string{
			`"` + markID + `"`: js(strconv.Itoa(m.ID)), `"` + markUsername + `"`: js(m.Username),
			`"` + markNickname + `"`: js(m.Nickname), `"` + markAvatar + `"`: avatarJSON, `"` + markNoAvatar + `"`: avatarJSON,
		},
	}
}

// variantOf is the template the member's page is made from.
func variantOf(m *PageMember, origin string) string {
	if avatarSrc(m.AvatarURL, origin) != "" {
		return variantAvatar
	}
	return variantInitial
}

// initialOf is the letter shown without an avatar: the name's first
// character, upper case, or 我 (features/session/member.ts initialOf).
func initialOf(name string) string {
	for _, r := range strings.TrimSpace(name) {
		return strings.ToUpper(string(r))
	}
	return "我"
}

// avatarSrc is the avatar address a page may load, "" for none (img-src
// 'self'; features/session/member.ts avatarSrc).
func avatarSrc(u, origin string) string {
	u = strings.TrimSpace(u)
	if u == "" {
		return ""
	}
	if strings.HasPrefix(u, "/") {
		if strings.HasPrefix(u, "//") || strings.HasPrefix(u, `/\`) {
			return ""
		}
		return u
	}
	p, err := url.Parse(u)
	if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" || origin == "" {
		return ""
	}
	if p.Scheme+"://"+p.Host != origin {
		return ""
	}
	out := p.EscapedPath()
	if out == "" {
		out = "/"
	}
	if p.RawQuery != "" {
		out += "?" + p.RawQuery
	}
	return out
}

// favTargets are the ids of the page's favourite buttons.
func favTargets(markup []byte) []int {
	var ids []int
	seen := map[int]bool{}
	for off := 0; ; {
		i := bytes.Index(markup[off:], []byte(favOff))
		if i < 0 {
			return ids
		}
		off += i + len(favOff)
		end := bytes.IndexByte(markup[off:], '"')
		if end < 0 {
			return ids
		}
		if id, err := strconv.Atoi(string(markup[off : off+end])); err == nil && !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
}

// personalize is the template page (with its nonce in place) made the
// member's: their values for the markers, their favourites on.
func personalize(page []byte, v memberValues, favs map[int]bool) []byte {
	cut := bytes.Index(page, dataStart)
	if cut < 0 {
		cut = len(page)
	}
	markup, data := page[:cut], page[cut:]
	out := make([]byte, 0, len(page)+1024)
	out = append(out, replaceAll(favoritesOn(markup, favs), v.html)...)
	out = append(out, replaceAll(storeFavoritesOn(data, favs), v.json)...)
	return out
}

// markCore is what every marker holds: replaceAll looks for it alone (one
// fast scan of the page) and then for the whole key around it.
const markCore = "amtpl7q3k"

// replaceAll replaces every key of with (each holding markCore) by its value,
// in one pass.
func replaceAll(b []byte, with map[string]string) []byte {
	type key struct {
		k, v string
		lead int // bytes of k before markCore
	}
	keys := make([]key, 0, len(with))
	for k, v := range with {
		keys = append(keys, key{k, v, strings.Index(k, markCore)})
	}
	out := make([]byte, 0, len(b)+512)
	prev := 0
	for off := 0; ; {
		i := bytes.Index(b[off:], []byte(markCore))
		if i < 0 {
			break
		}
		at := off + i
		best := -1
		for j, k := range keys {
			start := at - k.lead
			if start >= prev && start+len(k.k) <= len(b) && string(b[start:start+len(k.k)]) == k.k &&
				(best < 0 || len(k.k) > len(keys[best].k)) {
				best = j
			}
		}
		if best < 0 {
			off = at + len(markCore)
			continue
		}
		k := keys[best]
		out = append(out, b[prev:at-k.lead]...)
		out = append(out, k.v...)
		prev = at - k.lead + len(k.k)
		off = prev
	}
	return append(out, b[prev:]...)
}

// favoritesOn turns on the buttons of favs in the markup: aria-pressed and
// the label that follows the tag.
func favoritesOn(markup []byte, favs map[int]bool) []byte {
	if len(favs) == 0 {
		return markup
	}
	var out []byte
	prev := 0
	for off := 0; ; {
		i := bytes.Index(markup[off:], []byte(favOff))
		if i < 0 {
			break
		}
		at := off + i
		idStart := at + len(favOff)
		end := bytes.IndexByte(markup[idStart:], '"')
		if end < 0 {
			break
		}
		off = idStart + end
		id, err := strconv.Atoi(string(markup[idStart : idStart+end]))
		if err != nil || !favs[id] {
			continue
		}
		gt := bytes.IndexByte(markup[off:], '>')
		if gt < 0 {
			break
		}
		labelAt := off + gt + 1
		for _, l := range favoriteLabels {
			closing := l[0] + "</button>"
			if bytes.HasPrefix(markup[labelAt:], []byte(closing)) {
				out = append(out, markup[prev:at]...)
				out = append(out, `aria-pressed="true"`...)
				out = append(out, markup[at+len(`aria-pressed="false"`):labelAt]...)
				out = append(out, l[1]...)
				prev = labelAt + len(l[0])
				off = prev
				break
			}
		}
	}
	return append(out, markup[prev:]...)
}

// storeFavoritesOn sets viewerHasFavorited in the store's records of favs
// (each record opens with its __id; the next record bounds it). Each
// favourite's record is looked up by its id: a member has a few favourites
// on a page of many records.
func storeFavoritesOn(data []byte, favs map[int]bool) []byte {
	if len(favs) == 0 {
		return data
	}
	const open, field = `{"__id":"`, `"viewerHasFavorited":false`
	var at []int // the field's offsets, to turn on
	for id := range favs {
		rec := bytes.Index(data, []byte(open+strconv.Itoa(id)+`"`))
		if rec < 0 {
			continue
		}
		body := rec + len(open)
		bound := bytes.Index(data[body:], []byte(open))
		if bound < 0 {
			bound = len(data) - body
		}
		if f := bytes.Index(data[body:body+bound], []byte(field)); f >= 0 {
			at = append(at, body+f)
		}
	}
	slices.Sort(at)
	out := make([]byte, 0, len(data))
	prev := 0
	for _, a := range at {
		out = append(out, data[prev:a]...)
		out = append(out, `"viewerHasFavorited":true`...)
		prev = a + len(field)
	}
	return append(out, data[prev:]...)
}

// pageOrigin is the origin the renderer takes for the page (render.tsx):
// PUBLIC_URL, else the request's.
func (p *Proxy) pageOrigin(r *http.Request) string {
	if p.PublicURL != "" {
		return strings.TrimRight(p.PublicURL, "/")
	}
	return forwardedProto(r) + "://" + r.Host
}

// serveMember answers a member's public page from the template page and the
// member layer; false when the page is to be rendered for them instead
// (nothing was written).
func (p *Proxy) serveMember(w http.ResponseWriter, r *http.Request, nonce string, m *PageMember) bool {
	ctx := r.Context()
	if own, err := p.Layer.RenderFor(ctx, m.ID, r.URL.Path); err != nil || own {
		if err != nil {
			p.Log.Warn("member layer: rendering the page for the member", "path", r.URL.Path, "err", err)
		}
		return false
	}
	origin := p.pageOrigin(r)
	// Whatever comes next (the template, or the shell): this answer is the member's.
	w.Header().Set("Cache-Control", memberCacheControl)
	page, state, ok := p.cachedPage(w, r, nonce, variantOf(m, origin), nil)
	if !ok {
		return true
	}
	if p.Layer.ChangedSince(m.ID, page.stored) {
		w.Header().Del("Cache-Control")
		return false
	}
	body := p.Cache.withNonce(page, nonce)
	cut := bytes.Index(body, dataStart)
	if cut < 0 {
		cut = len(body)
	}
	var favs map[int]bool
	if ids := favTargets(body[:cut]); len(ids) > 0 {
		var err error
		if favs, err = p.Layer.Favorites(ctx, m.ID, ids); err != nil {
			// Not the visitor's page with the member's header: theirs, rendered.
			p.Log.Warn("member layer: favourites; rendering the page for the member", "path", r.URL.Path, "err", err)
			w.Header().Del("Cache-Control")
			return false
		}
	}
	writeMember(w, r, page, "ssr; cache="+state+"; member", personalize(body, valuesFor(m, origin), favs))
	return true
}

// writeMember answers a kept page made one member's (body): its headers,
// never kept by any cache but the member's own browser, and not even there.
func writeMember(w http.ResponseWriter, r *http.Request, page *cachedPage, render string, body []byte) {
	for k, v := range page.header {
		w.Header()[k] = v
	}
	w.Header().Set("Cache-Control", memberCacheControl)
	w.Header().Set("X-Render", render)
	w.WriteHeader(page.status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
