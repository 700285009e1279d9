package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artlive"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/platform/dbtest"
)

// articlesQuery is what /articles asks for: the tag bar and a page of cards.
const articlesQuery = `{ articleTags { name count }
	articles(first: %d%s) { totalCount pageInfo { hasNextPage endCursor }
	edges { node { id number title summary author publishedAt tags
		cover { url(width: 640) srcset width height } } } } }`

// artistArticlesQuery is what the artist page's articles tab asks for.
const artistArticlesQuery = `{ artistByNumber(number: %d) { name
	articles(first: %d, orderBy: {field: PUBLISHED_AT, direction: DESC}) { totalCount
	edges { node { number title author publishedAt tags cover { url(width: 640) srcset width height } } } } } }`

// livesQuery is what /art-lives asks for in each of its three sections.
const livesQuery = `{ artLives(first: %d, where: {status: %s}, orderBy: {field: STARTS_AT, direction: ASC}) {
	totalCount edges { node { id number title host status statusLabel startsAt playbackURL
		cover { url(width: 640) srcset width height } gallery { number name } } } } }`

// addArticles gives the fixture n published articles (tags 展评 and, for
// even ones, 水墨) about every fixture artist and two works, plus one
// scheduled for tomorrow.
func addArticles(t *testing.T, f fixture, n int) []*ent.Article {
	t.Helper()
	ctx := context.Background()
	c := f.db.Client
	artists := c.Artist.Query().Where(artist.NameIn("林秋野", "沈墨", "Anna Weber")).AllX(ctx)
	works := c.Artwork.Query().WithImages().AllX(ctx)
	now := time.Now().UTC()
	var as []*ent.Article
	for i := 0; i < n; i++ {
		tags := []string{"展评"}
		if i%2 == 0 {
			tags = append(tags, "水墨")
		}
		a := c.Article.Create().SetTitle(fmt.Sprintf("文章 %d", i)).SetAuthor("李编辑").SetSummary("摘要").
			SetBody(`<p>正文</p>`).SetTags(tags).SetPublishedAt(now.Add(-time.Duration(i+1)*time.Hour)).
			SetCover(works[i].Edges.Images[0]).AddArtists(artists...).AddArtworks(works[2*i], works[2*i+1]).SaveX(ctx)
		as = append(as, a)
	}
	c.Article.Create().SetTitle("明日文章").SetAuthor("李编辑").SetBody(`<p>未发布</p>`).SetTags([]string{"预告"}).
		SetPublishedAt(now.Add(24 * time.Hour)).AddArtists(artists...).ExecX(ctx)
	return as
}

type articleList struct {
	ArticleTags []struct {
		Name  string
		Count int
	}
	Articles struct {
		TotalCount int
		Edges      []struct {
			Node struct {
				Number int
				Title  string
				Tags   []string
				Cover  *struct{ URL string }
			}
		}
	}
}

// The articles list costs the same statements for 2 articles as for 12,
// with and without a tag; scheduled articles are nowhere to be seen.
func TestArticleListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		addArticles(t, f, 12)
		for _, c := range []struct {
			filter string
			total  int
		}{{"", 12}, {`, tag: "水墨"`, 6}, {`, tag: "预告"`, 0}, {`, tag: "  "`, 0}} {
			small, n2 := f.do(t, fmt.Sprintf(articlesQuery, 2, c.filter))
			large, n12 := f.do(t, fmt.Sprintf(articlesQuery, 12, c.filter))
			if len(small.Errors)+len(large.Errors) > 0 {
				t.Fatalf("errors: %v %v", small.Errors, large.Errors)
			}
			var out articleList
			if err := json.Unmarshal(large.Data, &out); err != nil {
				t.Fatal(err)
			}
			if out.Articles.TotalCount != c.total || len(out.Articles.Edges) != c.total {
				t.Fatalf("filter %q: %d of %d articles, want %d", c.filter, len(out.Articles.Edges), out.Articles.TotalCount, c.total)
			}
			for i, e := range out.Articles.Edges {
				if e.Node.Cover == nil || e.Node.Title == "明日文章" {
					t.Fatalf("card %d: %+v", i, e.Node)
				}
				if i > 0 && e.Node.Number < out.Articles.Edges[i-1].Node.Number { // fixture: lower numbers are newer
					t.Fatalf("not newest first: %+v", out.Articles.Edges)
				}
			}
			if fmt.Sprint(out.ArticleTags) != "[{展评 12} {水墨 6}]" {
				t.Fatalf("tags: %v", out.ArticleTags)
			}
			if n2 != n12 || n12 > 6 {
				t.Fatalf("filter %q: statements: %d for 2 articles, %d for 12", c.filter, n2, n12)
			}
			t.Logf("filter %q: %d statements", c.filter, n12)
		}
	})
}

// The artist page's articles tab: no N+1 either, and no scheduled article.
func TestArtistArticlesHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		addArticles(t, f, 12)
		a := f.db.Client.Artist.Query().Where(artist.Name("沈墨")).OnlyX(context.Background())
		small, n2 := f.do(t, fmt.Sprintf(artistArticlesQuery, nodeid.Number(a.ID), 2))
		large, n12 := f.do(t, fmt.Sprintf(artistArticlesQuery, nodeid.Number(a.ID), 12))
		if len(small.Errors)+len(large.Errors) > 0 {
			t.Fatalf("errors: %v %v", small.Errors, large.Errors)
		}
		s := string(large.Data)
		if !strings.Contains(s, `"totalCount":12`) || strings.Contains(s, "明日文章") || strings.Count(s, `"number"`) != 12 {
			t.Fatalf("answer: %s", s)
		}
		if n2 != n12 || n12 > 6 {
			t.Fatalf("statements: %d for 2 articles, %d for 12", n2, n12)
		}
	})
}

// articleByNumber answers the article page; a scheduled article is as
// unknown as a number that names nothing.
func TestArticleByNumber(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		as := addArticles(t, f, 2)
		ctx := context.Background()
		var future, futureID int
		for _, a := range f.db.Client.Article.Query().AllX(ctx) {
			if a.Title == "明日文章" {
				future, futureID = nodeid.Number(a.ID), a.ID
			}
		}
		// node(id) does not reveal it either, nor does an artist's edge.
		res0, _ := f.do(t, fmt.Sprintf(`{ node(id: "%d") { id } published: node(id: "%d") { ... on Article { title } } }`, futureID, as[0].ID))
		if s := string(res0.Data); !strings.Contains(s, `"node":null`) || !strings.Contains(s, `"published":{"title":"文章 0"}`) {
			t.Fatalf("node: %s %v", s, res0.Errors)
		}
		num := nodeid.Number(as[1].ID)
		res, _ := f.do(t, fmt.Sprintf(`{ articleByNumber(number: %d) { number title author body tags
			artists { name } artworks { title } }
			future: articleByNumber(number: %d) { title }
			none: articleByNumber(number: 4000000) { title } }`, num, future))
		if len(res.Errors) > 0 {
			t.Fatalf("errors: %v", res.Errors)
		}
		s := string(res.Data)
		for _, want := range []string{
			fmt.Sprintf(`"number":%d,"title":"文章 1","author":"李编辑","body":"\u003cp\u003e正文\u003c/p\u003e","tags":["展评"]`, num),
			`"artworks":[{"title":"作品 2"},{"title":"作品 3"}]`, `"future":null`, `"none":null`,
		} {
			if !strings.Contains(s, want) {
				t.Errorf("answer lacks %s:\n%s", want, s)
			}
		}
		if strings.Count(s, `"name"`) != 3 {
			t.Errorf("artists: %s", s)
		}
	})
}

// A body saved with script comes back clean, through ent and through
// GraphQL: the hook sanitises every write, create and update alike.
func TestArticleBodyIsSanitisedOnSave(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		dirty := `<p onclick="alert(1)">正文<script>alert(document.cookie)</script></p>` +
			`<img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a><iframe src="https://evil.example/"></iframe>` +
			`<p style="color:red">红</p><svg onload=alert(1)></svg>`
		const clean = `<p>正文</p>链接<p>红</p>`
		a := c.Article.Create().SetTitle("测试").SetAuthor("某人").SetBody(dirty).
			SetPublishedAt(time.Now().UTC().Add(-time.Minute)).SaveX(ctx)
		if a.Body != clean {
			t.Fatalf("created body %q", a.Body)
		}
		if got := c.Article.GetX(ctx, a.ID).Body; got != clean {
			t.Fatalf("stored body %q", got)
		}
		c.Article.UpdateOne(a).SetBody(`<h2>标题</h2><script>x()</script>`).ExecX(ctx)
		c.Article.Update().SetBody(`<p>批量<style>p{}</style></p>`).ExecX(ctx)
		if got := c.Article.GetX(ctx, a.ID).Body; got != `<p>批量</p>` {
			t.Fatalf("updated body %q", got)
		}
		c.Article.UpdateOne(a).SetBody(dirty).ExecX(ctx)
		res, _ := f.do(t, fmt.Sprintf(`{ articleByNumber(number: %d) { body } }`, nodeid.Number(a.ID)))
		var out struct{ ArticleByNumber struct{ Body string } }
		if err := json.Unmarshal(res.Data, &out); err != nil || len(res.Errors) > 0 {
			t.Fatalf("%v %v", err, res.Errors)
		}
		if out.ArticleByNumber.Body != clean {
			t.Fatalf("GraphQL body %q", out.ArticleByNumber.Body)
		}
	})
}

// Each section of /art-lives costs the same statements for 2 lives as for 8.
func TestLiveListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		works := c.Artwork.Query().WithImages().AllX(ctx)
		g := c.Gallery.Create().SetName("山一画廊").SetCity("北京").SaveX(ctx)
		now := time.Now().UTC()
		for i := 0; i < 24; i++ {
			st := []artlive.Status{artlive.StatusUpcoming, artlive.StatusLive, artlive.StatusReplay}[i%3]
			c.ArtLive.Create().SetTitle(fmt.Sprintf("直播 %d", i)).SetHost("主持人").SetStatus(st).
				SetStartsAt(now.Add(time.Duration(i-12) * time.Hour)).SetPlaybackURL("/media/live.mp4").
				SetCover(works[i].Edges.Images[0]).SetGallery(g).ExecX(ctx)
		}
		for _, st := range []string{"UPCOMING", "LIVE", "REPLAY"} {
			small, n2 := f.do(t, fmt.Sprintf(livesQuery, 2, st))
			large, n8 := f.do(t, fmt.Sprintf(livesQuery, 8, st))
			if len(small.Errors)+len(large.Errors) > 0 {
				t.Fatalf("errors: %v %v", small.Errors, large.Errors)
			}
			s := string(large.Data)
			if !strings.Contains(s, `"totalCount":8`) || strings.Count(s, `"status":"`+st+`"`) != 8 || strings.Count(s, `"gallery":{"number"`) != 8 {
				t.Fatalf("%s: %s", st, s)
			}
			if n2 != n8 || n8 > 6 {
				t.Fatalf("%s: statements: %d for 2 lives, %d for 8", st, n2, n8)
			}
		}
		// A player takes only site paths and http(s) addresses.
		for _, bad := range []string{"javascript:alert(1)", "data:video/mp4;base64,AAAA", "//evil.example/x.mp4", "/\\evil.example/x.mp4"} {
			if err := c.ArtLive.Create().SetTitle("坏").SetHost("某").SetStartsAt(now).SetPlaybackURL(bad).Exec(ctx); err == nil {
				t.Errorf("playback URL %q accepted", bad)
			}
		}
		one := c.ArtLive.Query().FirstX(ctx)
		res, _ := f.do(t, fmt.Sprintf(`{ artLiveByNumber(number: %d) { number title statusLabel } none: artLiveByNumber(number: 4000000) { title } }`, nodeid.Number(one.ID)))
		if s := string(res.Data); !strings.Contains(s, `"statusLabel":"即将开播"`) || !strings.Contains(s, `"none":null`) {
			t.Fatalf("artLiveByNumber: %s %v", s, res.Errors)
		}
	})
}
