// Package erasure names what account deletion erases besides the member
// row: each member area's eraser, in one list the server and the tests
// share (a new area that keeps personal data adds its eraser here).
package erasure

import (
	"artmarket/server/domain/member/address"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/member/funds"
)

// Erasers are the member areas' erasers, run in the deletion's
// transaction before the member row is anonymised.
func Erasers() []deletion.Eraser {
	return []deletion.Eraser{address.Erase, favorites.Erase, funds.Erase}
}
