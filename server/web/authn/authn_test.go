package authn_test

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/web/authn"
)

func setup(t *testing.T, tdb dbtest.DB) (*db.DB, *auth.Service) {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	return d, auth.New(d.Client, c, auth.Options{Params: auth.Params{Memory: 1024, Time: 1, Threads: 1}, Log: slog.New(slog.DiscardHandler)})
}

func newMember(t *testing.T, c *ent.Client, name string) *ent.Member {
	t.Helper()
	return c.Member.Create().SetUsername(name).SaveX(context.Background())
}

func TestMiddleware(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, svc := setup(t, tdb)
		ctx := context.Background()
		m := newMember(t, d.Client, "carol")
		tok, _ := svc.Issue(ctx, d.Client, m.ID, auth.Client{IP: "203.0.113.9"})
		var seen struct {
			m      *ent.Member
			err    error
			viewer int
		}
		h := authn.Middleware(svc, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			seen.m, seen.err = auth.Viewer(r.Context())
			seen.viewer, _ = viewer.MemberID(r.Context())
		}))
		call := func(header, value string) {
			seen.m, seen.err, seen.viewer = nil, nil, 0
			r := httptest.NewRequest("GET", "/x", nil)
			if header != "" {
				r.Header.Set(header, value)
			}
			h.ServeHTTP(httptest.NewRecorder(), r)
		}
		call("Token", tok)
		if seen.m == nil || seen.m.ID != m.ID || seen.viewer != m.ID || seen.err != nil {
			t.Fatalf("Token header: %+v", seen)
		}
		call("Authorization", "Bearer "+tok)
		if seen.m == nil || seen.m.ID != m.ID {
			t.Fatalf("Bearer header: %+v", seen)
		}
		for _, v := range [][2]string{{"", ""}, {"Token", "nope"}, {"Authorization", "Basic " + tok}} {
			call(v[0], v[1])
			if seen.m != nil || seen.err != nil || seen.viewer != 0 {
				t.Fatalf("%v: %+v", v, seen)
			}
		}
		if _, err := auth.Require(context.Background()); !errors.Is(err, auth.ErrNoSession) {
			t.Fatalf("Require without member: %v", err)
		}
		// A database failure is reported, not passed off as "signed out".
		_ = d.SQL.Close()
		call("Token", tok)
		if seen.m != nil || seen.err == nil || errors.Is(seen.err, auth.ErrNoSession) {
			t.Fatalf("database down: %+v", seen)
		}
	})
}

func TestClientIP(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "198.51.100.7:1234"
	r.Header.Set("X-Forwarded-For", "1.2.3.4, 10.0.0.1")
	direct := authn.Clients{}
	if ip := direct.IP(r); ip != "198.51.100.7" {
		t.Fatalf("direct: %q (a client must not choose its address)", ip)
	}
	proxied := authn.Clients{TrustProxy: true}
	if ip := proxied.IP(r); ip != "10.0.0.1" {
		t.Fatalf("behind a proxy: %q, want the hop the proxy added", ip)
	}
	// X-Real-IP is whatever the client sent unless the proxy overwrites
	// it: never read.
	r.Header.Set("X-Real-IP", "192.0.2.1")
	if ip := proxied.IP(r); ip != "10.0.0.1" {
		t.Fatalf("with a forged X-Real-IP: %q, want the hop the proxy added", ip)
	}
	// A second header line is appended by the proxy after the client's.
	r.Header.Add("X-Forwarded-For", "2001:db8::5")
	if ip := proxied.IP(r); ip != "2001:db8::5" {
		t.Fatalf("two header lines: %q, want the proxy's (last) line", ip)
	}
	// A last hop that is not an address falls back to the peer.
	r.Header.Del("X-Forwarded-For")
	r.Header.Set("X-Forwarded-For", "1.2.3.4, <script>")
	if ip := proxied.IP(r); ip != "198.51.100.7" {
		t.Fatalf("garbage last hop: %q, want the peer", ip)
	}
}

// Attach hands the request's address (as IP reads it) to the handlers
// below, for per-address limits counted in the domain (real-name attempts).
func TestAttachAddress(t *testing.T) {
	var got string
	h := authn.Clients{}.Attach(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = ratelimit.ClientIP(r.Context())
	}))
	r := httptest.NewRequest("POST", "/graphql", nil)
	r.RemoteAddr = "[2001:db8:1:2::7]:443"
	r.Header.Set("X-Forwarded-For", "192.0.2.1") // not trusted here
	h.ServeHTTP(httptest.NewRecorder(), r)
	if got != "2001:db8:1:2::7" {
		t.Fatalf("attached address %q", got)
	}
}
