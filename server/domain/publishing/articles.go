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
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/richtext"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
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
	ArtworkNumbers               []int // the works it quotes, by their public number
}

// unsafe finds what the sanitiser would strip as dangerous: scripts and other
// code elements, javascript:/vbscript:/data: addresses in attributes (the
// words in running text are text), event attributes.
// Such input is refused with a message rather than saved silently changed,
// so the editor knows what happened; everything else is sanitised.
var unsafe = regexp.MustCompile(`(?i)<\s*(script|iframe|object|embed|style|svg|math)\b|=\s*["']?\s*(javascript|vbscript|data)\s*:|<[^>]*\son[a-z]+\s*=`)

func invalid(field, msg string) error { return problem.New(problem.Invalid, msg).OnField(field) }

// CheckArticle trims and checks in, answering the draft to store: the first
// broken rule is answered on its field. The body is refused when it carries
// script, and sanitised to the allow-list the article page renders.
func CheckArticle(ctx context.Context, c *ent.Client, in ArticleInput) (draft.Article, error) {
	d := draft.Article{Title: strings.TrimSpace(in.Title), Summary: strings.TrimSpace(in.Summary), Author: strings.TrimSpace(in.Author)}
	for _, f := range []struct {
		field, label, v string
		max             int
		required        bool
	}{
		{"title", "标题", d.Title, MaxTitle, true},
		{"summary", "导语", d.Summary, MaxSummary, false},
		{"author", "作者", d.Author, MaxAuthor, true},
	} {
		switch n := utf8.RuneCountInString(f.v); {
		case f.required && n == 0:
			return d, invalid(f.field, "请填写"+f.label)
		case n > f.max:
			return d, invalid(f.field, fmt.Sprintf("%s不能超过 %d 个字", f.label, f.max))
		}
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
	if len(in.ArtworkNumbers) > MaxArtworks {
		return d, invalid("artworkNumbers", fmt.Sprintf("引用的作品最多 %d 件", MaxArtworks))
	}
	d.ArtworkIDs = []int{}
	for _, n := range in.ArtworkNumbers {
		id, ok := nodeid.ID(nodeid.Artwork, n)
		if !ok {
			return d, invalid("artworkNumbers", MsgNoArtwork)
		}
		if slices.Contains(d.ArtworkIDs, id) {
			continue
		}
		ok, err := c.Artwork.Query().Where(artwork.ID(id)).Exist(all(ctx))
		if err != nil {
			return d, fmt.Errorf("publishing: quoted work %d: %w", n, err)
		}
		if !ok {
			return d, invalid("artworkNumbers", MsgNoArtwork)
		}
		d.ArtworkIDs = append(d.ArtworkIDs, id)
	}
	return d, nil
}

var tag = regexp.MustCompile(`<[^>]*>`)

func stripTags(s string) string { return tag.ReplaceAllString(s, "") }

// all reads past the privacy policy (which hides unpublished articles from
// GraphQL): the caller checked the role.
func all(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// mayEdit refuses anyone but an editor, and names the role the audit entry records.
func mayEdit(ctx context.Context, c *ent.Client, who *audit.Actor) error {
	h, err := roles.Of(ctx, c, who.ID)
	if err != nil {
		return err
	}
	if !h.Has(roles.Editor) {
		return problem.New(problem.Forbidden, roles.MsgForbidden)
	}
	who.Role = string(roles.Editor)
	return nil
}

// Content is what the editor sees and a preview shows: the draft when an edit
// waits, else the published version.
func Content(a *ent.Article) draft.Article {
	if a.Draft != nil {
		return *a.Draft
	}
	return draft.Article{Title: a.Title, Summary: a.Summary, Author: a.Author, Body: a.Body, Tags: a.Tags}
}

// Preview is a as it will look once published: the draft's fields over the
// published row (not saved; its edges are the published ones but for the
// quoted works, which the caller reads from the draft).
func Preview(a *ent.Article) *ent.Article {
	p := *a
	d := Content(a)
	p.Title, p.Summary, p.Author, p.Body, p.Tags = d.Title, d.Summary, d.Author, d.Body, d.Tags
	if p.Publication != article.PublicationPublished {
		p.PublishedAt = time.Now().UTC()
	}
	return &p
}

// Get is article id for an editor (whatever its state); NotFound for no such article.
func Get(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.Article, error) {
	if err := mayEdit(ctx, c, &who); err != nil {
		return nil, err
	}
	a, err := c.Article.Get(all(ctx), id)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNoArticle).OnField("id")
	}
	if err != nil {
		return nil, fmt.Errorf("publishing: article %d: %w", id, err)
	}
	return a, nil
}

// List is the articles an editor keeps, the most recently changed first (at most limit).
func List(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.Article, error) {
	if err := mayEdit(ctx, c, &who); err != nil {
		return nil, err
	}
	out, err := c.Article.Query().Order(ent.Desc(article.FieldUpdatedAt), ent.Desc(article.FieldID)).Limit(limit).All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("publishing: articles: %w", err)
	}
	return out, nil
}

// Save creates an article (id 0: a draft, never published) or saves an edit
// of article id as its draft; the published version stays as it was until
// Publish. Nothing is written when the input is refused.
func Save(ctx context.Context, c *ent.Client, who audit.Actor, id int, in ArticleInput) (*ent.Article, error) {
	if err := mayEdit(ctx, c, &who); err != nil {
		return nil, err
	}
	d, err := CheckArticle(ctx, c, in)
	if err != nil {
		return nil, err
	}
	ctx = all(ctx)
	if id == 0 {
		var a *ent.Article
		err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			a, err = c.Article.Create().SetTitle(d.Title).SetSummary(d.Summary).SetAuthor(d.Author).SetBody(d.Body).SetTags(d.Tags).
				SetPublishedAt(time.Now().UTC()).SetPublication(article.PublicationDraft).SetDraft(&d).AddArtworkIDs(d.ArtworkIDs...).Save(ctx)
			if err != nil {
				return fmt.Errorf("publishing: create article: %w", err)
			}
			return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionArticleCreate, TargetType: audit.TargetArticle, TargetID: a.ID,
				Changes: map[string][2]any{"title": {nil, d.Title}, "publication": {nil, string(Draft)}}})
		})
		return a, err
	}
	var a *ent.Article
	err = db.WithLock(ctx, c, lockArticle(ctx, id, &a), func(ctx context.Context, c *ent.Client) error {
		changes := diff(Content(a), d)
		if len(changes) == 0 {
			return problem.New(problem.Invalid, "内容没有变化")
		}
		u := c.Article.UpdateOneID(id).SetDraft(&d)
		if a.Publication != article.PublicationPublished { // no reader sees it: its quoted works follow at once, for the preview
			u.ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
		}
		if a, err = u.Save(ctx); err != nil {
			return fmt.Errorf("publishing: save draft of article %d: %w", id, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionArticleUpdate, TargetType: audit.TargetArticle, TargetID: id, Changes: changes})
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// diff is what an edit changed, for the audit log (the body by its length:
// the log keeps what changed, not whole texts).
func diff(before, after draft.Article) map[string][2]any {
	out := map[string][2]any{}
	add := func(f string, b, a any, same bool) {
		if !same {
			out[f] = [2]any{b, a}
		}
	}
	add("title", before.Title, after.Title, before.Title == after.Title)
	add("summary", before.Summary, after.Summary, before.Summary == after.Summary)
	add("author", before.Author, after.Author, before.Author == after.Author)
	add("body", fmt.Sprintf("%d 字", utf8.RuneCountInString(before.Body)), fmt.Sprintf("%d 字", utf8.RuneCountInString(after.Body)), before.Body == after.Body)
	add("tags", before.Tags, after.Tags, slices.Equal(before.Tags, after.Tags))
	add("artworks", before.ArtworkIDs, after.ArtworkIDs, slices.Equal(before.ArtworkIDs, after.ArtworkIDs))
	return out
}

// lockArticle locks article id's row for the transaction and reads it into *a.
func lockArticle(ctx context.Context, id int, a **ent.Article) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		got, err := c.Article.Query().Where(article.ID(id)).Modify(db.ForUpdate).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNoArticle).OnField("id")
		}
		*a = got
		return err
	}
}

// Act takes action on article id for an editor at now: publish (the draft
// becomes the published version), schedule (at, a time after now), unschedule,
// unpublish. A move the table does not allow is refused; nothing is written
// on a refusal.
func Act(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at time.Time, now time.Time) (*ent.Article, error) {
	if err := mayEdit(ctx, c, &who); err != nil {
		return nil, err
	}
	if action == Schedule {
		if at.IsZero() {
			return nil, invalid("publishAt", MsgNoSchedule)
		}
		if !at.After(now) {
			return nil, invalid("publishAt", MsgScheduleLater)
		}
	}
	ctx = all(ctx)
	var a *ent.Article
	err := db.WithLock(ctx, c, lockArticle(ctx, id, &a), func(ctx context.Context, c *ent.Client) error {
		from := State(a.Publication)
		to, ok := Next(from, action)
		if !ok || (action == Publish && from == Published && a.Draft == nil) {
			return problem.New(problem.Conflict, MsgNotAllowed).OnField("action")
		}
		var err error
		changes := map[string][2]any{"publication": {string(from), string(to)}}
		switch action {
		case Publish:
			a, err = publish(ctx, c, a, now)
		case Schedule:
			changes["publishAt"] = [2]any{a.PublishAt, at.UTC()}
			a, err = c.Article.UpdateOne(a).SetPublication(article.Publication(to)).SetPublishAt(at.UTC()).Save(ctx)
		default:
			a, err = c.Article.UpdateOne(a).SetPublication(article.Publication(to)).ClearPublishAt().Save(ctx)
		}
		if err != nil {
			return fmt.Errorf("publishing: %s article %d: %w", action, id, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: auditActions[action], TargetType: audit.TargetArticle, TargetID: id, Changes: changes})
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// auditActions are the log's names of the actions.
var auditActions = map[Action]string{
	Publish: audit.ActionArticlePublish, Schedule: audit.ActionArticleSchedule,
	Unschedule: audit.ActionArticleUnschedule, Unpublish: audit.ActionArticleUnpublish,
}

// publish makes a's draft its published version at now (a piece published
// before keeps its first date when an edit is published).
func publish(ctx context.Context, c *ent.Client, a *ent.Article, now time.Time) (*ent.Article, error) {
	u := c.Article.UpdateOne(a).SetPublication(article.PublicationPublished).ClearPublishAt().ClearDraft()
	if a.Publication != article.PublicationPublished {
		u.SetPublishedAt(now.UTC())
	}
	if d := a.Draft; d != nil {
		u.SetTitle(d.Title).SetSummary(d.Summary).SetAuthor(d.Author).SetBody(d.Body).SetTags(d.Tags).
			ClearArtworks().AddArtworkIDs(d.ArtworkIDs...)
	}
	return u.Save(ctx)
}
