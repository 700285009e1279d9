package graph

import (
	"artmarket/graph/model"
	"artmarket/server/domain/member/address"
)

// addressInput is the domain input of an address form; create and update
// send the same fields.
func addressInput(recipient, mobile, province, city, district, detail string, postcode *string, isDefault *bool) address.Input {
	in := address.Input{Recipient: recipient, Mobile: mobile, Province: province, City: city, District: district, Detail: detail}
	if postcode != nil {
		in.Postcode = *postcode
	}
	in.Default = isDefault != nil && *isDefault
	return in
}

// noUserErrors is the user errors of a mutation that did what was asked.
func noUserErrors() []*model.UserError { return []*model.UserError{} }
