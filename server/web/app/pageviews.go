package app

import (
	"net/http"
	"strconv"
	"strings"

	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/catalogue/pageviews"
	"artmarket/server/web/authn"
)

// countViews is the front door's hook for package pageviews: a person's GET
// of a public artwork page (/artwork/{n}) answered 200 is one view of the
// work, whether the page was rendered or served from the page cache (once
// per client and work in pageviews.RepeatWindow). HEAD,
// 404s, crawlers and prefetches are not views (pageviews.Countable).
func countViews(views *pageviews.Counter, clients authn.Clients, next http.Handler) http.Handler {
	if views == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, ok := artworkPage(r)
		if !ok || !pageviews.Countable(r.UserAgent(), purpose(r)) {
			next.ServeHTTP(w, r)
			return
		}
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r)
		// A shell (the renderer down, or the address past its renders) says
		// nothing of whether the work exists: not a view.
		if sw.status == http.StatusOK && !strings.HasPrefix(w.Header().Get("X-Render"), "shell") {
			views.HitFrom(id, clients.RateKey(r)) // a reload or a loop from one client is one view
		}
	})
}

// artworkPage is the artwork id of a GET /artwork/{n}.
func artworkPage(r *http.Request) (int, bool) {
	if r.Method != http.MethodGet {
		return 0, false
	}
	rest, ok := strings.CutPrefix(r.URL.Path, "/artwork/")
	if !ok || rest == "" || len(rest) > 10 || strings.Trim(rest, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	if err != nil {
		return 0, false
	}
	return nodeid.ID(nodeid.Artwork, n)
}

// purpose joins the headers browsers send with a prefetch or prerender.
func purpose(r *http.Request) string {
	return r.Header.Get("Sec-Purpose") + ";" + r.Header.Get("Purpose") + ";" + r.Header.Get("X-Moz")
}
