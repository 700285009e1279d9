// Package config reads the server's settings from environment variables,
// each overridable by a command-line flag of the same meaning.
package config

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// Config is every setting of the server. README.md lists them.
type Config struct {
	Addr        string        // ADDR: listen address
	DataDir     string        // DATA_DIR: SQLite file and media
	DatabaseURL string        // DATABASE_URL: PostgreSQL (pgx) when set
	RedisURL    string        // REDIS_URL: Redis when set
	ClientDist  string        // CLIENT_DIST: the built client (dist/)
	RendererURL string        // RENDERER_URL: an external SSR renderer; empty = start our own
	NodeBin     string        // NODE_BIN: node executable for the renderer
	SSRTimeout  time.Duration // SSR_TIMEOUT: time to the renderer's first byte before the shell is served
	Seed        bool          // SEED: fill an empty database with the demo catalogue
	Sandbox     bool          // SANDBOX: sandbox providers and pages (default on)
	PublicURL   string        // PUBLIC_URL: the site's address as visitors see it
	LogLevel    string        // LOG_LEVEL: debug, info, warn, error
	LogFormat   string        // LOG_FORMAT: text or json
	Dev         bool          // DEV: GraphiQL and verbose errors
}

// Load reads the environment, then the flags in args (os.Args[1:]).
func Load(args []string) (Config, error) {
	c := Config{
		Addr:        env("ADDR", ":8080"),
		DataDir:     env("DATA_DIR", "./data"),
		DatabaseURL: env("DATABASE_URL", ""),
		RedisURL:    env("REDIS_URL", ""),
		ClientDist:  env("CLIENT_DIST", "./dist"),
		RendererURL: env("RENDERER_URL", ""),
		NodeBin:     env("NODE_BIN", "node"),
		PublicURL:   env("PUBLIC_URL", ""),
		LogLevel:    env("LOG_LEVEL", "info"),
		LogFormat:   env("LOG_FORMAT", "text"),
	}
	var err error
	if c.SSRTimeout, err = time.ParseDuration(env("SSR_TIMEOUT", "3s")); err != nil {
		return c, fmt.Errorf("config: SSR_TIMEOUT: %w", err)
	}
	if c.Seed, err = strconv.ParseBool(env("SEED", "true")); err != nil {
		return c, fmt.Errorf("config: SEED: %w", err)
	}
	if c.Sandbox, err = strconv.ParseBool(env("SANDBOX", "true")); err != nil {
		return c, fmt.Errorf("config: SANDBOX: %w", err)
	}
	if c.Dev, err = strconv.ParseBool(env("DEV", "true")); err != nil {
		return c, fmt.Errorf("config: DEV: %w", err)
	}
	fs := flag.NewFlagSet("artmarket", flag.ContinueOnError)
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", c.DataDir, "directory for the SQLite file and media (DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", c.DatabaseURL, "PostgreSQL URL; SQLite when empty (DATABASE_URL)")
	fs.StringVar(&c.RedisURL, "redis-url", c.RedisURL, "Redis URL; in-process cache when empty (REDIS_URL)")
	fs.StringVar(&c.ClientDist, "client-dist", c.ClientDist, "built client directory (CLIENT_DIST)")
	fs.StringVar(&c.RendererURL, "renderer-url", c.RendererURL, "external SSR renderer; empty starts our own (RENDERER_URL)")
	fs.StringVar(&c.NodeBin, "node", c.NodeBin, "node executable (NODE_BIN)")
	fs.DurationVar(&c.SSRTimeout, "ssr-timeout", c.SSRTimeout, "renderer time-out before the shell is served (SSR_TIMEOUT)")
	fs.BoolVar(&c.Seed, "seed", c.Seed, "fill an empty database with demo data (SEED)")
	fs.BoolVar(&c.Sandbox, "sandbox", c.Sandbox, "sandbox providers (SANDBOX)")
	fs.StringVar(&c.PublicURL, "public-url", c.PublicURL, "public address of the site (PUBLIC_URL)")
	fs.StringVar(&c.LogLevel, "log-level", c.LogLevel, "debug, info, warn or error (LOG_LEVEL)")
	fs.StringVar(&c.LogFormat, "log-format", c.LogFormat, "text or json (LOG_FORMAT)")
	fs.BoolVar(&c.Dev, "dev", c.Dev, "GraphiQL playground (DEV)")
	if err := fs.Parse(args); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	if c.DataDir, err = filepath.Abs(c.DataDir); err != nil {
		return c, fmt.Errorf("config: DATA_DIR: %w", err)
	}
	if c.ClientDist, err = filepath.Abs(c.ClientDist); err != nil {
		return c, fmt.Errorf("config: CLIENT_DIST: %w", err)
	}
	return c, nil
}

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}
