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
	"artmarket/ent/schema/searchterms"
	"artmarket/ent/searchterm"
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
	var ps []predicate.Artist
	k := pinyin.Query(q)
	if terms := shortTerms(q, k); len(terms) > 0 {
		ps = append(ps, byTerms[predicate.Artist](searchterm.KindArtist, terms))
	}
	if !searchterms.Short(q) {
		ps = append(ps, artist.NameContainsFold(q), artist.NameEnContainsFold(q))
	}
	if k != "" && !shortKey(k) {
		ps = append(ps, artist.PinyinContains(k), artist.PinyinAbbrHasPrefix(k))
	}
	return artist.Or(ps...), true
}

// Galleries matches a gallery's name, Latin name, city and pinyin keys.
func Galleries(q string) (p predicate.Gallery, ok bool) {
	if q = Clean(q); q == "" {
		return nil, false
	}
	ps := []predicate.Gallery{gallery.City(q)}
	k := pinyin.Query(q)
	if terms := shortTerms(q, k); len(terms) > 0 {
		ps = append(ps, byTerms[predicate.Gallery](searchterm.KindGallery, terms))
	}
	if !searchterms.Short(q) {
		ps = append(ps, gallery.NameContainsFold(q), gallery.NameEnContainsFold(q))
	}
	if k != "" && !shortKey(k) {
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
	var ps []predicate.Artwork
	k := pinyin.Query(q)
	if terms := shortTerms(q, k); len(terms) > 0 {
		ps = append(ps, byTerms[predicate.Artwork](searchterm.KindArtwork, terms))
	}
	if !searchterms.Short(q) {
		ps = append(ps, artwork.TitleContainsFold(q), artwork.MaterialsContainsFold(q))
	}
	if k != "" && !shortKey(k) {
		ps = append(ps, artwork.TitlePinyinContains(k), artwork.TitleAbbrHasPrefix(k))
	}
	if a, ok := Artists(q); ok {
		ps = append(ps, byArtist(a))
	}
	return artwork.Or(ps...), true
}

// Short queries. A query of one or two characters (山水, 虾, we) holds no
// trigram, so the trigram indexes could only be read whole for it: its
// texts (titles, materials, names) are looked up in the search terms
// instead (ent schema SearchTerm: every character and pair of characters of
// those texts, kept by a hook), one index range per query, on PostgreSQL
// and SQLite alike. A pinyin key of one or two letters (li, qb) matches the
// start of a full pinyin or of an abbreviation (李, 林泉…, qbs), also from
// the terms; anywhere inside them would match most of the catalogue.

// shortKey reports whether a pinyin key is too short for a substring match.
func shortKey(k string) bool { return len(k) <= searchterms.MaxRunes }

// shortTerms are the terms a query (q cleaned, k its pinyin key) looks up.
func shortTerms(q, k string) []string {
	var ts []string
	if searchterms.Short(q) {
		ts = append(ts, searchterms.Term(q))
	}
	if k != "" && shortKey(k) {
		ts = append(ts, searchterms.KeyTerm(k))
	}
	return ts
}

// byTerms matches the rows of kind with one of terms (at most two, each
// of at most two characters, as parameters): id = ANY(ARRAY(SELECT
// owner_id ...)) on PostgreSQL (see below), id IN (SELECT ...) elsewhere.
func byTerms[P ~func(*sql.Selector)](kind searchterm.Kind, terms []string) P {
	return func(s *sql.Selector) {
		t := sql.Table(searchterm.Table)
		vs := make([]any, len(terms))
		for i, x := range terms {
			vs[i] = x
		}
		sub := sql.Dialect(s.Dialect()).Select(t.C(searchterm.FieldOwnerID)).From(t).Where(sql.And(
			sql.EQ(t.C(searchterm.FieldKind), string(kind)),
			sql.In(t.C(searchterm.FieldTerm), vs...),
		))
		if s.Dialect() == dialect.Postgres {
			pgAny(s, s.C("id"), sub)
			return
		}
		s.Where(sql.In(s.C("id"), sub))
	}
}

// On PostgreSQL a row's links to other matches (a work's artist, an
// exhibition's gallery and artists ...) are written col = ANY(ARRAY(SELECT
// ...)): the matching ids are found once, before the rows are read (an
// InitPlan, itself through the trigram indexes), and are then an index
// condition, or one more arm of a BitmapOr. ent's IN (SELECT ...) or EXISTS
// inside an OR is a filter the planner can only check row by row, reading
// the whole table (and, hashed, the whole linked table by ILIKE). SQLite
// keeps ent's own predicates.

// pgAny adds col = ANY(ARRAY(sub)) to s.
func pgAny(s *sql.Selector, col string, sub *sql.Selector) {
	s.Where(sql.P(func(b *sql.Builder) {
		b.Ident(col).WriteString(" = ANY(ARRAY(").Join(sub).WriteString("))")
	}))
}

func pgSelect(table, col string) (*sql.Selector, *sql.SelectTable) {
	t := sql.Table(table)
	return sql.Dialect(dialect.Postgres).Select(t.C(col)).From(t), t
}

// artistIDs selects the ids of the artists a matches.
func artistIDs(a predicate.Artist) *sql.Selector {
	sub, _ := pgSelect(artist.Table, artist.FieldID)
	a(sub)
	return sub
}

// galleryIDs selects the ids of the galleries g matches.
func galleryIDs(g predicate.Gallery) *sql.Selector {
	sub, _ := pgSelect(gallery.Table, gallery.FieldID)
	g(sub)
	return sub
}

// worksBy selects the ids of the works of the artists a matches.
func worksBy(a predicate.Artist) *sql.Selector {
	sub, t := pgSelect(artwork.Table, artwork.FieldID)
	pgAny(sub, t.C(artwork.ArtistColumn), artistIDs(a))
	return sub
}

// linked selects column from of a join table whose column to is in ids.
func linked(table, from, to string, ids *sql.Selector) *sql.Selector {
	sub, t := pgSelect(table, from)
	pgAny(sub, t.C(to), ids)
	return sub
}

// onPostgres is pg on PostgreSQL and other elsewhere.
func onPostgres[P ~func(*sql.Selector)](pg func(s *sql.Selector), other P) P {
	return func(s *sql.Selector) {
		if s.Dialect() == dialect.Postgres {
			pg(s)
			return
		}
		other(s)
	}
}

// byArtist matches the works of the artists a matches.
func byArtist(a predicate.Artist) predicate.Artwork {
	return onPostgres(func(s *sql.Selector) { pgAny(s, s.C(artwork.ArtistColumn), artistIDs(a)) }, artwork.HasArtistWith(a))
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
		ps = append(ps, onPostgres(func(s *sql.Selector) {
			pgAny(s, s.C(exhibition.FieldID), linked(exhibition.ArtistsTable, exhibition.ArtistsPrimaryKey[0], exhibition.ArtistsPrimaryKey[1], artistIDs(a)))
		}, exhibition.HasArtistsWith(a)))
	}
	if g, ok := Galleries(q); ok {
		ps = append(ps, onPostgres(func(s *sql.Selector) { pgAny(s, s.C(exhibition.GalleryColumn), galleryIDs(g)) }, exhibition.HasGalleryWith(g)))
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
		ps = append(ps, onPostgres(func(s *sql.Selector) { pgAny(s, s.C(viewingroom.GalleryColumn), galleryIDs(g)) }, viewingroom.HasGalleryWith(g)))
	}
	if a, ok := Artists(q); ok {
		ps = append(ps, onPostgres(func(s *sql.Selector) {
			pgAny(s, s.C(viewingroom.FieldID), linked(viewingroom.ArtworksTable, viewingroom.ArtworksPrimaryKey[0], viewingroom.ArtworksPrimaryKey[1], worksBy(a)))
		}, viewingroom.HasArtworksWith(artwork.HasArtistWith(a))))
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
		ps = append(ps, onPostgres(func(s *sql.Selector) {
			pgAny(s, s.C(article.FieldID), linked(article.ArtistsTable, article.ArtistsPrimaryKey[0], article.ArtistsPrimaryKey[1], artistIDs(a)))
		}, article.HasArtistsWith(a)))
	}
	return article.Or(ps...), true
}
