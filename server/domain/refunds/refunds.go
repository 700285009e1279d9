package refunds

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/privacy"
	"artmarket/ent/refundevent"
	"artmarket/ent/refundrequest"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
	"artmarket/server/providers/wechatpay"
)

// Kinds of request.
const (
	RefundOnly      = string(refundrequest.KindREFUND_ONLY)       // 仅退款
	ReturnAndRefund = string(refundrequest.KindRETURN_AND_REFUND) // 退货退款
)

// Input is what a buyer asks.
type Input struct {
	Kind        string
	Reason      string // one of Reasons
	AmountFen   int64
	Description string
	Photos      []string // media keys of refund photos the buyer uploaded (KeepPhoto)
}

// check says what is wrong with in, field by field; the amount is checked
// against the order later.
func (in *Input) check() error {
	in.Description = strings.TrimSpace(in.Description)
	switch {
	case in.Kind != RefundOnly && in.Kind != ReturnAndRefund:
		return problem.New(problem.Invalid, MsgKind).OnField("kind")
	case !slices.Contains(Reasons, in.Reason):
		return problem.New(problem.Invalid, MsgReason).OnField("reason")
	case utf8.RuneCountInString(in.Description) > DescriptionMax:
		return problem.New(problem.Invalid, MsgDescription).OnField("description")
	}
	return checkPhotoKeys(in.Photos)
}

// lockOrder is the lock of every move that may touch an order's money: the
// order's row (PostgreSQL FOR UPDATE; SQLite's writers are serialised), so
// two requests, or two answers, of one order run one after the other.
func lockOrder(orderID int) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		_, err := c.Order.Query().Where(order.ID(orderID)).Modify(db.ForUpdate).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, orders.MsgNotFound)
		}
		return wrap("lock order", orderID, err)
	}
}

// Request is buyerID's request for a refund of their paid order orderID:
// within the after-sale window, one open request per order, an amount up to
// what was paid less earlier refunds, a return only of goods shipped.
func (s *Service) Request(ctx context.Context, c *ent.Client, buyerID, orderID int, in Input) (*ent.RefundRequest, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var out *ent.RefundRequest
	err := db.WithLock(ctx, c, lockOrder(orderID), func(ctx context.Context, c *ent.Client) error {
		o, err := orders.Visible(ctx, c, buyerID, orderID)
		if err != nil {
			return err
		}
		if orders.RoleOf(buyerID, o) != orders.Buyer {
			return problem.New(problem.Forbidden, MsgNotBuyer)
		}
		now := s.now()
		left, err := s.requestRefusal(ctx, c, o, now)
		if err != nil {
			return err
		}
		if orders.State(o.State) == orders.Paid && in.Kind == ReturnAndRefund {
			return problem.New(problem.Invalid, MsgReturnUnshipped).OnField("kind")
		}
		if in.AmountFen <= 0 || in.AmountFen > left {
			return problem.New(problem.Invalid, fmt.Sprintf(MsgAmount, Yuan(left))).OnField("amount")
		}
		photos, err := buyerPhotos(ctx, c, buyerID, in.Photos)
		if err != nil {
			return err
		}
		no, err := outRefundNo(o.ID)
		if err != nil {
			return err
		}
		r, err := c.RefundRequest.Create().SetOrderID(o.ID).SetBuyerID(buyerID).SetNillableSellerID(o.SellerID).
			SetKind(refundrequest.Kind(in.Kind)).SetReason(in.Reason).SetAmountFen(in.AmountFen).SetDescription(in.Description).
			SetPhotos(photos).SetState(string(Requested)).SetAnswerDueAt(now.Add(s.answerWindow())).SetOutRefundNo(no).
			SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return wrap("create request of order", o.ID, err)
		}
		out = r
		s.tell(ctx, c, r, Request)
		return record(ctx, c, r.ID, Request, None, Requested, &buyerID, fmt.Sprintf("%s ¥%s：%s", kindName(in.Kind), Yuan(in.AmountFen), in.Reason), now)
	})
	return out, err
}

// requestRefusal is why o's buyer may not ask for a refund at now (a
// problem), else what may still be refunded: the one rule Request applies
// before the request's own input (kind, amount), and the one the order's
// page follows to offer 申请退款 (CanRequest).
func (s *Service) requestRefusal(ctx context.Context, c *ent.Client, o *ent.Order, now time.Time) (int64, error) {
	switch st := orders.State(o.State); {
	case st == orders.Completed && o.CompletedAt != nil && !now.Before(o.CompletedAt.Add(s.requestWindow())):
		return 0, problem.New(problem.Conflict, MsgWindowOver)
	case st == orders.Refunded:
		return 0, problem.New(problem.Conflict, MsgOrderRefunded)
	case st != orders.Paid && st != orders.Shipped && st != orders.Completed:
		return 0, problem.New(problem.Conflict, MsgOrderNotPaid)
	}
	open, err := c.RefundRequest.Query().Where(refundrequest.OrderID(o.ID), refundrequest.StateIn(strs(Open)...)).Exist(ctx)
	if err != nil {
		return 0, wrap("read open requests of order", o.ID, err)
	}
	if open {
		return 0, problem.New(problem.Conflict, MsgOpenRequest)
	}
	left, err := s.Refundable(ctx, c, o)
	if err != nil {
		return 0, err
	}
	if left <= 0 {
		return 0, problem.New(problem.Conflict, MsgOrderRefunded)
	}
	return left, nil
}

// CanRequest says whether viewerID may ask for a refund of o now: its
// buyer, and no refusal of Request's own (window, state, an open request,
// nothing left to refund). The order's page offers 申请退款 by it, so the
// client copies none of these rules.
func (s *Service) CanRequest(ctx context.Context, c *ent.Client, viewerID int, o *ent.Order) (bool, error) {
	if orders.RoleOf(viewerID, o) != orders.Buyer {
		return false, nil
	}
	// Its buyer is asking: read the order's requests and refunds as Request does.
	_, err := s.requestRefusal(privacy.DecisionContext(ctx, privacy.Allow), c, o, s.now())
	var p *problem.Error
	if errors.As(err, &p) {
		return false, nil
	}
	return err == nil, err
}

// Refundable is what may still be refunded of o: what was paid less the
// refunds granted so far.
func (s *Service) Refundable(ctx context.Context, c *ent.Client, o *ent.Order) (int64, error) {
	done, err := ledger.Refunded(ctx, c, o)
	return o.TotalFen - done, err
}

// outRefundNo is a request's out_refund_no, kept for life: the order's
// number, then random letters (64 characters at most).
func outRefundNo(orderID int) (string, error) {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("refunds: out_refund_no: %w", err)
	}
	return fmt.Sprintf("RR%d%s", nodeid.Number(orderID), hex.EncodeToString(b)), nil
}

func kindName(k string) string {
	if k == ReturnAndRefund {
		return "退货退款"
	}
	return "仅退款"
}

// Yuan is fen in yuan with two decimals (12800.00).
func Yuan(fen int64) string { return fmt.Sprintf("%d.%02d", fen/100, fen%100) }

func strs(states []State) []string {
	out := make([]string, len(states))
	for i, s := range states {
		out[i] = string(s)
	}
	return out
}

// record writes one line of the timeline.
func record(ctx context.Context, c *ent.Client, id int, a Action, from, to State, actorID *int, detail string, at time.Time) error {
	err := c.RefundEvent.Create().SetRefundID(id).SetAction(string(a)).SetFromState(string(from)).SetToState(string(to)).
		SetActor(string(ActorOf(a))).SetNillableActorID(actorID).SetDetail(detail).SetCreatedAt(at).Exec(ctx)
	return wrap("record "+string(a)+" of", id, err)
}

// move applies a to r read before, on condition its state did not change
// meanwhile (of two concurrent moves one wins, the other is refused), and
// records it; extra sets the move's own fields.
func (s *Service) move(ctx context.Context, c *ent.Client, r *ent.RefundRequest, a Action, actorID *int, detail string, extra func(*ent.RefundRequestUpdate)) (*ent.RefundRequest, error) {
	from := State(r.State)
	to, ok := Next(from, a)
	if !ok {
		return nil, problem.New(problem.Conflict, refusal(from, a))
	}
	now := s.now()
	u := c.RefundRequest.Update().Where(refundrequest.ID(r.ID), refundrequest.State(string(from))).SetState(string(to)).SetUpdatedAt(now)
	if extra != nil {
		extra(u)
	}
	n, err := u.Save(ctx)
	if err != nil {
		return nil, wrap(string(a), r.ID, err)
	}
	if n == 0 {
		return nil, problem.New(problem.Conflict, MsgStale)
	}
	if err := record(ctx, c, r.ID, a, from, to, actorID, detail, now); err != nil {
		return nil, err
	}
	out, err := c.RefundRequest.Get(ctx, r.ID)
	if err != nil {
		return nil, wrap("read", r.ID, err)
	}
	s.tell(ctx, c, out, a)
	return out, nil
}

// act runs fn on request id of memberID in the part as, in a transaction
// holding the request's order: anyone else's request is not found.
func (s *Service) act(ctx context.Context, c *ent.Client, memberID, id int, as Actor, fn func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error)) (*ent.RefundRequest, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	r, err := Visible(ctx, c, memberID, id)
	if err != nil {
		return nil, err
	}
	var out *ent.RefundRequest
	err = db.WithLock(ctx, c, lockOrder(r.OrderID), func(ctx context.Context, c *ent.Client) error {
		r, err := c.RefundRequest.Get(ctx, id)
		if err != nil {
			return wrap("read", id, err)
		}
		if RoleOf(memberID, r) != as {
			if as == Seller {
				return problem.New(problem.Forbidden, MsgNotSeller)
			}
			return problem.New(problem.Forbidden, MsgNotBuyer)
		}
		out, err = fn(ctx, c, r)
		return err
	})
	return fresh(ctx, c, out, err)
}

// Visible reads request id for viewerID, its buyer or its seller; anyone
// else gets the answer of an unknown id.
func Visible(ctx context.Context, c *ent.Client, viewerID, id int) (*ent.RefundRequest, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	r, err := c.RefundRequest.Query().Where(refundrequest.ID(id),
		refundrequest.Or(refundrequest.BuyerID(viewerID), refundrequest.SellerID(viewerID))).Only(ctx)
	if ent.IsNotFound(err) || viewerID == 0 {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return r, wrap("read", id, err)
}

// RoleOf is viewerID's part in r, the one they have in its order: Buyer,
// Seller, or "" for anyone else (the two tables name the parties alike).
func RoleOf(viewerID int, r *ent.RefundRequest) Actor {
	if r == nil {
		return ""
	}
	return Actor(orders.Party(viewerID, r.BuyerID, r.SellerID))
}

// AllowedActions are the moves viewer may make next on r: the table's
// moves out of its state for the viewer's parts, the agreement of r's kind.
// Its buyer and seller act as such only; an operator who is neither acts
// by their roles: an arbiter decides, finance settles by hand, and the
// role that ships the platform's goods answers as the seller of a request
// on a platform order (one without a seller).
func AllowedActions(viewer *ent.Member, r *ent.RefundRequest) []Action {
	if viewer == nil || r == nil {
		return nil
	}
	as := operatorParts(viewer, r)
	if role := RoleOf(viewer.ID, r); role != "" {
		as = []Actor{role}
	}
	skip := AgreeReturn
	if r.Kind == refundrequest.KindRETURN_AND_REFUND {
		skip = Agree
	}
	var out []Action
	for _, a := range Allowed(State(r.State), as...) {
		if a != skip {
			out = append(out, a)
		}
	}
	return out
}

// operatorParts are the parts viewer's roles give them in r.
func operatorParts(viewer *ent.Member, r *ent.RefundRequest) []Actor {
	held := roles.FromStrings(viewer.Roles)
	var as []Actor
	for part, name := range map[Actor]roles.Name{Arbiter: roles.Arbiter, Finance: roles.Finance} {
		if held.Has(name) {
			as = append(as, part)
		}
	}
	if r.SellerID == nil && held.Has(orders.ShipRole) {
		as = append(as, Seller)
	}
	return as
}

// agreement is the agreement of r's kind by the seller, or by the seller's
// silence.
func agreement(r *ent.RefundRequest, auto bool) Action {
	switch {
	case r.Kind == refundrequest.KindRETURN_AND_REFUND && auto:
		return AutoAgreeReturn
	case r.Kind == refundrequest.KindRETURN_AND_REFUND:
		return AgreeReturn
	case auto:
		return AutoAgree
	}
	return Agree
}

// Agree is the seller's agreement: a refund only is paid at once; a return
// waits for the parcel.
func (s *Service) Agree(ctx context.Context, c *ent.Client, sellerID, id int) (*ent.RefundRequest, error) {
	return s.act(ctx, c, sellerID, id, Seller, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		return s.agree(ctx, c, r, agreement(r, false), &sellerID)
	})
}

func (s *Service) agree(ctx context.Context, c *ent.Client, r *ent.RefundRequest, a Action, actorID *int) (*ent.RefundRequest, error) {
	r, err := s.move(ctx, c, r, a, actorID, "", nil)
	if err != nil || State(r.State) != Refunding {
		return r, err
	}
	return s.pay(ctx, c, r, r.AmountFen)
}

// Refuse is the seller's refusal, with a reason the buyer reads.
func (s *Service) Refuse(ctx context.Context, c *ent.Client, sellerID, id int, reason string) (*ent.RefundRequest, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > DescriptionMax {
		return nil, problem.New(problem.Invalid, MsgRefuseReason).OnField("reason")
	}
	return s.act(ctx, c, sellerID, id, Seller, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		return s.move(ctx, c, r, Refuse, &sellerID, reason, func(u *ent.RefundRequestUpdate) { u.SetRefuseReason(reason) })
	})
}

// Cancel is the buyer's withdrawal of their request (before the money moves).
func (s *Service) Cancel(ctx context.Context, c *ent.Client, buyerID, id int) (*ent.RefundRequest, error) {
	return s.act(ctx, c, buyerID, id, Buyer, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		return s.move(ctx, c, r, Cancel, &buyerID, "", nil)
	})
}

// ShipBack is the buyer's parcel sent back for a return: the carrier and
// tracking number; the seller's silence confirms it after ReturnWindow.
func (s *Service) ShipBack(ctx context.Context, c *ent.Client, buyerID, id int, carrier, tracking string) (*ent.RefundRequest, error) {
	tracking, err := orders.CheckShipment(carrier, tracking)
	if err != nil {
		return nil, err
	}
	return s.act(ctx, c, buyerID, id, Buyer, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		due := s.now().Add(s.returnWindow())
		return s.move(ctx, c, r, ShipBack, &buyerID, orders.CarrierName(carrier)+" "+tracking, func(u *ent.RefundRequestUpdate) {
			u.SetReturnCarrier(carrier).SetReturnTracking(tracking).SetReturnDueAt(due)
		})
	})
}

// ConfirmReturn is the seller's word that the parcel came back: the refund
// is paid.
func (s *Service) ConfirmReturn(ctx context.Context, c *ent.Client, sellerID, id int) (*ent.RefundRequest, error) {
	return s.act(ctx, c, sellerID, id, Seller, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		return s.confirmReturn(ctx, c, r, ConfirmReturn, &sellerID)
	})
}

func (s *Service) confirmReturn(ctx context.Context, c *ent.Client, r *ent.RefundRequest, a Action, actorID *int) (*ent.RefundRequest, error) {
	r, err := s.move(ctx, c, r, a, actorID, "", nil)
	if err != nil {
		return nil, err
	}
	return s.pay(ctx, c, r, r.AmountFen)
}

// Escalate is the buyer's appeal of a refusal to the platform's arbiters.
func (s *Service) Escalate(ctx context.Context, c *ent.Client, buyerID, id int) (*ent.RefundRequest, error) {
	return s.act(ctx, c, buyerID, id, Buyer, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		return s.move(ctx, c, r, Escalate, &buyerID, "", nil)
	})
}

// pay grants fen of r (in the order's lock, r just moved to REFUNDING):
// posted to the ledger (refused when over what was paid less earlier
// refunds: the move rolls back with it), recorded as the order's refund
// under r's out_refund_no (PENDING: the intent), and sent to WeChat Pay once
// that commits, outside any transaction (sendAfterCommit). A provider that
// cannot be reached leaves it 退款中 for the job to send again, under the
// same out_refund_no (the buyer is never paid twice).
func (s *Service) pay(ctx context.Context, c *ent.Client, r *ent.RefundRequest, fen int64) (*ent.RefundRequest, error) {
	o, err := c.Order.Get(ctx, r.OrderID)
	if err != nil {
		return nil, wrap("read order of", r.ID, err)
	}
	now := s.now()
	if _, err := ledger.PostRefund(ctx, c, o, "rr:"+r.OutRefundNo, &r.ID, fen, now); err != nil {
		return nil, err
	}
	if err := c.RefundRequest.UpdateOneID(r.ID).SetRefundFen(fen).SetUpdatedAt(now).Exec(ctx); err != nil {
		return nil, wrap("keep refund amount of", r.ID, err)
	}
	if o.TransactionID == nil || o.PaidOutTradeNo == nil {
		return nil, fmt.Errorf("refunds: order %d of request %d has no payment", o.ID, r.ID)
	}
	err = c.PaymentRefund.Create().SetOrderID(o.ID).SetOutTradeNo(*o.PaidOutTradeNo).SetOutRefundNo(r.OutRefundNo).
		SetTransactionID(*o.TransactionID).SetRefundFen(fen).SetTotalFen(o.TotalFen).SetReason(r.Reason).
		SetCreatedAt(now).SetUpdatedAt(now).Exec(ctx)
	if err != nil {
		return nil, wrap("record refund of", r.ID, err)
	}
	s.sendAfterCommit(ctx, o.ID, r.OutRefundNo)
	out, err := c.RefundRequest.Get(ctx, r.ID)
	return out, wrap("read", r.ID, err)
}

// sendAfterCommit has WeChat Pay pay the refund outRefundNo of order
// orderID once the transaction ctx carries (the one that recorded it)
// commits, never when it rolls back: the call runs outside any
// transaction, so a slow or hanging provider holds no lock and no
// connection (the exception to "one request, one transaction" of
// graph/gqlserver/tx.go, @providerCall), and its answer is recorded in a
// short transaction of its own. A provider that cannot be reached is
// logged and leaves the refund PENDING (退款中) for the job, which sends it
// again under the same out_refund_no.
func (s *Service) sendAfterCommit(ctx context.Context, orderID int, outRefundNo string) {
	db.AfterCommit(ctx, func(ctx context.Context) {
		if err := s.sendNow(ctx, orderID, outRefundNo); err != nil {
			s.log().WarnContext(ctx, "refunds: refund not sent, the job retries", "out_refund_no", outRefundNo, "err", err)
		}
	})
}

// sendNow, outside any transaction, sends the refund outRefundNo of order
// orderID to WeChat Pay when it has not taken it (PENDING, or unknown to
// it), else asks about it, and records the answer in the order's lock (a
// replayed answer changes nothing).
func (s *Service) sendNow(ctx context.Context, orderID int, outRefundNo string) error {
	if s.Pay == nil || s.Orders == nil {
		return nil
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	pr, err := s.Client.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(outRefundNo)).Only(ctx)
	if err != nil {
		return wrap("read refund "+outRefundNo, 0, err)
	}
	refund := func() (wechatpay.Refund, error) {
		return s.Pay.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: pr.OutTradeNo, OutRefundNo: pr.OutRefundNo,
			Reason: pr.Reason, RefundFen: pr.RefundFen, TotalFen: pr.TotalFen})
	}
	var res wechatpay.Refund
	if pr.Status == paymentrefund.StatusPENDING {
		res, err = refund()
	} else if res, err = s.Pay.QueryRefund(ctx, outRefundNo); errors.Is(err, wechatpay.ErrNotFound) {
		res, err = refund()
	}
	if err != nil {
		return err
	}
	return db.WithLock(ctx, s.Client, lockOrder(orderID), func(ctx context.Context, c *ent.Client) error {
		return s.Orders.ApplyRefund(ctx, c, res)
	})
}

// fresh reads r again after the transaction that moved it: a refund sent
// after its commit may have moved it on (退款成功).
func fresh(ctx context.Context, c *ent.Client, r *ent.RefundRequest, err error) (*ent.RefundRequest, error) {
	if err != nil || r == nil || State(r.State) != Refunding {
		return r, err
	}
	out, err := c.RefundRequest.Get(privacy.DecisionContext(ctx, privacy.Allow), r.ID)
	return out, wrap("read", r.ID, err)
}

// Applied follows WeChat Pay's word on a refund (orders.Service's
// RefundApplied, in the transaction that recorded it): a request being
// refunded succeeds or is abnormal once; replays and the automatic refunds
// of orders change nothing here.
func (s *Service) Applied(ctx context.Context, c *ent.Client, res wechatpay.Refund) error {
	var a Action
	switch res.Status {
	case wechatpay.RefundSuccess:
		a = Succeed
	case wechatpay.RefundAbnormal, wechatpay.RefundClosed:
		a = Fail
	default:
		return nil
	}
	r, err := c.RefundRequest.Query().Where(refundrequest.OutRefundNo(res.OutRefundNo)).Only(privacy.DecisionContext(ctx, privacy.Allow))
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return wrap("read refund "+res.OutRefundNo, 0, err)
	}
	if err := c.RefundRequest.UpdateOneID(r.ID).SetProviderStatus(string(res.Status)).Exec(ctx); err != nil {
		return wrap("keep provider status of", r.ID, err)
	}
	if State(r.State) != Refunding {
		return nil
	}
	r, err = s.move(ctx, c, r, a, nil, res.RefundID, nil)
	if p := problem.As(err); p != nil && p.Message == MsgStale {
		return nil // a concurrent report moved it
	}
	if err != nil || a != Succeed {
		return err
	}
	return s.closeOrder(ctx, c, r)
}

// closeOrder moves r's order to 已退款 once its refunds paid back all that
// was paid (a partial refund leaves the order as it is: Order.refundedFen
// shows it). The goods came back when the order was never shipped, or when
// r was a return whose parcel the seller (or the seller's silence)
// confirmed: a request reaches REFUNDING from RETURN_SHIPPED only so.
func (s *Service) closeOrder(ctx context.Context, c *ent.Client, r *ent.RefundRequest) error {
	if s.Orders == nil {
		return nil
	}
	o, err := c.Order.Get(ctx, r.OrderID)
	if err != nil {
		return wrap("read order of", r.ID, err)
	}
	left, err := s.Refundable(ctx, c, o)
	if err != nil || left > 0 {
		return err
	}
	if _, ok := orders.Next(orders.State(o.State), orders.Refund); !ok {
		return nil // closed before (a replayed report)
	}
	back := orders.State(o.State) == orders.Paid || (r.Kind == refundrequest.KindRETURN_AND_REFUND && r.ReturnTracking != "")
	_, err = s.Orders.Refunded(ctx, c, o, back, "¥"+Yuan(o.TotalFen))
	return err
}

// Timeline is request id's moves, oldest first.
func Timeline(ctx context.Context, c *ent.Client, id int) ([]*ent.RefundEvent, error) {
	ev, err := c.RefundEvent.Query().Where(refundevent.RefundID(id)).Order(ent.Asc(refundevent.FieldCreatedAt), ent.Asc(refundevent.FieldID)).
		All(privacy.DecisionContext(ctx, privacy.Allow))
	return ev, wrap("read timeline of", id, err)
}
