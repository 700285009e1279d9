package publishing

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/artist"
	"artmarket/ent/artlive"
	"artmarket/ent/artwork"
	"artmarket/ent/exhibition"
	"artmarket/ent/gallery"
	"artmarket/ent/goods"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/viewingroom"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/catalogue/schedule"
)

// HomeKind is the kind of a home page section: what it shows.
type HomeKind string

// The kinds, in the console's order.
const (
	HomeArtworks     HomeKind = "artworks"
	HomeArtists      HomeKind = "artists"
	HomeExhibitions  HomeKind = "exhibitions"
	HomeViewingRooms HomeKind = "viewing_rooms"
	HomeLives        HomeKind = "lives"
	HomeArticles     HomeKind = "articles"
	HomeGalleries    HomeKind = "galleries"
	HomeGoods        HomeKind = "goods"
)

// HomeKindOrder is the kinds in the console's order.
var HomeKindOrder = []HomeKind{HomeArtworks, HomeArtists, HomeExhibitions, HomeViewingRooms, HomeLives, HomeArticles, HomeGalleries, HomeGoods}

// HomeItem is a piece a section may show, as the editor sees it.
type HomeItem struct {
	ID      int
	Title   string
	Visible bool // whether readers see it now (a hidden or unpublished piece is skipped on the page)
}

// homeKind is what a kind of section needs: its label, its pieces' id
// range, how many of its latest fill it when none are chosen, and its
// pieces' titles (for the form's checks and the editor's list).
type homeKind struct {
	Label  string
	Node   int
	Latest int
	titles func(ctx context.Context, c *ent.Client, ids []int) ([]HomeItem, error)
	search func(ctx context.Context, c *ent.Client, text string, limit int) ([]HomeItem, error)
}

// HomeKinds are the kinds of section: the home page's sections before the
// console (works for sale, exhibitions, viewing rooms, lives, articles,
// galleries) and the two it may add (artists, the shop's goods).
var HomeKinds = map[HomeKind]homeKind{
	HomeArtworks: kindOf("作品", nodeid.Artwork, 12, func(c *ent.Client) *ent.ArtworkQuery { return c.Artwork.Query() },
		artwork.IDIn, artwork.TitleContains, func(a *ent.Artwork) HomeItem { return HomeItem{a.ID, a.Title, !a.Hidden} }),
	HomeArtists: kindOf("艺术家", nodeid.Artist, 6, func(c *ent.Client) *ent.ArtistQuery { return c.Artist.Query() },
		artist.IDIn, artist.NameContains, func(a *ent.Artist) HomeItem { return HomeItem{a.ID, a.Name, true} }),
	HomeExhibitions: kindOf("展览", nodeid.Exhibition, 3, func(c *ent.Client) *ent.ExhibitionQuery { return c.Exhibition.Query() },
		exhibition.IDIn, exhibition.TitleContains, func(e *ent.Exhibition) HomeItem {
			return HomeItem{e.ID, e.Title, e.Publication == exhibition.PublicationPublished}
		}),
	HomeViewingRooms: kindOf("线上展厅", nodeid.ViewingRoom, 3, func(c *ent.Client) *ent.ViewingRoomQuery { return c.ViewingRoom.Query() },
		viewingroom.IDIn, viewingroom.TitleContains, func(r *ent.ViewingRoom) HomeItem {
			return HomeItem{r.ID, r.Title, r.Publication == viewingroom.PublicationPublished}
		}),
	HomeLives: kindOf("艺术直播", nodeid.ArtLive, 3, func(c *ent.Client) *ent.ArtLiveQuery { return c.ArtLive.Query() },
		artlive.IDIn, artlive.TitleContains, func(l *ent.ArtLive) HomeItem {
			return HomeItem{l.ID, l.Title, l.Publication == artlive.PublicationPublished}
		}),
	HomeArticles: kindOf("文章", nodeid.Article, 3, func(c *ent.Client) *ent.ArticleQuery { return c.Article.Query() },
		article.IDIn, article.TitleContains, func(a *ent.Article) HomeItem {
			return HomeItem{a.ID, a.Title, a.Publication == article.PublicationPublished}
		}),
	HomeGalleries: kindOf("画廊", nodeid.Gallery, 3, func(c *ent.Client) *ent.GalleryQuery { return c.Gallery.Query() },
		gallery.IDIn, gallery.NameContains, func(g *ent.Gallery) HomeItem { return HomeItem{g.ID, g.Name, true} }),
	HomeGoods: kindOf("商城商品", nodeid.Goods, 3, func(c *ent.Client) *ent.GoodsQuery { return c.Goods.Query() },
		goods.IDIn, goods.TitleContains, func(g *ent.Goods) HomeItem {
			return HomeItem{g.ID, g.Title, g.Publication == goods.PublicationPublished}
		}),
}

// DefaultSections are the home page as it was before the console: the
// latest works for sale, the current exhibitions, the open viewing rooms,
// the lives, the latest articles and the galleries.
func DefaultSections() []draft.HomeSection {
	return []draft.HomeSection{
		{Kind: string(HomeArtworks), Title: "最新上架", IDs: []int{}},
		{Kind: string(HomeExhibitions), Title: "正在展出", IDs: []int{}},
		{Kind: string(HomeViewingRooms), Title: "开放中的线上展厅", IDs: []int{}},
		{Kind: string(HomeLives), Title: "艺术直播", IDs: []int{}},
		{Kind: string(HomeArticles), Title: "最新文章", IDs: []int{}},
		{Kind: string(HomeGalleries), Title: "画廊", IDs: []int{}},
	}
}

// pieceQuery is an ent query of one kind's pieces, as a kind's titles and search read them.
type pieceQuery[Q any, E any, P, O any] interface {
	Where(...P) Q
	Order(...O) Q
	Limit(int) Q
	All(context.Context) ([]E, error)
}

// kindOf is a kind of section whose pieces are of's rows: in and contains
// are its id and title predicates, item a row as the editor sees it.
func kindOf[Q pieceQuery[Q, E, P, O], E any, P, O ~func(*sql.Selector)](label string, node, latest int, of func(*ent.Client) Q,
	in func(...int) P, contains func(string) P, item func(E) HomeItem) homeKind {
	k := homeKind{Label: label, Node: node, Latest: latest}
	k.titles = func(ctx context.Context, c *ent.Client, ids []int) ([]HomeItem, error) {
		if len(ids) == 0 {
			return []HomeItem{}, nil
		}
		es, err := of(c).Where(in(ids...)).All(all(ctx))
		if err != nil {
			return nil, err
		}
		return InOrder(mapItems(es, item), ids, func(h HomeItem) int { return h.ID }), nil
	}
	k.search = func(ctx context.Context, c *ent.Client, text string, limit int) ([]HomeItem, error) {
		q := of(c)
		if n, err := strconv.Atoi(strings.TrimPrefix(text, "#")); err == nil {
			id, _ := nodeid.ID(node, n)
			q = q.Where(in(id))
		} else {
			q = q.Where(contains(text))
		}
		es, err := q.Order(O(ent.Desc("id"))).Limit(limit).All(all(ctx))
		if err != nil {
			return nil, err
		}
		return mapItems(es, item), nil
	}
	return k
}

func mapItems[E any](es []E, item func(E) HomeItem) []HomeItem {
	out := make([]HomeItem, len(es))
	for i, e := range es {
		out[i] = item(e)
	}
	return out
}

// InOrder is es in the order of ids (the chosen order), without those ids does not name.
func InOrder[E any](es []E, ids []int, id func(E) int) []E {
	out := make([]E, 0, len(es))
	for _, want := range ids {
		if i := slices.IndexFunc(es, func(e E) bool { return id(e) == want }); i >= 0 {
			out = append(out, es[i])
		}
	}
	return out
}

// MaxHomeSearch bounds the pieces one search of the console's picker answers.
const MaxHomeSearch = 10

// SearchHomeItems are the pieces of kind whose title holds text (or whose
// number is text), for an editor choosing a section's pieces: the newest
// first, at most MaxHomeSearch.
func SearchHomeItems(ctx context.Context, c *ent.Client, who audit.Actor, kind HomeKind, text string) ([]HomeItem, error) {
	if _, err := homeLayouts.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	k, ok := HomeKinds[kind]
	if !ok {
		return nil, invalid("kind", MsgHomeKind)
	}
	text = strings.TrimSpace(text)
	if text == "" || utf8.RuneCountInString(text) > 40 {
		return []HomeItem{}, nil
	}
	out, err := k.search(ctx, c, text, MaxHomeSearch)
	if err != nil {
		return nil, fmt.Errorf("publishing: search home items: %w", err)
	}
	return out, nil
}

// HomeItems are the chosen pieces of s as the editor sees them (those that
// no longer exist are left out).
func HomeItems(ctx context.Context, c *ent.Client, s draft.HomeSection) ([]HomeItem, error) {
	k, ok := HomeKinds[HomeKind(s.Kind)]
	if !ok {
		return []HomeItem{}, nil
	}
	out, err := k.titles(ctx, c, s.IDs)
	if err != nil {
		return nil, fmt.Errorf("publishing: home items: %w", err)
	}
	return out, nil
}

// The latest pieces of each kind, when a section names none: the page as it
// was before the console. Each takes the caller's query (its fields
// collected) and answers at most the kind's Latest.

// LatestArtworks are the latest works for sale.
func LatestArtworks(ctx context.Context, q *ent.ArtworkQuery) ([]*ent.Artwork, error) {
	return q.Where(artwork.StatusEQ(artwork.StatusAvailable)).Order(ent.Desc(artwork.FieldCreatedAt), ent.Desc(artwork.FieldID)).
		Limit(HomeKinds[HomeArtworks].Latest).All(ctx)
}

// LatestArtists are the artists last added.
func LatestArtists(ctx context.Context, q *ent.ArtistQuery) ([]*ent.Artist, error) {
	return q.Order(ent.Desc(artist.FieldCreatedAt), ent.Desc(artist.FieldID)).Limit(HomeKinds[HomeArtists].Latest).All(ctx)
}

// LatestExhibitions are the exhibitions on now, as their list orders them.
func LatestExhibitions(ctx context.Context, q *ent.ExhibitionQuery, now time.Time) ([]*ent.Exhibition, error) {
	// The closing soonest first, as the list of current exhibitions (schedule.DefaultExhibitionOrder).
	return q.Where(schedule.ExhibitionWhere(schedule.Current, now)).Order(ent.Asc(exhibition.FieldEndsOn), ent.Asc(exhibition.FieldID)).Limit(HomeKinds[HomeExhibitions].Latest).All(ctx)
}

// LatestViewingRooms are the viewing rooms open now, as their list orders them.
func LatestViewingRooms(ctx context.Context, q *ent.ViewingRoomQuery, now time.Time) ([]*ent.ViewingRoom, error) {
	// The closing soonest first, as the list of open rooms (schedule.DefaultRoomOrder).
	return q.Where(schedule.RoomWhere(schedule.Open, now)).Order(ent.Asc(viewingroom.FieldClosesAt), ent.Asc(viewingroom.FieldID)).Limit(HomeKinds[HomeViewingRooms].Latest).All(ctx)
}

// LatestLives are the lives on air (the latest start first), then the upcoming (the soonest first).
func LatestLives(ctx context.Context, q *ent.ArtLiveQuery) ([]*ent.ArtLive, error) {
	n := HomeKinds[HomeLives].Latest
	onAir, err := q.Clone().Where(artlive.StatusEQ(artlive.StatusLive)).Order(ent.Desc(artlive.FieldStartsAt)).Limit(n).All(ctx)
	if err != nil || len(onAir) >= n {
		return onAir, err
	}
	next, err := q.Where(artlive.StatusEQ(artlive.StatusUpcoming)).Order(ent.Asc(artlive.FieldStartsAt)).Limit(n - len(onAir)).All(ctx)
	return append(onAir, next...), err
}

// LatestArticles are the articles last published.
func LatestArticles(ctx context.Context, q *ent.ArticleQuery) ([]*ent.Article, error) {
	return q.Order(ent.Desc(article.FieldPublishedAt), ent.Desc(article.FieldID)).Limit(HomeKinds[HomeArticles].Latest).All(ctx)
}

// LatestGalleries are the galleries in pinyin order.
func LatestGalleries(ctx context.Context, q *ent.GalleryQuery) ([]*ent.Gallery, error) {
	return q.Order(ent.Asc(gallery.FieldPinyin), ent.Asc(gallery.FieldID)).Limit(HomeKinds[HomeGalleries].Latest).All(ctx)
}

// LatestGoods are the shop's goods last added.
func LatestGoods(ctx context.Context, q *ent.GoodsQuery) ([]*ent.Goods, error) {
	return q.Order(ent.Desc(goods.FieldCreatedAt), ent.Desc(goods.FieldID)).Limit(HomeKinds[HomeGoods].Latest).All(ctx)
}
