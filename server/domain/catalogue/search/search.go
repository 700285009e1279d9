// Package search is what a search box matches: Chinese substrings of names
// and titles, full pinyin (qibaishi, baishi) and pinyin abbreviations (qbs)
// for people and galleries, and the same for the titles of artworks,
// exhibitions, viewing rooms and articles, which are also found by their
// artists and galleries. A query with
// Chinese characters matches the text; one without matches the text, the
// Latin names and the pinyin keys. A Request (request.go) matches the
// artists and galleries of a query once for all the kinds one request
// searches.
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
func Artists(q string) (p predicate.Artist, ok bool) { return unmatched(q, artists) }

// Galleries matches a gallery's name, Latin name, city and pinyin keys.
func Galleries(q string) (p predicate.Gallery, ok bool) { return unmatched(q, galleries) }

// Artworks matches a work's title and its pinyin keys, its materials, and
// its artist (so 齐白石 or qbs finds his works).
func Artworks(q string) (p predicate.Artwork, ok bool) { return unmatched(q, artworks) }

// Exhibitions matches an exhibition's title (Chinese or pinyin), subtitle,
// venue and city, its artists and its gallery.
func Exhibitions(q string) (p predicate.Exhibition, ok bool) { return unmatched(q, exhibitions) }

// ViewingRooms matches a viewing room's title (Chinese or pinyin), its
// gallery and the artists of its works.
func ViewingRooms(q string) (p predicate.ViewingRoom, ok bool) { return unmatched(q, viewingRooms) }

// Articles matches an article's title (Chinese or pinyin), summary and
// author, and the artists it is about.
func Articles(q string) (p predicate.Article, ok bool) { return unmatched(q, articles) }

// unmatched is build's predicate for q with nothing looked up: the artists
// and galleries q matches are found by subqueries inside its statements.
func unmatched[P any](q string, build func(q string, m matched) P) (p P, ok bool) {
	if q = Clean(q); q == "" {
		return p, false
	}
	return build(q, matched{}), true
}

// matched is what a request has looked up of a cleaned query (see
// Request): the ids of the artists and of the galleries it matches, each
// nil when not looked up or when more than MaxIDs.
type matched struct {
	artists, galleries *[]int
}

// artistSet is the set of the artists q matches.
func (m matched) artistSet(q string) set {
	if m.artists != nil {
		return idList(*m.artists)
	}
	return where(artist.Table, artistText(q))
}

// gallerySet is the set of the galleries q matches.
func (m matched) gallerySet(q string) set {
	if m.galleries != nil {
		return idList(*m.galleries)
	}
	return where(gallery.Table, galleryText(q))
}

// artists, galleries, artworks, exhibitions, viewingRooms and articles
// are the predicates of Artists ... Articles for a cleaned, non-empty q,
// with what m holds looked up.

func artists(q string, m matched) predicate.Artist {
	if m.artists != nil {
		return in[predicate.Artist](artist.FieldID, idList(*m.artists))
	}
	return artistText(q)
}

func galleries(q string, m matched) predicate.Gallery {
	if m.galleries != nil {
		return in[predicate.Gallery](gallery.FieldID, idList(*m.galleries))
	}
	return galleryText(q)
}

// artistText matches the texts of the artists: what Artists finds for a
// cleaned, non-empty q.
func artistText(q string) predicate.Artist {
	return namedText[predicate.Artist](searchterm.KindArtist, q)
}

// galleryText matches the texts of the galleries: what Galleries finds for
// a cleaned, non-empty q (their city as well).
func galleryText(q string) predicate.Gallery {
	return namedText(searchterm.KindGallery, q, gallery.City(q))
}

// namedText matches, after the lead predicates, the texts of a table with
// a name, an English name and their pinyin (artists and galleries both name
// these columns so): its short search terms of kind, the names containing
// q, the pinyin containing or the initials starting with q's pinyin key.
func namedText[P ~func(*sql.Selector)](kind searchterm.Kind, q string, lead ...P) P {
	ps := lead
	k := pinyin.Query(q)
	if terms := shortTerms(q, k); len(terms) > 0 {
		ps = append(ps, byTerms[P](kind, terms))
	}
	if !searchterms.Short(q) {
		ps = append(ps, sql.FieldContainsFold(artist.FieldName, q), sql.FieldContainsFold(artist.FieldNameEn, q))
	}
	if k != "" && !shortKey(k) {
		ps = append(ps, sql.FieldContains(artist.FieldPinyin, k), sql.FieldHasPrefix(artist.FieldPinyinAbbr, k))
	}
	return sql.OrPredicates(ps...)
}

func artworks(q string, m matched) predicate.Artwork {
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
	ps = append(ps, in[predicate.Artwork](artwork.ArtistColumn, m.artistSet(q)))
	return artwork.Or(ps...)
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
// of at most two characters, as parameters).
func byTerms[P ~func(*sql.Selector)](kind searchterm.Kind, terms []string) P {
	vs := make([]any, len(terms))
	for i, x := range terms {
		vs[i] = x
	}
	return in[P]("id", selected(func(d string) *sql.Selector {
		t := sql.Table(searchterm.Table)
		return sql.Dialect(d).Select(t.C(searchterm.FieldOwnerID)).From(t).Where(sql.And(
			sql.EQ(t.C(searchterm.FieldKind), string(kind)),
			sql.In(t.C(searchterm.FieldTerm), vs...),
		))
	}))
}

// Sets of ids. A row's links to other matches (a work's artist, an
// exhibition's gallery and artists ...) are written "col is in a set": a
// list of ids a request has looked up (Request), or the subquery that
// selects them.
//
// On PostgreSQL a list is col = ANY($1), one array parameter whatever its
// length, and a subquery is col = ANY(ARRAY(SELECT ...)): the matching ids
// are found once, before the rows are read (an InitPlan, itself through the
// trigram indexes), and are then an index condition, or one more arm of a
// BitmapOr. ent's IN (SELECT ...) or EXISTS inside an OR is a filter the
// planner can only check row by row, reading the whole table (and, hashed,
// the whole linked table by ILIKE). Elsewhere (SQLite) they are col IN (?,
// ...) and col IN (SELECT ...).

// A set writes "col is one of its ids" in the SQL dialect d.
type set func(d, col string) *sql.Predicate

// idList is the set of ids; FALSE when there are none.
func idList(ids []int) set {
	return func(d, col string) *sql.Predicate {
		switch {
		case len(ids) == 0:
			return sql.False()
		case d == dialect.Postgres:
			arr := make([]int64, len(ids))
			for i, id := range ids {
				arr[i] = int64(id)
			}
			return sql.P(func(b *sql.Builder) { b.Ident(col).WriteString(" = ANY(").Arg(arr).WriteString(")") })
		default:
			return sql.InInts(col, ids...)
		}
	}
}

// selected is the set of the ids sub selects.
func selected(sub func(d string) *sql.Selector) set {
	return func(d, col string) *sql.Predicate {
		if d == dialect.Postgres {
			return sql.P(func(b *sql.Builder) {
				b.Ident(col).WriteString(" = ANY(ARRAY(").Join(sub(d)).WriteString("))")
			})
		}
		return sql.In(col, sub(d))
	}
}

// where is the set of the ids of the rows of table that p matches.
func where[P ~func(*sql.Selector)](table string, p P) set {
	return selected(func(d string) *sql.Selector {
		t := sql.Table(table)
		s := sql.Dialect(d).Select(t.C("id")).From(t)
		p(s)
		return s
	})
}

// linked is the set of the column from of a join table (or of the ids of
// a table, from "id") whose column to is in ids.
func linked(table, from, to string, ids set) set {
	return selected(func(d string) *sql.Selector {
		t := sql.Table(table)
		return sql.Dialect(d).Select(t.C(from)).From(t).Where(ids(d, t.C(to)))
	})
}

// in matches the rows whose column col is in ids.
func in[P ~func(*sql.Selector)](col string, ids set) P {
	return func(s *sql.Selector) { s.Where(ids(s.Dialect(), s.C(col))) }
}

func exhibitions(q string, m matched) predicate.Exhibition {
	ps := []predicate.Exhibition{
		exhibition.TitleContainsFold(q), exhibition.SubtitleContainsFold(q), exhibition.VenueContainsFold(q), exhibition.City(q),
	}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, exhibition.TitlePinyinContains(k), exhibition.TitleAbbrHasPrefix(k))
	}
	return exhibition.Or(append(ps,
		in[predicate.Exhibition](exhibition.FieldID,
			linked(exhibition.ArtistsTable, exhibition.ArtistsPrimaryKey[0], exhibition.ArtistsPrimaryKey[1], m.artistSet(q))),
		in[predicate.Exhibition](exhibition.GalleryColumn, m.gallerySet(q)),
	)...)
}

func viewingRooms(q string, m matched) predicate.ViewingRoom {
	ps := []predicate.ViewingRoom{viewingroom.TitleContainsFold(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, viewingroom.TitlePinyinContains(k), viewingroom.TitleAbbrHasPrefix(k))
	}
	works := linked(artwork.Table, artwork.FieldID, artwork.ArtistColumn, m.artistSet(q))
	return viewingroom.Or(append(ps,
		in[predicate.ViewingRoom](viewingroom.GalleryColumn, m.gallerySet(q)),
		in[predicate.ViewingRoom](viewingroom.FieldID,
			linked(viewingroom.ArtworksTable, viewingroom.ArtworksPrimaryKey[0], viewingroom.ArtworksPrimaryKey[1], works)),
	)...)
}

func articles(q string, m matched) predicate.Article {
	ps := []predicate.Article{article.TitleContainsFold(q), article.SummaryContainsFold(q), article.AuthorContainsFold(q)}
	if k := pinyin.Query(q); k != "" {
		ps = append(ps, article.TitlePinyinContains(k), article.TitleAbbrHasPrefix(k))
	}
	return article.Or(append(ps, in[predicate.Article](article.FieldID,
		linked(article.ArtistsTable, article.ArtistsPrimaryKey[0], article.ArtistsPrimaryKey[1], m.artistSet(q))))...)
}
