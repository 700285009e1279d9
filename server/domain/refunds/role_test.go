package refunds

import (
	"testing"

	"artmarket/ent"
	"artmarket/server/domain/orders"
)

// RoleOf reads the parties through orders.Party: the two tables must name
// them alike, and a request's parties are those of its order.
func TestRoleOf(t *testing.T) {
	if Actor(orders.Buyer) != Buyer || Actor(orders.Seller) != Seller {
		t.Fatalf("orders names its parties %q/%q, refunds %q/%q", orders.Buyer, orders.Seller, Buyer, Seller)
	}
	seller := 7
	r := &ent.RefundRequest{BuyerID: 3, SellerID: &seller}
	for viewer, want := range map[int]Actor{3: Buyer, 7: Seller, 9: "", 0: ""} {
		if got := RoleOf(viewer, r); got != want {
			t.Errorf("RoleOf(%d) = %q, want %q", viewer, got, want)
		}
	}
	if got := RoleOf(3, &ent.RefundRequest{BuyerID: 3}); got != Buyer {
		t.Errorf("platform's own goods: buyer is %q", got)
	}
	if got := RoleOf(3, nil); got != "" {
		t.Errorf("no request: %q", got)
	}
}
