package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/schema/viewer"
	"artmarket/server/platform/dbtest"
)

// A work taken down (hidden) takes its goods and pictures with it: node(id)
// answers null for them, the shop list leaves them out, and nothing answers
// INTERNAL ("artwork not found") on the way. A visible work's goods still
// lead to their work.
func TestHiddenWorkHidesItsGoodsAndPictures(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		works := c.Artwork.Query().Order(artwork.ByID()).Limit(2).AllX(ctx)
		hidden, shown := works[0], works[1]
		hiddenGoods := c.Goods.Create().SetArtwork(hidden).SetKind(goods.KindOriginal).SetTitle("下架的原作").
			SetPriceFen(100_000).SetStock(1).SaveX(ctx)
		shownGoods := c.Goods.Create().SetArtwork(shown).SetKind(goods.KindOriginal).SetTitle("在售的原作").
			SetPriceFen(110_000).SetStock(1).SaveX(ctx)
		hiddenImage := hidden.QueryImages().FirstX(ctx)
		c.Artwork.UpdateOne(hidden).SetHidden(true).ExecX(ctx)

		for _, id := range []int{hiddenGoods.ID, hiddenImage.ID} {
			res, _ := f.do(t, fmt.Sprintf(`{ node(id: "%d") { id ... on Goods { title artwork { id } } ... on ArtworkImage { key artwork { id } } } }`, id))
			// The answer of an id that does not exist, as for the hidden work itself.
			if string(res.Data) != `{"node":null}` || !onlyNotFound(res) {
				t.Errorf("node(%d) of a hidden work's goods or picture: %s %v", id, res.Data, res.Errors)
			}
		}
		nodes, _ := f.do(t, fmt.Sprintf(`{ nodes(ids: ["%d", "%d"]) { id } }`, hiddenGoods.ID, shownGoods.ID))
		if !onlyNotFound(nodes) || strings.Contains(string(nodes.Data), fmt.Sprint(hiddenGoods.ID)) ||
			!strings.Contains(string(nodes.Data), fmt.Sprint(shownGoods.ID)) {
			t.Errorf("nodes with a hidden work's goods: %s %v", nodes.Data, nodes.Errors)
		}

		res, _ := f.do(t, `{ goods(first: 10) { totalCount edges { node { id title artwork { id title } } } } }`)
		if len(res.Errors) > 0 {
			t.Fatalf("goods: %v", res.Errors)
		}
		var out struct {
			Goods struct {
				TotalCount int
				Edges      []struct {
					Node struct {
						ID      string
						Artwork *struct{ ID string }
					}
				}
			}
		}
		if err := json.Unmarshal(res.Data, &out); err != nil {
			t.Fatal(err)
		}
		got := out.Goods
		if got.TotalCount != 1 || len(got.Edges) != 1 || got.Edges[0].Node.ID != fmt.Sprint(shownGoods.ID) {
			t.Fatalf("goods lists a hidden work's goods: %s", res.Data)
		}
		if a := got.Edges[0].Node.Artwork; a == nil || a.ID != fmt.Sprint(shown.ID) {
			t.Fatalf("a visible work's goods lost their work: %s", res.Data)
		}
		// The seller's screens (viewer.AllowHidden, after checking who acts)
		// still reach the goods and pictures of their work taken down.
		seller := viewer.AllowHidden(graphql.WithOperationContext(ctx, &graphql.OperationContext{}))
		if _, err := c.Goods.Get(seller, hiddenGoods.ID); err != nil {
			t.Fatalf("the seller's goods of a work taken down: %v", err)
		}
		if _, err := c.ArtworkImage.Get(seller, hiddenImage.ID); err != nil {
			t.Fatalf("the seller's picture of a work taken down: %v", err)
		}
		if _, err := c.Goods.Get(graphql.WithOperationContext(ctx, &graphql.OperationContext{}), hiddenGoods.ID); err == nil {
			t.Fatal("anyone else reaches the goods of a work taken down")
		}
		img, _ := f.do(t, fmt.Sprintf(`{ node(id: "%d") { ... on ArtworkImage { artwork { id } } } }`, shown.QueryImages().FirstX(ctx).ID))
		if len(img.Errors) > 0 || !strings.Contains(string(img.Data), fmt.Sprint(shown.ID)) {
			t.Fatalf("a visible work's picture lost its work: %s %v", img.Data, img.Errors)
		}
	})
}

// onlyNotFound: no error but "this id names nothing" (no INTERNAL, no "artwork not found").
func onlyNotFound(res gqlResponse) bool {
	for _, e := range res.Errors {
		if !strings.HasPrefix(e.Message, "Could not resolve to a node") {
			return false
		}
	}
	return true
}
