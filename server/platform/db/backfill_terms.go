package db

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/ent/schema/searchterms"
	"artmarket/ent/searchterm"
)

// backfillSearchTerms gives a database from before the search terms (ent
// schema SearchTerm) its terms, once: when the table is empty and the
// catalogue is not. Afterwards the schema's hook keeps them, and bulk
// writers that go past ent (server/demo/benchdata) write their own.
func backfillSearchTerms(ctx context.Context, client *ent.Client) error {
	if n, err := client.SearchTerm.Query().Limit(1).Count(ctx); err != nil || n > 0 {
		if err != nil {
			return fmt.Errorf("db: search terms: %w", err)
		}
		return nil
	}
	const page = 5000
	type row struct {
		id    int
		terms []string
	}
	kinds := []struct {
		kind searchterm.Kind
		read func(after int) ([]row, error)
	}{
		{searchterm.KindArtwork, func(after int) ([]row, error) {
			rs, err := client.Artwork.Query().Where(artwork.IDGT(after)).Order(artwork.ByID()).Limit(page).
				Select(artwork.FieldTitle, artwork.FieldMaterials, artwork.FieldTitlePinyin, artwork.FieldTitleAbbr).All(ctx)
			out := make([]row, len(rs))
			for i, r := range rs {
				out[i] = row{r.ID, searchterms.Row(r.TitlePinyin, r.TitleAbbr, r.Title, r.Materials)}
			}
			return out, err
		}},
		{searchterm.KindArtist, func(after int) ([]row, error) {
			rs, err := client.Artist.Query().Where(artist.IDGT(after)).Order(artist.ByID()).Limit(page).
				Select(artist.FieldName, artist.FieldNameEn, artist.FieldPinyin, artist.FieldPinyinAbbr).All(ctx)
			out := make([]row, len(rs))
			for i, r := range rs {
				out[i] = row{r.ID, searchterms.Row(r.Pinyin, r.PinyinAbbr, r.Name, r.NameEn)}
			}
			return out, err
		}},
		{searchterm.KindGallery, func(after int) ([]row, error) {
			rs, err := client.Gallery.Query().Where(gallery.IDGT(after)).Order(gallery.ByID()).Limit(page).
				Select(gallery.FieldName, gallery.FieldNameEn, gallery.FieldPinyin, gallery.FieldPinyinAbbr).All(ctx)
			out := make([]row, len(rs))
			for i, r := range rs {
				out[i] = row{r.ID, searchterms.Row(r.Pinyin, r.PinyinAbbr, r.Name, r.NameEn)}
			}
			return out, err
		}},
	}
	const batch = 2000 // rows of one INSERT: three values each
	for _, k := range kinds {
		after := 0
		for {
			rows, err := k.read(after)
			if err != nil {
				return fmt.Errorf("db: search terms of %s: %w", k.kind, err)
			}
			if len(rows) == 0 {
				break
			}
			var creates []*ent.SearchTermCreate
			for _, r := range rows {
				for _, t := range r.terms {
					creates = append(creates, client.SearchTerm.Create().SetKind(k.kind).SetOwnerID(r.id).SetTerm(t))
				}
			}
			for len(creates) > 0 {
				n := min(batch, len(creates))
				if err := client.SearchTerm.CreateBulk(creates[:n]...).Exec(ctx); err != nil {
					return fmt.Errorf("db: search terms of %s: %w", k.kind, err)
				}
				creates = creates[n:]
			}
			after = rows[len(rows)-1].id
		}
	}
	return nil
}
