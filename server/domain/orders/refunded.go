package orders

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/server/domain/selling"
)

// Refunded closes order o (read in the caller's transaction, which holds
// the order's lock) once what was paid for it went back in full: package
// refunds calls it when WeChat Pay reports the last refund paid. The order
// moves to REFUNDED through the table (once: the move is conditional on
// its state). back says the goods came back to the seller (never shipped,
// or returned and the parcel confirmed): then its pieces go back on the
// stock (restock). A partial refund never gets here: the order keeps its
// state.
func (s *Service) Refunded(ctx context.Context, c *ent.Client, o *ent.Order, back bool, detail string) (*ent.Order, error) {
	out, err := move(ctx, c, o, Refund, System, nil, detail, s.now(), nil)
	if err != nil {
		return nil, err
	}
	if back {
		if err := restock(ctx, c, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// restock puts a refunded order's pieces back: the stock goes up by the
// order's quantity with one delta (stock = stock + n: pieces other orders
// hold meanwhile stay held). Prints and products sold out are on sale
// again (off the shelf when their work was taken down meanwhile). An
// original comes back unsold: a member's work moves from 已售 to 已下架 and
// waits for its seller to relist it (selling.MarkReturned; issue 23: only
// if the seller chooses to); the platform's own original is on sale again.
func restock(ctx context.Context, c *ent.Client, o *ent.Order) error {
	if err := c.Goods.Update().Where(goods.ID(o.GoodsID)).AddStock(o.Quantity).Exec(ctx); err != nil {
		return wrap("restock goods of order", o.ID, err)
	}
	hidden, err := c.Artwork.Query().Where(artwork.ID(o.ArtworkID), artwork.Hidden(true)).Exist(ctx)
	if err != nil {
		return wrap("read artwork of order", o.ID, err)
	}
	status := goods.StatusOnSale
	if hidden || (o.GoodsKind == order.GoodsKindOriginal && o.SubmissionID != nil) {
		status = goods.StatusOffShelf
	}
	if err := c.Goods.Update().Where(goods.ID(o.GoodsID), goods.StatusEQ(goods.StatusSoldOut), goods.StockGT(0)).
		SetStatus(status).Exec(ctx); err != nil {
		return wrap("put goods back of order", o.ID, err)
	}
	if o.GoodsKind != order.GoodsKindOriginal {
		return nil
	}
	if err := c.Artwork.Update().Where(artwork.ID(o.ArtworkID), artwork.StatusEQ(artwork.StatusSold)).
		SetStatus(artwork.StatusAvailable).Exec(ctx); err != nil {
		return wrap("unsell artwork of order", o.ID, err)
	}
	if o.SubmissionID == nil {
		return nil
	}
	return wrap("return work of order", o.ID, selling.MarkReturned(ctx, c, *o.SubmissionID))
}
