package demo

import (
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"artmarket/ent/artwork"
)

var testNow = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)

func fullCatalogue() Catalogue {
	o := DefaultOptions()
	return BuildCatalogue(CatalogueOptions{Seed: o.Seed, Artists: o.Artists, Artworks: o.Artworks, Now: testNow})
}

func TestFullCatalogue(t *testing.T) {
	cat := fullCatalogue()
	if len(cat.Artists) < 40 || len(cat.Artworks) < 300 {
		t.Fatalf("%d artists, %d artworks", len(cat.Artists), len(cat.Artworks))
	}
	names := map[string]bool{}
	english, hkTw := 0, 0
	for _, a := range cat.Artists {
		if names[a.Name] || famous[a.Name] {
			t.Errorf("artist name %q repeated or famous", a.Name)
		}
		names[a.Name] = true
		if n := utf8.RuneCountInString(a.Name); n < 2 || n > 4 {
			t.Errorf("odd name %q", a.Name)
		}
		if a.BirthYear < 1930 || a.BirthYear > 1998 {
			t.Errorf("%s born %d", a.Name, a.BirthYear)
		}
		if a.Region == "" || a.NameEn == "" || len(a.Name) > 80 || len(a.NameEn) > 120 {
			t.Errorf("artist %+v", a)
		}
		if a.Region == "香港" || a.Region == "台北" {
			hkTw++
		}
		for _, w := range westernNames {
			if strings.HasPrefix(a.NameEn, w+" ") {
				english++
			}
		}
		if s := strings.Count(a.Bio, "。"); s < 2 || s > 3 {
			t.Errorf("bio of %s has %d sentences: %s", a.Name, s, a.Bio)
		}
		if a.CreatedAt.After(testNow) || a.CreatedAt.Before(testNow.AddDate(-2, 0, -31)) || a.CreatedAt.Location() != time.UTC {
			t.Errorf("artist created %v", a.CreatedAt)
		}
	}
	if english < 2 || hkTw < 2 {
		t.Errorf("%d artists with English names, %d from Hong Kong or Taipei", english, hkTw)
	}
	titles := map[string]bool{}
	media := map[artwork.Medium]int{}
	status := map[artwork.Status]int{}
	var big, cheap, million int
	for i, w := range cat.Artworks {
		a := cat.Artists[w.Artist]
		media[w.Medium]++
		status[w.Status]++
		if titles[w.Title] {
			t.Errorf("title %q repeated", w.Title)
		}
		titles[w.Title] = true
		if w.Year < 1985 || w.Year > 2026 || w.Year < a.BirthYear+20 || w.Year > w.CreatedAt.Year() {
			t.Errorf("work %d (%s, born %d) dated %d", i, w.Title, a.BirthYear, w.Year)
		}
		if w.PriceFen < 80_000 {
			t.Errorf("work %d priced %d fen", i, w.PriceFen)
		}
		if w.PriceFen > 2147483647 {
			big++
		}
		if w.PriceFen <= 300_000 {
			cheap++
		}
		if w.PriceFen >= 100_000_000 {
			million++
		}
		if w.WidthCm <= 0 || w.HeightCm <= 0 || w.Materials == "" || w.Description == "" || w.Edition == "" {
			t.Errorf("work %d incomplete: %+v", i, w)
		}
		if (w.Medium == artwork.MediumSculpture || w.Medium == artwork.MediumInstallation) != (w.DepthCm > 0) {
			t.Errorf("work %d (%s) depth %v", i, w.Medium, w.DepthCm)
		}
		if (w.Medium == artwork.MediumPrint || w.Medium == artwork.MediumPhotography) && !strings.HasPrefix(w.Edition, "版数 ") {
			t.Errorf("work %d (%s) edition %q", i, w.Medium, w.Edition)
		}
		if w.Images < 1 || w.Images > 3 {
			t.Errorf("work %d: %d images", i, w.Images)
		}
		if len(w.Title) > 120 || len(w.Materials) > 120 || len(w.Edition) > 60 {
			t.Errorf("work %d exceeds a column: %+v", i, w)
		}
		if w.CreatedAt.After(testNow) || w.CreatedAt.Before(testNow.AddDate(-2, 0, -1)) {
			t.Errorf("work %d created %v", i, w.CreatedAt)
		}
	}
	if big < 2 {
		t.Errorf("%d works above 2^31-1 fen, want at least 2", big)
	}
	if cheap < 5 || million < 5 {
		t.Errorf("price spread: %d works up to ¥3,000, %d from ¥1,000,000", cheap, million)
	}
	if len(media) != 11 {
		t.Errorf("only %d media used: %v", len(media), media)
	}
	if status[artwork.StatusAvailable] < len(cat.Artworks)/2 || status[artwork.StatusSold] == 0 ||
		status[artwork.StatusReserved] == 0 || status[artwork.StatusNotForSale] == 0 {
		t.Errorf("statuses %v", status)
	}
}

func TestCatalogueDeterministic(t *testing.T) {
	a, b := fullCatalogue(), fullCatalogue()
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two builds differ")
	}
	small := BuildCatalogue(CatalogueOptions{Seed: DefaultSeed, Artists: 5, Artworks: 20, Now: testNow})
	for i, s := range small.Artists {
		if s.Name != a.Artists[i].Name || s.Bio != a.Artists[i].Bio {
			t.Errorf("artist %d: %s in the small catalogue, %s in the full one", i, s.Name, a.Artists[i].Name)
		}
	}
	other := BuildCatalogue(CatalogueOptions{Seed: 7, Artists: 5, Artworks: 20, Now: testNow})
	if other.Artists[0].Name == small.Artists[0].Name && other.Artists[1].Name == small.Artists[1].Name {
		t.Error("a different seed gave the same artists")
	}
}

func TestNiceYuan(t *testing.T) {
	for _, c := range []struct {
		in   float64
		want int64
	}{{812, 800}, {12345, 12000}, {18800, 18000}, {27400, 28000}, {2_480_000, 2_500_000}, {96_000, 96_000}, {9_400, 9_400}} {
		if got := niceYuan(c.in); got != c.want {
			t.Errorf("niceYuan(%v) = %d, want %d", c.in, got, c.want)
		}
	}
}
