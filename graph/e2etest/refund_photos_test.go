package e2etest_test

// A buyer's photos on a refund request (issue 23 point 1): uploaded through
// POST /api/upload/refund-photo, taken only from the buyer's own uploads,
// shown to the buyer, the seller and the arbiters and to nobody else.

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"artmarket/ent/refundrequest"
	"artmarket/server/domain/refunds"
	"artmarket/server/web/apptest"
)

// refundPhoto uploads a w-wide picture as a refund photo of l: its key.
func (e *env) refundPhoto(l login, w int) string {
	e.T.Helper()
	body, ct := apptest.MultipartFile(e.T, "file", "photo.jpg", apptest.Picture(e.T, w, 900, apptest.JPEGEnc))
	var out struct{ Key string }
	e.Do("POST", "/api/upload/refund-photo", l.Token, body, ct).OK(e.T, &out)
	return out.Key
}

const photoFields = `photos { url(width: 320) width height }`

type gqlPhoto struct {
	URL    string `json:"url"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

func TestRefundPhotosGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		buyer := e.LoginMobile(e.Mobile())
		other := e.LoginMobile(e.Mobile())
		mine1, mine2 := e.refundPhoto(buyer, 1000), e.refundPhoto(buyer, 1100)
		theirs := e.refundPhoto(other, 1200)
		seller, o := e.paidOrder(buyer)
		ask := func(photos []string) refundPayload {
			return e.refundCall(buyer.Token, "requestRefund", "RequestRefundInput", map[string]any{
				"orderID": o.ID, "kind": "REFUND_ONLY", "reason": "商品破损", "amountFen": o.TotalFen, "photos": photos})
		}
		seven := []string{mine1, mine2, "a", "b", "c", "d", "e"}
		for name, c := range map[string]struct {
			photos []string
			msg    string
		}{
			"another member's photo": {[]string{mine1, theirs}, refunds.MsgPhotoUnknown},
			"a made-up key":          {[]string{"ab/cdef0123456789"}, refunds.MsgPhotoUnknown},
			"the same photo twice":   {[]string{mine1, mine2, mine1}, refunds.MsgPhotoTwice},
			"seven photos":           {seven, refunds.MsgPhotos},
		} {
			p := ask(c.photos)
			if p.Refund != nil || len(p.UserErrors) != 1 || p.UserErrors[0].Field == nil || *p.UserErrors[0].Field != "photos" || p.UserErrors[0].Message != c.msg {
				t.Errorf("%s: %+v %+v", name, p.Refund, p.UserErrors)
			}
			if n := e.Client.RefundRequest.Query().Where(refundrequest.BuyerID(buyer.Member.ID)).CountX(ctx); n != 0 {
				t.Fatalf("%s: %d requests written", name, n)
			}
		}
		q := ask([]string{mine2, mine1})
		if q.Refund == nil {
			t.Fatalf("with two photos: %+v", q.UserErrors)
		}
		photosOf := func(token string) []gqlPhoto {
			r := e.GraphQL(token, `query($n: Int!) { viewer { refundRequest(number: $n) { `+photoFields+` } } }`, map[string]any{"n": q.Refund.Number})
			var out struct {
				Viewer *struct {
					RefundRequest *struct{ Photos []gqlPhoto }
				}
			}
			decode(t, r, &out)
			if out.Viewer == nil || out.Viewer.RefundRequest == nil {
				return nil
			}
			return out.Viewer.RefundRequest.Photos
		}
		want := []gqlPhoto{{"/media/" + mine2 + "/320.jpg", 1100, 900}, {"/media/" + mine1 + "/320.jpg", 1000, 900}}
		for who, tok := range map[string]string{"the buyer": buyer.Token, "the seller": seller.Token} {
			if got := photosOf(tok); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
				t.Errorf("%s sees %+v, want %+v", who, got, want)
			}
		}
		if got := photosOf(other.Token); got != nil {
			t.Errorf("another member sees %+v", got)
		}
		// Refused and escalated: an arbiter sees the photos in the queue, a plain member nothing.
		if p := e.refundCall(seller.Token, "refuseRefund", "RefuseRefundInput", map[string]any{"refundID": q.Refund.ID, "reason": "无质量问题"}); p.Refund == nil {
			t.Fatalf("refuseRefund: %+v", p.UserErrors)
		}
		if p := e.refundCall(buyer.Token, "escalateRefund", "RefundIDInput", map[string]any{"refundID": q.Refund.ID}); p.Refund == nil {
			t.Fatalf("escalateRefund: %+v", p.UserErrors)
		}
		arbiter := e.LoginMobile(e.Mobile())
		e.setRoles(arbiter, []string{"arbiter"})
		queue := `{ arbitrationQueue(first: 10) { edges { node { number ` + photoFields + ` } } } }`
		r := e.GraphQL(arbiter.Token, queue, nil)
		var got struct {
			ArbitrationQueue struct {
				Edges []struct {
					Node struct {
						Number int
						Photos []gqlPhoto
					}
				}
			}
		}
		decode(t, r, &got)
		if len(got.ArbitrationQueue.Edges) != 1 || len(got.ArbitrationQueue.Edges[0].Node.Photos) != 2 || got.ArbitrationQueue.Edges[0].Node.Photos[0] != want[0] {
			t.Errorf("the arbiter sees %+v", got)
		}
		r = e.GraphQL(other.Token, queue, nil)
		if raw, _ := json.Marshal(r.Data); strings.Contains(string(raw), mine1) {
			t.Errorf("a plain member's queue %s", raw)
		}
	})
}
