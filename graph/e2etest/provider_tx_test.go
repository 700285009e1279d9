package e2etest_test

// The mutations that call WeChat Pay (@providerCall: agreeRefund,
// confirmRefundReturn, grantRefund, answerPlatformRefund,
// runReconciliation) run in no request transaction (graph/gqlserver/tx.go):
// while the provider hangs, an unrelated write of another member goes
// through at once and the rows the call is about are not locked; a provider
// that fails leaves the documented retryable state (退款中 for the job, the
// day 待对账); such a field sent with another is refused, nothing run.

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/privacy"
	"artmarket/ent/reconday"
	"artmarket/ent/refundrequest"
	"artmarket/graph/gqlserver"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/reconcile"
	"artmarket/server/platform/db"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaytest"
	"artmarket/server/web/apptest"
)

// hold makes the first call of pay whose name starts with prefix hang until
// the test lets it go (with the error it answers) or the test ends; it
// answers the held call's name on calls.
type hold struct {
	calls   chan string
	release chan error
}

func holdFirst(t *testing.T, pay *wechatpaytest.Fake, prefix string) *hold {
	h := &hold{calls: make(chan string, 1), release: make(chan error, 1)}
	stop := make(chan struct{})
	var once sync.Once
	pay.Hold = func(ctx context.Context, call string) error {
		first := false
		if strings.HasPrefix(call, prefix) {
			once.Do(func() { first = true })
		}
		if !first {
			return nil
		}
		h.calls <- call
		select {
		case err := <-h.release:
			return err
		case <-stop:
			return wechatpay.ErrUnavailable
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	t.Cleanup(func() { close(stop) })
	return h
}

// entered waits until the held call is in flight and answers its name.
func (h *hold) entered(t *testing.T) string {
	t.Helper()
	select {
	case c := <-h.calls:
		return c
	case <-time.After(30 * time.Second):
		t.Fatal("WeChat Pay was never called")
		return ""
	}
}

// promptly runs fn, which must be done within seconds while WeChat Pay
// hangs (on SQLite a write waits for the write lock up to its 10 s busy
// timeout, on PostgreSQL a row lock without end).
func promptly(t *testing.T, what string, fn func(ctx context.Context) error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- fn(ctx) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%s while WeChat Pay hangs: %v", what, err)
		}
	case <-time.After(8 * time.Second):
		t.Fatalf("%s waited for WeChat Pay", what)
	}
}

// sent is one GraphQL answer from another goroutine.
type sent struct {
	reply apptest.GQLReply
	body  string
}

func sendAsync(h http.Handler, token, query string, vars map[string]any) <-chan sent {
	out := make(chan sent, 1)
	go func() {
		_, r, body := apptest.Send(h, token, query, vars)
		out <- sent{r, body}
	}()
	return out
}

func await(t *testing.T, ch <-chan sent) sent {
	t.Helper()
	select {
	case s := <-ch:
		return s
	case <-time.After(30 * time.Second):
		t.Fatal("the mutation never answered")
		return sent{}
	}
}

// saveAddress is the unrelated write: another member saves an address.
func saveAddress(e *env, token string) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		_, r, body := apptest.Send(e.Handler, token, createAddress, map[string]any{"input": addressInput("王五")})
		if len(r.Errors) > 0 || !strings.Contains(string(r.Data["createAddress"]), `"recipient":"王五"`) {
			return errorString("createAddress: " + body)
		}
		return nil
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

// lockRow takes row's lock (FOR UPDATE on PostgreSQL, the write lock on
// SQLite) in a transaction of its own, and lets it go.
func lockRow(c *ent.Client, lock db.Lock) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		return db.WithLock(privacy.DecisionContext(ctx, privacy.Allow), c, lock, func(context.Context, *ent.Client) error { return nil })
	}
}

const startPayment = `mutation($in: StartPaymentInput!) { startPayment(input: $in) { userErrors { field message code } payment { outTradeNo } } }`

// lockOrder takes order id's row lock and lets it go.
func lockOrder(c *ent.Client, id int) func(ctx context.Context) error {
	return lockRow(c, func(ctx context.Context, c *ent.Client) error {
		_, err := c.Order.Query().Where(order.ID(id)).Modify(db.ForUpdate).Only(ctx)
		return err
	})
}

const agreeRefund = `mutation($in: RefundIDInput!) { agreeRefund(input: $in) { userErrors { field message code } refund { ` + refundFields + ` } } }`

func TestProviderCallHoldsNoTransaction(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		t.Run("agreeRefund", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			buyer, other := e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile())
			seller, o := e.paidOrder(buyer)
			q := e.requested(buyer, o)
			h := holdFirst(t, e.Pay, "refund ")
			answer := sendAsync(e.Handler, seller.Token, agreeRefund, map[string]any{"in": map[string]any{"refundID": q.ID}})
			no := strings.TrimPrefix(h.entered(t), "refund ")
			promptly(t, "another member saving an address", saveAddress(e, other.Token))
			// The intent was committed before the call: the request is 退款中
			// and its refund recorded PENDING, for anyone to read, and the
			// order's row is free.
			rr, err := e.Client.RefundRequest.Query().Where(refundrequest.OutRefundNo(no)).Only(ctx)
			if err != nil {
				t.Fatalf("the request while WeChat Pay is called: %v", err)
			}
			pr, err := e.Client.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(no)).Only(ctx)
			if err != nil || pr.Status != paymentrefund.StatusPENDING || rr.State != "REFUNDING" {
				t.Fatalf("while WeChat Pay is called: request %s, refund %v %v", rr.State, pr, err)
			}
			promptly(t, "locking the refunded order", lockRow(e.Client, func(ctx context.Context, c *ent.Client) error {
				_, err := c.Order.Query().Where(order.ID(rr.OrderID)).Modify(db.ForUpdate).Only(ctx)
				return err
			}))
			h.release <- nil
			s := await(t, answer)
			var out map[string]refundPayload
			if err := json.Unmarshal([]byte(s.body), &struct {
				Data *map[string]refundPayload `json:"data"`
			}{&out}); err != nil || len(s.reply.Errors) > 0 {
				t.Fatalf("agreeRefund: %s", s.body)
			}
			if p := out["agreeRefund"]; len(p.UserErrors) > 0 || p.Refund == nil || p.Refund.StateLabel != "退款中" {
				t.Fatalf("agreeRefund: %s", s.body)
			}
			if pr := e.Client.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(no)).OnlyX(ctx); pr.Status != paymentrefund.StatusPROCESSING {
				t.Fatalf("WeChat Pay's answer not recorded: %s", pr.Status)
			}
		})

		// WeChat Pay down: the agreement stands, 退款中 with its refund
		// PENDING (the documented retryable state, the ledger's refund
		// posted once); the job sends it again under the same out_refund_no.
		t.Run("agreeRefund, WeChat Pay down", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			buyer := e.LoginMobile(e.Mobile())
			seller, o := e.paidOrder(buyer)
			q := e.requested(buyer, o)
			var no string // the request runs its call in this goroutine
			e.Pay.Hold = func(_ context.Context, call string) error {
				if strings.HasPrefix(call, "refund ") {
					no = strings.TrimPrefix(call, "refund ")
					return wechatpay.ErrUnavailable
				}
				return nil
			}
			p := e.refundCall(seller.Token, "agreeRefund", "RefundIDInput", map[string]any{"refundID": q.ID})
			if len(p.UserErrors) > 0 || p.Refund == nil || p.Refund.State != "REFUNDING" || p.Refund.StateLabel != "退款中" {
				t.Fatalf("agreeRefund with WeChat Pay down: %+v", p)
			}
			rr := e.Client.RefundRequest.Query().Where(refundrequest.OutRefundNo(no)).OnlyX(ctx)
			pr := e.Client.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(no)).OnlyX(ctx)
			if pr.Status != paymentrefund.StatusPENDING {
				t.Fatalf("refund %s, want PENDING for the job", pr.Status)
			}
			e.Pay.Hold = nil
			e.Clock.Advance(2 * time.Minute)
			if r, err := e.Refunds.RunOnce(context.Background()); err != nil || r.Sent < 1 {
				t.Fatalf("job: %+v %v", r, err)
			}
			if pr := e.Client.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(rr.OutRefundNo)).OnlyX(ctx); pr.Status != paymentrefund.StatusPROCESSING {
				t.Fatalf("after the job: refund %s", pr.Status)
			}
			if got := e.Pay.Refunds()[rr.OutRefundNo]; got.RefundFen != pr.RefundFen {
				t.Fatalf("WeChat Pay refunds %+v", got)
			}
		})

		t.Run("startPayment and cancelOrder", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			buyer, other := e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile())
			_, o := e.placeOrder(buyer)
			h := holdFirst(t, e.Pay, "prepay ")
			answer := sendAsync(e.Handler, buyer.Token, startPayment, map[string]any{"in": map[string]any{"orderID": o.ID, "channel": "PC"}})
			no := strings.TrimPrefix(h.entered(t), "prepay ")
			promptly(t, "another member saving an address", saveAddress(e, other.Token))
			a, err := e.Client.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(no)).Only(ctx)
			if err != nil || a.Status != paymentattempt.StatusOPEN {
				t.Fatalf("the attempt while WeChat Pay is called: %v %v", a, err)
			}
			promptly(t, "locking the order", lockOrder(e.Client, a.OrderID))
			h.release <- nil
			if s := await(t, answer); !strings.Contains(string(s.reply.Data["startPayment"]), `"outTradeNo":"`+no+`"`) {
				t.Fatalf("startPayment: %s", s.body)
			}
			h = holdFirst(t, e.Pay, "close ")
			answer = sendAsync(e.Handler, buyer.Token, `mutation($in: OrderIDInput!) { cancelOrder(input: $in) { userErrors { message } order { state } } }`,
				map[string]any{"in": map[string]any{"orderID": o.ID}})
			h.entered(t)
			promptly(t, "another member saving an address", saveAddress(e, other.Token))
			promptly(t, "locking the order", lockOrder(e.Client, a.OrderID))
			h.release <- nil
			if s := await(t, answer); !strings.Contains(string(s.reply.Data["cancelOrder"]), `"state":"CANCELLED"`) {
				t.Fatalf("cancelOrder: %s", s.body)
			}
		})

		// The return page's check: WeChat Pay asked about a paid attempt
		// while it hangs holds nothing; its answer pays the order.
		t.Run("syncPayment", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			buyer, other := e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile())
			_, o := e.placeOrder(buyer)
			var p struct {
				StartPayment struct{ Payment struct{ OutTradeNo string } }
			}
			decode(t, e.GraphQL(buyer.Token, startPayment, map[string]any{"in": map[string]any{"orderID": o.ID, "channel": "PC"}}), &p)
			no := p.StartPayment.Payment.OutTradeNo
			if _, err := e.Pay.Pay(no); err != nil {
				t.Fatal(err)
			}
			h := holdFirst(t, e.Pay, "query ")
			answer := sendAsync(e.Handler, buyer.Token, `mutation($in: OrderIDInput!) { syncPayment(input: $in) { userErrors { message } order { state } } }`,
				map[string]any{"in": map[string]any{"orderID": o.ID}})
			h.entered(t)
			promptly(t, "another member saving an address", saveAddress(e, other.Token))
			promptly(t, "locking the order", lockOrder(e.Client, e.Client.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(no)).OnlyX(ctx).OrderID))
			h.release <- nil
			if s := await(t, answer); !strings.Contains(string(s.reply.Data["syncPayment"]), `"state":"PAID"`) {
				t.Fatalf("syncPayment: %s", s.body)
			}
		})

		// WeChat Pay down at the prepay: 支付服务暂不可用 and the attempt left
		// open without a code; the next start closes it and starts anew.
		t.Run("startPayment, WeChat Pay down", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			buyer := e.LoginMobile(e.Mobile())
			_, o := e.placeOrder(buyer)
			e.Pay.Hold = func(_ context.Context, call string) error {
				if strings.HasPrefix(call, "prepay ") {
					return wechatpay.ErrUnavailable
				}
				return nil
			}
			vars := map[string]any{"in": map[string]any{"orderID": o.ID, "channel": "PC"}}
			r := e.GraphQL(buyer.Token, startPayment, vars)
			if !strings.Contains(string(r.Data["startPayment"]), `"message":"`+orders.MsgPayUnavailable+`"`) {
				t.Fatalf("startPayment with WeChat Pay down: %+v", r)
			}
			e.Pay.Hold = nil
			r = e.GraphQL(buyer.Token, startPayment, vars)
			var p struct {
				StartPayment struct{ Payment *struct{ OutTradeNo string } }
			}
			decode(t, r, &p)
			if p.StartPayment.Payment == nil {
				t.Fatalf("startPayment once WeChat Pay is back: %+v", r)
			}
			a := e.Client.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(p.StartPayment.Payment.OutTradeNo)).OnlyX(ctx)
			if n := e.Client.PaymentAttempt.Query().Where(paymentattempt.OrderID(a.OrderID), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).CountX(ctx); n != 1 {
				t.Fatalf("%d attempts open, want the new one", n)
			}
		})

		// A provider call sent with another field: refused whole, nothing run.
		t.Run("sent with another field", func(t *testing.T) {
			e := mk(t)
			buyer := e.LoginMobile(e.Mobile())
			seller, o := e.paidOrder(buyer)
			q := e.requested(buyer, o)
			before := len(e.addresses(seller.Token))
			r := e.GraphQL(seller.Token, `mutation($in: RefundIDInput!, $a: CreateAddressInput!) {
				agreeRefund(input: $in) { userErrors { code } } createAddress(input: $a) { userErrors { code } } }`,
				map[string]any{"in": map[string]any{"refundID": q.ID}, "a": addressInput("赵六")})
			if len(r.Errors) != 1 || r.Errors[0].Message != gqlserver.MsgProviderAlone || r.Errors[0].Extensions["code"] != gqlserver.CodeProviderAlone {
				t.Fatalf("mixed operation: %+v", r)
			}
			if got := e.refundOf(buyer.Token, q.Number); got == nil || got.State != "REQUESTED" || len(e.addresses(seller.Token)) != before ||
				len(e.Pay.Refunds()) != 0 {
				t.Fatalf("the refused operation changed something: %+v", got)
			}
		})

		t.Run("runReconciliation", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			other := e.LoginMobile(e.Mobile())
			fin, fin2 := e.operator("finance"), e.operator("finance")
			rec := e.GraphQLWith(gqlserver.Reconcile(&reconcile.Service{Client: e.Client, Bills: e.Pay, Now: e.Clock.Now}))
			day := e.Clock.Now().In(time.FixedZone("CST", 8*3600)).AddDate(0, 0, -int(e.Next()%300+2)).Format(time.DateOnly)
			run := `mutation($in: RunReconciliationInput!) { runReconciliation(input: $in) {
				userErrors { code message } day { billDate status statusLabel lastError } } }`
			vars := map[string]any{"in": map[string]any{"billDate": day}}
			h := holdFirst(t, e.Pay, "bill ")
			answer := sendAsync(rec, fin.Token, run, vars)
			h.entered(t)
			promptly(t, "another member saving an address", saveAddress(e, other.Token))
			id, err := e.Client.ReconDay.Query().Where(reconday.BillDate(day)).OnlyID(ctx)
			if err != nil {
				t.Fatalf("the day's row while WeChat Pay is called: %v", err)
			}
			promptly(t, "locking the day's row", lockRow(e.Client, func(ctx context.Context, c *ent.Client) error {
				_, err := c.ReconDay.Query().Where(reconday.ID(id)).Modify(db.ForUpdate).Only(ctx)
				return err
			}))
			// A second run of the same day meanwhile is told, not queued.
			promptly(t, "a second run of the day", func(ctx context.Context) error {
				_, r, body := apptest.Send(rec, fin2.Token, run, vars)
				if !strings.Contains(string(r.Data["runReconciliation"]), reconcile.MsgBusy) {
					return errorString("second run: " + body)
				}
				return nil
			})
			h.release <- nil
			s := await(t, answer)
			if len(s.reply.Errors) > 0 || !strings.Contains(string(s.reply.Data["runReconciliation"]), `"userErrors":[]`) ||
				!strings.Contains(string(s.reply.Data["runReconciliation"]), `"billDate":"`+day+`"`) {
				t.Fatalf("runReconciliation: %s", s.body)
			}
			if d := e.Client.ReconDay.GetX(ctx, id); d.LeaseUntil != nil || d.RanBy == 0 {
				t.Fatalf("after the run: lease %v, ran by %d", d.LeaseUntil, d.RanBy)
			}
		})

		// WeChat Pay down: the run answers the day 待对账 with the reason,
		// to run again later; the lease is let go.
		t.Run("runReconciliation, WeChat Pay down", func(t *testing.T) {
			e := mk(t)
			ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
			fin := e.operator("finance")
			rec := e.GraphQLWith(gqlserver.Reconcile(&reconcile.Service{Client: e.Client, Bills: e.Pay, Now: e.Clock.Now}))
			day := e.Clock.Now().In(time.FixedZone("CST", 8*3600)).AddDate(0, 0, -int(e.Next()%300+2)).Format(time.DateOnly)
			e.Pay.Hold = func(context.Context, string) error { return wechatpay.ErrUnavailable }
			_, r, body := apptest.Send(rec, fin.Token, `mutation($in: RunReconciliationInput!) { runReconciliation(input: $in) {
				userErrors { code message } day { status statusLabel lastError } } }`, map[string]any{"in": map[string]any{"billDate": day}})
			if len(r.Errors) > 0 || !strings.Contains(string(r.Data["runReconciliation"]), `"statusLabel":"待对账"`) {
				t.Fatalf("runReconciliation with WeChat Pay down: %s", body)
			}
			if d := e.Client.ReconDay.Query().Where(reconday.BillDate(day)).OnlyX(ctx); d.LeaseUntil != nil || d.Status != reconday.StatusPENDING || d.Final {
				t.Fatalf("day after a failed run: %+v", d)
			}
		})
	})
}
