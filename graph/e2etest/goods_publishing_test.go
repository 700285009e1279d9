package e2etest_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/schema/nodeid"
)

// platformArtwork is a work no member sells: the platform's goods are made of it.
func (e *env) platformArtwork() int {
	e.T.Helper()
	ctx := context.Background()
	ar := e.Client.Artist.Create().SetName("吴冠中").SaveX(ctx)
	return e.Client.Artwork.Create().SetTitle("江南").SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).
		SetPriceFen(100_000).SetArtist(ar).SaveX(ctx).ID
}

// draftGoods are new goods of the platform never published (10 pieces).
func (e *env) draftGoods() int {
	e.T.Helper()
	return e.Client.Goods.Create().SetArtworkID(e.platformArtwork()).SetKind(goods.KindDerivative).SetTitle("未发布的商品").
		SetPriceFen(4_800).SetStock(10).SetPublication(goods.PublicationDraft).SaveX(context.Background()).ID
}

func goodsInput(e *env, title string) map[string]any {
	return map[string]any{"kind": "DERIVATIVE", "title": title, "priceFen": "4800", "editionSize": 0,
		"artworkNumber": nodeid.Number(e.platformArtwork()), "stock": 10}
}

func init() {
	bad := map[string]any{"kind": "PRINT", "title": "坏商品", "priceFen": "0", "editionSize": 99, "artworkNumber": 1, "stock": 1}
	goodsKind := published{list: "opsGoodsList", one: "opsGoods", preview: "goodsPreview", save: "saveGoods", act: "actOnGoods",
		saveInput: "GoodsInput", actInput: "PublicationActionInput", payload: "goods", target: "goods", title: "未发布的商品",
		draft: (*env).draftGoods, input: goodsInput, bad: bad,
		state: func(e *env, id int) (string, bool) {
			g := e.Client.Goods.Query().Where(goods.ID(id)).OnlyX(context.Background())
			return string(g.Publication), g.Draft != nil
		},
	}
	goodsKind.register()
	stockQ := `mutation($input: GoodsStockInput!) { adjustGoodsStock(input: $input) ` + goodsKind.fields() + ` }`
	operatorCalls["adjustGoodsStock"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return stockQ, map[string]any{"input": map[string]any{"id": strconv.Itoa(e.draftGoods()), "delta": 1}}
		},
		granted: payloadOK("adjustGoodsStock"), action: "goods.stock",
	}
	// More taken away than there is: refused, the stock as it was.
	refusals["adjustGoodsStock"] = func(t *testing.T, e *env, a login) refusal {
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		return refusal{token: ed.Token, input: map[string]any{"id": strconv.Itoa(e.draftGoods()), "delta": -11}}
	}
	// An admin without the editor role: FORBIDDEN, the stock as it was.
	otherMember["adjustGoodsStock"] = func(t *testing.T, e *env, a, b login) {
		id := e.draftGoods()
		e.setRoles(b, []string{"admin"})
		r := e.GraphQL(b.Token, stockQ, map[string]any{"input": map[string]any{"id": strconv.Itoa(id), "delta": -5}})
		if g := e.Client.Goods.GetX(context.Background(), id); !strings.Contains(string(r.Data["adjustGoodsStock"]), `"FORBIDDEN"`) || g.Stock != 10 {
			t.Errorf("an admin's adjustGoodsStock: %s %+v; stock %d", r.Data["adjustGoodsStock"], r.Errors, g.Stock)
		}
	}
}

// The platform's goods through GraphQL: a draft is neither in the shop nor
// found by its number (the confirm page); published, it is; unpublished,
// out of the shop and not to be bought (该作品已下架).
func TestGoodsPublishingThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		buyer := e.LoginMobile(e.Mobile())
		id := e.draftGoods()
		shop := func() string {
			return string(e.GraphQL("", `{ goods(first: 50) { edges { node { title } } } }`, nil).Data["goods"])
		}
		checkout := func() string {
			return string(e.GraphQL(buyer.Token, `query($n: Int!) { checkout(goodsNumber: $n) { goods { title } unavailableReason } }`,
				map[string]any{"n": nodeid.Number(id)}).Data["checkout"])
		}
		public := func() string { return shop() + checkout() }
		if strings.Contains(public(), "未发布的商品") {
			t.Fatal("draft goods are public")
		}
		act := func(action string) {
			t.Helper()
			r := e.GraphQL(ed.Token, `mutation($input: PublicationActionInput!) { actOnGoods(input: $input) { userErrors { message } } }`,
				map[string]any{"input": map[string]any{"id": strconv.Itoa(id), "action": action}})
			if strings.Contains(string(r.Data["actOnGoods"]), "message") || len(r.Errors) > 0 {
				t.Fatalf("%s: %s %+v", action, r.Data["actOnGoods"], r.Errors)
			}
		}
		act("PUBLISH")
		if got := public(); strings.Count(got, "未发布的商品") != 2 {
			t.Errorf("published, not public: %s", got)
		}
		if strings.Contains(checkout(), "已下架") {
			t.Errorf("published, not for sale: %s", checkout())
		}
		act("UNPUBLISH")
		if strings.Contains(shop(), "未发布的商品") || !strings.Contains(checkout(), "已下架") {
			t.Errorf("unpublished, still for sale: %s %s", shop(), checkout())
		}
	})
}
