// Package ledgertest holds the ledger's checks for other packages' tests.
package ledgertest

import (
	"context"
	"testing"

	"artmarket/ent"
	"artmarket/server/domain/ledger"
)

// Owes fails t unless the platform owes want fen on account a of member,
// and unless the ledger's invariants hold (every entry sums to zero, every
// balance is the sum of its lines).
func Owes(t testing.TB, ctx context.Context, c *ent.Client, a ledger.Account, member int, want int64) {
	t.Helper()
	got, err := ledger.Owed(ctx, c, a, member)
	if err != nil || got != want {
		t.Fatalf("%s of %d: %d (%v), want %d", a, member, got, err, want)
	}
	if err := ledger.Verify(ctx, c); err != nil {
		t.Fatal(err)
	}
}
