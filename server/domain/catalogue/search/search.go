// Package search is what a search box matches: Chinese substrings of names
// and titles, full pinyin (qibaishi, baishi) and pinyin abbreviations (qbs)
// for people and galleries, and the same for the titles of artworks,
// exhibitions, viewing rooms and articles, which are also found by their
// artists and galleries. A query with
// Chinese characters matches the text; one without matches the text, the
// Latin names and the pinyin keys.
package search

import (
	"strings"
	"unicode/utf8"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"artmarket/ent/article"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/exhibition"
	"artmarket/ent/gallery"
	"artmarket/ent/predicate"
	"artmarket/ent/schema/pinyin"
	"artmarket/ent/viewingroom"
)

// MaxQuery caps the runes of a query that are matched.
const MaxQuery = 40

// Clean trims a query and cuts it to MaxQuery runes; "" means no search.
func Clean(q string) string {
	q = strings.Join(strings.Fields(q), " ")
	if utf8.RuneCountInString(q) > MaxQuery {
		q = string([]rune(q)[:MaxQuery])
	}
	return q
}

// Artists matches an artist's name, Latin name and pinyin keys; ok is false
// for an empty query.
func Artists(q string) (p predicate.Artist, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.Artist{artist.NameContainsFold(q), artist.NameEnContainsFold(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, artist.PinyinContains(k), artist.PinyinAbbrHasPrefix(k))
	}
	return artist.Or(ps...), true
}

// Galleries matches a gallery's name, Latin name, city and pinyin keys.
func Galleries(q string) (p predicate.Gallery, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.Gallery{gallery.NameContainsFold(q), gallery.NameEnContainsFold(q), gallery.City(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, gallery.PinyinContains(k), gallery.PinyinAbbrHasPrefix(k))
	}
	return gallery.Or(ps...), true
}

// Artworks matches a work's title and its pinyin keys, its materials, and
// its artist (so 齐白石 or qbs finds his works).
func Artworks(q string) (p predicate.Artwork, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.Artwork{artwork.TitleContainsFold(q), artwork.MaterialsContainsFold(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, artwork.TitlePinyinContains(k), artwork.TitleAbbrHasPrefix(k))
	}
	if a, ok := Artists(q); ok {
		ps = append(ps, byArtist(a))
	}
	return artwork.Or(ps...), true
}

// byArtist matches the works of the artists a matches. On PostgreSQL those
// artists are found first, once (an uncorrelated ARRAY(SELECT ...), an
// InitPlan), and the works by an index on their artist: so the OR of a
// work's own text and its artist is a BitmapOr of indexes. The plain
// artist_artworks IN (SELECT ...) inside an OR is a filter the planner can
// only check row by row, reading every work.
func byArtist(a predicate.Artist) predicate.Artwork {
	return func(s *sql.Selector) {
		if s.Dialect() != dialect.Postgres {
			artwork.HasArtistWith(a)(s)
			return
		}
		t := sql.Table(artist.Table)
		sub := sql.Dialect(dialect.Postgres).Select(t.C(artist.FieldID)).From(t)
		a(sub)
		s.Where(sql.P(func(b *sql.Builder) {
			b.Ident(s.C(artwork.ArtistColumn)).WriteString(" = ANY(ARRAY(").Join(sub).WriteString("))")
		}))
	}
}

// Exhibitions matches an exhibition's title (Chinese or pinyin), subtitle,
// venue and city, its artists and its gallery.
func Exhibitions(q string) (p predicate.Exhibition, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.Exhibition{
		exhibition.TitleContainsFold(q), exhibition.SubtitleContainsFold(q), exhibition.VenueContainsFold(q), exhibition.City(q),
	}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, exhibition.TitlePinyinContains(k), exhibition.TitleAbbrHasPrefix(k))
	}
	if a, ok := Artists(q); ok {
		ps = append(ps, exhibition.HasArtistsWith(a))
	}
	if g, ok := Galleries(q); ok {
		ps = append(ps, exhibition.HasGalleryWith(g))
	}
	return exhibition.Or(ps...), true
}

// ViewingRooms matches a viewing room's title (Chinese or pinyin), its
// gallery and the artists of its works.
func ViewingRooms(q string) (p predicate.ViewingRoom, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.ViewingRoom{viewingroom.TitleContainsFold(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, viewingroom.TitlePinyinContains(k), viewingroom.TitleAbbrHasPrefix(k))
	}
	if g, ok := Galleries(q); ok {
		ps = append(ps, viewingroom.HasGalleryWith(g))
	}
	if a, ok := Artists(q); ok {
		ps = append(ps, viewingroom.HasArtworksWith(byArtist(a)))
	}
	return viewingroom.Or(ps...), true
}

// Articles matches an article's title (Chinese or pinyin), summary and
// author, and the artists it is about.
func Articles(q string) (p predicate.Article, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.Article{article.TitleContainsFold(q), article.SummaryContainsFold(q), article.AuthorContainsFold(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, article.TitlePinyinContains(k), article.TitleAbbrHasPrefix(k))
	}
	if a, ok := Artists(q); ok {
		ps = append(ps, article.HasArtistsWith(a))
	}
	return article.Or(ps...), true
}
