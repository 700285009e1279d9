package db_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"

	"artmarket/ent/artist"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// A database from before the pinyin columns, with an artist and a work, is
// upgraded in place: the rows survive and the artist gets its pinyin at start.
func TestUpgradeBackfillsArtistPinyin(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		sub := map[string]string{dialect.SQLite: "sqlite", dialect.Postgres: "postgres"}[d.Dialect]
		dir, err := migrate.NewLocalDir("../../../ent/migrations/" + sub)
		if err != nil {
			t.Fatal(err)
		}
		files, err := dir.Files()
		if err != nil {
			t.Fatal(err)
		}
		ph := "?"
		if d.Dialect == dialect.Postgres {
			ph = "$1"
		}
		mustExec(t, d, `CREATE TABLE schema_migrations (version VARCHAR(64) PRIMARY KEY, name VARCHAR(255) NOT NULL, applied_at TIMESTAMP NOT NULL)`)
		for _, f := range files {
			if strings.Contains(f.Name(), "artist_pinyin") {
				break
			}
			stmts, err := f.Stmts()
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range stmts {
				mustExec(t, d, s)
			}
			mustExec(t, d, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (`+ph+`, 'old', CURRENT_TIMESTAMP)`, f.Version())
		}
		mustExec(t, d, `INSERT INTO artists (id, created_at, updated_at, name) VALUES (4294967297, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, '齐白石')`)
		mustExec(t, d, `INSERT INTO artworks (id, created_at, updated_at, title, medium, width_cm, height_cm, price_fen, status, artist_artworks)
			VALUES (8589934593, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, '虾', 'INK', 34, 100, 100, 'AVAILABLE', 4294967297)`)
		// A picture of the work: later migrations rebuild the tables it points through (SQLite), and it must survive.
		mustExec(t, d, `INSERT INTO artwork_images (id, position, key, width, height, artwork_images)
			VALUES (12884901889, 0, 'k', 800, 600, 8589934593)`)

		database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		a := database.Client.Artist.Query().Where(artist.Name("齐白石")).OnlyX(ctx)
		if a.Pinyin != "qibaishi" || a.Initial != "Q" || a.PinyinAbbr != "qbs" {
			t.Fatalf("backfill: pinyin %q, initial %q, abbreviation %q", a.Pinyin, a.Initial, a.PinyinAbbr)
		}
		works := a.QueryArtworks().AllX(ctx)
		if len(works) != 1 {
			t.Fatalf("the artist's works after the upgrade: %d", len(works))
		}
		if works[0].TitlePinyin != "xia" || works[0].TitleAbbr != "x" {
			t.Fatalf("backfill of the title keys: %q %q", works[0].TitlePinyin, works[0].TitleAbbr)
		}
		if n := works[0].QueryImages().CountX(ctx); n != 1 {
			t.Fatalf("the work's pictures after the upgrade: %d", n)
		}
	})
}

func mustExec(t *testing.T, d dbtest.DB, q string, args ...any) {
	t.Helper()
	if _, err := d.SQL.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}
