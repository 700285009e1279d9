package schema

import (
	"context"
	"errors"
	"fmt"

	"entgo.io/ent"

	gen "artmarket/ent"
	"artmarket/ent/goods"
	"artmarket/ent/hook"
)

// ErrOriginalStock: an original work is one piece.
var ErrOriginalStock = errors.New("原作是孤品，库存只能为 0 或 1")

// ErrBulkStock: stock is set one piece of goods at a time, where the rules
// can see its kind and status.
var ErrBulkStock = errors.New("库存请逐件修改")

// Hooks of the Goods: the status follows the stock (none left: sold out;
// stock again after being sold out: on sale), unless the goods are taken off
// the shelf; an original's stock is 0 or 1.
func (Goods) Hooks() []ent.Hook {
	return []ent.Hook{
		hook.On(func(next ent.Mutator) ent.Mutator {
			return hook.GoodsFunc(func(ctx context.Context, m *gen.GoodsMutation) (ent.Value, error) {
				stock, ok := m.Stock()
				if !ok {
					return next.Mutate(ctx, m)
				}
				if m.Op().Is(ent.OpUpdate) {
					return nil, ErrBulkStock
				}
				kind, kindSet := m.Kind()
				if !kindSet && m.Op().Is(ent.OpUpdateOne) {
					old, err := m.OldKind(ctx)
					if err != nil {
						return nil, fmt.Errorf("goods: read kind: %w", err)
					}
					kind, kindSet = old, true
				}
				if kindSet && kind == goods.KindOriginal && stock > 1 {
					return nil, ErrOriginalStock
				}
				status, statusSet := m.Status()
				switch {
				case statusSet && status == goods.StatusOffShelf:
					// Off the shelf stays off, whatever the stock.
				case stock == 0:
					m.SetStatus(goods.StatusSoldOut)
				case !statusSet && m.Op().Is(ent.OpUpdateOne):
					old, err := m.OldStatus(ctx)
					if err != nil {
						return nil, fmt.Errorf("goods: read status: %w", err)
					}
					if old == goods.StatusSoldOut {
						m.SetStatus(goods.StatusOnSale)
					}
				}
				return next.Mutate(ctx, m)
			})
		}, ent.OpCreate|ent.OpUpdate|ent.OpUpdateOne),
	}
}
