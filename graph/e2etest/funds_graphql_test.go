package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"artmarket/ent/cashoutaccount"
	"artmarket/ent/member"
	"artmarket/server/domain/member/funds"
)

func TestFundsGraphQL(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){"funds settings": testFundsGraphQL})
}

const (
	verifyMutation = `mutation($in: VerifyRealNameInput!) { verifyRealName(input: $in) { userErrors { field message code } viewer { realName { maskedName maskedIDNumber } } } }`
	createMutation = `mutation($in: CreateCashOutAccountInput!) { createCashOutAccount(input: $in) { userErrors { field message code } account { id kind accountMasked isDefault bankName holderMasked } } }`
	fundsQuery     = `{ banks { code name } viewer { realName { maskedName maskedIDNumber } cashOutAccounts { id kind accountMasked isDefault } } }`
)

func testFundsGraphQL(t *testing.T, e *env) {
	// A visitor's mutation: a GraphQL error UNAUTHENTICATED.
	r := e.GraphQL("", verifyMutation, map[string]any{"in": map[string]any{"name": "张三", "idNumber": "11010519491231002X"}})
	if len(r.Errors) != 1 || r.Errors[0].Extensions["code"] != "UNAUTHENTICATED" {
		t.Fatalf("visitor: %+v", r.Errors)
	}
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())

	// Bad ID: a Chinese user error, nothing saved.
	r = e.GraphQL(a.Token, verifyMutation, map[string]any{"in": map[string]any{"name": "张三", "idNumber": "110105194912310021"}})
	if !strings.Contains(string(r.Data["verifyRealName"]), funds.MsgIDInvalid) {
		t.Fatalf("bad id: %s %v", r.Data["verifyRealName"], r.Errors)
	}
	idNumber := e.idNumber() // one ID is one member's: each run its own
	r = e.GraphQL(a.Token, verifyMutation, map[string]any{"in": map[string]any{"name": "张三", "idNumber": idNumber}})
	if got := string(r.Data["verifyRealName"]); !strings.Contains(got, `"userErrors":[]`) || !strings.Contains(got, `"maskedName":"张*"`) ||
		!strings.Contains(got, `"maskedIDNumber":"`+idNumber[:4]+"**********"+idNumber[14:]+`"`) {
		t.Fatalf("verify: %s %v", got, r.Errors)
	}
	// Cards: a wrong number, then a good one, shown masked.
	card := map[string]any{"kind": "BANK_CARD", "account": "6228480402564890010", "bankCode": "ABC", "branch": "北京分行", "holder": "张三"}
	r = e.GraphQL(a.Token, createMutation, map[string]any{"in": card})
	if !strings.Contains(string(r.Data["createCashOutAccount"]), funds.MsgCardInvalid) {
		t.Fatalf("bad card: %s %v", r.Data["createCashOutAccount"], r.Errors)
	}
	card["account"] = "6228480402564890018"
	r = e.GraphQL(a.Token, createMutation, map[string]any{"in": card})
	var created struct {
		UserErrors []any `json:"userErrors"`
		Account    struct {
			ID            string `json:"id"`
			AccountMasked string `json:"accountMasked"`
			IsDefault     bool   `json:"isDefault"`
			BankName      string `json:"bankName"`
			HolderMasked  string `json:"holderMasked"`
		} `json:"account"`
	}
	if err := json.Unmarshal(r.Data["createCashOutAccount"], &created); err != nil || len(created.UserErrors) != 0 ||
		created.Account.AccountMasked != "**** 0018" || !created.Account.IsDefault || created.Account.BankName != "中国农业银行" ||
		created.Account.HolderMasked != "张*" {
		t.Fatalf("card: %s %v %v", r.Data["createCashOutAccount"], r.Errors, err)
	}
	r = e.GraphQL(a.Token, fundsQuery, nil)
	if got := string(r.Data["viewer"]); strings.Contains(got, "6228480402564890018") || strings.Contains(got, idNumber) ||
		!strings.Contains(got, "**** 0018") || !strings.Contains(string(r.Data["banks"]), "中国工商银行") {
		t.Fatalf("funds query: %s %s %v", r.Data["banks"], got, r.Errors)
	}

	// Member b: a's account is null through node(id), and b cannot change it.
	id := created.Account.ID
	r = e.GraphQL(b.Token, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": id})
	if string(r.Data["node"]) != "null" {
		t.Fatalf("b reads a's account: %s", r.Data["node"])
	}
	for _, m := range []string{"deleteCashOutAccount", "setDefaultCashOutAccount"} {
		q := fmt.Sprintf(`mutation($id: ID!) { %s(input: {id: $id}) { userErrors { code } } }`, m)
		r = e.GraphQL(b.Token, q, map[string]any{"id": id})
		if !strings.Contains(string(r.Data[m]), "NOT_FOUND") {
			t.Fatalf("b %s: %s %v", m, r.Data[m], r.Errors)
		}
	}
	r = e.GraphQL(a.Token, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": id})
	if !strings.Contains(string(r.Data["node"]), id) {
		t.Fatalf("a reads own account: %s %v", r.Data["node"], r.Errors)
	}
	// b's viewer has no real name and no accounts.
	r = e.GraphQL(b.Token, fundsQuery, nil)
	if got := string(r.Data["viewer"]); got != `{"realName":null,"cashOutAccounts":[]}` {
		t.Fatalf("b: %s %v", got, r.Errors)
	}
	// WeChat unbound: refused.
	r = e.GraphQL(a.Token, createMutation, map[string]any{"in": map[string]any{"kind": "WECHAT"}})
	if !strings.Contains(string(r.Data["createCashOutAccount"]), funds.MsgWeChatUnbound) {
		t.Fatalf("wechat: %s %v", r.Data["createCashOutAccount"], r.Errors)
	}
	// Four more make five; a sixth is a user error and writes nothing.
	for i := range 4 {
		r = e.GraphQL(a.Token, createMutation, map[string]any{"in": map[string]any{"kind": "ALIPAY", "account": fmt.Sprintf("alipay%d@example.com", i)}})
		if got := string(r.Data["createCashOutAccount"]); !strings.Contains(got, `"userErrors":[]`) {
			t.Fatalf("account %d: %s %v", i+2, got, r.Errors)
		}
	}
	r = e.GraphQL(a.Token, createMutation, map[string]any{"in": map[string]any{"kind": "ALIPAY", "account": "13700000006"}})
	var sixth struct {
		UserErrors []gqlUserError `json:"userErrors"`
		Account    *struct{}      `json:"account"`
	}
	if err := json.Unmarshal(r.Data["createCashOutAccount"], &sixth); err != nil || len(r.Errors) != 0 || len(sixth.UserErrors) != 1 ||
		sixth.UserErrors[0].Message != "最多添加5个收款账户" ||
		sixth.UserErrors[0].Code != "INVALID" || sixth.Account != nil {
		t.Fatalf("sixth: %s %v %v", r.Data["createCashOutAccount"], r.Errors, err)
	}
	rows := e.Client.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith(member.ID(a.Member.ID))).AllX(context.Background())
	defaults := 0
	for _, row := range rows {
		if row.AccountMasked == "137****0006" {
			t.Fatalf("the sixth was stored: %+v", row)
		}
		if row.IsDefault {
			defaults++
		}
	}
	if len(rows) != funds.MaxAccounts || defaults != 1 {
		t.Fatalf("%d accounts, %d default, after the sixth", len(rows), defaults)
	}
	r = e.GraphQL(a.Token, fundsQuery, nil)
	if got := string(r.Data["viewer"]); strings.Count(got, `"kind"`) != funds.MaxAccounts || strings.Contains(got, "0006") {
		t.Fatalf("viewer after the sixth: %s %v", got, r.Errors)
	}

	// Malformed id: an error, never a 500 panic.
	r = e.GraphQL(a.Token, `mutation { deleteCashOutAccount(input: {id: "abc"}) { userErrors { code } } }`, nil)
	if len(r.Errors) == 0 {
		t.Fatalf("malformed id accepted: %s", r.Data["deleteCashOutAccount"])
	}

	// The check that an ID is verified elsewhere answers b five times a
	// day; the sixth attempt is refused TOO_MANY in words, and saves nothing.
	for i := range funds.VerifyPerMemberDaily {
		r = e.GraphQL(b.Token, verifyMutation, map[string]any{"in": map[string]any{"name": "李四", "idNumber": idNumber}})
		if !strings.Contains(string(r.Data["verifyRealName"]), funds.MsgIDTaken) {
			t.Fatalf("attempt %d: %s %v", i+1, r.Data["verifyRealName"], r.Errors)
		}
	}
	r = e.GraphQL(b.Token, verifyMutation, map[string]any{"in": map[string]any{"name": "李四", "idNumber": e.idNumber()}})
	var refused struct {
		UserErrors []gqlUserError `json:"userErrors"`
	}
	if err := json.Unmarshal(r.Data["verifyRealName"], &refused); err != nil || len(r.Errors) != 0 || len(refused.UserErrors) != 1 ||
		refused.UserErrors[0].Code != "TOO_MANY" || refused.UserErrors[0].Message != "认证尝试次数过多，请明天再试" {
		t.Fatalf("sixth attempt: %s %v %v", r.Data["verifyRealName"], r.Errors, err)
	}
	if rn, err := funds.RealNameOf(context.Background(), e.Client, b.Member.ID); err != nil || rn != nil {
		t.Fatalf("b verified past the cap: %+v %v", rn, err)
	}
}
