package orders

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/member"
	"artmarket/ent/order"
	"artmarket/ent/paymentanomaly"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/db"
	"artmarket/server/providers/wechatpay"
)

// Channel is where the buyer pays (spec §6 Channel).
type Channel string

// The channels.
const (
	ChannelWeChat Channel = "WECHAT" // inside WeChat: JSAPI
	ChannelH5     Channel = "H5"     // a mobile browser: H5 (MWEB)
	ChannelPC     Channel = "PC"     // a desktop browser: Native QR
)

// tradeTypes is the trade type of each channel.
var tradeTypes = map[Channel]wechatpay.TradeType{
	ChannelWeChat: wechatpay.TradeJSAPI, ChannelH5: wechatpay.TradeH5, ChannelPC: wechatpay.TradeNative,
}

// FieldOpenID is the field of the refusal that asks for the member's openid
// of the official account (the client starts spec §7's openid flow).
const FieldOpenID = "wechatOpenID"

// PaymentStart is what the pay page does next.
type PaymentStart struct {
	TradeType  wechatpay.TradeType
	OutTradeNo string
	CodeURL    string                 // NATIVE
	H5URL      string                 // MWEB, redirect_url included
	JSAPI      *wechatpay.JSAPIParams // JSAPI
	ExpiresAt  time.Time
	// In the sandbox only: the simulator's page a phone would show after
	// scanning CodeURL, and its WeixinJSBridge script for JSAPI.
	SandboxScanURL  string
	BridgeScriptURL string
}

// sandboxPages is what the sandbox's WeChat Pay client also tells the pay
// page (wechatpay.Client answers "" for both with real credentials).
type sandboxPages interface {
	SandboxScanURL(codeURL string) string
	BridgeScriptURL() string
}

// CallbackPath is the public page an H5 payment returns to.
const CallbackPath = "/wechat-pay-callback"

// StartPayment starts a WeChat Pay attempt of buyerID's unpaid order id on
// channel's trade type, with its own out_trade_no and time_expire at the end
// of the stock hold. An earlier open attempt is closed at the provider
// first; one paid meanwhile is applied instead, and the order comes back
// paid with no new attempt (start nil).
//
// WeChat Pay is called outside any transaction (the mutation is
// @providerCall: graph/gqlserver/tx.go), between short ones: the checks
// and the open attempts read; the closes at the provider, then recorded
// (closeAtProvider); the new attempt recorded OPEN under its out_trade_no
// (the intent), on condition the order is still payable and no other
// attempt was opened meanwhile (else MsgStale); the prepay; its answer
// kept. A prepay WeChat Pay does not answer is refused MsgPayUnavailable
// and leaves the attempt open without a code (the documented retryable
// state): the next start or cancel closes it at the provider, or the
// auto-cancel does.
func (s *Service) StartPayment(ctx context.Context, c *ent.Client, buyerID, id int, channel Channel, clientIP string) (start *PaymentStart, out *ent.Order, err error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	tt, ok := tradeTypes[channel]
	if !ok {
		return nil, nil, problem.New(problem.Invalid, MsgChannel).OnField("channel")
	}
	var open []*ent.PaymentAttempt
	err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		o, _, err := s.payable(ctx, c, buyerID, id, tt)
		if err != nil {
			return err
		}
		open, err = openAttempts(ctx, c, o.ID)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	paid, err := s.closeAtProvider(ctx, c, open)
	if err != nil {
		return nil, nil, err
	}
	if paid {
		out, err = c.Order.Get(ctx, id)
		return nil, out, wrap("read", id, err)
	}
	var (
		o      *ent.Order
		a      *ent.PaymentAttempt
		openid string
	)
	err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		if o, openid, err = s.payable(ctx, c, buyerID, id, tt); err != nil {
			return err
		}
		if other, err := openAttempts(ctx, c, o.ID); err != nil || len(other) > 0 {
			if err != nil {
				return err
			}
			return problem.New(problem.Conflict, MsgStale)
		}
		no, err := outTradeNo(o.ID)
		if err != nil {
			return err
		}
		now := s.now()
		a, err = c.PaymentAttempt.Create().SetOrderID(o.ID).SetOutTradeNo(no).SetChannel(paymentattempt.Channel(channel)).
			SetTradeType(string(tt)).SetAmountFen(o.TotalFen).SetExpiresAt(o.ExpiresAt).SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		return wrap("create payment attempt of", o.ID, err)
	})
	if err != nil {
		return nil, nil, err
	}
	res, err := s.Pay.Prepay(ctx, wechatpay.PrepayRequest{
		TradeType: tt, OutTradeNo: a.OutTradeNo, Description: description(o), AmountFen: o.TotalFen, ExpireAt: o.ExpiresAt,
		Attach: strconv.Itoa(nodeid.Number(o.ID)), OpenID: openid, ClientIP: clientIP,
	})
	if err != nil {
		return nil, nil, providerError("prepay", o.ID, err)
	}
	start = &PaymentStart{TradeType: tt, OutTradeNo: a.OutTradeNo, CodeURL: res.CodeURL, ExpiresAt: o.ExpiresAt}
	if sb, ok := s.Pay.(sandboxPages); ok {
		start.SandboxScanURL, start.BridgeScriptURL = sb.SandboxScanURL(res.CodeURL), sb.BridgeScriptURL()
	}
	if res.H5URL != "" {
		start.H5URL = res.H5URL + "&redirect_url=" + url.QueryEscape(s.callbackURL(o))
	}
	if tt == wechatpay.TradeJSAPI {
		p, err := s.Pay.JSAPIParams(res.PrepayID)
		if err != nil {
			return nil, nil, providerError("sign jsapi of", o.ID, err)
		}
		start.JSAPI = &p
	}
	if err := c.PaymentAttempt.UpdateOne(a).SetPrepayID(res.PrepayID).SetCodeURL(res.CodeURL).SetH5URL(start.H5URL).Exec(ctx); err != nil {
		return nil, nil, wrap("keep prepay of", o.ID, err)
	}
	return start, o, nil
}

// payable reads buyerID's order id and checks it may be paid now on trade
// type tt, answering the buyer's openid for JSAPI.
func (s *Service) payable(ctx context.Context, c *ent.Client, buyerID, id int, tt wechatpay.TradeType) (*ent.Order, string, error) {
	o, err := own(ctx, c, buyerID, id, Buyer)
	if err != nil {
		return nil, "", err
	}
	if _, ok := Next(State(o.State), Pay); !ok {
		return nil, "", problem.New(problem.Conflict, refusal(State(o.State), Pay))
	}
	if !s.now().Before(o.ExpiresAt) {
		return nil, "", problem.New(problem.Conflict, MsgExpired)
	}
	if s.Pay == nil {
		return nil, "", problem.New(problem.Unavailable, MsgPayUnavailable)
	}
	if tt != wechatpay.TradeJSAPI {
		return o, "", nil
	}
	w, err := c.WeChatIdentity.Query().Where(wechatidentity.AppID(s.Pay.AppID()),
		wechatidentity.HasMemberWith(member.ID(buyerID))).First(ctx)
	if ent.IsNotFound(err) {
		return nil, "", problem.New(problem.Forbidden, MsgOpenIDRequired).OnField(FieldOpenID)
	}
	if err != nil {
		return nil, "", wrap("read openid of buyer", buyerID, err)
	}
	return o, w.Openid, nil
}

// openAttempts are order id's open payment attempts.
func openAttempts(ctx context.Context, c *ent.Client, id int) ([]*ent.PaymentAttempt, error) {
	open, err := c.PaymentAttempt.Query().Where(paymentattempt.OrderID(id), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).All(ctx)
	return open, wrap("read open attempts of", id, err)
}

// closeAtProvider closes the attempts open (read before) at WeChat Pay
// outside any transaction, then records what it said in a short one: the
// attempts closed (or unknown to it) CLOSED, on condition they are still
// open; those paid meanwhile applied (applyTransaction's rules), and paid
// is true. An attempt WeChat Pay did not answer for ends the walk with
// MsgPayUnavailable, what it said of the others recorded.
func (s *Service) closeAtProvider(ctx context.Context, c *ent.Client, open []*ent.PaymentAttempt) (paid bool, err error) {
	if len(open) == 0 {
		return false, nil
	}
	if s.Pay == nil {
		return false, problem.New(problem.Unavailable, MsgPayUnavailable)
	}
	var (
		closed []int
		txs    []wechatpay.Transaction
		perr   error
	)
	for _, a := range open {
		err := s.Pay.Close(ctx, a.OutTradeNo)
		if errors.Is(err, wechatpay.ErrAlreadyPaid) {
			var t wechatpay.Transaction
			if t, err = s.Pay.Query(ctx, a.OutTradeNo); err == nil {
				txs = append(txs, t)
				continue
			}
			perr = providerError("query attempt of", a.OrderID, err)
			break
		}
		if err != nil && !errors.Is(err, wechatpay.ErrNotFound) {
			perr = providerError("close attempt of", a.OrderID, err)
			break
		}
		closed = append(closed, a.ID)
	}
	if len(closed)+len(txs) > 0 {
		err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if len(closed) > 0 {
				if err := c.PaymentAttempt.Update().Where(paymentattempt.IDIn(closed...), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).
					SetStatus(paymentattempt.StatusCLOSED).SetUpdatedAt(s.now()).Exec(ctx); err != nil {
					return wrap("close attempts of", open[0].OrderID, err)
				}
			}
			for _, t := range txs {
				if err := s.applyTransaction(ctx, c, t); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return false, err
		}
	}
	return len(txs) > 0, perr
}

// callbackURL is the page an H5 payment returns to.
func (s *Service) callbackURL(o *ent.Order) string {
	return s.PublicURL + CallbackPath + "?order=" + strconv.Itoa(nodeid.Number(o.ID))
}

// description is what the payer sees: the title, at most 127 bytes.
func description(o *ent.Order) string {
	d := o.Title
	for len(d) > 127 {
		_, size := utf8.DecodeLastRuneInString(d)
		d = d[:len(d)-size]
	}
	return d
}

// outTradeNo is a new attempt's number: the order's, then random letters
// (32 characters at most, unique per attempt).
func outTradeNo(orderID int) (string, error) {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("orders: out_trade_no: %w", err)
	}
	return fmt.Sprintf("AM%d%s", nodeid.Number(orderID), hex.EncodeToString(b)), nil
}

// providerError turns the provider's unavailability into a refusal the
// buyer reads (try again); anything else stays an internal error.
func providerError(op string, id int, err error) error {
	if errors.Is(err, wechatpay.ErrUnavailable) {
		return problem.New(problem.Unavailable, MsgPayUnavailable)
	}
	return fmt.Errorf("orders: %s %d: %w", op, id, err)
}

// closeAttempts closes o's open payment attempts at the provider and marks
// them closed. paid is true when one was paid meanwhile: that payment is
// applied (query, then Apply's rules) and no attempt is left open.
func (s *Service) closeAttempts(ctx context.Context, c *ent.Client, o *ent.Order) (paid bool, err error) {
	open, err := c.PaymentAttempt.Query().Where(paymentattempt.OrderID(o.ID), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).All(ctx)
	if err != nil {
		return false, wrap("read open attempts of", o.ID, err)
	}
	if len(open) > 0 && s.Pay == nil {
		return false, problem.New(problem.Unavailable, MsgPayUnavailable)
	}
	for _, a := range open {
		p, err := s.closeAttempt(ctx, c, a)
		if err != nil {
			return false, err
		}
		paid = paid || p
	}
	return paid, nil
}

// closeAttempt closes the open attempt a at the provider and marks it
// closed; paid is true when it was paid meanwhile, and that payment was
// applied instead (query, then applyTransaction's rules).
func (s *Service) closeAttempt(ctx context.Context, c *ent.Client, a *ent.PaymentAttempt) (paid bool, err error) {
	err = s.Pay.Close(ctx, a.OutTradeNo)
	switch {
	case errors.Is(err, wechatpay.ErrAlreadyPaid):
		t, err := s.Pay.Query(ctx, a.OutTradeNo)
		if err != nil {
			return false, providerError("query attempt of", a.OrderID, err)
		}
		return true, s.applyTransaction(ctx, c, t)
	case errors.Is(err, wechatpay.ErrNotFound), err == nil:
		err := c.PaymentAttempt.Update().Where(paymentattempt.ID(a.ID), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).
			SetStatus(paymentattempt.StatusCLOSED).SetUpdatedAt(s.now()).Exec(ctx)
		return false, wrap("close attempt of", a.OrderID, err)
	}
	return false, providerError("close attempt of", a.OrderID, err)
}

// Apply is the sink of verified WeChat Pay notifications (the provider's
// notify endpoint calls it): a transaction is applied exactly once, a
// refund's outcome recorded. nil means answer success; an error means the
// provider should retry (nothing was changed).
func (s *Service) Apply(ctx context.Context, n wechatpay.Notification) error {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	return db.WithTx(ctx, s.Client, func(ctx context.Context, c *ent.Client) error {
		switch {
		case n.Transaction != nil:
			return s.applyTransaction(ctx, c, *n.Transaction)
		case n.Refund != nil:
			return s.applyRefund(ctx, c, *n.Refund)
		}
		return nil
	})
}

// applyTransaction applies what the provider says of one attempt, in c's
// transaction. Only a success moves anything: exactly once (the attempt
// takes the transaction id on condition it has none; a replay changes
// nothing); ids, amount and currency must match the attempt (else an
// anomaly is recorded and nothing moves); a payment of an order cancelled
// meanwhile, or a second one of a paid order, is refunded and recorded.
func (s *Service) applyTransaction(ctx context.Context, c *ent.Client, t wechatpay.Transaction) error {
	if t.TradeState != wechatpay.StateSuccess {
		return nil
	}
	a, err := c.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(t.OutTradeNo)).Only(ctx)
	if ent.IsNotFound(err) {
		return s.anomaly(ctx, c, paymentanomaly.KindUNKNOWN_ORDER, nil, t, "未知的商户订单号", nil)
	}
	if err != nil {
		return fmt.Errorf("orders: read attempt %q: %w", t.OutTradeNo, err)
	}
	if a.TransactionID != nil && *a.TransactionID == t.TransactionID {
		return nil // a replay: applied before
	}
	if why := s.mismatch(a, t); why != "" {
		return s.anomaly(ctx, c, paymentanomaly.KindMISMATCH, &a.OrderID, t, why, nil)
	}
	now := s.now()
	n, err := c.PaymentAttempt.Update().Where(paymentattempt.ID(a.ID), paymentattempt.TransactionIDIsNil()).
		SetStatus(paymentattempt.StatusPAID).SetTransactionID(t.TransactionID).SetPaidAt(paidAt(t, now)).SetUpdatedAt(now).Save(ctx)
	if err != nil {
		return wrap("mark attempt paid of", a.OrderID, err)
	}
	if n == 0 {
		return nil // a concurrent replay applied it
	}
	o, err := c.Order.Get(ctx, a.OrderID)
	if err != nil {
		return wrap("read", a.OrderID, err)
	}
	switch State(o.State) {
	case PendingPayment:
		at := paidAt(t, now)
		o, err = move(ctx, c, o, Pay, ActorOf(Pay), &o.BuyerID, "微信支付 "+t.TransactionID, now, func(u *ent.OrderUpdate) {
			u.SetPaidAt(at).SetTransactionID(t.TransactionID).SetPaidOutTradeNo(t.OutTradeNo)
		})
		if err != nil {
			return err
		}
		if err := s.post(ctx, c, ledger.Payment(o, t.TransactionID)); err != nil {
			return err
		}
		if err := sold(ctx, c, o); err != nil {
			return err
		}
		return s.tell(ctx, c, o, EventPaid)
	case Cancelled:
		return s.refundAnomaly(ctx, c, paymentanomaly.KindPAID_AFTER_CANCEL, o, t, "订单已取消后收到付款，已自动退款")
	default:
		return s.refundAnomaly(ctx, c, paymentanomaly.KindDOUBLE_PAYMENT, o, t, "订单已由另一笔付款支付，已自动退款")
	}
}

func paidAt(t wechatpay.Transaction, now time.Time) time.Time {
	if t.SuccessTime.IsZero() {
		return now
	}
	return t.SuccessTime.UTC()
}

// mismatch says what of t does not fit the attempt a ("" when all does).
func (s *Service) mismatch(a *ent.PaymentAttempt, t wechatpay.Transaction) string {
	switch {
	case s.Pay != nil && t.AppID != s.Pay.AppID():
		return fmt.Sprintf("appid 不符：%q", t.AppID)
	case s.Pay != nil && t.MchID != s.Pay.MchID():
		return fmt.Sprintf("mchid 不符：%q", t.MchID)
	case t.TotalFen != a.AmountFen:
		return fmt.Sprintf("金额不符：收到 %d 分，应为 %d 分", t.TotalFen, a.AmountFen)
	case t.Currency != "CNY":
		return fmt.Sprintf("币种不符：%q", t.Currency)
	}
	return ""
}

// sold makes a paid original sold: its public work shows 已售 and leaves
// the 在售 filter, the seller's work moves to 已售 (selling's Sell).
func sold(ctx context.Context, c *ent.Client, o *ent.Order) error {
	if o.GoodsKind != order.GoodsKindOriginal {
		return nil
	}
	if err := c.Artwork.Update().Where(artwork.ID(o.ArtworkID), artwork.StatusIn(artwork.StatusReserved, artwork.StatusAvailable)).
		SetStatus(artwork.StatusSold).Exec(ctx); err != nil {
		return wrap("mark artwork sold of", o.ID, err)
	}
	if o.SubmissionID == nil {
		return nil
	}
	return wrap("mark work sold of", o.ID, selling.MarkSold(ctx, c, *o.SubmissionID))
}

// anomaly records a payment that did not fit, once per transaction and kind.
func (s *Service) anomaly(ctx context.Context, c *ent.Client, kind paymentanomaly.Kind, orderID *int, t wechatpay.Transaction, detail string, refundNo *string) error {
	exists, err := c.PaymentAnomaly.Query().Where(paymentanomaly.TransactionID(t.TransactionID), paymentanomaly.KindEQ(kind)).Exist(ctx)
	if err != nil || exists {
		return wrap("read anomaly of", 0, err)
	}
	s.log().WarnContext(ctx, "orders: payment anomaly", "kind", kind, "out_trade_no", t.OutTradeNo, "transaction_id", t.TransactionID, "detail", detail)
	err = c.PaymentAnomaly.Create().SetKind(kind).SetNillableOrderID(orderID).SetOutTradeNo(t.OutTradeNo).
		SetTransactionID(t.TransactionID).SetAmountFen(t.TotalFen).SetDetail(detail).SetNillableOutRefundNo(refundNo).
		SetCreatedAt(s.now()).Exec(ctx)
	return wrap("record anomaly of", 0, err)
}

// post writes a ledger entry in c's transaction (a replay posts nothing).
func (s *Service) post(ctx context.Context, c *ent.Client, e ledger.Entry) error {
	_, err := ledger.Post(ctx, c, e, s.now())
	return err
}

// refundAnomaly refunds t in full (out_refund_no derived from the attempt,
// so a retry is the same refund) and records the anomaly with it.
func (s *Service) refundAnomaly(ctx context.Context, c *ent.Client, kind paymentanomaly.Kind, o *ent.Order, t wechatpay.Transaction, detail string) error {
	no := "RF" + t.OutTradeNo
	exists, err := c.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(no)).Exist(ctx)
	if err != nil {
		return wrap("read refund of", o.ID, err)
	}
	now := s.now()
	if !exists {
		if s.Pay == nil {
			return fmt.Errorf("orders: refund of order %d: no payment provider", o.ID)
		}
		r, err := s.Pay.Refund(ctx, wechatpay.RefundRequest{
			OutTradeNo: t.OutTradeNo, OutRefundNo: no, Reason: detail, RefundFen: t.TotalFen, TotalFen: t.TotalFen,
		})
		if err != nil {
			return fmt.Errorf("orders: refund of order %d: %w", o.ID, err)
		}
		status := paymentrefund.StatusPROCESSING
		if r.Status != "" {
			status = paymentrefund.Status(r.Status)
		}
		if err := c.PaymentRefund.Create().SetOrderID(o.ID).SetOutTradeNo(t.OutTradeNo).SetOutRefundNo(no).
			SetTransactionID(t.TransactionID).SetRefundFen(t.TotalFen).SetTotalFen(t.TotalFen).SetReason(detail).
			SetStatus(status).SetRefundID(r.RefundID).SetCreatedAt(now).SetUpdatedAt(now).Exec(ctx); err != nil {
			return wrap("record refund of", o.ID, err)
		}
		if err := s.post(ctx, c, ledger.PaymentReturned(o.ID, o.BuyerID, t.TransactionID, t.TotalFen)); err != nil {
			return err
		}
		if status == paymentrefund.StatusSUCCESS {
			if err := s.post(ctx, c, ledger.RefundPaid(o.ID, o.BuyerID, no, t.TotalFen)); err != nil {
				return err
			}
		}
	}
	return s.anomaly(ctx, c, kind, &o.ID, t, detail, &no)
}

// applyRefund records what the provider says of one of our refunds; a
// refund reported paid leaves the ledger once (the status moves to SUCCESS
// on condition it is not yet, and the entry's key is the out_refund_no).
func (s *Service) applyRefund(ctx context.Context, c *ent.Client, r wechatpay.Refund) error {
	if r.Status == "" {
		return nil
	}
	n, err := c.PaymentRefund.Update().Where(paymentrefund.OutRefundNo(r.OutRefundNo), paymentrefund.StatusNEQ(paymentrefund.StatusSUCCESS)).
		SetStatus(paymentrefund.Status(r.Status)).SetRefundID(r.RefundID).SetUpdatedAt(s.now()).Save(ctx)
	if err != nil || n == 0 {
		return wrap("record refund outcome", 0, err)
	}
	if r.Status == wechatpay.RefundSuccess {
		pr, err := c.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(r.OutRefundNo)).WithOrder().Only(ctx)
		if err != nil {
			return wrap("read refund", 0, err)
		}
		if err := s.post(ctx, c, ledger.RefundPaid(pr.OrderID, pr.Edges.Order.BuyerID, pr.OutRefundNo, pr.RefundFen)); err != nil {
			return err
		}
	}
	if s.RefundApplied != nil {
		return s.RefundApplied(ctx, c, r)
	}
	return nil
}

// ApplyRefund records what the provider says of one of our refunds (a
// refund call's answer, a query's) in c's transaction, as a notification
// of it would.
func (s *Service) ApplyRefund(ctx context.Context, c *ent.Client, r wechatpay.Refund) error {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	return db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error { return s.applyRefund(ctx, c, r) })
}

// Sync asks the provider about viewerID's order id's open attempts and
// applies what it says (the /wechat-pay-callback page: the return itself is
// never trusted). WeChat Pay is asked outside any transaction (the
// mutation is @providerCall: graph/gqlserver/tx.go): the open attempts are
// read, queried, and what WeChat Pay said recorded in a short transaction
// (a payment applied by applyTransaction's rules, an attempt that can pay
// no more closed); attempts past their end are then closed at the provider
// (closeAtProvider). A query WeChat Pay does not answer is refused
// MsgPayUnavailable, what it said of the others recorded.
func (s *Service) Sync(ctx context.Context, c *ent.Client, viewerID, id int) (*ent.Order, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var open []*ent.PaymentAttempt
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		o, err := Visible(ctx, c, viewerID, id)
		if err != nil || State(o.State) != PendingPayment || s.Pay == nil {
			return err
		}
		open, err = openAttempts(ctx, c, o.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	var (
		txs     []wechatpay.Transaction
		ended   []int
		expired []*ent.PaymentAttempt
		perr    error
	)
	for _, a := range open {
		t, err := s.Pay.Query(ctx, a.OutTradeNo)
		if errors.Is(err, wechatpay.ErrNotFound) {
			continue
		}
		if err != nil {
			perr = providerError("query attempt of", id, err)
			break
		}
		txs = append(txs, t)
		switch t.TradeState {
		case wechatpay.StateClosed, wechatpay.StateRevoked, wechatpay.StatePayError:
			ended = append(ended, a.ID) // it can pay no more: stop asking about it
		case wechatpay.StateNotPay, wechatpay.StateUserPaying:
			if !s.now().Before(a.ExpiresAt) {
				expired = append(expired, a) // past its end: closed at the provider too
			}
		}
	}
	if len(txs) > 0 {
		if err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			for _, t := range txs {
				if err := s.applyTransaction(ctx, c, t); err != nil {
					return err
				}
			}
			if len(ended) == 0 {
				return nil
			}
			return wrap("close attempts of", id, c.PaymentAttempt.Update().Where(paymentattempt.IDIn(ended...),
				paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).SetStatus(paymentattempt.StatusCLOSED).SetUpdatedAt(s.now()).Exec(ctx))
		}); err != nil {
			return nil, err
		}
	}
	if perr != nil {
		return nil, perr
	}
	if _, err := s.closeAtProvider(ctx, c, expired); err != nil {
		return nil, err
	}
	out, err := c.Order.Get(ctx, id)
	return out, wrap("read", id, err)
}

// syncOrder queries the provider for each open attempt of order id and
// applies the payments it reports.
func (s *Service) syncOrder(ctx context.Context, c *ent.Client, id int) error {
	open, err := c.PaymentAttempt.Query().Where(paymentattempt.OrderID(id), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).All(ctx)
	if err != nil {
		return wrap("read open attempts of", id, err)
	}
	for _, a := range open {
		t, err := s.Pay.Query(ctx, a.OutTradeNo)
		if errors.Is(err, wechatpay.ErrNotFound) {
			continue
		}
		if err != nil {
			return providerError("query attempt of", id, err)
		}
		if err := s.applyTransaction(ctx, c, t); err != nil {
			return err
		}
		switch t.TradeState {
		case wechatpay.StateClosed, wechatpay.StateRevoked, wechatpay.StatePayError:
			// The attempt can pay no more: stop asking about it.
			if err := c.PaymentAttempt.Update().Where(paymentattempt.ID(a.ID), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).
				SetStatus(paymentattempt.StatusCLOSED).SetUpdatedAt(s.now()).Exec(ctx); err != nil {
				return wrap("close attempt of", id, err)
			}
		case wechatpay.StateNotPay, wechatpay.StateUserPaying:
			if s.now().Before(a.ExpiresAt) {
				continue // the payer may still pay
			}
			// Past its end: closed at the provider too (a payment that got
			// through meanwhile is applied instead).
			if _, err := s.closeAttempt(ctx, c, a); err != nil {
				return err
			}
		}
	}
	return nil
}
