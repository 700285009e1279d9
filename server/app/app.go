// Package app wires the server together: database, cache, media, GraphQL,
// the REST shim, the SSR renderer and the front door's routes.
package app

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"artmarket/server/api"
	"artmarket/server/cache"
	"artmarket/server/config"
	"artmarket/server/db"
	"artmarket/server/demo"
	"artmarket/server/gqlserver"
	"artmarket/server/media"
	"artmarket/server/playground"
	"artmarket/server/security"
	"artmarket/server/ssr"
)

// App is a running server's parts.
type App struct {
	Config   config.Config
	Log      *slog.Logger
	DB       *db.DB
	Cache    cache.Cache
	Media    media.Store
	Renderer *ssr.Renderer
	Handler  http.Handler
}

// New opens the database and cache, seeds demo data when asked, and builds
// the HTTP handler. It does not start the renderer (see Run).
func New(ctx context.Context, cfg config.Config, log *slog.Logger) (*App, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL, cfg.DataDir, log)
	if err != nil {
		return nil, err
	}
	c, err := cache.Open(cfg.RedisURL, "artmarket:")
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("app: cache: %w", err)
	}
	store := media.NewDiskStore(filepath.Join(cfg.DataDir, "media"))
	a := &App{Config: cfg, Log: log, DB: d, Cache: c, Media: store}
	if cfg.Seed {
		start := time.Now()
		res, err := demo.Seed(ctx, d.Client, store, demo.DefaultOptions(log))
		if err != nil {
			a.Close()
			return nil, fmt.Errorf("app: seed: %w", err)
		}
		if res.Artworks > 0 {
			log.Info("demo data seeded", "artists", res.Artists, "artworks", res.Artworks, "took", time.Since(start).Round(time.Millisecond))
		}
	}
	a.Renderer = &ssr.Renderer{
		Node:       cfg.NodeBin,
		Entry:      filepath.Join(cfg.ClientDist, "server", "entry.js"),
		GraphQLURL: "http://" + loopback(cfg.Addr) + "/graphql",
		Dist:       cfg.ClientDist,
		Log:        log.With("part", "renderer"),
	}
	a.Handler = a.routes()
	return a, nil
}

// loopback turns a listen address into one this machine can dial.
func loopback(addr string) string {
	host, port, ok := strings.Cut(addr, ":")
	if !ok {
		return addr
	}
	if host == "" || host == "0.0.0.0" || host == "::" || host == "[::]" {
		host = "127.0.0.1"
	}
	return host + ":" + port
}

func (a *App) routes() http.Handler {
	mux := http.NewServeMux()
	gql := gqlserver.New(a.DB.Client)
	mux.Handle("POST /graphql", gql)
	mux.Handle("GET /graphql", gql) // persisted queries by hash
	mux.Handle("OPTIONS /graphql", gql)
	if a.Config.Dev {
		pg := playground.Handler(filepath.Join(a.Config.ClientDist, "graphiql"), security.Nonce)
		mux.Handle("/graphiql", pg)
		mux.Handle("/graphiql/", pg)
	}
	mux.Handle("/api/", a.apiRoutes())
	mux.Handle("/media/", media.Handler(a.Media))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		if err := a.DB.Ready(r.Context()); err != nil {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "database unavailable"})
			return
		}
		rendering := a.rendererAddr() != ""
		// ?full=1 also waits for the renderer (the site works without it,
		// on the client-only shell, so plain readiness does not).
		if r.URL.Query().Get("full") == "1" && !rendering {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "renderer starting"})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ready", "renderer": strconv.FormatBool(rendering)})
	})

	static := ssr.Static{Root: filepath.Join(a.Config.ClientDist, "client")}
	pages := &ssr.Proxy{
		Addr:    a.rendererAddr,
		Timeout: a.Config.SSRTimeout,
		Shell:   &ssr.Shell{Path: filepath.Join(a.Config.ClientDist, "client", "index.html")},
		Log:     a.Log.With("part", "ssr"),
	}
	mux.Handle("/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if static.Has(r.URL.Path) {
			static.ServeHTTP(w, r)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/assets/") {
			http.NotFound(w, r)
			return
		}
		pages.ServeHTTP(w, r)
	}))
	return security.Headers(accessLog(a.Log, mux))
}

func (a *App) rendererAddr() string {
	if a.Config.RendererURL != "" {
		return strings.TrimPrefix(strings.TrimPrefix(a.Config.RendererURL, "http://"), "https://")
	}
	return a.Renderer.Addr()
}

func (a *App) apiRoutes() http.Handler {
	r := api.NewRouter()
	return r
}

// Close releases the database and cache.
func (a *App) Close() {
	if a.Cache != nil {
		_ = a.Cache.Close()
	}
	if a.DB != nil {
		_ = a.DB.Close()
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func accessLog(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r)
		if log.Enabled(r.Context(), slog.LevelDebug) || sw.status >= 500 {
			log.Log(r.Context(), levelFor(sw.status), "request", "method", r.Method, "path", r.URL.Path, "status", sw.status, "took", time.Since(start))
		}
	})
}

func levelFor(status int) slog.Level {
	if status >= 500 {
		return slog.LevelError
	}
	return slog.LevelDebug
}
