// Package migrations holds the versioned schema migrations, one directory per
// SQL dialect, and applies them at start. The files are generated from the
// ent schema by `make migration NAME=...` (ent/migrations/gen) and are never
// edited after they have shipped: a change to the schema is a new file.
package migrations

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"log/slog"
	"path"
	"sort"
	"strings"
	"time"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
)

//go:embed sqlite/*.sql postgres/*.sql
var files embed.FS

// Dir returns the embedded migrations of a dialect (dialect.SQLite or
// dialect.Postgres) as an atlas directory.
func Dir(dialectName string) (migrate.Dir, error) {
	sub, err := subdir(dialectName)
	if err != nil {
		return nil, err
	}
	names, err := fs.Glob(files, sub+"/*.sql")
	if err != nil {
		return nil, fmt.Errorf("migrations: list %s: %w", sub, err)
	}
	sort.Strings(names)
	dir := &migrate.MemDir{}
	for _, n := range names {
		b, err := files.ReadFile(n)
		if err != nil {
			return nil, fmt.Errorf("migrations: read %s: %w", n, err)
		}
		if err := dir.WriteFile(path.Base(n), b); err != nil {
			return nil, fmt.Errorf("migrations: %s: %w", n, err)
		}
	}
	return dir, nil
}

func subdir(d string) (string, error) {
	switch d {
	case dialect.SQLite:
		return "sqlite", nil
	case dialect.Postgres:
		return "postgres", nil
	}
	return "", fmt.Errorf("migrations: no migrations for dialect %q", d)
}

// Apply brings the database up to the newest migration. Each file runs in
// its own transaction together with its row in schema_migrations, so a
// failed file leaves the database at the previous version, rows intact.
// Already applied files are skipped; running Apply again is a no-op.
func Apply(ctx context.Context, db *sql.DB, dialectName string, log *slog.Logger) (applied int, err error) {
	dir, err := Dir(dialectName)
	if err != nil {
		return 0, err
	}
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version VARCHAR(64) PRIMARY KEY,
		name VARCHAR(255) NOT NULL,
		applied_at TIMESTAMP NOT NULL)`); err != nil {
		return 0, fmt.Errorf("migrations: create schema_migrations: %w", err)
	}
	done, err := appliedVersions(ctx, db)
	if err != nil {
		return 0, err
	}
	list, err := dir.Files()
	if err != nil {
		return 0, fmt.Errorf("migrations: read directory: %w", err)
	}
	for _, f := range list {
		if done[f.Version()] {
			continue
		}
		if err := applyFile(ctx, db, dialectName, f); err != nil {
			return applied, err
		}
		applied++
		if log != nil {
			log.Info("migration applied", "version", f.Version(), "name", f.Desc())
		}
	}
	return applied, nil
}

func appliedVersions(ctx context.Context, db *sql.DB) (map[string]bool, error) {
	rows, err := db.QueryContext(ctx, `SELECT version FROM schema_migrations`)
	if err != nil {
		return nil, fmt.Errorf("migrations: read schema_migrations: %w", err)
	}
	defer rows.Close()
	done := map[string]bool{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, fmt.Errorf("migrations: scan version: %w", err)
		}
		done[v] = true
	}
	return done, rows.Err()
}

// applyFile runs one file in a transaction. On SQLite a file may rebuild a
// table (create a copy, move the rows, drop the old one), which SQLite allows
// only with foreign keys off, and "PRAGMA foreign_keys" is a no-op inside a
// transaction: so they are turned off on the file's own connection before it
// begins, checked with "PRAGMA foreign_key_check" before it commits, and
// turned back on afterwards (SQLite's documented procedure for altering a
// table).
func applyFile(ctx context.Context, db *sql.DB, dialectName string, f migrate.File) (err error) {
	stmts, err := f.Stmts()
	if err != nil {
		return fmt.Errorf("migrations: parse %s: %w", f.Name(), err)
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrations: connection for %s: %w", f.Name(), err)
	}
	defer conn.Close()
	sqlite := dialectName == dialect.SQLite
	if sqlite {
		if _, err := conn.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
			return fmt.Errorf("migrations: foreign keys off for %s: %w", f.Name(), err)
		}
		defer func() {
			if _, ferr := conn.ExecContext(context.WithoutCancel(ctx), "PRAGMA foreign_keys = ON"); ferr != nil && err == nil {
				err = fmt.Errorf("migrations: foreign keys back on after %s: %w", f.Name(), ferr)
			}
		}()
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrations: begin %s: %w", f.Name(), err)
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	for _, s := range stmts {
		if strings.TrimSpace(s) == "" {
			continue
		}
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("migrations: %s: %q: %w", f.Name(), firstLine(s), err)
		}
	}
	if sqlite {
		if err := foreignKeyCheck(ctx, tx); err != nil {
			return fmt.Errorf("migrations: %s: %w", f.Name(), err)
		}
	}
	ins := `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`
	if dialectName == dialect.Postgres {
		ins = `INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)`
	}
	if _, err := tx.ExecContext(ctx, ins, f.Version(), f.Desc(), time.Now().UTC()); err != nil {
		return fmt.Errorf("migrations: record %s: %w", f.Name(), err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrations: commit %s: %w", f.Name(), err)
	}
	return nil
}

// foreignKeyCheck fails when a row points at a row that is not there.
func foreignKeyCheck(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, "PRAGMA foreign_key_check")
	if err != nil {
		return fmt.Errorf("foreign key check: %w", err)
	}
	defer rows.Close()
	if rows.Next() {
		var table string
		var rowid sql.NullInt64
		var parent string
		var fkid int
		if err := rows.Scan(&table, &rowid, &parent, &fkid); err != nil {
			return fmt.Errorf("foreign key check: %w", err)
		}
		return fmt.Errorf("foreign key check: a row of %s (rowid %d) points at a missing row of %s", table, rowid.Int64, parent)
	}
	return rows.Err()
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return s
}
