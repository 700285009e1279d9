package graph

import (
	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/publishing"
)

// The console's GraphQL shapes of the publishing domain's values: translation only.

// opsArticle is an article as the editor keeps it.
func opsArticle(a *ent.Article) *model.OpsArticle {
	d := publishing.Content(a)
	st := publishing.State(a.Publication)
	out := &model.OpsArticle{
		ID: a.ID, Number: nodeid.Number(a.ID), Title: d.Title, Summary: d.Summary, Author: d.Author, Body: d.Body,
		Tags: nonNil(d.Tags), ArtworkNumbers: []int{}, State: model.PublicationState(toUpper(string(st))),
		StateLabel: publishing.Labels[st], HasDraft: a.Draft != nil, PublishAt: a.PublishAt, UpdatedAt: a.UpdatedAt,
		AllowedActions: []*model.PublicationActionItem{},
	}
	for _, id := range d.ArtworkIDs {
		out.ArtworkNumbers = append(out.ArtworkNumbers, nodeid.Number(id))
	}
	if st == publishing.Published || st == publishing.Unpublished {
		at := a.PublishedAt
		out.PublishedAt = &at
	}
	for _, act := range publishing.Allowed(st, a.Draft != nil) {
		out.AllowedActions = append(out.AllowedActions, &model.PublicationActionItem{
			Action: model.PublicationAction(toUpper(string(act))), Label: publishing.ActionLabels[act]})
	}
	return out
}

func nonNil(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

func toUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func toLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}

// articlePayload answers an article mutation.
func articlePayload(a *ent.Article, err error) (*model.OpsArticlePayload, error) {
	if err != nil {
		ue, err := userErrors(err)
		return &model.OpsArticlePayload{UserErrors: ue}, err
	}
	return &model.OpsArticlePayload{UserErrors: []*model.UserError{}, Article: opsArticle(a)}, nil
}
