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

// memberPlan is where a template page differs from one member to the next,
// found once per kept page (cachedPage.memberPlan): the nonce's places, the
// markers', and each heart's (its aria-pressed, its label, its record's
// viewerHasFavorited). A member's page is then one copy of the page with
// their values at those places, not a search of it per request.
type memberPlan struct {
	edits  []planEdit // ascending, never overlapping
	favIDs []int      // the hearts' targets, each once, in page order
}

type editKind uint8

const (
	editNonce   editKind = iota // the request's nonce
	editMark                    // a marker: the member's value, in markup or JSON
	editPressed                 // a heart's aria-pressed="false": "true" when theirs
	editLabel                   // the heart's label: 已收藏 / 已关注 when theirs
	editStored                  // its record's "viewerHasFavorited":false: true when theirs
)

// planEdit replaces body[at:end].
type planEdit struct {
	at, end int
	kind    editKind
	key     string // editMark: the marker's key in memberValues
	json    bool   // editMark: in the serialised store
	id      int    // the heart's target
	on      string // a heart's edit: what it becomes when the heart is the member's
}

// markKeys are the markers' keys in memberValues' html and json maps.
var markKeys = func() (k struct{ html, json []string }) {
	v := valuesFor(&PageMember{}, "")
	for key := range v.html {
		k.html = append(k.html, key)
	}
	for key := range v.json {
		k.json = append(k.json, key)
	}
	return k
}()

// The heart's attribute, and the store's field, off and on.
const (
	pressedOff = `aria-pressed="false"`
	pressedOn  = `aria-pressed="true"`
	storedOff  = `"viewerHasFavorited":false`
	storedOn   = `"viewerHasFavorited":true`
)

// planOf finds the plan of body, whose nonce places are marks (each
// markerLen long).
func planOf(body []byte, marks []int, markerLen int) *memberPlan {
	cut := bytes.Index(body, dataStart)
	if cut < 0 {
		cut = len(body)
	}
	pl := &memberPlan{}
	for _, m := range marks {
		pl.edits = append(pl.edits, planEdit{at: m, end: m + markerLen, kind: editNonce})
	}
	pl.edits = append(pl.edits, findMarks(body[:cut], 0, markKeys.html, false)...)
	pl.edits = append(pl.edits, findMarks(body[cut:], cut, markKeys.json, true)...)
	pl.edits = append(pl.edits, pl.hearts(body[:cut], body[cut:], cut)...)
	slices.SortFunc(pl.edits, func(a, b planEdit) int { return a.at - b.at })
	kept := pl.edits[:0]
	for _, e := range pl.edits {
		if len(kept) == 0 || e.at >= kept[len(kept)-1].end {
			kept = append(kept, e)
		}
	}
	pl.edits = kept
	return pl
}

// findMarks are the markers' places in b (at base in the page): each
// occurrence of markCore, as the longest key around it that fits.
func findMarks(b []byte, base int, keys []string, inJSON bool) []planEdit {
	var out []planEdit
	prev := 0
	for off := 0; ; {
		i := bytes.Index(b[off:], []byte(markCore))
		if i < 0 {
			return out
		}
		at := off + i
		best := ""
		for _, k := range keys {
			start := at - strings.Index(k, markCore)
			if start >= prev && start+len(k) <= len(b) && string(b[start:start+len(k)]) == k && len(k) > len(best) {
				best = k
			}
		}
		if best == "" {
			off = at + len(markCore)
			continue
		}
		start := at - strings.Index(best, markCore)
		out = append(out, planEdit{at: base + start, end: base + start + len(best), kind: editMark, key: best, json: inJSON})
		prev = start + len(best)
		off = prev
	}
}

// hearts are the places of the favourite buttons in markup (aria-pressed
// and the label that follows the tag, when it is one of favoriteLabels'),
// and of their records' viewerHasFavorited in data (each record opens with
// its __id; the next record bounds it).
func (pl *memberPlan) hearts(markup, data []byte, cut int) []planEdit {
	var out []planEdit
	seen := map[int]bool{}
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
		id, err := strconv.Atoi(string(markup[idStart:off]))
		if err != nil {
			continue
		}
		if !seen[id] {
			seen[id] = true
			pl.favIDs = append(pl.favIDs, id)
		}
		gt := bytes.IndexByte(markup[off:], '>')
		if gt < 0 {
			break
		}
		labelAt := off + gt + 1
		for _, l := range favoriteLabels {
			if bytes.HasPrefix(markup[labelAt:], []byte(l[0]+"</button>")) {
				out = append(out, planEdit{at: at, end: at + len(pressedOff), kind: editPressed, id: id, on: pressedOn},
					planEdit{at: labelAt, end: labelAt + len(l[0]), kind: editLabel, id: id, on: l[1]})
				break
			}
		}
	}
	const open = `{"__id":"`
	for _, id := range pl.favIDs {
		rec := bytes.Index(data, []byte(open+strconv.Itoa(id)+`"`))
		if rec < 0 {
			continue
		}
		body := rec + len(open)
		bound := bytes.Index(data[body:], []byte(open))
		if bound < 0 {
			bound = len(data) - body
		}
		if f := bytes.Index(data[body:body+bound], []byte(storedOff)); f >= 0 {
			out = append(out, planEdit{at: cut + body + f, end: cut + body + f + len(storedOff), kind: editStored, id: id, on: storedOn})
		}
	}
	return out
}

// apply is body made the member's: nonce, their values v and their
// favourites favs at the plan's places, in one copy.
func (pl *memberPlan) apply(body []byte, nonce string, v memberValues, favs map[int]bool) []byte {
	out := make([]byte, 0, len(body)+len(pl.edits)*32)
	prev := 0
	for _, e := range pl.edits {
		var with string
		switch e.kind {
		case editNonce:
			with = nonce
		case editMark:
			if with = v.html[e.key]; e.json {
				with = v.json[e.key]
			}
		case editPressed, editLabel, editStored:
			if !favs[e.id] {
				continue
			}
			with = e.on
		}
		out = append(out, body[prev:e.at]...)
		out = append(out, with...)
		prev = e.end
	}
	return append(out, body[prev:]...)
}

// markCore is what every marker holds: the plan looks for it alone (one
// fast scan of the page) and then for the whole key around it.
const markCore = "amtpl7q3k"

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
	plan := page.plan(p.Cache.marker)
	var favs map[int]bool
	if len(plan.favIDs) > 0 {
		var err error
		if favs, err = p.Layer.Favorites(ctx, m.ID, plan.favIDs); err != nil {
			// Not the visitor's page with the member's header: theirs, rendered.
			p.Log.Warn("member layer: favourites; rendering the page for the member", "path", r.URL.Path, "err", err)
			w.Header().Del("Cache-Control")
			return false
		}
	}
	writeMember(w, r, page, "ssr; cache="+state+"; member", plan.apply(page.body, nonce, valuesFor(m, origin), favs))
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
