package demo

import (
	"context"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/server/domain/media"
)

func BenchmarkPaint(b *testing.B) {
	for _, m := range allMedia {
		b.Run(string(m), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Paint(PaintSpec{Medium: m, Seed: uint64(i), Width: DefaultLongSide, Height: DefaultLongSide * 3 / 4})
			}
		})
	}
}

func BenchmarkSaveImage(b *testing.B) {
	img := Paint(PaintSpec{Medium: artwork.MediumOil, Seed: 1, Width: DefaultLongSide, Height: DefaultLongSide * 3 / 4})
	store := media.NewDiskStore(b.TempDir())
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		img.Pix[(i%1000)*4] ^= 1 // new pixels, new key, every time
		if _, err := media.SaveImage(context.Background(), store, img); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPictures(b *testing.B) {
	cat := BuildCatalogue(CatalogueOptions{Seed: DefaultSeed, Artists: DefaultArtists, Artworks: DefaultArtworks})
	log := quiet()
	for i := 0; i < b.N; i++ {
		store := media.NewDiskStore(b.TempDir())
		for j := range cat.Artworks[:64] {
			spec := &cat.Artworks[j]
			if _, _, err := pictures(context.Background(), log, store, spec, spec.Images, DefaultLongSide); err != nil {
				b.Fatal(err)
			}
		}
	}
}
