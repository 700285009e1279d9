package ledger_test

import (
	"testing"

	"artmarket/ent"
	"artmarket/ent/ledgerbalance"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
)

// The finance role's trial balance: every kind of account with its total,
// debits equal to credits, the ledger's invariants checked; a balance
// written past the ledger shows as unbalanced; only the finance role reads it.
func TestTrialBalance(t *testing.T) {
	each(t, func(t *testing.T, c *ent.Client) {
		fin := c.Member.Create().SetUsername("fin").SetMobile("13800138001").SetRoles([]string{"finance"}).SaveX(ctx)
		plain := c.Member.Create().SetUsername("plain").SetMobile("13800138002").SaveX(ctx)
		if _, err := ledger.TrialBalanceFor(ctx, c, plain.ID); problem.As(err) == nil || problem.As(err).Kind != problem.Forbidden {
			t.Fatalf("a plain member's trial balance: %v", err)
		}
		empty, err := ledger.TrialBalanceFor(ctx, c, fin.ID)
		if err != nil || !empty.Balanced || len(empty.Rows) != len(ledger.Accounts) || empty.DebitFen != 0 {
			t.Fatalf("empty ledger: %+v %v", empty, err)
		}

		o := sale(1, 10, 20, 10_000, 1_000) // commission 5 % of the goods: 500
		post(t, c, ledger.Payment(o, "T1"))
		if _, err := ledger.Settle(ctx, c, o, t0); err != nil {
			t.Fatal(err)
		}
		post(t, c, ledger.WithdrawalHold(20, 1, 2_000))
		o2 := sale(2, 11, 21, 5_000, 0)
		post(t, c, ledger.Payment(o2, "T2"))
		if _, err := ledger.PostRefund(ctx, c, o2, "R1", nil, 5_000, t0); err != nil {
			t.Fatal(err)
		}

		tr, err := ledger.TrialBalanceFor(ctx, c, fin.ID)
		if err != nil {
			t.Fatal(err)
		}
		got := map[ledger.Account]int64{}
		var sum int64
		for _, r := range tr.Rows {
			got[r.Account] = r.Fen
			sum += r.Fen
			if r.Label == "" {
				t.Errorf("%s has no label", r.Account)
			}
		}
		want := map[ledger.Account]int64{
			ledger.ProviderClearing:   16_000, // both payments in; the refund not yet paid out
			ledger.SellerPending:      0,
			ledger.SellerAvailable:    -(11_000 - 500 - 2_000),
			ledger.WithdrawalHeld:     -2_000,
			ledger.RefundDue:          -5_000,
			ledger.PlatformCommission: -500,
			ledger.PlatformSales:      0,
		}
		for a, fen := range want {
			if got[a] != fen {
				t.Errorf("%s: %d fen, want %d (%+v)", a, got[a], fen, tr.Rows)
			}
		}
		if sum != 0 || !tr.Balanced || tr.DebitFen != 16_000 || tr.CreditFen != 16_000 || tr.Problem != "" {
			t.Fatalf("trial balance %+v, rows sum to %d", tr, sum)
		}

		// A balance changed past the ledger (no line says why): the trial balance says so.
		c.LedgerBalance.Update().Where(ledgerbalance.Account(string(ledger.PlatformCommission))).AddBalanceFen(-1).ExecX(ctx)
		tr, err = ledger.ReadTrial(ctx, c)
		if err != nil || tr.Balanced || tr.Problem == "" {
			t.Fatalf("a planted difference: %+v %v", tr, err)
		}
	})
}
