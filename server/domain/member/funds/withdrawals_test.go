package funds_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/withdrawal"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/ledger/ledgertest"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/dbtest"
)

// seller is a member with a verified real name, a default cash-out account
// and availableFen available (a settled sale of a fake order).
func seller(t *testing.T, c *ent.Client, name string, availableFen int64) int {
	t.Helper()
	ctx := context.Background()
	id := newMember(t, c, name)
	c.RealName.Create().SetMemberID(id).SetIDCipher([]byte("cipher")).SetIDHash(fmt.Sprintf("%064d", id)).SetIDMasked("1101**********002X").ExecX(ctx)
	c.CashOutAccount.Create().SetMemberID(id).SetKind("ALIPAY").SetAccountMasked("138****8000").SetIsDefault(true).ExecX(ctx)
	if availableFen > 0 {
		// A sale at 0 % commission whose share is settled.
		o := &ent.Order{ID: id, BuyerID: 1, SellerID: &id, GoodsFen: availableFen, TotalFen: availableFen, Title: "作品"}
		if _, err := ledger.Post(ctx, c, ledger.Payment(o, fmt.Sprintf("T%d", id)), time.Now()); err != nil {
			t.Fatal(err)
		}
		if _, err := ledger.Settle(ctx, c, o, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

func finance(t *testing.T, c *ent.Client, name string) audit.Actor {
	t.Helper()
	m := c.Member.Create().SetUsername(name).SetRoles([]string{"finance"}).SaveX(context.Background())
	return audit.Actor{ID: m.ID, IP: "203.0.113.7"}
}

// The rules of a request: real name, ¥10 at least, the day's limit, never
// over what is available (held at once); the finance role pays or rejects
// (the hold released), never their own, once, logged.
func TestWithdrawals(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		_, c := setup(t, d)
		ctx := context.Background()
		w := &funds.Withdrawals{DailyLimitFen: 100_000}
		me := seller(t, c, "seller1", 150_000)
		_, err := w.Request(ctx, c, me, 999, 0)
		wantProblem(t, err, problem.Invalid, funds.MsgWithdrawMin)
		_, err = w.Request(ctx, c, newMember(t, c, "nobody"), 5_000, 0)
		wantProblem(t, err, problem.Forbidden, funds.MsgWithdrawRealName)
		_, err = w.Request(ctx, c, me, 100_001, 0)
		wantProblem(t, err, problem.Invalid, fmt.Sprintf(funds.MsgWithdrawDaily, "1000.00"))
		a, err := w.Request(ctx, c, me, 60_000, 0)
		if err != nil || a.State != "PENDING" || a.AccountLabel != "支付宝 138****8000" {
			t.Fatalf("request: %+v %v", a, err)
		}
		ledgertest.Owes(t, ctx, c, ledger.SellerAvailable, me, 90_000)
		ledgertest.Owes(t, ctx, c, ledger.WithdrawalHeld, me, 60_000)
		_, err = w.Request(ctx, c, me, 40_001, 0)
		wantProblem(t, err, problem.Invalid, fmt.Sprintf(funds.MsgWithdrawDaily, "400.00"))

		// The finance role: not the member themself; pays once.
		fin := finance(t, c, "fin1")
		_, err = w.Pay(ctx, c, audit.Actor{ID: me}, a.ID, "P1")
		wantProblem(t, err, problem.Forbidden, roles.MsgForbidden)
		paid, err := w.Pay(ctx, c, fin, a.ID, "ALIPAY-20261129-001")
		if err != nil || paid.State != "PAID" || paid.PayoutRef != "ALIPAY-20261129-001" || paid.OperatorID == nil || *paid.OperatorID != fin.ID {
			t.Fatalf("pay: %+v %v", paid, err)
		}
		_, err = w.Reject(ctx, c, fin, a.ID, "重复")
		wantProblem(t, err, problem.Conflict, funds.MsgWithdrawStateMoved)
		b, err := ledger.MemberBalances(ctx, c, me)
		if err != nil || b != (ledger.Balances{Available: 90_000, Withdrawn: 60_000}) {
			t.Fatalf("balances %+v %v", b, err)
		}
		// A rejection releases the hold.
		r, err := w.Request(ctx, c, me, 40_000, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Reject(ctx, c, fin, r.ID, "账户信息有误"); err != nil {
			t.Fatal(err)
		}
		ledgertest.Owes(t, ctx, c, ledger.SellerAvailable, me, 90_000)
		ledgertest.Owes(t, ctx, c, ledger.WithdrawalHeld, me, 0)
		// The finance operator cannot approve their own withdrawal either.
		own := seller(t, c, "fin2", 20_000)
		c.Member.UpdateOneID(own).SetRoles([]string{"finance"}).ExecX(ctx)
		ow, err := w.Request(ctx, c, own, 10_000, 0)
		if err != nil {
			t.Fatal(err)
		}
		_, err = w.Pay(ctx, c, audit.Actor{ID: own}, ow.ID, "P2")
		wantProblem(t, err, problem.Forbidden, funds.MsgWithdrawOwn)
		if n := c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetWithdrawal)).CountX(ctx); n != 2 {
			t.Fatalf("%d audit entries", n)
		}
	})
}

// Twenty withdrawals of ¥50 at the same instant against ¥230 available:
// four held, never over; the refused leave no row.
func TestConcurrentWithdrawals(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		_, c := setup(t, d)
		ctx := context.Background()
		w := &funds.Withdrawals{}
		me := seller(t, c, "seller2", 23_000)
		errs := make([]error, 20)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() { _, errs[i] = w.Request(ctx, c, me, 5_000, 0) })
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch p := problem.As(err); {
			case err == nil:
				ok++
			case p == nil || p.Message != funds.MsgWithdrawAvailable:
				t.Fatalf("withdraw: %v", err)
			}
		}
		if n := c.Withdrawal.Query().Where(withdrawal.MemberID(me)).CountX(ctx); ok != 4 || n != 4 {
			t.Fatalf("%d held, %d rows", ok, n)
		}
		ledgertest.Owes(t, ctx, c, ledger.SellerAvailable, me, 3_000)
	})
}

// What the API offers on a withdrawal comes from its table and the viewer:
// the finance role may pay or reject a pending one not their own; the member,
// a plain member, and anyone once it is decided, nothing.
func TestWithdrawalAllowed(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		_, c := setup(t, d)
		ctx := context.Background()
		w := &funds.Withdrawals{}
		me := seller(t, c, "seller3", 50_000)
		fin := finance(t, c, "fin3")
		plain := newMember(t, c, "plain3")
		a, err := w.Request(ctx, c, me, 10_000, 0)
		if err != nil {
			t.Fatal(err)
		}
		allowed := func(who int, want string) {
			t.Helper()
			got, err := funds.WithdrawalAllowed(ctx, c, who, a)
			if err != nil || fmt.Sprint(got) != want {
				t.Fatalf("viewer %d: %v %v, want %s", who, got, err, want)
			}
		}
		allowed(fin.ID, "[PAY REJECT]")
		allowed(me, "[]")
		allowed(plain, "[]")
		allowed(0, "[]")
		if a, err = w.Pay(ctx, c, fin, a.ID, "ALIPAY-1"); err != nil {
			t.Fatal(err)
		}
		allowed(fin.ID, "[]")
	})
}
