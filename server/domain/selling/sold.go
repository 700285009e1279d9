package selling

import (
	"context"
	"log/slog"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
)

// MarkSold records that an order sold the work id (its original was paid
// for): the work moves to 已售 through the table's Sell, by the system. A
// work already sold is left as it is; so is one the table does not let Sell
// move (taken down or in review of an edit while an order held it): the
// payment stands, and the seller's work stays where the seller put it.
func MarkSold(ctx context.Context, c *ent.Client, id int) error {
	ctx = viewer.AllowHidden(ctx)
	s, moved, err := bySystem(ctx, c, id, Sell)
	if err == nil && !moved && State(s.State) != Sold {
		slog.WarnContext(ctx, "selling: sold work not moved to sold", "submission", id, "state", s.State)
	}
	return err
}

// MarkReturned records that the sale of the work id was refunded in full and
// the piece came back to the seller: the work moves from 已售 to 已下架
// through the table's Return, by the system, its public work stays hidden,
// and the seller chooses whether to put it back on sale (重新上架, issue 23:
// "only if the seller chooses to relist"). A work not sold is left as it is.
func MarkReturned(ctx context.Context, c *ent.Client, id int) error {
	ctx = viewer.AllowHidden(ctx)
	s, moved, err := bySystem(ctx, c, id, Return)
	if err != nil {
		return err
	}
	if !moved {
		slog.WarnContext(ctx, "selling: refunded work not moved back", "submission", id, "state", s.State)
		return nil
	}
	return show(ctx, c, s.ArtworkID, false)
}

// bySystem makes move a of the system on the work id when the table lets
// its state make it; moved is false, and the work as it stands, when not.
func bySystem(ctx context.Context, c *ent.Client, id int, a Action) (s *ent.Work, moved bool, err error) {
	s, err = c.Work.Get(ctx, id)
	if err != nil {
		return nil, false, wrap("read", id, err)
	}
	if _, ok := Next(State(s.State), a); !ok {
		return s, false, nil
	}
	_, err = move(ctx, c, s, nil, a, "", nil)
	return s, err == nil, err
}
