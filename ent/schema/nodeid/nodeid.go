// Package nodeid maps between ent's globally unique ids and the short
// numbers of public URLs. Every table draws its ids from its own 2^32 range
// (its auto-increment starts at Range<<32), so the high bits name the type
// and the low 32 bits are the row's number within it.
package nodeid

import "fmt"

// The ranges, one per table. Append new tables; never renumber.
const (
	Artist = iota + 1
	Artwork
	ArtworkImage
	Member
	Session
	WeChatIdentity
	OutboxMessage
	Gallery
	Agreement
	PartnerApplication
	Goods
	Exhibition
	ViewingRoom
	Article
	ArtLive
	Address = 16
)

// AccountDeletion is range 20 (16–19, 21 and 22 are the other member tables').
const AccountDeletion = 20

// Ranges assigned by number (issue 9's member area).
const (
	CashOutAccount = 18
	RealName       = 22
)

// The member area's tables (issue 9), at the numbers assigned to them.
const (
	Favorite = 17
)

// Selling (issue 10): a member's works for sale and their timelines.
const (
	Work      = 24
	WorkEvent = 25
)

// Search (issue 11): the short terms of searched names and titles. Far from
// the ranges other areas take next.
const SearchTerm = 32

// The operations console (issue 24): the audit log. Far from the ranges the
// money issues take next.
const AuditEntry = 45

// Orders (issue 22): orders, their timelines, payment attempts, anomalies
// and refunds. Far from the ranges other areas take next.
const (
	Order          = 40
	OrderEvent     = 41
	PaymentAttempt = 42
	PaymentAnomaly = 43
	PaymentRefund  = 44
)

// Refunds and the ledger (issue 23): the double-entry ledger's entries,
// lines and balances, refund requests and their timelines.
const (
	LedgerEntry   = 46
	LedgerLine    = 47
	LedgerBalance = 48
	RefundRequest = 49
	RefundEvent   = 50
	Withdrawal    = 51
)

// Reconciliation (issue 23 point 8): the days reconciled against WeChat
// Pay's bills and the differences found. Far from the ranges others take next.
const (
	ReconDay        = 56
	ReconDifference = 57
)

// Refund photos (issue 23 point 1): who uploaded which photo for a refund
// request. Far from the ranges others take next.
const RefundPhoto = 60

// The home page's layout (issue 24 point 2): one row, the sections an editor
// publishes. Far from the ranges others take next.
const HomeLayout = 66

// Tables maps a range to its table (what ent's Noder switches on).
var Tables = map[int]string{
	Artist:             "artists",
	Artwork:            "artworks",
	ArtworkImage:       "artwork_images",
	Member:             "members",
	Session:            "sessions",
	WeChatIdentity:     "wechat_identities",
	OutboxMessage:      "outbox_messages",
	Gallery:            "galleries",
	Agreement:          "agreements",
	PartnerApplication: "partner_applications",
	Goods:              "goods",
	Exhibition:         "exhibitions",
	ViewingRoom:        "viewing_rooms",
	Article:            "articles",
	ArtLive:            "art_lives",
	AccountDeletion:    "account_deletions",
	Address:            "addresses",
	CashOutAccount:     "cash_out_accounts",
	RealName:           "real_names",
	Favorite:           "favorites",
	Work:               "artwork_submissions",
	WorkEvent:          "submission_events",
	SearchTerm:         "search_terms",
	AuditEntry:         "audit_entries",
	Order:              "orders",
	OrderEvent:         "order_events",
	PaymentAttempt:     "payment_attempts",
	PaymentAnomaly:     "payment_anomalies",
	PaymentRefund:      "payment_refunds",
	LedgerEntry:        "ledger_entries",
	LedgerLine:         "ledger_lines",
	LedgerBalance:      "ledger_balances",
	RefundRequest:      "refund_requests",
	RefundEvent:        "refund_events",
	Withdrawal:         "withdrawals",
	ReconDay:           "recon_days",
	ReconDifference:    "recon_differences",
	RefundPhoto:        "refund_photos",
	HomeLayout:         "home_layouts",
}

const shift = 32

// Start is the first id of a range.
func Start(rng int) int { return rng << shift }

// Number is the short public number of an id (its low 32 bits).
func Number(id int) int { return id & (1<<shift - 1) }

// ID turns a public number of a range back into an id; ok is false for
// numbers out of range (negative, or above 32 bits). Number 0 is a real row
// on PostgreSQL, whose identity columns start at the range base itself.
func ID(rng, number int) (int, bool) {
	if number < 0 || number >= 1<<shift {
		return 0, false
	}
	return Start(rng) + number, true
}

// Type names the table of an id, for Relay's node(id).
func Type(id int) (string, error) {
	if t, ok := Tables[id>>shift]; ok && id > 0 {
		return t, nil
	}
	return "", fmt.Errorf("nodeid: %d names no known type", id)
}
