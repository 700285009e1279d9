// Command artmarket is the marketplace's server: the front door for pages,
// GraphQL, the REST shim, media and (in sandbox mode) the provider simulators.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"artmarket/server/demo"
	"artmarket/server/platform/config"
	"artmarket/server/web/app"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "grant-role" {
		if err := grantRole(os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "artmarket:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "artmarket:", err)
		os.Exit(1)
	}
}

func newLogger(cfg config.Config) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: level}
	if strings.EqualFold(cfg.LogFormat, "json") {
		return slog.New(slog.NewJSONHandler(os.Stderr, opts))
	}
	return slog.New(slog.NewTextHandler(os.Stderr, opts))
}

func run() error {
	cfg, err := config.Load(os.Args[1:])
	if err != nil {
		return err
	}
	log := newLogger(cfg)
	slog.SetDefault(log)

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	seed := demo.Seeder(log)
	if cfg.Sandbox {
		seed = demo.WithSandboxReviewer(seed, log)
	}
	a, err := app.New(ctx, cfg, log, seed)
	if err != nil {
		return err
	}
	defer a.Close()

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", cfg.Addr, err)
	}
	rctx, rcancel := context.WithCancel(context.Background())
	rdone := make(chan struct{})
	if cfg.RendererURL == "" {
		go func() { a.Renderers.Run(rctx); close(rdone) }()
	} else {
		close(rdone)
	}
	jdone := make(chan struct{})
	go func() { a.RunJobs(rctx); close(jdone) }()
	log.Info("listening", "addr", ln.Addr().String(), "database", a.DB.Dialect, "sandbox", cfg.Sandbox, "dev", cfg.Dev)
	if cfg.Sandbox {
		log.Warn("SANDBOX IS ON: WeChat, SMS and e-mail are simulated and every code sent is readable at /_sandbox/outbox. " +
			"Never expose this server to the public; a deployment sets PUBLIC_URL or real provider credentials, which turns the sandbox off.")
	}
	err = app.Serve(ctx, ln, a.Handler, log)
	rcancel()
	<-rdone
	<-jdone
	if err != nil {
		return err
	}
	log.Info("stopped")
	return nil
}
