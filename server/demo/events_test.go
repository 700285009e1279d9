package demo

import (
	"context"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/catalogue/schedule"
	"artmarket/server/domain/media"
)

func TestSeedEvents(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "eventstest")
	store := media.NewDiskStore(t.TempDir())
	opts := Options{Artists: 24, Artworks: 60, ImagesPerArtwork: 2, Logger: quiet(), LongSide: 240, Now: testNow}
	res, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Exhibitions != len(demoExhibitions) || res.ViewingRooms != len(demoViewingRooms) {
		t.Fatalf("seeded %d exhibitions and %d viewing rooms", res.Exhibitions, res.ViewingRooms)
	}
	exs := client.Exhibition.Query().WithGallery(func(q *ent.GalleryQuery) { q.WithArtists() }).WithArtists().
		WithArtworks(func(q *ent.ArtworkQuery) { q.WithArtist() }).WithInstallationImages().AllX(ctx)
	statuses := map[schedule.ExhibitionStatus]int{}
	venues, endsToday := 0, 0
	for _, e := range exs {
		statuses[schedule.Exhibition(e.StartsOn, e.EndsOn, testNow)]++
		if !schedule.Day(e.StartsOn).Equal(e.StartsOn) || e.EndsOn.Before(e.StartsOn) {
			t.Errorf("%s: dates %v – %v are not Shanghai days in order", e.Title, e.StartsOn, e.EndsOn)
		}
		if e.EndsOn.Equal(schedule.Day(testNow)) {
			endsToday++
		}
		if paras := strings.Split(e.PressText, "\n\n"); len(paras) < 3 || !strings.Contains(paras[0], e.Title) {
			t.Errorf("%s: press text of %d paragraphs: %q", e.Title, len(paras), e.PressText)
		}
		if len(e.Edges.Artists) == 0 || len(e.Edges.Artworks) == 0 || len(e.Edges.InstallationImages) == 0 {
			t.Errorf("%s: %d artists, %d works, %d installation images", e.Title,
				len(e.Edges.Artists), len(e.Edges.Artworks), len(e.Edges.InstallationImages))
		}
		shown := map[int]bool{}
		for _, a := range e.Edges.Artists {
			shown[a.ID] = true
		}
		for _, w := range e.Edges.Artworks {
			if !shown[w.Edges.Artist.ID] {
				t.Errorf("%s shows 《%s》 by an artist not in the show", e.Title, w.Title)
			}
		}
		if g := e.Edges.Gallery; g != nil {
			roster := map[int]bool{}
			for _, a := range g.Edges.Artists {
				roster[a.ID] = true
			}
			for _, a := range e.Edges.Artists {
				if len(roster) > 0 && !roster[a.ID] {
					t.Errorf("%s at %s shows %s, whom the gallery does not represent", e.Title, g.Name, a.Name)
				}
			}
			if e.City != g.City || e.Venue != "" {
				t.Errorf("%s: city %q venue %q at gallery %s in %s", e.Title, e.City, e.Venue, g.Name, g.City)
			}
		} else {
			venues++
			if e.Venue == "" {
				t.Errorf("%s has neither gallery nor venue", e.Title)
			}
		}
	}
	if statuses[schedule.Current] < 5 || statuses[schedule.Upcoming] < 4 || statuses[schedule.Past] < 5 {
		t.Errorf("statuses at seeding time: %v", statuses)
	}
	if venues != 4 || endsToday != 1 {
		t.Errorf("%d museum shows, %d ending today", venues, endsToday)
	}

	rooms := client.ViewingRoom.Query().WithGallery().WithArtworks().WithCover().AllX(ctx)
	rs := map[schedule.RoomStatus]int{}
	closingSoon := 0
	for _, v := range rooms {
		s := schedule.Room(v.OpensAt, v.ClosesAt, testNow)
		rs[s]++
		if s == schedule.Open && v.ClosesAt.Sub(testNow) < 4*24*time.Hour {
			closingSoon++
		}
		if len(v.Edges.Artworks) == 0 || v.Edges.Cover == nil || len(strings.Split(v.Statement, "\n\n")) < 2 {
			t.Errorf("%s: %d works, cover %v, statement %q", v.Title, len(v.Edges.Artworks), v.Edges.Cover, v.Statement)
		}
	}
	if rs[schedule.Open] < 4 || rs[schedule.Soon] < 1 || rs[schedule.Closed] < 2 || closingSoon < 2 {
		t.Errorf("viewing rooms at seeding time: %v, %d closing within days", rs, closingSoon)
	}

	// Idempotent: a second start adds nothing.
	if ev, err := SeedEvents(ctx, client, quiet(), testNow); err != nil || ev != (Events{}) {
		t.Fatalf("second run: %+v, %v", ev, err)
	}
	// A catalogue seeded before exhibitions existed gains them.
	client.Exhibition.Delete().ExecX(ctx)
	res, err = Seed(ctx, client, store, opts)
	if err != nil || !res.Skipped || res.Exhibitions != len(demoExhibitions) || res.ViewingRooms != 0 {
		t.Fatalf("late seed: %+v, %v", res, err)
	}
}
