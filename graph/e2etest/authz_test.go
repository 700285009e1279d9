package e2etest_test

// Authorization, proven from the schema itself: every mutation, every field
// of Member and every type behind node(id) is enumerated from the executable
// schema, so a new one is covered (or makes this test fail until it is
// classified) without anyone remembering to add it.

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/graph/generated"
)

func TestAuthorization(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"every mutation refuses a visitor":             testMutationsNeedMember,
		"every member field is the member's own":       testMemberFieldsPrivate,
		"every member-owned node is the member's own":  testOwnedNodesPrivate,
		"no mutation reaches another member's objects": testMutationsOtherMember,
	})
}

var schema = generated.NewExecutableSchema(generated.Config{}).Schema()

// literal writes a minimal valid GraphQL value of type typ: required input
// fields filled, optional ones left out.
func literal(typ *ast.Type, depth int) string {
	if typ.Elem != nil {
		return "[]"
	}
	def := schema.Types[typ.NamedType]
	switch def.Kind {
	case ast.Enum:
		return def.EnumValues[0].Name
	case ast.InputObject:
		var parts []string
		for _, f := range def.Fields {
			if f.Type.NonNull && f.DefaultValue == nil && depth < 5 {
				parts = append(parts, f.Name+": "+literal(f.Type, depth+1))
			}
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	switch typ.NamedType {
	case "Int", "Float":
		return "1"
	case "Boolean":
		return "false"
	case "Time":
		return `"2026-01-01T00:00:00Z"`
	case "ID":
		return `"1"`
	}
	return `"x"`
}

// call writes name(required args) { __typename } (no selection for a scalar);
// a connection asks for a first page of one (a nested one must say its size).
func call(f *ast.FieldDefinition) string {
	var args []string
	for _, a := range f.Arguments {
		if a.Type.NonNull && a.DefaultValue == nil {
			args = append(args, a.Name+": "+literal(a.Type, 0))
		}
	}
	if f.Arguments.ForName("first") != nil && f.Arguments.ForName("last") != nil {
		args = append(args, "first: 1")
	}
	s := f.Name
	if len(args) > 0 {
		s += "(" + strings.Join(args, ", ") + ")"
	}
	switch schema.Types[f.Type.Name()].Kind {
	case ast.Object, ast.Interface, ast.Union:
		s += " { __typename }"
	}
	return s
}

func fieldsOf(typeName string) []*ast.FieldDefinition {
	var out []*ast.FieldDefinition
	for _, f := range schema.Types[typeName].Fields {
		if !strings.HasPrefix(f.Name, "__") {
			out = append(out, f)
		}
	}
	return out
}

func testMutationsNeedMember(t *testing.T, e *env) {
	expired := e.LoginMobile(e.Mobile())
	e.Put("/api/auth/logout", expired.Token, nil).OK(t, nil)
	mutations := fieldsOf(schema.Mutation.Name)
	if len(mutations) < 2 {
		t.Fatalf("only %d mutations found", len(mutations))
	}
	for _, m := range mutations {
		for _, tok := range []string{"", "garbage", expired.Token} {
			r := e.GraphQL(tok, "mutation { "+call(m)+" }", nil)
			if len(r.Errors) != 1 || r.Errors[0].Extensions["code"] != "UNAUTHENTICATED" || r.Errors[0].Message != "未登录或登录已过期" || len(r.Data) != 0 {
				t.Errorf("%s with token %.8q: %+v", m.Name, tok, r)
			}
		}
	}
}

// isNull: absent or JSON null.
func isNull(raw json.RawMessage) bool { return len(raw) == 0 || string(raw) == "null" }

func testMemberFieldsPrivate(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())
	id := fmt.Sprint(a.Member.ID)
	for _, f := range fieldsOf("Member") {
		q := `query($id: ID!) { node(id: $id) { ... on Member { ` + call(f) + ` } } }`
		// The owner reads it: proves the query itself is valid.
		if r := e.GraphQL(a.Token, q, map[string]any{"id": id}); isNull(r.Data["node"]) {
			t.Errorf("Member.%s: the owner cannot read it: %+v", f.Name, r)
			continue
		}
		for who, tok := range map[string]string{"a visitor": "", "another member": b.Token} {
			if r := e.GraphQL(tok, q, map[string]any{"id": id}); !isNull(r.Data["node"]) {
				t.Errorf("Member.%s: %s read it: %s", f.Name, who, r.Data["node"])
			}
		}
		if r := e.GraphQL("", `{ viewer { `+call(f)+` } }`, nil); !isNull(r.Data["viewer"]) {
			t.Errorf("Member.%s: a visitor's viewer: %s", f.Name, r.Data["viewer"])
		}
	}
}

// publicNodes are the types anyone may read through node(id): the catalogue.
var publicNodes = map[string]bool{
	"Agreement": true, "ArtLive": true, "Article": true, "Artist": true, "Artwork": true, "ArtworkImage": true,
	"Exhibition": true, "Gallery": true, "Goods": true, "ViewingRoom": true,
}

// ownedNodes make one object of a type owned by the member signed in as
// owner, and answer its id. Every Node type is public or here.
var ownedNodes = map[string]func(t *testing.T, e *env, owner login) string{
	"Member":         func(_ *testing.T, _ *env, owner login) string { return fmt.Sprint(owner.Member.ID) },
	"CashOutAccount": func(t *testing.T, e *env, owner login) string { return e.cashOutAccount(owner) },
	"Address": func(t *testing.T, e *env, owner login) string {
		return e.mutateAddress(owner.Token, createAddress, "createAddress", addressInput("业主")).Address.ID
	},
	// An order: its buyer's (and its seller's, orders_test.go).
	"Order": func(t *testing.T, e *env, owner login) string {
		_, o := e.placeOrder(owner)
		return o.ID
	},
}

func nodeTypes() []string {
	var out []string
	for _, def := range schema.PossibleTypes["Node"] {
		out = append(out, def.Name)
	}
	sort.Strings(out)
	return out
}

func testOwnedNodesPrivate(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())
	for _, typ := range nodeTypes() {
		if publicNodes[typ] {
			continue
		}
		make, ok := ownedNodes[typ]
		if !ok {
			t.Errorf("node type %s is neither public nor in ownedNodes: classify it", typ)
			continue
		}
		id := make(t, e, a)
		q := `query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`
		if r := e.GraphQL(a.Token, q, map[string]any{"id": id}); isNull(r.Data["node"]) {
			t.Errorf("%s %s: the owner cannot read it: %+v", typ, id, r)
		}
		for who, tok := range map[string]string{"a visitor": "", "another member": b.Token} {
			r := e.GraphQL(tok, q, map[string]any{"id": id})
			if !isNull(r.Data["node"]) || strings.Contains(string(r.Data["nodes"]), id) {
				t.Errorf("%s %s: %s read it: %s %s", typ, id, who, r.Data["node"], r.Data["nodes"])
			}
		}
	}
}

// otherMember checks, for each mutation, that member b cannot reach member
// a's objects with it: it acts on b's own or answers NOT_FOUND, and a's data
// stays as it was. Every mutation of the schema must be here.
var otherMember = map[string]func(t *testing.T, e *env, a, b login){
	// Orders: b names a's order (or uses a's address); NOT_FOUND, and a's order is as it was.
	"createOrder": func(t *testing.T, e *env, a, b login) {
		gid := e.listedGoods(e.LoginMobile(e.Mobile()))
		p := e.orderCall(b.Token, "createOrder", "CreateOrderInput", orderInput(e, gid, e.addressOf(a)))
		if len(p.UserErrors) != 1 || p.UserErrors[0].Code != "NOT_FOUND" {
			t.Errorf("b ordered to a's address: %+v", p)
		}
	},
	"startPayment":   orderOtherMember("startPayment", "StartPaymentInput", map[string]any{"channel": "PC"}),
	"syncPayment":    orderOtherMember("syncPayment", "OrderIDInput", nil),
	"cancelOrder":    orderOtherMember("cancelOrder", "OrderIDInput", nil),
	"shipOrder":      orderOtherMember("shipOrder", "ShipOrderInput", map[string]any{"carrier": "SF", "trackingNumber": "SF1234567890"}),
	"confirmReceipt": orderOtherMember("confirmReceipt", "OrderIDInput", nil),
	// Refunds: b names a's paid order, or a's request; NOT_FOUND, and a's are as they were.
	"requestRefund": func(t *testing.T, e *env, a, b login) {
		_, o := e.paidOrder(a)
		p := e.refundCall(b.Token, "requestRefund", "RequestRefundInput", map[string]any{
			"orderID": o.ID, "kind": "REFUND_ONLY", "reason": "不想要了", "amountFen": "100"})
		if len(p.UserErrors) != 1 || p.UserErrors[0].Code != "NOT_FOUND" || e.orderOf(a.Token, o.Number).State != "PAID" {
			t.Errorf("b requested a refund of a's order: %+v", p)
		}
	},
	"cancelRefund":        refundOtherMember("cancelRefund", "RefundIDInput", nil),
	"agreeRefund":         refundOtherMember("agreeRefund", "RefundIDInput", nil),
	"refuseRefund":        refundOtherMember("refuseRefund", "RefuseRefundInput", map[string]any{"reason": "不同意"}),
	"shipRefundReturn":    refundOtherMember("shipRefundReturn", "ShipRefundReturnInput", map[string]any{"carrier": "SF", "trackingNumber": "SF1234567890"}),
	"confirmRefundReturn": refundOtherMember("confirmRefundReturn", "RefundIDInput", nil),
	"escalateRefund":      refundOtherMember("escalateRefund", "RefundIDInput", nil),
	// Withdrawals: b names a's cash-out account; NOT_FOUND, and nothing is held of either.
	"requestWithdrawal": func(t *testing.T, e *env, a, b login) {
		acct := e.cashOutAccount(a)
		e.cashOutAccount(b)
		r := e.GraphQL(b.Token, `mutation($in: RequestWithdrawalInput!) { requestWithdrawal(input: $in) { userErrors { code } } }`,
			map[string]any{"in": map[string]any{"amountFen": "1000", "accountID": acct}})
		held := e.GraphQL(a.Token, `{ viewer { withdrawals { id } balance { heldFen } } }`, nil)
		if !strings.Contains(string(r.Data["requestWithdrawal"]), "NOT_FOUND") || string(held.Data["viewer"]) != `{"withdrawals":[],"balance":{"heldFen":"0"}}` {
			t.Errorf("b withdrew to a's account: %s; a has %s", r.Data["requestWithdrawal"], held.Data["viewer"])
		}
	},
	"signOutSession": func(t *testing.T, e *env, a, b login) {
		var aSession string
		for _, d := range e.devices(a.Token) {
			aSession = d.ID.String()
		}
		out := e.mutate(b.Token, "signOutSession", signOutMutation, map[string]any{"id": aSession})
		if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "NOT_FOUND" || !e.SignedIn(a.Token) {
			t.Errorf("b signing a's session out: %+v", out)
		}
	},
	// Account deletion acts on the viewer's own account only: b's calls leave a's request as it was.
	"sendAccountDeletionCode": func(t *testing.T, e *env, a, b login) {
		aMobile, bMobile := e.mobileOf(a), e.mobileOf(b)
		e.requestDeletion(a.Token, aMobile)
		sent := e.call(b.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
		if sent.SentTo == nil || *sent.SentTo != bMobile[:3]+"****"+bMobile[7:] {
			t.Errorf("b's code went to %v", sent.SentTo)
		}
		if e.deletionView(a.Token).AccountDeletion == nil {
			t.Error("a's request is gone")
		}
	},
	"requestAccountDeletion": func(t *testing.T, e *env, a, b login) {
		aMobile := e.mobileOf(a)
		sent := e.call(a.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
		// b confirms with a's key and code: refused, and neither account is pending.
		out := e.call(b.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey, "code": e.LastCode(aMobile)})
		if len(out.UserErrors) == 0 || e.deletionView(a.Token).AccountDeletion != nil || e.deletionView(b.Token).AccountDeletion != nil {
			t.Errorf("b used a's code: %+v", out)
		}
	},
	"cancelAccountDeletion": func(t *testing.T, e *env, a, b login) {
		e.requestDeletion(a.Token, e.mobileOf(a))
		e.call(b.Token, "cancelAccountDeletion", cancelDeletion, nil)
		if e.deletionView(a.Token).AccountDeletion == nil {
			t.Error("b cancelled a's request")
		}
	},
	// Addresses: b names a's address; NOT_FOUND, and a's is as it was.
	"createAddress": func(t *testing.T, e *env, a, b login) {
		e.mutateAddress(b.Token, createAddress, "createAddress", addressInput("乙方"))
		if list := e.addresses(a.Token); len(list) != 0 {
			t.Errorf("b's new address is in a's list: %+v", list)
		}
	},
	"updateAddress":     addressOtherMember("updateAddress", "UpdateAddressInput", true),
	"deleteAddress":     addressOtherMember("deleteAddress", "DeleteAddressInput", false),
	"setDefaultAddress": addressOtherMember("setDefaultAddress", "SetDefaultAddressInput", false),
	// Funds: b's writes never reach a's real name or accounts.
	"verifyRealName": func(t *testing.T, e *env, a, b login) {
		e.GraphQL(b.Token, verifyMutation, map[string]any{"in": map[string]any{"name": "张三", "idNumber": "11010519491231002X"}})
		if got := string(e.GraphQL(a.Token, fundsQuery, nil).Data["viewer"]); got != `{"realName":null,"cashOutAccounts":[]}` {
			t.Errorf("b's verification shows on a: %s", got)
		}
	},
	"createCashOutAccount": func(t *testing.T, e *env, a, b login) {
		e.cashOutAccount(b)
		if got := string(e.GraphQL(a.Token, fundsQuery, nil).Data["viewer"]); got != `{"realName":null,"cashOutAccounts":[]}` {
			t.Errorf("b's account shows on a: %s", got)
		}
	},
	"deleteCashOutAccount":     cashOutOtherMember("deleteCashOutAccount"),
	"setDefaultCashOutAccount": cashOutOtherMember("setDefaultCashOutAccount"),
	"signOutOtherSessions": func(t *testing.T, e *env, a, b login) {
		e.mutate(b.Token, "signOutOtherSessions", signOutOthersMutation, nil)
		if !e.SignedIn(a.Token) {
			t.Error("b signing its other devices out ended a's session")
		}
	},
}

// addressOtherMember: b runs the mutation on a's address.
func addressOtherMember(field, input string, full bool) func(t *testing.T, e *env, a, b login) {
	return func(t *testing.T, e *env, a, b login) {
		mine := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("甲方")).Address
		in := map[string]any{"id": mine.ID}
		if full {
			in = addressInput("乙方")
			in["id"] = mine.ID
		}
		p := e.mutateAddress(b.Token, `mutation($input: `+input+`!) { `+field+`(input: $input) { userErrors { field message code } } }`, field, in)
		list := e.addresses(a.Token)
		if len(p.UserErrors) != 1 || p.UserErrors[0].Code != "NOT_FOUND" || len(list) != 1 || list[0].Recipient != "甲方" || !list[0].IsDefault {
			t.Errorf("b's %s on a's address: %+v; a has %+v", field, p, list)
		}
	}
}

// cashOutAccount verifies the member's real name and adds a bank card: its id.
func (e *env) cashOutAccount(owner login) string {
	e.T.Helper()
	e.GraphQL(owner.Token, verifyMutation, map[string]any{"in": map[string]any{"name": "张三", "idNumber": e.idNumber()}})
	card := map[string]any{"kind": "BANK_CARD", "account": "6228480402564890018", "bankCode": "ABC", "branch": "北京分行", "holder": "张三"}
	var out struct {
		Account struct {
			ID string `json:"id"`
		} `json:"account"`
	}
	r := e.GraphQL(owner.Token, createMutation, map[string]any{"in": card})
	if err := json.Unmarshal(r.Data["createCashOutAccount"], &out); err != nil || out.Account.ID == "" {
		e.T.Fatalf("cash-out account: %s %v", r.Data["createCashOutAccount"], r.Errors)
	}
	return out.Account.ID
}

// idNumber is a valid resident ID (GB 11643 check character) no other test uses.
func (e *env) idNumber() string {
	n := e.Next()
	body := fmt.Sprintf("1101051980%02d%02d%03d", 1+n/28%12, 1+n%28, n%1000)
	weights := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i, w := range weights {
		sum += int(body[i]-'0') * w
	}
	return body + string("10X98765432"[sum%11])
}

// cashOutOtherMember: b runs the mutation on a's account; NOT_FOUND, and a's is kept.
func cashOutOtherMember(field string) func(t *testing.T, e *env, a, b login) {
	return func(t *testing.T, e *env, a, b login) {
		id := e.cashOutAccount(a)
		r := e.GraphQL(b.Token, `mutation($id: ID!) { `+field+`(input: {id: $id}) { userErrors { code } } }`, map[string]any{"id": id})
		if !strings.Contains(string(r.Data[field]), "NOT_FOUND") || !strings.Contains(string(e.GraphQL(a.Token, fundsQuery, nil).Data["viewer"]), id) {
			t.Errorf("b's %s on a's account: %s %v", field, r.Data[field], r.Errors)
		}
	}
}

// orderOtherMember: b runs the mutation on a's order; NOT_FOUND, and a's
// order is as it was.
func orderOtherMember(field, input string, extra map[string]any) func(t *testing.T, e *env, a, b login) {
	return func(t *testing.T, e *env, a, b login) {
		_, o := e.placeOrder(a)
		in := map[string]any{"orderID": o.ID}
		for k, v := range extra {
			in[k] = v
		}
		r := e.GraphQL(b.Token, `mutation($in: `+input+`!) { `+field+`(input: $in) { userErrors { code } } }`, map[string]any{"in": in})
		after := e.orderOf(a.Token, o.Number)
		if !strings.Contains(string(r.Data[field]), "NOT_FOUND") || after == nil || after.State != o.State || len(after.Timeline) != len(o.Timeline) {
			t.Errorf("b's %s on a's order: %s %v", field, r.Data[field], r.Errors)
		}
	}
}

// mobileOf is the number a member signed in with (loginMobile's members).
func (e *env) mobileOf(l login) string {
	e.T.Helper()
	m, err := e.Client.Member.Get(context.Background(), l.Member.ID)
	if err != nil || m.Mobile == nil {
		e.T.Fatalf("member %d has no number: %v", l.Member.ID, err)
	}
	return *m.Mobile
}

func testMutationsOtherMember(t *testing.T, e *env) {
	for _, m := range fieldsOf(schema.Mutation.Name) {
		check, ok := otherMember[m.Name]
		if !ok {
			t.Errorf("mutation %s has no other-member check in otherMember: add one", m.Name)
			continue
		}
		t.Run(m.Name, func(t *testing.T) {
			// Each check from its own address: the sign-ins' codes stay within the per-address daily limit.
			e.NewIP()
			check(t, e, e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile()))
		})
	}
}
