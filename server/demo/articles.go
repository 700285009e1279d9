package demo

import (
	"context"
	"fmt"
	"html"
	"log/slog"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/server/domain/media"
	"artmarket/server/platform/db"
)

// SeedArticles gives a catalogue its articles, each about one or two of its
// artists and their works, illustrated with the works' pictures. It does
// nothing when an article exists or no artwork does, so it is safe at every
// start and adds articles to a catalogue seeded before they existed. It
// returns how many articles it created. Publication times count back from
// now (one article is scheduled in the future, hidden until then).
func SeedArticles(ctx context.Context, client *ent.Client, log *slog.Logger, now time.Time) (int, error) {
	if n, err := client.Article.Query().Count(ctx); err != nil || n > 0 {
		return 0, articleErr("count articles", err)
	}
	artists, err := artistsWithWorks(ctx, client)
	if err != nil {
		return 0, articleErr("load artists", err)
	}
	r := newRNG(DefaultSeed ^ 0xa871c1e)
	created := 0
	err = db.WithTx(ctx, client, func(ctx context.Context, tx *ent.Client) error {
		for i, spec := range demoArticles {
			as, ws := relatedTo(r, artists, spec.Medium, i)
			if len(ws) == 0 {
				continue // a catalogue too small to illustrate it
			}
			fill := articleFiller(as, ws)
			create := tx.Article.Create().SetTitle(fill(spec.Title)).SetSummary(fill(spec.Summary)).SetAuthor(spec.Author).
				SetTags(spec.Tags).SetBody(articleHTML(spec.Body, fill, as, ws)).
				SetPublishedAt(now.UTC().Add(-time.Duration(spec.DaysAgo * float64(24*time.Hour))).Truncate(time.Minute)).
				SetCoverID(ws[0].Edges.Images[0].ID).SetCoverPicture(pictureOf(ws[0].Edges.Images[0]))
			for _, a := range as {
				create.AddArtistIDs(a.ID)
			}
			for _, w := range ws {
				create.AddArtworkIDs(w.ID)
			}
			if err := create.Exec(ctx); err != nil {
				return articleErr("insert "+spec.Title, err)
			}
			created++
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	log.InfoContext(ctx, "demo seed: articles", "articles", created)
	return created, nil
}

// relatedTo picks an article's two artists (with works in the medium when
// one is asked for, each with a picture) and one work of each.
func relatedTo(r rng, artists []*ent.Artist, medium artwork.Medium, salt int) ([]*ent.Artist, []*ent.Artwork) {
	type pick struct {
		a *ent.Artist
		w *ent.Artwork
	}
	var pool []pick
	for _, a := range artists {
		for _, w := range a.Edges.Artworks {
			if len(w.Edges.Images) > 0 && (medium == "" || w.Medium == medium) {
				pool = append(pool, pick{a, w})
				break
			}
		}
	}
	if len(pool) == 0 && medium != "" {
		return relatedTo(r, artists, "", salt)
	}
	if len(pool) == 0 {
		return nil, nil
	}
	first := (salt*7 + r.IntN(len(pool))) % len(pool)
	as, ws := []*ent.Artist{pool[first].a}, []*ent.Artwork{pool[first].w}
	if len(pool) > 1 {
		second := (first + 1 + r.IntN(len(pool)-1)) % len(pool)
		as, ws = append(as, pool[second].a), append(ws, pool[second].w)
	}
	return as, ws
}

// articleFiller replaces {A1} {A2} {W1} {W2} by the related names.
func articleFiller(as []*ent.Artist, ws []*ent.Artwork) func(string) string {
	pairs := []string{}
	for i := range 2 {
		a, w := as[min(i, len(as)-1)], ws[min(i, len(ws)-1)]
		pairs = append(pairs, fmt.Sprintf("{A%d}", i+1), a.Name, fmt.Sprintf("{W%d}", i+1), w.Title)
	}
	rep := strings.NewReplacer(pairs...)
	return rep.Replace
}

// articleHTML turns the demo markup into HTML (see articleSpec); text is
// escaped here, and the article hook sanitises the result again anyway.
func articleHTML(src string, fill func(string) string, as []*ent.Artist, ws []*ent.Artwork) string {
	var b strings.Builder
	for _, block := range strings.Split(strings.TrimSpace(src), "\n\n") {
		block = strings.TrimSpace(block)
		switch {
		case strings.HasPrefix(block, "## "):
			b.WriteString("<h2>" + html.EscapeString(fill(block[3:])) + "</h2>\n")
		case strings.HasPrefix(block, "> "):
			b.WriteString("<blockquote><p>" + html.EscapeString(fill(block[2:])) + "</p></blockquote>\n")
		case block == "[图1]" || block == "[图2]":
			i := 0
			if block == "[图2]" {
				i = len(ws) - 1
			}
			w := ws[i]
			img := w.Edges.Images[0]
			width := media.PickWidth(img.Width, 960)
			height := img.Height * width / img.Width
			caption := fmt.Sprintf("%s《%s》", as[i].Name, w.Title)
			fmt.Fprintf(&b, `<figure><img src="%s" alt="%s" width="%d" height="%d"><figcaption>%s</figcaption></figure>`+"\n",
				media.URL(img.Key, width), html.EscapeString(caption), width, height, html.EscapeString(caption))
		default:
			b.WriteString("<p>" + html.EscapeString(fill(block)) + "</p>\n")
		}
	}
	return b.String()
}

var articleErr = seedErr("articles")
