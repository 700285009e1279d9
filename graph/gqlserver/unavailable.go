package gqlserver

import (
	"encoding/json"
	"net/http"
	"strconv"

	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/outage"
)

// unavailable answers 503 with Retry-After, before anything runs, a
// request whose member cannot be known because a dependency is down (the
// token's session could not be read): none of it can run as that member,
// and running it as a visitor would answer the wrong thing. A visitor's
// request (no token) goes on: what it reads may well be in the caches.
func unavailable(next http.Handler) http.Handler {
	body, _ := json.Marshal(map[string]any{"errors": []any{map[string]any{
		"message": MsgUnavailable, "extensions": map[string]any{"code": CodeUnavailable},
	}}})
	retry := strconv.Itoa(int(outage.RetryAfter.Seconds()))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := auth.Viewer(r.Context()); outage.As(err) != nil {
			h := w.Header()
			h.Set("Content-Type", "application/json")
			h.Set("Cache-Control", "no-store")
			h.Set("Retry-After", retry)
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write(body)
			return
		}
		next.ServeHTTP(w, r)
	})
}
