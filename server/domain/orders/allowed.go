package orders

import "artmarket/ent"

// RoleOf is viewerID's part in o: Buyer, Seller, or "" for anyone else.
func RoleOf(viewerID int, o *ent.Order) Actor {
	switch {
	case o == nil || viewerID == 0:
		return ""
	case o.BuyerID == viewerID:
		return Buyer
	case o.SellerID != nil && *o.SellerID == viewerID:
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
