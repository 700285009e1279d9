// Package benchdata fills a PostgreSQL database with a large catalogue for
// benchmarks and plan tests: by default 100,000 artworks, 10,000 artists
// and 2,000 galleries, with their pictures, goods and represented artists.
//
// It writes with PostgreSQL's COPY (pgx CopyFrom) in one transaction, not
// through ent: a hundred thousand ent creates would take many minutes on
// two cores. What ent's hooks would have stored is stored all the same: the
// pinyin keys come from the functions the schema's pinyin hook calls
// (pinyin.NameKeys, pinyin.TitleKeys). Pictures are not painted: image rows
// point at pictures already in the media store (those of the demo
// catalogue, seeded first), so every page shows real images.
package benchdata

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/pinyin"
	"artmarket/ent/schema/searchterms"
	"artmarket/server/demo"
)

// Defaults of the bench catalogue (issue 11, "Scale").
const (
	DefaultArtworks  = 100_000
	DefaultArtists   = 10_000
	DefaultGalleries = 2_000
	DefaultSeed      = 20261125
)

// Image is a picture in the media store that image rows may point at.
type Image struct {
	Key           string
	Width, Height int
}

// Options sizes the catalogue: Fill tops the tables up to these totals.
type Options struct {
	Artworks, Artists, Galleries int
	Seed                         uint64
	// Images to reuse; nil: the pictures of the artworks already in the
	// database, or a placeholder when there are none (plan tests).
	Images []Image
	Now    time.Time // anchors creation times; zero: time.Now()
	Log    *slog.Logger
}

// DefaultOptions is the 100k catalogue.
func DefaultOptions() Options {
	return Options{Artworks: DefaultArtworks, Artists: DefaultArtists, Galleries: DefaultGalleries, Seed: DefaultSeed}
}

// Result says what Fill wrote.
type Result struct {
	Skipped                                     bool // the totals were already there
	Artists, Artworks, Galleries, Images, Goods int
	Represented                                 int // gallery_artists rows
	Elapsed                                     time.Duration
}

// Fill tops the database up to the totals of o: it counts the artworks,
// artists and galleries already there and adds what is missing, so a
// second run on a filled database does nothing. The rows go in in one
// transaction (a failed run leaves nothing behind), then the tables are
// vacuumed and analysed so the planner sees them as they are at once.
func Fill(ctx context.Context, sqldb *sql.DB, o Options) (Result, error) {
	start := time.Now()
	log := o.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if o.Seed == 0 {
		o.Seed = DefaultSeed
	}
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	conn, err := sqldb.Conn(ctx)
	if err != nil {
		return Result{}, fmt.Errorf("benchdata: connection: %w", err)
	}
	defer conn.Close()
	var res Result
	err = conn.Raw(func(dc any) error {
		sc, ok := dc.(*stdlib.Conn)
		if !ok {
			return errors.New("benchdata: PostgreSQL through pgx only")
		}
		res, err = fill(ctx, sc.Conn(), o, log)
		return err
	})
	if err != nil {
		return Result{}, err
	}
	if !res.Skipped {
		// VACUUM as well: rows copied into a table with GIN indexes wait in
		// each index's pending list, which every search would read through
		// (and the planner prices the trigram indexes out while it is long).
		if _, err := sqldb.ExecContext(ctx, "VACUUM ANALYZE artists, galleries, gallery_artists, artworks, artwork_images, goods, search_terms"); err != nil {
			return Result{}, fmt.Errorf("benchdata: vacuum: %w", err)
		}
	}
	res.Elapsed = time.Since(start)
	return res, nil
}

func count(ctx context.Context, c *pgx.Conn, table string) (n int, err error) {
	err = c.QueryRow(ctx, "SELECT count(*) FROM "+table).Scan(&n)
	return n, err
}

func fill(ctx context.Context, c *pgx.Conn, o Options, log *slog.Logger) (res Result, err error) {
	var have [3]int
	for i, t := range []string{"artworks", "artists", "galleries"} {
		if have[i], err = count(ctx, c, t); err != nil {
			return res, fmt.Errorf("benchdata: count %s: %w", t, err)
		}
	}
	needWorks, needArtists, needGalleries := max(o.Artworks-have[0], 0), max(o.Artists-have[1], 0), max(o.Galleries-have[2], 0)
	if needWorks == 0 && needArtists == 0 && needGalleries == 0 {
		return Result{Skipped: true}, nil
	}
	images := o.Images
	if images == nil {
		if images, err = existingImages(ctx, c); err != nil {
			return res, err
		}
	}
	if len(images) == 0 {
		images = []Image{{Key: "bench/placeholder.jpg", Width: 1600, Height: 1200}}
	}

	t0 := time.Now()
	// The demo's inventor gives names, titles, sizes, prices and texts; with
	// no new artists to add, the works are spread over artists that exist.
	specArtists := needArtists
	if specArtists == 0 && needWorks > 0 {
		specArtists = min(have[1], 1000)
		if specArtists == 0 {
			return res, errors.New("benchdata: artworks need artists")
		}
	}
	cat := demo.BuildCatalogue(demo.CatalogueOptions{Seed: o.Seed, Artists: specArtists, Artworks: needWorks, Now: o.Now})
	log.Info("bench data: catalogue invented", "artists", needArtists, "artworks", needWorks, "took", time.Since(t0).Round(time.Millisecond))

	tx, err := c.Begin(ctx)
	if err != nil {
		return res, fmt.Errorf("benchdata: begin: %w", err)
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback(context.WithoutCancel(ctx))
		}
	}()

	// Artists.
	var artistIDs []int64
	if needArtists > 0 {
		rows := make([][]any, 0, needArtists)
		for _, a := range cat.Artists[:needArtists] {
			full, initial, abbr := pinyin.NameKeys(a.Name)
			rows = append(rows, []any{a.CreatedAt, a.CreatedAt, a.Name, a.NameEn, int64(a.BirthYear), a.Region, a.Bio, full, initial, abbr})
		}
		if artistIDs, err = copyRows(ctx, tx, "artists",
			[]string{"created_at", "updated_at", "name", "name_en", "birth_year", "region", "bio", "pinyin", "initial", "pinyin_abbr"}, rows); err != nil {
			return res, err
		}
		res.Artists = len(artistIDs)
		var texts [][]string
		for _, a := range cat.Artists[:needArtists] {
			full, _, abbr := pinyin.NameKeys(a.Name)
			texts = append(texts, searchterms.Row(full, abbr, a.Name, a.NameEn))
		}
		if err := copyTerms(ctx, tx, "artist", artistIDs, texts); err != nil {
			return res, err
		}
	} else if artistIDs, err = ids(ctx, tx, "SELECT id FROM artists ORDER BY id LIMIT $1", specArtists); err != nil {
		return res, err
	}
	log.Info("bench data: artists written", "artists", res.Artists)

	// Galleries, each representing some of the new artists.
	var galleryIDs []int64
	if needGalleries > 0 {
		taken := map[string]bool{}
		r, err := tx.Query(ctx, "SELECT name FROM galleries")
		if err != nil {
			return res, fmt.Errorf("benchdata: gallery names: %w", err)
		}
		for r.Next() {
			var n string
			if err := r.Scan(&n); err != nil {
				r.Close()
				return res, err
			}
			taken[n] = true
		}
		r.Close()
		gs := inventGalleries(rand.New(rand.NewPCG(o.Seed, 0x6a11)), needGalleries, taken, o.Now)
		rows := make([][]any, 0, len(gs))
		for _, g := range gs {
			full, initial, abbr := pinyin.NameKeys(g.name)
			rows = append(rows, []any{g.created, g.created, g.name, g.nameEn, full, initial, abbr, g.city, g.address,
				"周二至周日 10:00–18:00，周一闭馆", g.phone, g.website, int64(g.founded), g.description})
		}
		if galleryIDs, err = copyRows(ctx, tx, "galleries",
			[]string{"created_at", "updated_at", "name", "name_en", "pinyin", "initial", "pinyin_abbr", "city", "address",
				"opening_hours", "phone", "website", "founded_year", "description"}, rows); err != nil {
			return res, err
		}
		res.Galleries = len(galleryIDs)
		var texts [][]string
		for _, g := range gs {
			full, _, abbr := pinyin.NameKeys(g.name)
			texts = append(texts, searchterms.Row(full, abbr, g.name, g.nameEn))
		}
		if err := copyTerms(ctx, tx, "gallery", galleryIDs, texts); err != nil {
			return res, err
		}
	}
	// Six artists in ten are represented by one gallery; their works are
	// offered by it.
	galleryOf := make([]int64, len(artistIDs))
	if len(galleryIDs) > 0 && needArtists > 0 {
		var rows [][]any
		for i, id := range artistIDs {
			if i%10 < 6 {
				g := galleryIDs[(i*7919)%len(galleryIDs)]
				galleryOf[i] = g
				rows = append(rows, []any{g, id})
			}
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"gallery_artists"}, []string{"gallery_id", "artist_id"}, pgx.CopyFromRows(rows)); err != nil {
			return res, fmt.Errorf("benchdata: copy gallery_artists: %w", err)
		}
		res.Represented = len(rows)
	}
	log.Info("bench data: galleries written", "galleries", res.Galleries, "represented", res.Represented)

	// Artworks.
	var workIDs []int64
	if needWorks > 0 {
		rows := make([][]any, 0, needWorks)
		for _, w := range cat.Artworks {
			full, abbr := pinyin.TitleKeys(w.Title)
			var depth, gallery any
			if w.DepthCm > 0 {
				depth = w.DepthCm
			}
			if g := galleryOf[w.Artist%len(galleryOf)]; g != 0 {
				gallery = g
			}
			rows = append(rows, []any{w.CreatedAt, w.CreatedAt, w.Title, int64(w.Year), string(w.Medium), w.Materials,
				w.WidthCm, w.HeightCm, depth, w.Edition, w.Description, w.PriceFen, string(w.Status),
				artistIDs[w.Artist%len(artistIDs)], gallery, full, abbr})
		}
		if workIDs, err = copyRows(ctx, tx, "artworks",
			[]string{"created_at", "updated_at", "title", "year", "medium", "materials", "width_cm", "height_cm", "depth_cm",
				"edition", "description", "price_fen", "status", "artist_artworks", "gallery_artworks", "title_pinyin", "title_abbr"}, rows); err != nil {
			return res, err
		}
		res.Artworks = len(workIDs)
		var texts [][]string
		for _, w := range cat.Artworks {
			full, abbr := pinyin.TitleKeys(w.Title)
			texts = append(texts, searchterms.Row(full, abbr, w.Title, w.Materials))
		}
		if err := copyTerms(ctx, tx, "artwork", workIDs, texts); err != nil {
			return res, err
		}
		log.Info("bench data: artworks written", "artworks", res.Artworks)

		// Their pictures (existing media keys) and goods.
		var pics, goods [][]any
		for i, w := range cat.Artworks {
			id := workIDs[i]
			name := cat.Artists[w.Artist%len(cat.Artists)].Name
			for pos := range max(w.Images, 1) {
				im := images[(i*31+pos*7)%len(images)]
				alt := name + "《" + w.Title + "》"
				if pos > 0 {
					alt = "《" + w.Title + "》局部"
				}
				pics = append(pics, []any{int64(pos), im.Key, int64(im.Width), int64(im.Height), alt, id})
			}
			if w.Status == artwork.StatusAvailable {
				goods = append(goods, []any{w.CreatedAt, w.CreatedAt, "ORIGINAL", "《" + w.Title + "》原作", w.PriceFen, int64(1), int64(0), "ON_SALE", id})
			}
			if i%5 == 0 && (w.Medium == artwork.MediumOil || w.Medium == artwork.MediumPhotography || w.Medium == artwork.MediumPrint) {
				price := min(max(w.PriceFen/150/1000*1000, 68_000), 380_000)
				goods = append(goods, []any{w.CreatedAt, w.CreatedAt, "PRINT", "《" + w.Title + "》艺术微喷 限量 99 版", price, int64(5 + i%90), int64(99), "ON_SALE", id})
			}
		}
		n, err := tx.CopyFrom(ctx, pgx.Identifier{"artwork_images"}, []string{"position", "key", "width", "height", "alt", "artwork_images"}, pgx.CopyFromRows(pics))
		if err != nil {
			return res, fmt.Errorf("benchdata: copy artwork_images: %w", err)
		}
		res.Images = int(n)
		n, err = tx.CopyFrom(ctx, pgx.Identifier{"goods"},
			[]string{"created_at", "updated_at", "kind", "title", "price_fen", "stock", "edition_size", "status", "artwork_goods"}, pgx.CopyFromRows(goods))
		if err != nil {
			return res, fmt.Errorf("benchdata: copy goods: %w", err)
		}
		res.Goods = int(n)
		log.Info("bench data: pictures and goods written", "images", res.Images, "goods", res.Goods)
	}
	if err := tx.Commit(ctx); err != nil {
		return res, fmt.Errorf("benchdata: commit: %w", err)
	}
	return res, nil
}

// copyTerms writes the search terms of rows (ent schema SearchTerm, which
// the schema's hook writes for every other writer) of kind, terms[i] being
// those of ids[i] (searchterms.Row).
func copyTerms(ctx context.Context, tx pgx.Tx, kind string, ids []int64, terms [][]string) error {
	var rows [][]any
	for i, id := range ids {
		for _, t := range terms[i] {
			rows = append(rows, []any{kind, id, t})
		}
	}
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"search_terms"}, []string{"kind", "owner_id", "term"}, pgx.CopyFromRows(rows)); err != nil {
		return fmt.Errorf("benchdata: copy search_terms of %s: %w", kind, err)
	}
	return nil
}

// copyRows copies rows into table and returns their new ids in row order:
// the identity column numbers the rows in the order COPY reads them, and
// nothing else writes the table inside this transaction's snapshot.
func copyRows(ctx context.Context, tx pgx.Tx, table string, cols []string, rows [][]any) ([]int64, error) {
	var before int64
	if err := tx.QueryRow(ctx, "SELECT coalesce(max(id), 0) FROM "+table).Scan(&before); err != nil {
		return nil, fmt.Errorf("benchdata: max id of %s: %w", table, err)
	}
	n, err := tx.CopyFrom(ctx, pgx.Identifier{table}, cols, pgx.CopyFromRows(rows))
	if err != nil {
		return nil, fmt.Errorf("benchdata: copy %s: %w", table, err)
	}
	out, err := ids(ctx, tx, "SELECT id FROM "+table+" WHERE id > $1 ORDER BY id", before)
	if err != nil {
		return nil, err
	}
	if int64(len(out)) != n {
		return nil, fmt.Errorf("benchdata: %s: copied %d rows, found %d new ids", table, n, len(out))
	}
	return out, nil
}

func ids(ctx context.Context, tx pgx.Tx, q string, arg any) ([]int64, error) {
	r, err := tx.Query(ctx, q, arg)
	if err != nil {
		return nil, fmt.Errorf("benchdata: %s: %w", q, err)
	}
	out, err := pgx.CollectRows(r, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("benchdata: %s: %w", q, err)
	}
	return out, nil
}

// existingImages are the pictures already in the database (the demo
// catalogue's), each once.
func existingImages(ctx context.Context, c *pgx.Conn) ([]Image, error) {
	r, err := c.Query(ctx, "SELECT DISTINCT ON (key) key, width, height FROM artwork_images ORDER BY key LIMIT 5000")
	if err != nil {
		return nil, fmt.Errorf("benchdata: images: %w", err)
	}
	out, err := pgx.CollectRows(r, func(row pgx.CollectableRow) (Image, error) {
		var im Image
		var w, h int64
		err := row.Scan(&im.Key, &w, &h)
		im.Width, im.Height = int(w), int(h)
		return im, err
	})
	if err != nil {
		return nil, fmt.Errorf("benchdata: images: %w", err)
	}
	return out, nil
}
