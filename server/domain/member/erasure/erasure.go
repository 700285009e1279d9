// Package erasure names what account deletion does besides the member row,
// in one place the server and the tests share: the open obligations that
// refuse a request, what ends at once when a request is confirmed, each
// area's eraser with the tables it covers, and, for every other table of
// the schema, the written reason it keeps its rows. A test walks the ent
// schema (ent/migrate) and fails on a table that is in none of them, so a
// new table holding a member's data cannot be forgotten.
package erasure

import (
	"artmarket/server/domain/audit"
	"context"
	"fmt"
	"slices"
	"strings"

	"artmarket/ent"
	"artmarket/ent/artworkimage"
	"artmarket/ent/member"
	"artmarket/ent/outboxmessage"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/media"
	"artmarket/server/domain/member/address"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/selling"
)

// Wire gives the deletion service every hook of this package, and the
// store the erased members' files are deleted from: the server and the
// tests wire it through here alike.
func Wire(s *deletion.Service, files deletion.FileStore) *deletion.Service {
	s.Obligations = Obligations()
	s.AtRequest = AtRequest()
	s.Erasers = Erasers()
	s.Media = files
	return s
}

// Obligations are the checks that refuse a deletion request (and hold a
// due erase back) while the member still has something open, each saying
// what in the member's words, all of them listed: orders "有未完成的订单"
// (unpaid, unshipped or undelivered, as buyer or seller), refunds still
// running (as buyer or seller), money the platform still owes the member
// (pending or available), and withdrawals not yet paid out or rejected:
// here, and nowhere else.
func Obligations() []deletion.Obligation {
	return []deletion.Obligation{orders.Open, refunds.Unfinished, ledger.Unsettled, funds.OpenWithdrawals}
}

// AtRequest ends, in the request's transaction, what offers the member's
// goods: their works leave the market when the request is confirmed, not
// when the account is erased.
func AtRequest() []deletion.Eraser {
	return []deletion.Eraser{selling.EndListings}
}

// Part is one area's eraser and the tables (ent/migrate names) whose rows
// of the member it deletes or anonymises.
type Part struct {
	Name   string
	Tables []string
	Erase  deletion.Eraser
}

// Parts are the member areas' erasers, run in the deletion's transaction
// before the member row is anonymised (deletion.CoreTables: the member row,
// sessions, WeChat links).
func Parts() []Part {
	return []Part{
		{"addresses", []string{"addresses"}, address.Erase},
		{"favourites", []string{"favorites"}, favorites.Erase},
		{"funds settings", []string{"real_names", "cash_out_accounts"}, funds.Erase},
		{"works for sale", []string{"artwork_submissions", "submission_events", "artworks", "artwork_images", "goods", "artists"}, selling.Erase},
		{"refund photos", []string{"refund_photos"}, refunds.ErasePhotos},
		{"messages sent", []string{"outbox_messages"}, EraseMessages},
		{"avatar files", nil, EraseAvatar},
	}
}

// Erasers are the Parts' erasers, in order.
func Erasers() []deletion.Eraser {
	var out []deletion.Eraser
	for _, p := range Parts() {
		out = append(out, p.Erase)
	}
	return out
}

// ordersKept is why the orders stay: they are the records of sales.
const ordersKept = "a sale's record, kept for accounting and the law, not erased with the account: the order and its " +
	"payment are accounting vouchers (会计档案管理办法 art. 14: 30 years) and transaction records (电子商务法 art. 31: " +
	"at least 3 years after completion); the buyer's and seller's ids are plain numbers (no link to the member row, " +
	"which is anonymised), and the snapshot of the address is stored only, not processed further (PIPL art. 47)"

// Kept are the tables whose rows stay when a member is erased, each with
// its reason. A table that refers to members (or holds a person's data)
// and is neither erased nor here fails the schema walk.
var Kept = map[string]string{
	"account_deletions": "the record that the account was erased, and when: it holds no personal data, only the anonymous member row's id",
	"partner_applications": "an organisation's application to partner (its contact person's work details), sent by a visitor form " +
		"and tied to no member account; it is handled, and erased on request, by the partner team",
	"agreements":                     "the texts of the service agreements: no member's data",
	"search_terms":                   "derived from catalogue rows and kept in step with them by their hooks (an erased work or artist takes its terms along)",
	"galleries":                      "catalogue content: no member's data",
	"exhibitions":                    "catalogue content: no member's data",
	"articles":                       "catalogue content: no member's data",
	"art_lives":                      "catalogue content: no member's data",
	"viewing_rooms":                  "catalogue content: no member's data",
	"home_layouts":                   "the home page's sections (headings and the ids of the pieces they feature): catalogue content, no member's data",
	"article_artists":                "catalogue links (an erased artist's go with it, ON DELETE CASCADE)",
	"article_artworks":               "catalogue links (an erased artwork's go with it, ON DELETE CASCADE)",
	"exhibition_artists":             "catalogue links (an erased artist's go with it, ON DELETE CASCADE)",
	"exhibition_artworks":            "catalogue links (an erased artwork's go with it, ON DELETE CASCADE)",
	"exhibition_installation_images": "catalogue links (an erased picture's go with it, ON DELETE CASCADE)",
	"gallery_artists":                "catalogue links (an erased artist's go with it, ON DELETE CASCADE)",
	"viewing_room_artworks":          "catalogue links (an erased artwork's go with it, ON DELETE CASCADE)",
	"audit_entries":                  audit.RetentionReason,
	"orders":                         ordersKept,
	"order_events":                   ordersKept,
	"payment_attempts":               ordersKept,
	"payment_anomalies":              ordersKept,
	"payment_refunds":                ordersKept,
	"refund_requests":                ordersKept,
	"refund_events":                  ordersKept,
	"ledger_entries":                 ledgerKept,
	"ledger_lines":                   ledgerKept,
	"ledger_balances":                ledgerKept,
	"withdrawals":                    ledgerKept,
	"recon_days":                     ledgerKept,
	"recon_differences":              ledgerKept,
}

// ledgerKept is why the ledger and the withdrawals stay: they are the
// platform's books.
const ledgerKept = "the platform's books (the double-entry ledger, the withdrawals paid or held): accounting records kept " +
	"30 years (会计档案管理办法 art. 14); they name members by id only (no link to the anonymised member row) and hold " +
	"amounts, dates and masked account numbers, no other personal data"

// EraseMessages deletes the messages sent to the member's mobile number and
// e-mail address (codes included) from the outbox.
func EraseMessages(ctx context.Context, c *ent.Client, memberID int) error {
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldMobile, member.FieldEmail).Only(ctx)
	if err != nil {
		return fmt.Errorf("erasure: read addresses of member %d: %w", memberID, err)
	}
	var to []string
	if m.Mobile != nil && *m.Mobile != "" {
		to = append(to, *m.Mobile, "+86"+*m.Mobile)
	}
	if m.Email != nil && *m.Email != "" {
		to = append(to, *m.Email, strings.ToLower(*m.Email))
	}
	if len(to) == 0 {
		return nil
	}
	if _, err := c.OutboxMessage.Delete().Where(outboxmessage.ToIn(to...)).Exec(ctx); err != nil {
		return fmt.Errorf("erasure: messages of member %d: %w", memberID, err)
	}
	return nil
}

// EraseAvatar drops the files of the member's uploaded avatar (the row's
// field is cleared with the member row) unless another member or an artwork
// shows the same picture (keys come from the pixels).
func EraseAvatar(ctx context.Context, c *ent.Client, memberID int) error {
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldAvatar).Only(ctx)
	if err != nil {
		return fmt.Errorf("erasure: read avatar of member %d: %w", memberID, err)
	}
	key, ok := avatarKey(m.Avatar)
	if !ok {
		return nil // none, or a WeChat address: nothing stored here
	}
	used, err := c.Member.Query().Where(member.IDNEQ(memberID),
		member.Or(member.AvatarHasPrefix(key+"/"), member.AvatarHasPrefix("/media/"+key+"/"))).Exist(ctx)
	if err == nil && !used {
		used, err = c.ArtworkImage.Query().Where(artworkimage.Key(key)).Exist(ctx)
	}
	if err != nil {
		return fmt.Errorf("erasure: is the avatar of member %d shown elsewhere: %w", memberID, err)
	}
	if !used {
		deletion.DropFiles(ctx, key)
	}
	return nil
}

// avatarKey is the image key of a stored avatar ("ab/abcdef…/320.jpg",
// maybe under "/media/"): its first two segments.
func avatarKey(avatar string) (string, bool) {
	name := strings.TrimPrefix(avatar, "/media/")
	if name == "" || strings.Contains(name, "://") || !media.ValidName(name) {
		return "", false
	}
	segs := strings.Split(name, "/")
	if len(segs) < 3 || slices.Contains(segs[:2], "") {
		return "", false
	}
	return segs[0] + "/" + segs[1], true
}
