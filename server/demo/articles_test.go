package demo

import (
	"context"
	"strings"
	"testing"
	"time"

	"artmarket/ent/article"
	"artmarket/ent/artlive"
	"artmarket/ent/schema/richtext"
	"artmarket/server/domain/media"
)

func TestSeedArticlesAndLives(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "articletest")
	store := media.NewDiskStore(t.TempDir())
	opts := Options{Artists: 24, Artworks: 80, ImagesPerArtwork: 2, Logger: quiet(), LongSide: 240, Now: testNow}
	res, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Articles != len(demoArticles) || res.Lives != len(demoLives) {
		t.Fatalf("seeded %d articles and %d lives, want %d and %d", res.Articles, res.Lives, len(demoArticles), len(demoLives))
	}
	arts := client.Article.Query().WithArtists().WithArtworks().WithCover().AllX(ctx)
	scheduled := 0
	for _, a := range arts {
		if a.PublishedAt.After(testNow) {
			scheduled++
		}
		if strings.Contains(a.Title+a.Summary+a.Body, "{") {
			t.Errorf("%q keeps a placeholder", a.Title)
		}
		if a.Body != richtext.Sanitize(a.Body) {
			t.Errorf("%q: body not sanitised", a.Title)
		}
		if a.Edges.Cover == nil || len(a.Edges.Artists) == 0 || len(a.Edges.Artworks) == 0 || len(a.Tags) == 0 {
			t.Errorf("%q lacks cover, artists, works or tags", a.Title)
		}
		if a.PublishedAt.Location() != time.UTC {
			t.Errorf("%q: published_at not in UTC", a.Title)
		}
		if a.PublishedAt.Before(testNow) && (strings.Count(a.Body, "<p>") < 4 || !strings.Contains(a.Body, "<h2>") ||
			!strings.Contains(a.Body, "<blockquote>") || !strings.Contains(a.Body, `<img src="/media/`)) {
			t.Errorf("%q: body lacks paragraphs, subheadings, a quotation or a picture:\n%s", a.Title, a.Body)
		}
	}
	if scheduled != 1 {
		t.Errorf("%d scheduled articles, want 1", scheduled)
	}
	if n := client.Article.Query().Where(article.PublishedAtLTE(testNow)).CountX(ctx); n != len(demoArticles)-1 {
		t.Fatalf("%d published articles", n)
	}
	for _, st := range []artlive.Status{artlive.StatusUpcoming, artlive.StatusLive, artlive.StatusReplay} {
		ls := client.ArtLive.Query().Where(artlive.StatusEQ(st)).WithCover().WithGallery().AllX(ctx)
		if len(ls) < 2 {
			t.Errorf("%d lives %s", len(ls), st)
		}
		for _, l := range ls {
			if l.Edges.Cover == nil {
				t.Errorf("%q has no cover", l.Title)
			}
			if (st == artlive.StatusUpcoming) != (l.PlaybackURL == "") {
				t.Errorf("%q (%s): playback %q", l.Title, st, l.PlaybackURL)
			}
			if (st == artlive.StatusUpcoming) != l.StartsAt.After(testNow) {
				t.Errorf("%q (%s) starts %v", l.Title, st, l.StartsAt)
			}
		}
	}
	if n := client.ArtLive.Query().Where(artlive.HasGallery()).CountX(ctx); n < 10 {
		t.Errorf("only %d lives have a gallery", n)
	}

	// Idempotent: a second run adds nothing.
	res, err = Seed(ctx, client, store, opts)
	if err != nil || res.Articles != 0 || res.Lives != 0 {
		t.Fatalf("second run: %+v, %v", res, err)
	}
	// A catalogue seeded before articles and lives existed gains them.
	client.Article.Delete().ExecX(ctx)
	client.ArtLive.Delete().ExecX(ctx)
	if res, err = Seed(ctx, client, store, opts); err != nil || !res.Skipped || res.Articles != len(demoArticles) || res.Lives != len(demoLives) {
		t.Fatalf("late run: %+v, %v", res, err)
	}
}
