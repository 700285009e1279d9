package orders

import (
	"context"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/server/domain/problem"
)

// record writes one line of the timeline.
func record(ctx context.Context, c *ent.Client, orderID int, a Action, from, to State, actor Actor, actorID *int, detail string, at time.Time) error {
	err := c.OrderEvent.Create().SetOrderID(orderID).SetAction(string(a)).SetFromState(string(from)).SetToState(string(to)).
		SetActor(string(actor)).SetNillableActorID(actorID).SetDetail(detail).SetCreatedAt(at).Exec(ctx)
	return wrap("record "+string(a)+" of", orderID, err)
}

// move applies action a by as to the order o read before, on condition that
// its state did not change meanwhile (one conditional UPDATE: of two
// concurrent moves one wins, the other is refused), and records it. extra
// sets the move's own fields (paid_at, the carrier, …). The table says who
// may take a: anyone else is refused.
func move(ctx context.Context, c *ent.Client, o *ent.Order, a Action, as Actor, actorID *int, detail string, at time.Time, extra func(*ent.OrderUpdate)) (*ent.Order, error) {
	if !May(a, as) {
		return nil, fmt.Errorf("orders: %s may not %s order %d", as, a, o.ID)
	}
	from := State(o.State)
	to, ok := Next(from, a)
	if !ok {
		return nil, problem.New(problem.Conflict, refusal(from, a))
	}
	u := c.Order.Update().Where(order.ID(o.ID), order.StateEQ(order.State(from))).
		SetState(order.State(to)).SetUpdatedAt(at)
	if extra != nil {
		extra(u)
	}
	n, err := u.Save(ctx)
	if err != nil {
		return nil, wrap(string(a), o.ID, err)
	}
	if n == 0 {
		return nil, problem.New(problem.Conflict, MsgStale)
	}
	if err := record(ctx, c, o.ID, a, from, to, as, actorID, detail, at); err != nil {
		return nil, err
	}
	out, err := c.Order.Get(ctx, o.ID)
	return out, wrap("read", o.ID, err)
}
