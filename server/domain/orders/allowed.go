package orders

import "artmarket/ent"

// RoleOf is viewerID's part in o: Buyer, Seller, or "" for anyone else.
func RoleOf(viewerID int, o *ent.Order) Actor {
	if o == nil {
		return ""
	}
	return Party(viewerID, o.BuyerID, o.SellerID)
}

// Party is viewerID's part in a sale from sellerID (nil: the platform's
// own goods) to buyerID: Buyer, Seller, or "" for anyone else and for no
// member (0).
func Party(viewerID, buyerID int, sellerID *int) Actor {
	switch {
	case viewerID == 0:
		return ""
	case buyerID == viewerID:
		return Buyer
	case sellerID != nil && *sellerID == viewerID:
		return Seller
	}
	return ""
}

// AllowedActions are the moves viewerID may make next on o
// (Order.allowedActions): the table's moves out of its state for the
// viewer's part. An unpaid order past its window offers nothing more to pay.
func (s *Service) AllowedActions(viewerID int, o *ent.Order) []Action {
	role := RoleOf(viewerID, o)
	if role == "" {
		return nil
	}
	all := Allowed(State(o.State), role)
	out := all[:0]
	for _, a := range all {
		if a == Pay && !s.now().Before(o.ExpiresAt) {
			continue
		}
		out = append(out, a)
	}
	return out
}
