// Package publishing is content publishing in the operations console (issue
// 24, point 2): every piece an editor keeps has a published version and,
// while an edit waits, a draft beside it; publish, schedule, unschedule and
// unpublish move it through one table (transitions.go); a scheduled piece
// goes live at its time by a job (schedule.go). Every action appends an
// audit entry in the action's own transaction. Writing a public row drops
// the kept pages and GraphQL answers on every server (the app's purge hook
// on public tables), so publishing needs no purge of its own.
package publishing

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/artwork"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/richtext"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
)

// Limits of an article's fields (the ent schema's, in characters).
const (
	MaxTitle    = 120
	MaxSummary  = 400
	MaxAuthor   = 60
	MaxBody     = 50000
	MaxTags     = 8
	MaxTagLen   = 20
	MaxArtworks = 12
)

// Messages of the article form.
const (
	MsgNoArticle     = "文章不存在"
	MsgUnsafeBody    = "正文含有不安全的内容（脚本、javascript: 链接或事件属性），请删除后再保存"
	MsgNoBody        = "请填写正文"
	MsgScheduleLater = "定时发布的时间须晚于当前时间"
	MsgNoSchedule    = "请选择定时发布的时间"
	MsgNoArtwork     = "引用的作品不存在"
)

// ArticleInput is what the console's form sends.
type ArticleInput struct {
	Title, Summary, Author, Body string
	Tags                         []string
	ArtworkNumbers               []int           // the works it quotes, by their public number
	Cover                        *imageref.Image // the picture at its head as uploaded; nil for none
}

// unsafe finds what the sanitiser would strip as dangerous: scripts and other
// code elements, javascript:/vbscript:/data: addresses in attributes (the
// words in running text are text), event attributes.
// Such input is refused with a message rather than saved silently changed,
// so the editor knows what happened; everything else is sanitised.
var unsafe = regexp.MustCompile(`(?i)<\s*(script|iframe|object|embed|style|svg|math)\b|=\s*["']?\s*(javascript|vbscript|data)\s*:|<[^>]*\son[a-z]+\s*=`)

func invalid(field, msg string) error { return problem.New(problem.Invalid, msg).OnField(field) }

// text is one text field of a form: its name, its label in messages, its
// trimmed value, its length limit in characters, whether it is required.
type text struct {
	field, label, v string
	max             int
	required        bool
}

// checkTexts answers the first missing or over-long field, on its field.
func checkTexts(fs []text) error {
	for _, f := range fs {
		switch n := utf8.RuneCountInString(f.v); {
		case f.required && n == 0:
			return invalid(f.field, "请填写"+f.label)
		case n > f.max:
			return invalid(f.field, fmt.Sprintf("%s不能超过 %d 个字", f.label, f.max))
		}
	}
	return nil
}

// CheckArticle trims and checks in, answering the draft to store: the first
// broken rule is answered on its field. The body is refused when it carries
// script, and sanitised to the allow-list the article page renders.
func CheckArticle(ctx context.Context, c *ent.Client, in ArticleInput) (draft.Article, error) {
	d := draft.Article{Title: strings.TrimSpace(in.Title), Summary: strings.TrimSpace(in.Summary), Author: strings.TrimSpace(in.Author)}
	if err := checkTexts([]text{
		{"title", "标题", d.Title, MaxTitle, true},
		{"summary", "导语", d.Summary, MaxSummary, false},
		{"author", "作者", d.Author, MaxAuthor, true},
	}); err != nil {
		return d, err
	}
	if utf8.RuneCountInString(in.Body) > MaxBody {
		return d, invalid("body", fmt.Sprintf("正文不能超过 %d 个字", MaxBody))
	}
	if unsafe.MatchString(in.Body) {
		return d, invalid("body", MsgUnsafeBody)
	}
	d.Body = richtext.Sanitize(in.Body)
	if strings.TrimSpace(stripTags(d.Body)) == "" && !strings.Contains(d.Body, "<img") {
		return d, invalid("body", MsgNoBody)
	}
	d.Tags = []string{}
	for _, t := range in.Tags {
		t = strings.TrimSpace(t)
		switch {
		case t == "" || slices.Contains(d.Tags, t):
			continue
		case utf8.RuneCountInString(t) > MaxTagLen:
			return d, invalid("tags", fmt.Sprintf("每个标签不能超过 %d 个字", MaxTagLen))
		}
		d.Tags = append(d.Tags, t)
	}
	if len(d.Tags) > MaxTags {
		return d, invalid("tags", fmt.Sprintf("标签最多 %d 个", MaxTags))
	}
	var err error
	if d.Cover, err = checkCover(in.Cover); err != nil {
		return d, err
	}
	d.ArtworkIDs, err = workIDs(ctx, c, "artworkNumbers", in.ArtworkNumbers, MaxArtworks, "引用的作品最多 %d 件", MsgNoArtwork)
	return d, err
}

// workIDs are the ids of the works numbers names (each once, in their
// order), answered on field: more than max (tooMany, a format of max), or
// one that does not exist (none), is refused.
func workIDs(ctx context.Context, c *ent.Client, field string, numbers []int, max int, tooMany, none string) ([]int, error) {
	if len(numbers) > max {
		return nil, invalid(field, fmt.Sprintf(tooMany, max))
	}
	ids := []int{}
	for _, n := range numbers {
		id, ok := nodeid.ID(nodeid.Artwork, n)
		if !ok {
			return nil, invalid(field, none)
		}
		if slices.Contains(ids, id) {
			continue
		}
		ok, err := c.Artwork.Query().Where(artwork.ID(id)).Exist(all(ctx))
		if err != nil {
			return nil, fmt.Errorf("publishing: work %d: %w", n, err)
		}
		if !ok {
			return nil, invalid(field, none)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

var tag = regexp.MustCompile(`<[^>]*>`)

func stripTags(s string) string { return tag.ReplaceAllString(s, "") }

// all reads past the privacy policy (which hides unpublished articles from
// GraphQL): the caller checked the role.
func all(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// Content is what the editor sees and a preview shows: the draft when an edit
// waits, else the published version.
func Content(a *ent.Article) draft.Article {
	if a.Draft != nil {
		return *a.Draft
	}
	return draft.Article{Title: a.Title, Summary: a.Summary, Author: a.Author, Body: a.Body, Tags: a.Tags, Cover: a.CoverPicture}
}

// Preview is a as it will look once published: the draft's fields over the
// published row (not saved; its edges are the published ones but for the
// quoted works, which the caller reads from the draft).
func Preview(a *ent.Article) *ent.Article {
	p := *a
	d := Content(a)
	p.Title, p.Summary, p.Author, p.Body, p.Tags, p.CoverPicture = d.Title, d.Summary, d.Author, d.Body, d.Tags, d.Cover
	if p.Publication != article.PublicationPublished {
		p.PublishedAt = time.Now().UTC()
	}
	return &p
}

// articles are the articles as publishing keeps them.
var articles = keptIn(&kind[*ent.Article]{
	target: audit.TargetArticle, path: "articles", node: nodeid.Article, none: MsgNoArticle,
	state: func(a *ent.Article) (State, bool, *time.Time) {
		return State(a.Publication), a.Draft != nil, a.PublishAt
	},
	publish: publishArticle,
}, func(c *ent.Client) *ent.ArticleClient { return c.Article }, nil)

// Get is article id for an editor (whatever its state); NotFound for no such article.
func Get(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.Article, error) {
	return articles.read(ctx, c, who, id)
}

// List is the articles an editor keeps, the most recently changed first (at most limit).
func List(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.Article, error) {
	return recent(ctx, c, articles, who, c.Article.Query(), limit, nil)
}

// Save creates an article (id 0: a draft, never published) or saves an edit
// of article id as its draft; the published version stays as it was until
// Publish. Nothing is written when the input is refused.
func Save(ctx context.Context, c *ent.Client, who audit.Actor, id int, in ArticleInput) (*ent.Article, error) {
	if _, err := articles.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	d, err := CheckArticle(ctx, c, in)
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return articles.create(ctx, c, who, d.Title, func(ctx context.Context, c *ent.Client) (*ent.Article, int, error) {
			a, err := withCover(c.Article.Create(), d.Cover).SetTitle(d.Title).SetSummary(d.Summary).SetAuthor(d.Author).SetBody(d.Body).SetTags(d.Tags).
				SetPublishedAt(time.Now().UTC()).SetPublication(article.PublicationDraft).SetDraft(&d).AddArtworkIDs(d.ArtworkIDs...).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return a, a.ID, nil
		})
	}
	return articles.edit(ctx, c, who, id, func(a *ent.Article) map[string][2]any { return diff(Content(a), d) },
		func(ctx context.Context, c *ent.Client, a *ent.Article) (*ent.Article, error) {
			u := c.Article.UpdateOne(a).SetDraft(&d)
			if a.Publication != article.PublicationPublished { // no reader sees it: its quoted works follow at once, for the preview
				u.ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
			}
			return u.Save(ctx)
		})
}

// diff is what an edit changed, for the audit log (the body by its length:
// the log keeps what changed, not whole texts).
func diff(before, after draft.Article) map[string][2]any {
	out := changeSet{}
	out.add("title", before.Title, after.Title, before.Title == after.Title)
	out.add("summary", before.Summary, after.Summary, before.Summary == after.Summary)
	out.add("author", before.Author, after.Author, before.Author == after.Author)
	out.length("body", before.Body, after.Body)
	out.add("tags", before.Tags, after.Tags, slices.Equal(before.Tags, after.Tags))
	out.add("artworks", before.ArtworkIDs, after.ArtworkIDs, slices.Equal(before.ArtworkIDs, after.ArtworkIDs))
	out.cover(before.Cover, after.Cover)
	return out
}

// changeSet is what an edit changed, field by field (before, after), for the audit log.
type changeSet map[string][2]any

func (c changeSet) add(f string, b, a any, same bool) {
	if !same {
		c[f] = [2]any{b, a}
	}
}

// length records a long text by its length: the log keeps what changed, not whole texts.
func (c changeSet) length(f, b, a string) {
	c.add(f, fmt.Sprintf("%d 字", utf8.RuneCountInString(b)), fmt.Sprintf("%d 字", utf8.RuneCountInString(a)), b == a)
}

// Act takes action on article id for an editor at now (kind.act).
func Act(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at time.Time, now time.Time) (*ent.Article, error) {
	return articles.act(ctx, c, who, id, action, at, now)
}

// publishArticle makes a's draft its published version at now (a piece
// published before keeps its first date when an edit is published).
func publishArticle(ctx context.Context, c *ent.Client, a *ent.Article, from State, now time.Time) (*ent.Article, error) {
	u := c.Article.UpdateOne(a).SetPublication(article.PublicationPublished).ClearPublishAt().ClearDraft()
	if from != Published {
		u.SetPublishedAt(now.UTC())
	}
	if d := a.Draft; d != nil {
		u.SetTitle(d.Title).SetSummary(d.Summary).SetAuthor(d.Author).SetBody(d.Body).SetTags(d.Tags).
			ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
		setCover(u, d.Cover)
	}
	return u.Save(ctx)
}
