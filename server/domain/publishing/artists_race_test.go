package publishing_test

import (
	"context"
	"slices"
	"strconv"
	"testing"
	"time"

	"artmarket/server/domain/audit"
	"artmarket/server/domain/publishing"
	"artmarket/server/platform/dbtest"
)

// Two managers of different galleries edit one artist at once on
// PostgreSQL: each changes only their own galleries' part (one adds a
// gallery of theirs, the other drops one of theirs). Both edits wait on
// the artist's row, held meanwhile by another transaction, and the check
// of the galleries runs on the row read under the lock: the result has
// both changes, neither manager undoing the other's part with a list read
// before the other's edit.
func TestArtistManagersRacingEditsKeepEachOthersPart(t *testing.T) {
	tdb, ok := dbtest.Postgres(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set or not answering")
	}
	f := setup(t, tdb)
	ctx := context.Background()
	g := func(name string) int { return f.c.Gallery.Create().SetName(name).SetCity("上海").SaveX(ctx).ID }
	mine, mine2, other, other2 := g("长街画廊"), g("长街二馆"), g("山木画廊"), g("山木二馆")
	mgr := func(name, mobile string, gs ...int) audit.Actor {
		var rs []string
		for _, id := range gs {
			rs = append(rs, "gallery_manager:"+strconv.Itoa(id))
		}
		return audit.Actor{ID: f.c.Member.Create().SetUsername(name).SetMobile(mobile).SetRoles(rs).SaveX(ctx).ID}
	}
	a1, a2 := mgr("mgrA", "13800000014", mine, mine2), mgr("mgrB", "13800000015", other, other2)
	a, err := publishing.SaveArtist(ctx, f.c, f.editor, 0, goodArtist(mine, other, other2), artistNow)
	if err != nil {
		t.Fatal(err)
	}

	// Another transaction holds the artist's row while both edits start.
	hold, err := tdb.SQL.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = hold.Rollback() }()
	if _, err := hold.ExecContext(ctx, `SELECT id FROM artists WHERE id = $1 FOR UPDATE`, a.ID); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 2)
	go func() {
		_, err := publishing.SaveArtist(ctx, f.c, a1, a.ID, goodArtist(mine, mine2), artistNow)
		done <- err
	}()
	go func() { _, err := publishing.SaveArtist(ctx, f.c, a2, a.ID, goodArtist(other), artistNow); done <- err }()
	for deadline := time.Now().Add(30 * time.Second); ; {
		var waiting int
		if err := tdb.SQL.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting >= 2 {
			break
		}
		select {
		case err := <-done: // an edit that did not wait on the row: the test cannot race them
			t.Fatalf("an edit ran past the held row: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("the two edits did not both wait on the artist's row (%d waiting)", waiting)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := hold.Commit(); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatalf("an edit: %v", err)
		}
	}

	got, err := publishing.GetArtist(ctx, f.c, f.editor, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{mine, mine2, other}
	slices.Sort(want)
	if !slices.Equal(got.Draft.GalleryIDs, want) || !slices.Equal(galleryIDsOf(got), want) {
		t.Errorf("galleries after both edits: draft %v, now %v; want %v (one manager's part undone)", got.Draft.GalleryIDs, galleryIDsOf(got), want)
	}
}
