package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"

	"artmarket/server/domain/selling"
	"artmarket/server/platform/config"
	"artmarket/server/platform/db"
)

// grantRole is `artmarket grant-role --mobile 138… reviewer`: it gives a
// role to the member with that bound mobile number, in the database the
// server would use (DATABASE_URL, or the SQLite file under DATA_DIR). In
// production this is the only way a reviewer comes to be.
func grantRole(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("grant-role", flag.ContinueOnError)
	mobile := fs.String("mobile", "", "the member's bound mobile number")
	databaseURL := fs.String("database-url", os.Getenv("DATABASE_URL"), "PostgreSQL URL; SQLite when empty (DATABASE_URL)")
	dataDir := fs.String("data-dir", "", "directory of the SQLite file (DATA_DIR)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: artmarket grant-role --mobile 13800138000 reviewer")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *mobile == "" || fs.NArg() != 1 {
		fs.Usage()
		return errors.New("grant-role: a --mobile and one role are needed")
	}
	if *dataDir == "" {
		cfg, err := config.Load(nil)
		if err != nil {
			return err
		}
		*dataDir = cfg.DataDir
	}
	ctx := context.Background()
	d, err := db.Open(ctx, *databaseURL, *dataDir, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	defer d.Close()
	m, err := selling.GrantRole(ctx, d.Client, *mobile, fs.Arg(0))
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "member %d (%s) now has the roles %v\n", m.ID, m.Username, m.Roles)
	return nil
}
