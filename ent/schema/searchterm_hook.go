package schema

import (
	"context"
	"fmt"

	"entgo.io/ent"

	gen "artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/ent/hook"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/searchterms"
	"artmarket/ent/searchterm"
)

// searchTermsHook keeps an artwork's, artist's or gallery's rows of
// SearchTerm in step with its searched texts and pinyin keys (fields; the
// keys are set by pinyinHook, a mixin's, which runs first), in the same mutation:
// on create, on an update that sets or clears one of them (the row's texts
// are read back after the update, so the terms are of all of them), and on
// delete. Inside a transaction the terms are written in it; outside, right
// after the row.
func searchTermsHook(kind searchterm.Kind, fields ...string) ent.Hook {
	return hook.On(func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			c, ok := clientOf(m)
			if !ok {
				return next.Mutate(ctx, m)
			}
			// The rows are read with every rule allowed: the terms are of
			// every row, hidden ones included (the policy hides them from
			// the public queries, the terms table or not).
			all := privacy.DecisionContext(ctx, privacy.Allow)
			switch op := m.Op(); {
			case op.Is(ent.OpDelete | ent.OpDeleteOne):
				ids, err := mutationIDs(all, m)
				if err != nil {
					return nil, err
				}
				v, err := next.Mutate(ctx, m)
				if err != nil {
					return v, err
				}
				if len(ids) > 0 {
					_, err = c.SearchTerm.Delete().Where(searchterm.KindEQ(kind), searchterm.OwnerIDIn(ids...)).Exec(all)
				}
				return v, err
			case !touches(m, fields):
				return next.Mutate(ctx, m)
			case op.Is(ent.OpUpdate):
				ids, err := mutationIDs(all, m)
				if err != nil {
					return nil, err
				}
				v, err := next.Mutate(ctx, m)
				if err != nil {
					return v, err
				}
				texts, err := textsOf(all, c, kind, ids)
				if err != nil {
					return nil, err
				}
				return v, writeTerms(all, c, kind, texts, true)
			default: // create, update one: the saved row has every text
				v, err := next.Mutate(ctx, m)
				if err != nil {
					return v, err
				}
				id, texts, ok := rowTexts(v)
				if !ok {
					return nil, fmt.Errorf("search terms: unexpected %T", v)
				}
				return v, writeTerms(all, c, kind, map[int][]string{id: texts}, op.Is(ent.OpUpdateOne))
			}
		})
	}, ent.OpCreate|ent.OpUpdate|ent.OpUpdateOne|ent.OpDelete|ent.OpDeleteOne)
}

// clientOf is the mutation's client (its transaction's inside one).
func clientOf(m ent.Mutation) (*gen.Client, bool) {
	cm, ok := m.(interface{ Client() *gen.Client })
	if !ok {
		return nil, false
	}
	return cm.Client(), true
}

func mutationIDs(ctx context.Context, m ent.Mutation) ([]int, error) {
	im, ok := m.(interface {
		IDs(context.Context) ([]int, error)
	})
	if !ok {
		return nil, fmt.Errorf("search terms: %s has no ids", m.Type())
	}
	return im.IDs(ctx)
}

// touches reports whether m sets or clears one of fields.
func touches(m ent.Mutation, fields []string) bool {
	for _, f := range fields {
		if _, ok := m.Field(f); ok || m.FieldCleared(f) {
			return true
		}
	}
	return false
}

// rowTexts are the searched texts of a saved row.
func rowTexts(v ent.Value) (int, []string, bool) {
	switch r := v.(type) {
	case *gen.Artwork:
		return r.ID, searchterms.Row(r.TitlePinyin, r.TitleAbbr, r.Title, r.Materials), true
	case *gen.Artist:
		return r.ID, searchterms.Row(r.Pinyin, r.PinyinAbbr, r.Name, r.NameEn), true
	case *gen.Gallery:
		return r.ID, searchterms.Row(r.Pinyin, r.PinyinAbbr, r.Name, r.NameEn), true
	}
	return 0, nil, false
}

// textsOf reads the search terms of rows by id.
func textsOf(ctx context.Context, c *gen.Client, kind searchterm.Kind, ids []int) (map[int][]string, error) {
	out := map[int][]string{}
	switch kind {
	case searchterm.KindArtwork:
		rs, err := c.Artwork.Query().Where(artwork.IDIn(ids...)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			_, out[r.ID], _ = rowTexts(r)
		}
	case searchterm.KindArtist:
		rs, err := c.Artist.Query().Where(artist.IDIn(ids...)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			_, out[r.ID], _ = rowTexts(r)
		}
	case searchterm.KindGallery:
		rs, err := c.Gallery.Query().Where(gallery.IDIn(ids...)).All(ctx)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			_, out[r.ID], _ = rowTexts(r)
		}
	}
	return out, nil
}

// termsBatch bounds the rows of one INSERT (three values each).
const termsBatch = 2000

// writeTerms replaces (or, for new rows, writes) the terms of rows (texts: each row's terms).
func writeTerms(ctx context.Context, c *gen.Client, kind searchterm.Kind, texts map[int][]string, replace bool) error {
	if replace && len(texts) > 0 {
		ids := make([]int, 0, len(texts))
		for id := range texts {
			ids = append(ids, id)
		}
		if _, err := c.SearchTerm.Delete().Where(searchterm.KindEQ(kind), searchterm.OwnerIDIn(ids...)).Exec(ctx); err != nil {
			return fmt.Errorf("search terms: %w", err)
		}
	}
	var batch []*gen.SearchTermCreate
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		err := c.SearchTerm.CreateBulk(batch...).Exec(ctx)
		batch = batch[:0]
		if err != nil {
			return fmt.Errorf("search terms: %w", err)
		}
		return nil
	}
	for id, ts := range texts {
		for _, t := range ts {
			batch = append(batch, c.SearchTerm.Create().SetKind(kind).SetOwnerID(id).SetTerm(t))
			if len(batch) == termsBatch {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	}
	return flush()
}
