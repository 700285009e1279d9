package e2etest_test

// A refused mutation writes nothing (issue 26, point 1): every mutation of
// the schema is driven into a user error and every table is found as it
// was; and parallel reviews of one work leave one winner and no orphan
// catalogue rows.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	entsql "entgo.io/ent/dialect/sql"

	"artmarket/ent/migrate"
	"artmarket/graph/gqlserver"
	"artmarket/server/domain/selling"
	"artmarket/server/web/apptest"
)

// refusal is one mutation's way into a user error: the input, sent by
// member a (or by whom token says), after whatever set-up it needs.
type refusal struct {
	token string
	input map[string]any
	// bare: through a server without the member services, where every
	// member mutation answers UNAVAILABLE (for a mutation a signed-in
	// member has no other way to be refused).
	bare bool
}

const unknownID = "987654321"

// refusals has a case for every mutation of the schema: a new mutation
// without one fails the test until it gets one.
var refusals = map[string]func(t *testing.T, e *env, a login) refusal{
	"signOutSession": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"sessionID": unknownID}}
	},
	"signOutOtherSessions": func(t *testing.T, e *env, a login) refusal {
		e.LoginMobile(e.mobileOf(a)) // another device, which a refused call must not sign out
		return refusal{token: a.Token, bare: true}
	},
	"createAddress": func(t *testing.T, e *env, a login) refusal {
		in := addressInput("业主")
		in["mobile"] = "12345"
		return refusal{token: a.Token, input: in}
	},
	"updateAddress": func(t *testing.T, e *env, a login) refusal {
		mine := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("甲方")).Address
		in := addressInput("乙方")
		in["id"], in["detail"] = mine.ID, "短"
		return refusal{token: a.Token, input: in}
	},
	"deleteAddress": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"id": unknownID}}
	},
	"setDefaultAddress": func(t *testing.T, e *env, a login) refusal {
		e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("甲方"))
		return refusal{token: a.Token, input: map[string]any{"id": unknownID}}
	},
	"sendAccountDeletionCode": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"channel": "EMAIL"}} // a has no e-mail address
	},
	"requestAccountDeletion": func(t *testing.T, e *env, a login) refusal {
		sent := e.call(a.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
		return refusal{token: a.Token, input: map[string]any{"channel": "SMS", "codeKey": *sent.CodeKey, "code": apptest.Flip(e.LastCode(e.mobileOf(a)))}}
	},
	"cancelAccountDeletion": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token} // nothing to cancel
	},
	"favorite": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"targetID": unknownID, "on": true}}
	},
	"verifyRealName": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"name": "张三", "idNumber": "110105194912310021"}}
	},
	"createCashOutAccount": func(t *testing.T, e *env, a login) refusal {
		// No verified real name yet.
		return refusal{token: a.Token, input: map[string]any{"kind": "BANK_CARD", "account": "6228480402564890018", "bankCode": "ABC", "branch": "北京分行", "holder": "张三"}}
	},
	"deleteCashOutAccount": func(t *testing.T, e *env, a login) refusal {
		e.cashOutAccount(a)
		return refusal{token: a.Token, input: map[string]any{"id": unknownID}}
	},
	"setDefaultCashOutAccount": func(t *testing.T, e *env, a login) refusal {
		e.cashOutAccount(a)
		return refusal{token: a.Token, input: map[string]any{"id": unknownID}}
	},
	"createWork": func(t *testing.T, e *env, a login) refusal {
		form := apptest.WorkForm(strings.Repeat("长", 300))
		return refusal{token: a.Token, input: map[string]any{"form": form}}
	},
	"updateWork": func(t *testing.T, e *env, a login) refusal {
		id := e.workAt(a, "draft")
		return refusal{token: a.Token, input: map[string]any{"id": id, "version": 99, "form": apptest.WorkForm("改过")}}
	},
	"submitWork": func(t *testing.T, e *env, a login) refusal {
		id := e.workAt(a, "draft")
		return refusal{token: a.Token, input: map[string]any{"id": id, "acceptAgreement": false}}
	},
	"withdrawWork": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"id": e.workAt(a, "listed")}}
	},
	"takeDownWork": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"id": e.workAt(a, "pending")}}
	},
	"relistWork": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"id": e.workAt(a, "listed")}}
	},
	"deleteWork": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"id": e.workAt(a, "listed")}}
	},
	// A reviewer approving a work that is not in review: the approval used
	// to create the artist, the artwork, its pictures and goods before
	// its state change refused.
	"approveWork": func(t *testing.T, e *env, a login) refusal {
		id := e.workAt(a, "draft")
		return refusal{token: e.reviewerLogin().Token, input: map[string]any{"id": id}}
	},
	// Buying one's own work.
	"createOrder": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: orderInput(e, e.listedGoods(a), e.addressOf(a))}
	},
	// JSAPI without the official account's openid: refused before any attempt.
	"startPayment": func(t *testing.T, e *env, a login) refusal {
		_, o := e.placeOrder(a)
		return refusal{token: a.Token, input: map[string]any{"orderID": o.ID, "channel": "WECHAT"}}
	},
	"syncPayment": func(t *testing.T, e *env, a login) refusal {
		return refusal{token: a.Token, input: map[string]any{"orderID": unknownID}}
	},
	// Another member's order.
	"cancelOrder": func(t *testing.T, e *env, a login) refusal {
		_, o := e.placeOrder(e.LoginMobile(e.Mobile()))
		return refusal{token: a.Token, input: map[string]any{"orderID": o.ID}}
	},
	// Shipping an unpaid order.
	"shipOrder": func(t *testing.T, e *env, a login) refusal {
		seller, o := e.placeOrder(a)
		return refusal{token: seller.Token, input: map[string]any{"orderID": o.ID, "carrier": "SF", "trackingNumber": "SF1234567890"}}
	},
	"confirmReceipt": func(t *testing.T, e *env, a login) refusal {
		_, o := e.placeOrder(a)
		return refusal{token: a.Token, input: map[string]any{"orderID": o.ID}}
	},
	// Refunds: more than was paid; moves the request's state does not allow;
	// a refusal without a reason. Each after real money moved in the set-up.
	"requestRefund": func(t *testing.T, e *env, a login) refusal {
		_, o := e.paidOrder(a)
		return refusal{token: a.Token, input: map[string]any{"orderID": o.ID, "kind": "REFUND_ONLY", "reason": "不想要了", "amountFen": "1280001"}}
	},
	"cancelRefund": func(t *testing.T, e *env, a login) refusal {
		_, q := e.agreedRefund(a)
		return refusal{token: a.Token, input: map[string]any{"refundID": q.ID}}
	},
	"agreeRefund": func(t *testing.T, e *env, a login) refusal {
		seller, q := e.agreedRefund(a)
		return refusal{token: seller.Token, input: map[string]any{"refundID": q.ID}}
	},
	"refuseRefund": func(t *testing.T, e *env, a login) refusal {
		seller, o := e.paidOrder(a)
		q := e.requested(a, o)
		return refusal{token: seller.Token, input: map[string]any{"refundID": q.ID, "reason": " "}}
	},
	"shipRefundReturn": func(t *testing.T, e *env, a login) refusal {
		_, o := e.paidOrder(a)
		q := e.requested(a, o)
		return refusal{token: a.Token, input: map[string]any{"refundID": q.ID, "carrier": "SF", "trackingNumber": "SF1234567890"}}
	},
	"confirmRefundReturn": func(t *testing.T, e *env, a login) refusal {
		seller, q := e.agreedRefund(a)
		return refusal{token: seller.Token, input: map[string]any{"refundID": q.ID}}
	},
	"escalateRefund": func(t *testing.T, e *env, a login) refusal {
		_, q := e.agreedRefund(a)
		return refusal{token: a.Token, input: map[string]any{"refundID": q.ID}}
	},
	// Less than ¥10 (and nothing available besides).
	"requestWithdrawal": func(t *testing.T, e *env, a login) refusal {
		e.cashOutAccount(a)
		return refusal{token: a.Token, input: map[string]any{"amountFen": "999"}}
	},
	"rejectWork": func(t *testing.T, e *env, a login) refusal {
		id := e.workAt(a, "listed")
		return refusal{token: e.reviewerLogin().Token, input: map[string]any{"id": id, "reason": "不清楚"}}
	},
}

// reviewerLogin is a signed-in member with the reviewer role.
func (e *env) reviewerLogin() login {
	e.T.Helper()
	m := e.LoginMobile(e.Mobile())
	if _, err := selling.GrantRole(context.Background(), e.Client, e.mobileOf(m), selling.RoleReviewer); err != nil {
		e.T.Fatal(err)
	}
	return m
}

// tableDigests is, per table of the schema, its row count and a digest of
// its rows (each row's columns as text, rows sorted).
func (e *env) tableDigests() map[string]string {
	e.T.Helper()
	ctx := context.Background()
	out := map[string]string{}
	for _, tbl := range migrate.Tables {
		var rows entsql.Rows
		if err := e.SQL.Query(ctx, `SELECT * FROM "`+tbl.Name+`"`, []any{}, &rows); err != nil {
			e.T.Fatalf("read %s: %v", tbl.Name, err)
		}
		cols, err := rows.Columns()
		if err != nil {
			e.T.Fatal(err)
		}
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				e.T.Fatal(err)
			}
			var b strings.Builder
			for _, v := range vals {
				if raw, ok := v.([]byte); ok {
					v = string(raw)
				}
				fmt.Fprintf(&b, "%v\x1f", v)
			}
			lines = append(lines, b.String())
		}
		if err := rows.Err(); err != nil {
			e.T.Fatal(err)
		}
		_ = rows.Close()
		slices.Sort(lines)
		sum := sha256.Sum256([]byte(strings.Join(lines, "\x1e")))
		out[tbl.Name] = fmt.Sprintf("%d rows %s", len(lines), hex.EncodeToString(sum[:8]))
	}
	return out
}

func TestRefusedMutationWritesNothing(t *testing.T) {
	mutations := fieldsOf(schema.Mutation.Name)
	if len(mutations) < 20 {
		t.Fatalf("only %d mutations found", len(mutations))
	}
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		for _, m := range mutations {
			t.Run(m.Name, func(t *testing.T) {
				prepare, ok := refusals[m.Name]
				if !ok {
					t.Fatalf("mutation %s has no case in refusals: add one that drives it into a user error", m.Name)
				}
				if payload := schema.Types[m.Type.Name()]; payload.Fields.ForName("userErrors") == nil {
					t.Fatalf("%s answers %s, which has no userErrors: a refusal could not be told apart", m.Name, payload.Name)
				}
				e := mk(t)
				e.NewIP()
				c := prepare(t, e, e.LoginMobile(e.Mobile()))
				h := e.Handler
				if c.bare {
					h = e.BareGraphQL()
				}
				// A mutation with nothing to send takes no input (graph/schema_test.go, TestSchemaSpelling).
				q := `mutation { ` + m.Name + ` { userErrors { field message code } } }`
				vars := map[string]any{}
				if arg := m.Arguments.ForName("input"); arg != nil {
					q = `mutation($input: ` + arg.Type.Name() + `!) { ` + m.Name + `(input: $input) { userErrors { field message code } } }`
					vars["input"] = c.input
				}
				before := e.tableDigests()
				_, r, raw := apptest.Send(h, c.token, q, vars)
				var p struct {
					UserErrors []struct{ Code, Message string } `json:"userErrors"`
				}
				if len(r.Errors) > 0 || json.Unmarshal(r.Data[m.Name], &p) != nil || len(p.UserErrors) == 0 {
					t.Fatalf("not refused with a user error: %s", raw)
				}
				after := e.tableDigests()
				for _, tbl := range migrate.Tables {
					if before[tbl.Name] != after[tbl.Name] {
						t.Errorf("refused (%s %s) but table %s changed: %s → %s",
							p.UserErrors[0].Code, p.UserErrors[0].Message, tbl.Name, before[tbl.Name], after[tbl.Name])
					}
				}
			})
		}
	})
}

// TestReviewRace: reviewers approving and rejecting one work in review
// while its seller withdraws it, all at once. One of them wins; every other
// is refused, and no refused approval leaves an artist, an artwork, its
// pictures or goods behind (on PostgreSQL they did: 7 to 10 public orphans
// per 20 parallel approvals, and one per withdrawal racing an approval).
func TestReviewRace(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		reviewer := e.reviewerLogin()
		ctx := context.Background()
		for round := range 3 {
			seller := e.LoginMobile(e.Mobile())
			id := e.workAt(seller, "pending")
			artworks, artists := e.Client.Artwork.Query().CountX(ctx), e.Client.Artist.Query().CountX(ctx)
			goods, images := e.Client.Goods.Query().CountX(ctx), e.Client.ArtworkImage.Query().CountX(ctx)
			type call struct {
				field, token string
				input        map[string]any
			}
			var calls []call
			for i := range 20 {
				switch i % 4 {
				case 0, 1:
					calls = append(calls, call{"approveWork", reviewer.Token, map[string]any{"id": id}})
				case 2:
					calls = append(calls, call{"rejectWork", reviewer.Token, map[string]any{"id": id, "reason": "画面模糊"}})
				case 3:
					calls = append(calls, call{"withdrawWork", seller.Token, map[string]any{"id": id}})
				}
			}
			inputs := map[string]string{"approveWork": "WorkIDInput", "rejectWork": "RejectWorkInput", "withdrawWork": "WorkIDInput"}
			type result struct {
				field, raw string
				p          apptest.WorkReply
				ok         bool
			}
			results := make([]result, len(calls))
			var wg sync.WaitGroup
			for i, c := range calls {
				wg.Go(func() {
					q := `mutation($input: ` + inputs[c.field] + `!) { ` + c.field + `(input: $input) { ` + apptest.WorkFields + ` } }`
					status, r, raw := apptest.Send(e.Handler, c.token, q, map[string]any{"input": c.input})
					res := result{field: c.field, raw: raw}
					res.ok = status == 200 && len(r.Errors) == 0 && json.Unmarshal(r.Data[c.field], &res.p) == nil
					results[i] = res
				})
			}
			wg.Wait()
			var winners []string
			for _, r := range results {
				switch {
				case !r.ok:
					t.Errorf("round %d: %s answered %s", round, r.field, r.raw)
				case len(r.p.UserErrors) == 0:
					winners = append(winners, r.field)
				case r.p.UserErrors[0].Code != "CONFLICT":
					t.Errorf("round %d: %s refused with %+v, want CONFLICT", round, r.field, r.p.UserErrors)
				}
			}
			if len(winners) != 1 {
				t.Fatalf("round %d: %d winners %v, want exactly one", round, len(winners), winners)
			}
			want := map[string]string{"approveWork": "listed", "rejectWork": "rejected", "withdrawWork": "draft"}[winners[0]]
			if got := e.stateOf(id); got != want {
				t.Errorf("round %d: %s won but the work is %s", round, winners[0], got)
			}
			grew := 0
			if winners[0] == "approveWork" {
				grew = 1 // one artwork, its seller's own artist, one original, one picture (apptest.WorkForm)
			}
			if a, ar, g, im := e.Client.Artwork.Query().CountX(ctx)-artworks, e.Client.Artist.Query().CountX(ctx)-artists,
				e.Client.Goods.Query().CountX(ctx)-goods, e.Client.ArtworkImage.Query().CountX(ctx)-images; a != grew || ar != grew || g != grew || im != grew {
				t.Errorf("round %d (%s won): %d artworks, %d artists, %d goods, %d pictures more; want %d each", round, winners[0], a, ar, g, im, grew)
			}
		}
	})
}

// TestRefusalUndoesTheWholeRequest: one request is one transaction, so a
// refused field undoes the other fields of its operation too, and the answer
// says so (ROLLED_BACK) rather than report their success as kept.
func TestRefusalUndoesTheWholeRequest(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		a := e.LoginMobile(e.Mobile())
		q := `mutation($in: CreateAddressInput!) {
			made: createAddress(input: $in) { userErrors { code } address { id } }
			gone: deleteAddress(input: {id: "` + unknownID + `"}) { userErrors { code } }
		}`
		status, r, raw := apptest.Send(e.Handler, a.Token, q, map[string]any{"in": addressInput("业主")})
		if status != 200 || len(r.Errors) != 1 || r.Errors[0].Extensions["code"] != gqlserver.CodeRolledBack ||
			!strings.Contains(string(r.Data["gone"]), "NOT_FOUND") {
			t.Fatalf("answer %d %s", status, raw)
		}
		if list := e.addresses(a.Token); len(list) != 0 {
			t.Errorf("the address of the refused request was kept: %+v", list)
		}
		// Each alone: the first is kept.
		if p := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("业主")); len(p.UserErrors) != 0 || len(e.addresses(a.Token)) != 1 {
			t.Errorf("a lone createAddress: %+v", p)
		}
	})
}
