package nodeid

import (
	"testing"

	"artmarket/ent/accountdeletion"
	"artmarket/ent/address"
	"artmarket/ent/agreement"
	"artmarket/ent/article"
	"artmarket/ent/artist"
	"artmarket/ent/artlive"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/auditentry"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/exhibition"
	"artmarket/ent/favorite"
	"artmarket/ent/gallery"
	"artmarket/ent/goods"
	"artmarket/ent/homelayout"
	"artmarket/ent/ledgerbalance"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/ledgerline"
	"artmarket/ent/member"
	"artmarket/ent/order"
	"artmarket/ent/orderevent"
	"artmarket/ent/outboxmessage"
	"artmarket/ent/partnerapplication"
	"artmarket/ent/paymentanomaly"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/realname"
	"artmarket/ent/reconday"
	"artmarket/ent/recondifference"
	"artmarket/ent/refundevent"
	"artmarket/ent/refundphoto"
	"artmarket/ent/refundrequest"
	"artmarket/ent/searchterm"
	"artmarket/ent/session"
	"artmarket/ent/viewingroom"
	"artmarket/ent/wechatidentity"
	"artmarket/ent/withdrawal"
	"artmarket/ent/work"
	"artmarket/ent/workevent"
)

func TestTablesMatchEnt(t *testing.T) {
	want := map[int]string{
		Artist: artist.Table, Artwork: artwork.Table, ArtworkImage: artworkimage.Table,
		Member: member.Table, Session: session.Table, WeChatIdentity: wechatidentity.Table, Gallery: gallery.Table,
		Agreement: agreement.Table, PartnerApplication: partnerapplication.Table,
		Goods:         goods.Table,
		OutboxMessage: outboxmessage.Table,
		Exhibition:    exhibition.Table, ViewingRoom: viewingroom.Table,
		Article: article.Table, ArtLive: artlive.Table,
		AccountDeletion: accountdeletion.Table,
		Address:         address.Table,
		Favorite:        favorite.Table,
		CashOutAccount:  cashoutaccount.Table, RealName: realname.Table,
		Work: work.Table, WorkEvent: workevent.Table,
		SearchTerm: searchterm.Table,
		AuditEntry: auditentry.Table,
		Order:      order.Table, OrderEvent: orderevent.Table, PaymentAttempt: paymentattempt.Table,
		PaymentAnomaly: paymentanomaly.Table, PaymentRefund: paymentrefund.Table,
		LedgerEntry: ledgerentry.Table, LedgerLine: ledgerline.Table, LedgerBalance: ledgerbalance.Table,
		RefundRequest: refundrequest.Table, RefundEvent: refundevent.Table, Withdrawal: withdrawal.Table,
		ReconDay: reconday.Table, ReconDifference: recondifference.Table,
		RefundPhoto: refundphoto.Table,
		HomeLayout:  homelayout.Table,
	}
	if len(Tables) != len(want) {
		t.Errorf("nodeid has %d tables, the test knows %d", len(Tables), len(want))
	}
	for rng, table := range want {
		if Tables[rng] != table {
			t.Errorf("range %d: nodeid says %q, ent says %q", rng, Tables[rng], table)
		}
	}
}

// The articles branch owns exactly ranges 14 and 15 (11–13 are other tables').
func TestArticleRanges(t *testing.T) {
	if Article != 14 || ArtLive != 15 {
		t.Fatalf("Article = %d, ArtLive = %d", Article, ArtLive)
	}
}

func TestRoundTrip(t *testing.T) {
	id, ok := ID(Artwork, 42)
	if !ok || id != 2<<32+42 {
		t.Fatalf("ID(Artwork, 42) = %d, %v", id, ok)
	}
	if Number(id) != 42 {
		t.Fatalf("Number = %d", Number(id))
	}
	if typ, err := Type(id); err != nil || typ != "artworks" {
		t.Fatalf("Type = %q, %v", typ, err)
	}
}

func TestRejects(t *testing.T) {
	for _, n := range []int{-1, 1 << 32} {
		if _, ok := ID(Artist, n); ok {
			t.Errorf("ID(Artist, %d) accepted", n)
		}
	}
	for _, id := range []int{0, 5, 99<<32 + 1, -Start(Artist)} {
		if _, err := Type(id); err == nil {
			t.Errorf("Type(%d) accepted", id)
		}
	}
}
