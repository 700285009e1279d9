package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"artmarket/server/domain/roles"
	"artmarket/server/platform/config"
	"artmarket/server/platform/db"
)

// grantRole is `artmarket grant-role --mobile 138… admin` (or any role of
// package roles; a gallery manager also names the gallery: --gallery 42):
// it gives a role to the member with that bound mobile number, in the
// database the server would use (DATABASE_URL, or the SQLite file under
// DATA_DIR), and writes it to the audit log as the command line's (actor 0).
// In production this is how the first admin comes to be; admins grant the
// rest in the console.
func grantRole(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("grant-role", flag.ContinueOnError)
	mobile := fs.String("mobile", "", "the member's bound mobile number")
	galleryID := fs.Int("gallery", 0, "the gallery's id, for the role gallery_manager")
	databaseURL := fs.String("database-url", os.Getenv("DATABASE_URL"), "PostgreSQL URL; SQLite when empty (DATABASE_URL)")
	dataDir := fs.String("data-dir", "", "directory of the SQLite file (DATA_DIR)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: artmarket grant-role --mobile 13800138000 [--gallery ID] ROLE")
		fmt.Fprintln(fs.Output(), "roles:", roleNames())
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
	role, ok := roles.Parse(fs.Arg(0))
	if fs.Arg(0) == string(roles.GalleryManager) {
		role, ok = roles.Role{Name: roles.GalleryManager, GalleryID: *galleryID}, true
	}
	if !ok {
		return fmt.Errorf("grant-role: unknown role %q (roles: %s)", fs.Arg(0), roleNames())
	}
	m, err := roles.GrantByMobile(ctx, d.Client, *mobile, role)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "member %d (%s) now has the roles %v\n", m.ID, m.Username, m.Roles)
	return nil
}

func roleNames() string {
	names := make([]string, len(roles.All))
	for i, n := range roles.All {
		names[i] = string(n)
	}
	return strings.Join(names, ", ")
}
