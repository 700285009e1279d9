// Package articles answers the reading side of articles beyond plain ent
// queries: the tag filter of /articles and the tag bar's counts.
package articles

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/sqljson"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/predicate"
)

// Tag is one tag of the tag bar and how many published articles carry it.
type Tag struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// MaxTagLen bounds a tag asked for in a filter (longer ones match nothing).
const MaxTagLen = 20

// HasTag matches the articles carrying tag (a JSON array member, on SQLite
// and PostgreSQL alike).
func HasTag(tag string) predicate.Article {
	return predicate.Article(func(s *sql.Selector) {
		s.Where(sqljson.ValueContains(article.FieldTags, tag))
	})
}

// NormalizeTag trims a tag from a URL; ok is false for an empty or
// oversized one.
func NormalizeTag(tag string) (string, bool) {
	t := strings.TrimSpace(tag)
	return t, t != "" && len([]rune(t)) <= MaxTagLen
}

// Tags counts the tags of the articles published by now, most used first
// (ties in the order of first use by the newest articles). One query of the
// tag columns: the catalogue has hundreds of articles, not millions.
func Tags(ctx context.Context, client *ent.Client, now time.Time) ([]Tag, error) {
	rows, err := client.Article.Query().
		Where(article.PublishedAtLTE(now.UTC()), article.PublicationEQ(article.PublicationPublished)).
		Order(article.ByPublishedAt(sql.OrderDesc()), article.ByID(sql.OrderDesc())).
		Select(article.FieldTags).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("articles: tags: %w", err)
	}
	counts := map[string]int{}
	var order []string
	for _, a := range rows {
		for _, t := range a.Tags {
			if counts[t] == 0 {
				order = append(order, t)
			}
			counts[t]++
		}
	}
	tags := make([]Tag, len(order))
	for i, t := range order {
		tags[i] = Tag{Name: t, Count: counts[t]}
	}
	sort.SliceStable(tags, func(i, j int) bool { return tags[i].Count > tags[j].Count })
	return tags, nil
}
