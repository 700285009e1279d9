package publishing

import (
	"context"
	"fmt"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/predicate"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/work"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/db"
)

// Limits of the platform's own goods (the ent schema's and the shop's).
const (
	MaxGoodsTitle  = 120
	MaxEditionSize = 9999
	MaxStockDelta  = 100000 // one change of stock, either way
)

// Messages of the goods form.
const (
	MsgNoGoods         = "商品不存在"
	MsgGoodsKind       = "请选择商品类型"
	MsgKindFixed       = "商品类型创建后不能修改"
	MsgArtworkFixed    = "商品对应的作品创建后不能修改"
	MsgGoodsArtwork    = "对应的作品不存在"
	MsgMemberArtwork   = "这是会员出售的作品，只能由会员本人在发布表单中修改"
	MsgEdition         = "限量版画的版数应在 1 到 9999 之间"
	MsgNoEdition       = "只有限量版画填写版数"
	MsgStock           = "库存不能为负数"
	MsgOriginalStock   = "原作是孤品，库存只能为 0 或 1"
	MsgStockOverEd     = "库存不能超过版数"
	MsgStockDelta      = "库存变化须为非零整数，且不超过 100000"
	MsgStockShortDelta = "库存不足以减少这么多（已被订单预订的不能减去）"
)

// GoodsInput is what the console's goods form sends. Stock is the opening
// stock of new goods only: afterwards it changes by AdjustGoodsStock.
type GoodsInput struct {
	Kind          string // ORIGINAL, PRINT or DERIVATIVE
	Title         string
	PriceFen      int64
	EditionSize   int
	ArtworkNumber int // the work the goods are or are made after (its pictures and description are the shop's)
	Stock         int
}

// platformOwn are the platform's own goods: their work is no member's
// listing (no submission names it). Members' goods change only through
// their own form and review, never here.
func platformOwn() predicate.Goods {
	return goods.HasArtworkWith(func(s *sql.Selector) {
		t := sql.Table(work.Table)
		s.Where(sql.NotIn(s.C(artwork.FieldID),
			sql.Select(t.C(work.FieldArtworkID)).From(t).Where(sql.NotNull(t.C(work.FieldArtworkID)))))
	})
}

// CheckGoods trims and checks in, answering the draft to store: the first
// broken rule is answered on its field. old is the goods being edited (nil
// for new ones): their kind and work stay as created.
func CheckGoods(ctx context.Context, c *ent.Client, in GoodsInput, old *draft.Goods) (draft.Goods, error) {
	d := draft.Goods{Kind: in.Kind, Title: strings.TrimSpace(in.Title), PriceFen: in.PriceFen, EditionSize: in.EditionSize}
	if goods.KindValidator(goods.Kind(d.Kind)) != nil {
		return d, invalid("kind", MsgGoodsKind)
	}
	if old != nil && old.Kind != d.Kind {
		return d, invalid("kind", MsgKindFixed)
	}
	if err := checkTexts([]text{{"title", "标题", d.Title, MaxGoodsTitle, true}}); err != nil {
		return d, err
	}
	if d.PriceFen < selling.PriceMinFen || d.PriceFen > selling.PriceMaxFen {
		return d, invalid("priceFen", selling.MsgPrice)
	}
	switch {
	case d.Kind == string(goods.KindPrint) && (d.EditionSize < 1 || d.EditionSize > MaxEditionSize):
		return d, invalid("editionSize", MsgEdition)
	case d.Kind != string(goods.KindPrint) && d.EditionSize != 0:
		return d, invalid("editionSize", MsgNoEdition)
	}
	if old == nil {
		if err := checkStock(d, in.Stock); err != nil {
			return d, err
		}
	}
	id, ok := nodeid.ID(nodeid.Artwork, in.ArtworkNumber)
	if !ok {
		return d, invalid("artworkNumber", MsgGoodsArtwork)
	}
	if old != nil && old.ArtworkID != id {
		return d, invalid("artworkNumber", MsgArtworkFixed)
	}
	d.ArtworkID = id
	if old != nil {
		return d, nil
	}
	ok, err := c.Artwork.Query().Where(artwork.ID(id)).Exist(all(ctx))
	if err != nil {
		return d, fmt.Errorf("publishing: work of goods %d: %w", in.ArtworkNumber, err)
	}
	if !ok {
		return d, invalid("artworkNumber", MsgGoodsArtwork)
	}
	member, err := c.Work.Query().Where(work.ArtworkID(id)).Exist(all(ctx))
	if err != nil {
		return d, fmt.Errorf("publishing: seller of work %d: %w", in.ArtworkNumber, err)
	}
	if member {
		return d, invalid("artworkNumber", MsgMemberArtwork)
	}
	return d, nil
}

// checkStock is the opening stock's rule: none below 0, an original one
// piece, a print no more than its edition.
func checkStock(d draft.Goods, stock int) error {
	switch {
	case stock < 0:
		return invalid("stock", MsgStock)
	case d.Kind == string(goods.KindOriginal) && stock > 1:
		return invalid("stock", MsgOriginalStock)
	case d.Kind == string(goods.KindPrint) && stock > d.EditionSize:
		return invalid("stock", MsgStockOverEd)
	}
	return nil
}

// goodsKind are the platform's own goods as publishing keeps them.
var goodsKind = keptIn(&kind[*ent.Goods]{
	target: audit.TargetGoods, path: "goods", node: nodeid.Goods, none: MsgNoGoods,
	state: func(g *ent.Goods) (State, bool, *time.Time) {
		return State(g.Publication), g.Draft != nil, g.PublishAt
	},
	publish: publishGoods,
}, func(c *ent.Client) *ent.GoodsClient { return c.Goods }, func(q *ent.GoodsQuery) *ent.GoodsQuery { return q.Where(platformOwn()) })

// GoodsContent is what the editor sees and a preview shows: the draft when
// an edit waits, else the published version.
func GoodsContent(g *ent.Goods) draft.Goods {
	if g.Draft != nil {
		return *g.Draft
	}
	d := draft.Goods{Kind: string(g.Kind), Title: g.Title, PriceFen: g.PriceFen, EditionSize: g.EditionSize}
	if w := g.Edges.Artwork; w != nil {
		d.ArtworkID = w.ID
	}
	return d
}

// GoodsPreview is g as the shop will show it once published (not saved).
func GoodsPreview(g *ent.Goods) *ent.Goods {
	p := *g
	d := GoodsContent(g)
	p.Kind, p.Title, p.PriceFen, p.EditionSize = goods.Kind(d.Kind), d.Title, d.PriceFen, d.EditionSize
	return &p
}

// GetGoods is the platform's goods id for an editor (whatever its state);
// NotFound for no such goods and for a member's.
func GetGoods(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.Goods, error) {
	g, err := goodsKind.read(ctx, c, who, id)
	if err != nil {
		return nil, err
	}
	return g, withArtwork(ctx, c, g)
}

// withArtwork loads g's work (its number and title in the console).
func withArtwork(ctx context.Context, c *ent.Client, g *ent.Goods) error {
	w, err := c.Goods.QueryArtwork(g).Only(all(ctx))
	if err != nil {
		return fmt.Errorf("publishing: work of goods %d: %w", g.ID, err)
	}
	g.Edges.Artwork = w
	return nil
}

// ListGoods is the platform's own goods, the most recently changed first (at most limit).
func ListGoods(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.Goods, error) {
	return recent(ctx, c, goodsKind, who, c.Goods.Query().Where(platformOwn()).WithArtwork(), limit, nil)
}

// SaveGoods creates the platform's goods (id 0: a draft, with its opening
// stock) or saves an edit of goods id as its draft; the shop shows the
// published version until published. Nothing is written when refused.
func SaveGoods(ctx context.Context, c *ent.Client, who audit.Actor, id int, in GoodsInput) (*ent.Goods, error) {
	if _, err := goodsKind.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	if id == 0 {
		d, err := CheckGoods(ctx, c, in, nil)
		if err != nil {
			return nil, err
		}
		g, err := goodsKind.create(ctx, c, who, d.Title, func(ctx context.Context, c *ent.Client) (*ent.Goods, int, error) {
			g, err := c.Goods.Create().SetKind(goods.Kind(d.Kind)).SetTitle(d.Title).SetPriceFen(d.PriceFen).SetEditionSize(d.EditionSize).
				SetStock(in.Stock).SetArtworkID(d.ArtworkID).SetPublication(goods.PublicationDraft).SetDraft(&d).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return g, g.ID, nil
		})
		if err != nil {
			return nil, err
		}
		return g, withArtwork(ctx, c, g)
	}
	// Kind and work never change after creation: the rules read them unlocked.
	g, err := GetGoods(ctx, c, who, id)
	if err != nil {
		return nil, err
	}
	old := GoodsContent(g)
	d, err := CheckGoods(ctx, c, in, &old)
	if err != nil {
		return nil, err
	}
	g, err = goodsKind.edit(ctx, c, who, id, func(g *ent.Goods) map[string][2]any { return goodsDiff(GoodsContent(g), d) },
		func(ctx context.Context, c *ent.Client, g *ent.Goods) (*ent.Goods, error) {
			return c.Goods.UpdateOne(g).SetDraft(&d).Save(ctx)
		})
	if err != nil {
		return nil, err
	}
	return g, withArtwork(ctx, c, g)
}

// goodsDiff is what an edit of goods changed, for the audit log.
func goodsDiff(before, after draft.Goods) map[string][2]any {
	out := changeSet{}
	out.add("title", before.Title, after.Title, before.Title == after.Title)
	out.add("priceFen", before.PriceFen, after.PriceFen, before.PriceFen == after.PriceFen)
	out.add("editionSize", before.EditionSize, after.EditionSize, before.EditionSize == after.EditionSize)
	return out
}

// ActOnGoods takes action on the platform's goods id for an editor at now (kind.act).
func ActOnGoods(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at time.Time, now time.Time) (*ent.Goods, error) {
	g, err := goodsKind.act(ctx, c, who, id, action, at, now)
	if err != nil {
		return nil, err
	}
	return g, withArtwork(ctx, c, g)
}

// publishGoods makes g's draft its published version (its kind and work
// were fixed at creation).
func publishGoods(ctx context.Context, c *ent.Client, g *ent.Goods, _ State, _ time.Time) (*ent.Goods, error) {
	u := c.Goods.UpdateOne(g).SetPublication(goods.PublicationPublished).ClearPublishAt().ClearDraft()
	if d := g.Draft; d != nil {
		u.SetTitle(d.Title).SetPriceFen(d.PriceFen).SetEditionSize(d.EditionSize)
	}
	return u.Save(ctx)
}

// AdjustGoodsStock changes the stock of the platform's goods id by delta
// for an editor, with one conditional update (stock = stock + delta WHERE
// stock + delta >= 0, an original no more than one piece, a print no more
// than its edition): pieces that orders reserve meanwhile stay reserved,
// and two editors' changes both count. The status follows (none left: sold
// out; stock again: on sale, unless off the shelf). One audit entry.
func AdjustGoodsStock(ctx context.Context, c *ent.Client, who audit.Actor, id, delta int) (*ent.Goods, error) {
	if _, err := goodsKind.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	if delta == 0 || delta > MaxStockDelta || delta < -MaxStockDelta {
		return nil, invalid("delta", MsgStockDelta)
	}
	var out *ent.Goods
	err := db.WithTx(all(ctx), c, func(ctx context.Context, c *ent.Client) error {
		n, err := c.Goods.Update().Where(goods.ID(id), platformOwn(), goods.StockGTE(-delta),
			goods.Or(goods.KindNEQ(goods.KindOriginal), goods.StockLTE(1-delta)),
			goods.Or(goods.KindNEQ(goods.KindPrint), withinEdition(delta))).
			AddStock(delta).Save(ctx)
		if err != nil {
			return fmt.Errorf("publishing: stock of goods %d: %w", id, err)
		}
		if n == 0 {
			return stockRefusal(ctx, c, id, delta)
		}
		if err := c.Goods.Update().Where(goods.ID(id), goods.Stock(0), goods.StatusEQ(goods.StatusOnSale)).
			SetStatus(goods.StatusSoldOut).Exec(ctx); err != nil {
			return fmt.Errorf("publishing: sell out goods %d: %w", id, err)
		}
		if err := c.Goods.Update().Where(goods.ID(id), goods.StockGT(0), goods.StatusEQ(goods.StatusSoldOut)).
			SetStatus(goods.StatusOnSale).Exec(ctx); err != nil {
			return fmt.Errorf("publishing: put goods %d on sale: %w", id, err)
		}
		if out, err = goodsKind.get(ctx, c, id); err != nil {
			return fmt.Errorf("publishing: goods %d: %w", id, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionGoodsStock, TargetType: audit.TargetGoods, TargetID: id,
			Changes: map[string][2]any{"stock": {out.Stock - delta, out.Stock}}})
	})
	if err != nil {
		return nil, err
	}
	return out, withArtwork(ctx, c, out)
}

// withinEdition: stock + delta <= edition_size.
func withinEdition(delta int) predicate.Goods {
	return func(s *sql.Selector) {
		s.Where(sql.P(func(b *sql.Builder) {
			b.Ident(s.C(goods.FieldStock)).WriteOp(sql.OpAdd).Arg(delta).WriteOp(sql.OpLTE).Ident(s.C(goods.FieldEditionSize))
		}))
	}
}

// stockRefusal says why a change of stock id by delta updated no row.
func stockRefusal(ctx context.Context, c *ent.Client, id, delta int) error {
	g, err := goodsKind.get(ctx, c, id)
	switch {
	case ent.IsNotFound(err):
		return goodsKind.notFound()
	case err != nil:
		return fmt.Errorf("publishing: goods %d: %w", id, err)
	case g.Stock+delta < 0:
		return problem.New(problem.Conflict, MsgStockShortDelta).OnField("delta")
	case g.Kind == goods.KindOriginal:
		return invalid("delta", MsgOriginalStock)
	}
	return invalid("delta", MsgStockOverEd)
}
