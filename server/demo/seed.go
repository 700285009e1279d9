// Package demo fills an empty marketplace with a believable catalogue: a few
// dozen invented Chinese artists and a few hundred works with prices, sizes,
// editions and descriptions, each illustrated by pictures painted
// procedurally in the manner of its medium (see Paint).
package demo

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"log/slog"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"artmarket/ent"
	"artmarket/ent/artwork"
	_ "artmarket/ent/runtime" // field defaults and validators
	"artmarket/server/domain/media"
	"artmarket/server/domain/publishing"
	"artmarket/server/platform/db"
)

// Defaults of the full demo catalogue.
const (
	DefaultSeed     uint64 = 20240607
	DefaultArtists         = 48
	DefaultArtworks        = 300
	DefaultImages          = 3
	// DefaultLongSide is the long side, in pixels, of painted pictures.
	DefaultLongSide = 1280
)

// paintVersion names the painter's output in the picture cache: bump it
// whenever a change to the painters should repaint cached pictures.
const paintVersion = 1

// Options configures Seed.
type Options struct {
	Artists          int
	Artworks         int
	ImagesPerArtwork int // at most this many pictures per work (at least 1)
	Logger           *slog.Logger
	Seed             uint64    // catalogue seed; 0 means DefaultSeed
	Now              time.Time // anchors creation times; zero means time.Now()
	LongSide         int       // pixels; 0 means DefaultLongSide
	Workers          int       // painters in parallel; 0 means GOMAXPROCS+1 (one spare to cover fsync waits)
}

// seedErr wraps the errors of one area's seeding ("demo seed: goods:
// insert goods: …"); nil stays nil.
func seedErr(area string) func(what string, err error) error {
	return func(what string, err error) error {
		if err == nil {
			return nil
		}
		return fmt.Errorf("demo seed: %s: %s: %w", area, what, err)
	}
}

// DefaultOptions is the full demo catalogue.
func DefaultOptions() Options {
	return Options{
		Artists: DefaultArtists, Artworks: DefaultArtworks, ImagesPerArtwork: DefaultImages,
		Seed: DefaultSeed, LongSide: DefaultLongSide,
	}
}

// Result reports what Seed did.
type Result struct {
	Skipped  bool // the database already had artists; nothing was done
	Artists  int
	Artworks int
	Images   int
	// Galleries created in this run (also on a catalogue seeded earlier).
	Galleries int
	// Goods stocked in this run.
	Goods int
	// Exhibitions and viewing rooms created in this run (also on a
	// catalogue seeded earlier), dated around Options.Now.
	Exhibitions  int
	ViewingRooms int
	// Articles and art lives created in this run (also on an older catalogue).
	Articles, Lives int
	Painted         int // pictures painted in this run
	Reused          int // pictures found in the store from an earlier run
	Elapsed         time.Duration
}

// Seed fills an empty database with the demo catalogue and its pictures.
// It does nothing when any artist exists. Pictures are painted in parallel
// and saved through media.SaveImage; a small manifest per work in the store
// lets a later seed into the same store reuse them without painting. All
// rows are written in one transaction, so a failed seed leaves no partial
// catalogue behind.
func Seed(ctx context.Context, client *ent.Client, store media.Store, opts Options) (Result, error) {
	start := time.Now()
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	if opts.Seed == 0 {
		opts.Seed = DefaultSeed
	}
	if opts.LongSide <= 0 {
		opts.LongSide = DefaultLongSide
	}
	opts.ImagesPerArtwork = min(max(opts.ImagesPerArtwork, 1), 3)
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0) + 1
	}
	exists, err := client.Artist.Query().Exist(ctx)
	if err != nil {
		return Result{}, fmt.Errorf("demo seed: check for artists: %w", err)
	}
	if exists {
		log.InfoContext(ctx, "demo seed: database already has artists; skipping the catalogue")
		// A catalogue seeded before galleries, articles or lives existed
		// gains them now.
		res := Result{Skipped: true}
		err := seedEditorial(ctx, client, store, log, opts.Now, &res)
		return res, err
	}
	cat := BuildCatalogue(CatalogueOptions{Seed: opts.Seed, Artists: opts.Artists, Artworks: opts.Artworks, Now: opts.Now})
	log.InfoContext(ctx, "demo seed: painting pictures", "artists", len(cat.Artists), "artworks", len(cat.Artworks), "workers", workers)

	// Pictures, in parallel.
	pics := make([][]picture, len(cat.Artworks))
	var painted, reused, done atomic.Int64
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(workers)
	for i := range cat.Artworks {
		g.Go(func() error {
			spec := &cat.Artworks[i]
			n := min(spec.Images, opts.ImagesPerArtwork)
			ps, hit, err := pictures(gctx, log, store, spec, n, opts.LongSide)
			if err != nil {
				return fmt.Errorf("demo seed: pictures of artwork %d 《%s》: %w", i, spec.Title, err)
			}
			pics[i] = ps
			if hit {
				reused.Add(int64(len(ps)))
			} else {
				painted.Add(int64(len(ps)))
			}
			if d := done.Add(1); d%50 == 0 {
				log.InfoContext(gctx, "demo seed: progress", "artworks", d, "of", len(cat.Artworks), "elapsed", time.Since(start).Round(time.Millisecond))
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return Result{}, err
	}
	paintedAt := time.Since(start)

	res, err := write(ctx, client, &cat, pics)
	if err != nil {
		return Result{}, err
	}
	if err := seedEditorial(ctx, client, store, log, opts.Now, &res); err != nil {
		return Result{}, err
	}
	res.Painted, res.Reused = int(painted.Load()), int(reused.Load())
	res.Elapsed = time.Since(start)
	log.InfoContext(ctx, "demo seed: done", "artists", res.Artists, "artworks", res.Artworks, "images", res.Images,
		"painted", res.Painted, "reused", res.Reused, "pictures", paintedAt.Round(time.Millisecond), "total", res.Elapsed.Round(time.Millisecond))
	return res, nil
}

// seedEditorial adds what is built on the artists and works: galleries,
// exhibitions and viewing rooms, articles, art lives and the shop's goods
// (each step idempotent on its own).
func seedEditorial(ctx context.Context, client *ent.Client, store media.Store, log *slog.Logger, now time.Time, res *Result) (err error) {
	if now.IsZero() {
		now = time.Now()
	}
	if res.Galleries, err = SeedGalleries(ctx, client, store, log); err != nil {
		return err
	}
	ev, err := SeedEvents(ctx, client, log, now)
	if err != nil {
		return err
	}
	res.Exhibitions, res.ViewingRooms = ev.Exhibitions, ev.ViewingRooms
	if res.Articles, err = SeedArticles(ctx, client, log, now); err != nil {
		return err
	}
	if res.Lives, err = SeedLives(ctx, client, log, now); err != nil {
		return err
	}
	if res.Goods, err = SeedGoods(ctx, client, log); err != nil {
		return err
	}
	// The home page's sections as they were before the console, published
	// once (an editor's layout is left as it is).
	if _, err = publishing.PublishHomeDefault(ctx, client); err != nil {
		return fmt.Errorf("demo seed: home layout: %w", err)
	}
	return nil
}

// write stores the catalogue rows in one transaction, in bulk batches.
func write(ctx context.Context, client *ent.Client, cat *Catalogue, pics [][]picture) (res Result, err error) {
	var images []*ent.ArtworkImageCreate
	err = db.WithTx(ctx, client, func(ctx context.Context, tx *ent.Client) error {
		const batch = 100
		artistIDs := make([]int, 0, len(cat.Artists))
		for lo := 0; lo < len(cat.Artists); lo += batch {
			part := cat.Artists[lo:min(lo+batch, len(cat.Artists))]
			bs := make([]*ent.ArtistCreate, len(part))
			for i, a := range part {
				bs[i] = tx.Artist.Create().SetName(a.Name).SetNameEn(a.NameEn).SetBirthYear(a.BirthYear).
					SetRegion(a.Region).SetBio(a.Bio).SetCreatedAt(a.CreatedAt).SetUpdatedAt(a.CreatedAt)
			}
			saved, err := tx.Artist.CreateBulk(bs...).Save(ctx)
			if err != nil {
				return fmt.Errorf("demo seed: insert artists: %w", err)
			}
			for _, a := range saved {
				artistIDs = append(artistIDs, a.ID)
			}
		}
		for lo := 0; lo < len(cat.Artworks); lo += batch {
			part := cat.Artworks[lo:min(lo+batch, len(cat.Artworks))]
			bs := make([]*ent.ArtworkCreate, len(part))
			for i, w := range part {
				b := tx.Artwork.Create().SetArtistID(artistIDs[w.Artist]).SetTitle(w.Title).SetYear(w.Year).
					SetMedium(w.Medium).SetMaterials(w.Materials).SetWidthCm(w.WidthCm).SetHeightCm(w.HeightCm).
					SetEdition(w.Edition).SetDescription(w.Description).SetPriceFen(w.PriceFen).SetStatus(w.Status).
					SetCreatedAt(w.CreatedAt).SetUpdatedAt(w.CreatedAt)
				if w.DepthCm > 0 {
					b.SetDepthCm(w.DepthCm)
				}
				bs[i] = b
			}
			saved, err := tx.Artwork.CreateBulk(bs...).Save(ctx)
			if err != nil {
				return fmt.Errorf("demo seed: insert artworks: %w", err)
			}
			for i, aw := range saved {
				spec := &part[i]
				artist := cat.Artists[spec.Artist].Name
				for pos, p := range pics[lo+i] {
					images = append(images, tx.ArtworkImage.Create().SetArtworkID(aw.ID).SetPosition(pos).
						SetKey(p.Key).SetWidth(p.Width).SetHeight(p.Height).SetAlt(altText(p.kind, artist, spec.Title)))
				}
			}
		}
		for lo := 0; lo < len(images); lo += 2 * batch {
			if err := tx.ArtworkImage.CreateBulk(images[lo:min(lo+2*batch, len(images))]...).Exec(ctx); err != nil {
				return fmt.Errorf("demo seed: insert images: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return Result{}, err
	}
	return Result{Artists: len(cat.Artists), Artworks: len(cat.Artworks), Images: len(images)}, nil
}

// Kinds of picture of a work.
const (
	picMain = "main"
	picRoom = "room"
	picCrop = "detail"
)

type picture struct {
	media.Saved
	kind string
}

func altText(kind, artist, title string) string {
	switch kind {
	case picRoom:
		return "《" + title + "》展示效果"
	case picCrop:
		return "《" + title + "》局部"
	default:
		return artist + "《" + title + "》"
	}
}

// pictureSize is the painted size of a work's main picture: the work's own
// proportions for flat works, a photograph's for objects and rooms.
func pictureSize(spec *ArtworkSpec, long int) (int, int) {
	switch spec.Medium {
	case artwork.MediumSculpture:
		ar := min(max(spec.WidthCm/spec.HeightCm, 0.75), 1.0)
		return PaintSize(ar, 1, long)
	case artwork.MediumInstallation:
		return PaintSize(4, 3, long)
	}
	return PaintSize(spec.WidthCm, spec.HeightCm, long)
}

// pictures paints (or finds in the cache) n pictures of a work: the work
// itself, then a room view (or, for objects, a close-up), then a detail.
// hit reports a cache hit.
func pictures(ctx context.Context, log *slog.Logger, store media.Store, spec *ArtworkSpec, n, long int) (ps []picture, hit bool, err error) {
	w, h := pictureSize(spec, long)
	manifest := fmt.Sprintf("demo/cache/v%d/%016x-%s-%dx%d-%d.txt", paintVersion, spec.PictureSeed,
		strings.ToLower(strings.ReplaceAll(string(spec.Medium), "_", "-")), w, h, n)
	if ps, ok := readManifest(ctx, log, store, manifest, n); ok {
		return ps, true, nil
	}
	r := newRNG(spec.PictureSeed ^ 0x51c7)
	img := Paint(PaintSpec{Medium: spec.Medium, Seed: spec.PictureSeed, Width: w, Height: h})
	save := func(m *image.RGBA, kind string) error {
		s, err := media.SaveImage(ctx, store, m)
		if err != nil {
			return err
		}
		ps = append(ps, picture{s, kind})
		return nil
	}
	if err := save(img, picMain); err != nil {
		return nil, false, err
	}
	flat := spec.Medium != artwork.MediumSculpture && spec.Medium != artwork.MediumInstallation
	if n >= 2 {
		if flat {
			err = save(roomView(img, spec, r), picRoom)
		} else {
			err = save(detailCrop(img, 0.5, 0.5, long/2), picCrop)
		}
		if err != nil {
			return nil, false, err
		}
	}
	if n >= 3 {
		fx, fy := r.f(0.25, 0.75), r.f(0.25, 0.75)
		if !flat {
			fx, fy = 0.5, 0.7
		}
		if err := save(detailCrop(img, fx, fy, long/2), picCrop); err != nil {
			return nil, false, err
		}
	}
	var b bytes.Buffer
	for _, p := range ps {
		fmt.Fprintf(&b, "%s %d %d %s\n", p.Key, p.Width, p.Height, p.kind)
	}
	if err := store.Put(ctx, manifest, &b); err != nil {
		return nil, false, err
	}
	return ps, false, nil
}

// readManifest loads a cached picture list, checking that every picture's
// largest variant is still in the store.
func readManifest(ctx context.Context, log *slog.Logger, store media.Store, name string, n int) ([]picture, bool) {
	f, _, err := store.Open(ctx, name)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			log.WarnContext(ctx, "demo seed: unreadable picture cache", "name", name, "err", err)
		}
		return nil, false
	}
	defer f.Close()
	var ps []picture
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 4 {
			return nil, false
		}
		w, err1 := strconv.Atoi(fields[1])
		h, err2 := strconv.Atoi(fields[2])
		if err1 != nil || err2 != nil || !media.ValidName(fields[0]) {
			return nil, false
		}
		if ok, err := store.Exists(ctx, media.Name(fields[0], w)); err != nil || !ok {
			return nil, false
		}
		ps = append(ps, picture{media.Saved{Key: fields[0], Width: w, Height: h}, fields[3]})
	}
	if sc.Err() != nil || len(ps) != n {
		return nil, false
	}
	return ps, true
}

// Seeder is the demo catalogue as the server's seeding step (app.Seeder):
// it fills an empty database with the default options and logs what it
// did.
func Seeder(log *slog.Logger) func(ctx context.Context, client *ent.Client, store media.Store) error {
	return func(ctx context.Context, client *ent.Client, store media.Store) error {
		start := time.Now()
		opts := DefaultOptions()
		opts.Logger = log
		res, err := Seed(ctx, client, store, opts)
		if err != nil {
			return err
		}
		if res.Artworks > 0 {
			log.Info("demo data seeded", "artists", res.Artists, "artworks", res.Artworks, "took", time.Since(start).Round(time.Millisecond))
		}
		return nil
	}
}
