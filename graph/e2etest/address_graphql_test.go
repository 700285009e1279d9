package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"artmarket/ent/address"
)

func TestAddressGraphQL(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"addresses: create, list, default, delete": testAddressFlow,
		"addresses: bad input changes nothing":     testAddressBadInput,
		"addresses: no other member's":             testAddressPrivacy,
	})
}

const addressFields = `id recipient mobile province city district detail postcode isDefault regionName`

const createAddress = `mutation($input: CreateAddressInput!) { createAddress(input: $input) {
	userErrors { field message code } address { ` + addressFields + ` } } }`

type gqlAddress struct {
	ID         string `json:"id"`
	Recipient  string `json:"recipient"`
	District   string `json:"district"`
	Postcode   string `json:"postcode"`
	IsDefault  bool   `json:"isDefault"`
	RegionName string `json:"regionName"`
}

type gqlUserError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

type addressPayload struct {
	UserErrors       []gqlUserError `json:"userErrors"`
	Address          *gqlAddress    `json:"address"`
	DeletedAddressID *string        `json:"deletedAddressID"`
}

func addressInput(recipient string) map[string]any {
	return map[string]any{"recipient": recipient, "mobile": "13800138000", "province": "44", "city": "4403",
		"district": "440305", "detail": "科技园南区 1 栋 101", "postcode": "518000"}
}

// mutateAddress runs a mutation with its input and decodes the payload at field.
func (e *env) mutateAddress(token, query, field string, input map[string]any) addressPayload {
	e.T.Helper()
	r := e.GraphQL(token, query, map[string]any{"input": input})
	if len(r.Errors) > 0 {
		e.T.Fatalf("%s: %v", field, r.Errors)
	}
	var p addressPayload
	if err := json.Unmarshal(r.Data[field], &p); err != nil {
		e.T.Fatalf("%s: %s: %v", field, r.Data[field], err)
	}
	return p
}

func (e *env) addresses(token string) []gqlAddress {
	e.T.Helper()
	r := e.GraphQL(token, `{ viewer { addresses { `+addressFields+` } } }`, nil)
	if len(r.Errors) > 0 {
		e.T.Fatal(r.Errors)
	}
	var v struct {
		Addresses []gqlAddress `json:"addresses"`
	}
	if err := json.Unmarshal(r.Data["viewer"], &v); err != nil {
		e.T.Fatalf("viewer %s: %v", r.Data["viewer"], err)
	}
	return v.Addresses
}

func testAddressFlow(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	first := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("一号"))
	if len(first.UserErrors) != 0 || first.Address == nil || !first.Address.IsDefault || first.Address.RegionName != "广东省 深圳市 南山区" {
		t.Fatalf("first: %+v", first)
	}
	second := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("二号"))
	if second.Address == nil || second.Address.IsDefault {
		t.Fatalf("second: %+v", second)
	}
	set := e.mutateAddress(a.Token, `mutation($input: SetDefaultAddressInput!) { setDefaultAddress(input: $input) {
		userErrors { field message code } address { `+addressFields+` } } }`, "setDefaultAddress", map[string]any{"id": second.Address.ID})
	if len(set.UserErrors) != 0 || !set.Address.IsDefault {
		t.Fatalf("setDefault: %+v", set)
	}
	list := e.addresses(a.Token)
	if len(list) != 2 || list[0].ID != second.Address.ID || !list[0].IsDefault || list[1].IsDefault {
		t.Fatalf("list: %+v", list)
	}
	in := addressInput("一号改")
	in["id"], in["postcode"] = first.Address.ID, nil
	up := e.mutateAddress(a.Token, `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) {
		userErrors { field message code } address { `+addressFields+` } } }`, "updateAddress", in)
	if len(up.UserErrors) != 0 || up.Address.Recipient != "一号改" || up.Address.Postcode != "" {
		t.Fatalf("update: %+v", up)
	}
	del := e.mutateAddress(a.Token, `mutation($input: DeleteAddressInput!) { deleteAddress(input: $input) {
		userErrors { field message code } deletedAddressID } }`, "deleteAddress", map[string]any{"id": second.Address.ID})
	if len(del.UserErrors) != 0 || del.DeletedAddressID == nil || *del.DeletedAddressID != second.Address.ID {
		t.Fatalf("delete: %+v", del)
	}
	if list := e.addresses(a.Token); len(list) != 1 || list[0].ID != first.Address.ID || !list[0].IsDefault {
		t.Fatalf("after deleting the default: %+v", list)
	}
}

func testAddressBadInput(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	for _, c := range []struct {
		key, value, field, message string
	}{
		{"district", "999999", "district", "所选地区不存在，请重新选择"},
		{"province", "", "province", "请选择省份、城市和区县"},
		{"recipient", "张", "recipient", "收货人姓名需为 2–25 个字符"},
		{"mobile", "1380013800x", "mobile", "请输入正确的手机号格式"},
		{"detail", string(make([]byte, 10000)), "detail", "详细地址需为 5–120 个字符"},
		{"postcode", "12", "postcode", "邮政编码应为 6 位数字"},
	} {
		in := addressInput("张三")
		in[c.key] = c.value
		p := e.mutateAddress(a.Token, createAddress, "createAddress", in)
		if len(p.UserErrors) != 1 || p.UserErrors[0].Field == nil || *p.UserErrors[0].Field != c.field ||
			p.UserErrors[0].Message != c.message || p.UserErrors[0].Code != "INVALID" || p.Address != nil {
			t.Fatalf("%s=%q: %+v", c.key, c.value, p)
		}
	}
	// A wrong type, a missing field or a malformed id: a GraphQL error in
	// Chinese naming the field, nothing done.
	for _, c := range []struct {
		name   string
		change func(in map[string]any)
		want   string
	}{
		{"an object as the recipient", func(in map[string]any) { in["recipient"] = map[string]any{"name": "张三"} }, "请求格式错误：字段 recipient 类型错误"},
		{"a number as the recipient", func(in map[string]any) { in["recipient"] = 12345 }, "请求格式错误：字段 recipient 类型错误"},
		{"a number as the postcode", func(in map[string]any) { in["postcode"] = 518000 }, "请求格式错误：字段 postcode 类型错误"},
		{"no mobile", func(in map[string]any) { delete(in, "mobile") }, "请求格式错误：缺少必填字段 mobile"},
		{"a null district", func(in map[string]any) { in["district"] = nil }, "请求格式错误：字段 district 不能为空"},
	} {
		in := addressInput("张三")
		c.change(in)
		r := e.GraphQL(a.Token, createAddress, map[string]any{"input": in})
		if len(r.Errors) != 1 || r.Errors[0].Message != c.want || r.Errors[0].Extensions["code"] != "GRAPHQL_VALIDATION_FAILED" || len(r.Data) != 0 {
			t.Fatalf("%s: want %q, got %+v %s", c.name, c.want, r.Errors, r.Data)
		}
	}
	r := e.GraphQL(a.Token, `mutation { deleteAddress(input: {id: "abc"}) { userErrors { message } } }`, nil)
	if len(r.Errors) == 0 || r.Errors[0].Message != `ID 格式不正确："abc"` {
		t.Fatalf("malformed id: %+v", r.Errors)
	}
	if n := e.Client.Address.Query().Where(address.MemberID(a.Member.ID)).CountX(context.Background()); n != 0 {
		t.Fatalf("bad input stored %d addresses", n)
	}
	// The 21st address.
	for i := range 20 {
		if p := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput(fmt.Sprintf("收件人%d", i))); len(p.UserErrors) != 0 {
			t.Fatalf("address %d: %+v", i+1, p.UserErrors)
		}
	}
	p := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("第二十一"))
	if len(p.UserErrors) != 1 || p.UserErrors[0].Message != "最多只能保存 20 个收货地址，请先删除不用的地址" || p.Address != nil {
		t.Fatalf("21st: %+v", p)
	}
	if n := len(e.addresses(a.Token)); n != 20 {
		t.Fatalf("%d addresses", n)
	}
}

func testAddressPrivacy(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())
	mine := e.mutateAddress(a.Token, createAddress, "createAddress", addressInput("爱丽丝")).Address
	// A visitor: UNAUTHENTICATED, nothing stored.
	if r := e.GraphQL("", createAddress, map[string]any{"input": addressInput("访客")}); len(r.Errors) != 1 || r.Errors[0].Extensions["code"] != "UNAUTHENTICATED" {
		t.Fatalf("visitor: %+v", r)
	}
	// Another member: node is null, writes answer NOT_FOUND, the list is empty.
	for _, tok := range []string{"", b.Token} {
		r := e.GraphQL(tok, `query($id: ID!) { node(id: $id) { id ... on Address { recipient } } }`, map[string]any{"id": mine.ID})
		if n := string(r.Data["node"]); n != "null" {
			t.Fatalf("token %q read the address: %s %v", tok, n, r.Errors)
		}
	}
	if r := e.GraphQL(a.Token, `query($id: ID!) { node(id: $id) { ... on Address { recipient } } }`, map[string]any{"id": mine.ID}); string(r.Data["node"]) != `{"recipient":"爱丽丝"}` {
		t.Fatalf("own node: %s", r.Data["node"])
	}
	in := addressInput("鲍勃")
	in["id"] = mine.ID
	up := e.mutateAddress(b.Token, `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) {
		userErrors { field message code } address { id } } }`, "updateAddress", in)
	del := e.mutateAddress(b.Token, `mutation($input: DeleteAddressInput!) { deleteAddress(input: $input) {
		userErrors { field message code } deletedAddressID } }`, "deleteAddress", map[string]any{"id": mine.ID})
	set := e.mutateAddress(b.Token, `mutation($input: SetDefaultAddressInput!) { setDefaultAddress(input: $input) {
		userErrors { field message code } address { id } } }`, "setDefaultAddress", map[string]any{"id": mine.ID})
	for _, p := range []addressPayload{up, del, set} {
		if len(p.UserErrors) != 1 || p.UserErrors[0].Code != "NOT_FOUND" || p.UserErrors[0].Message != "地址不存在或已被删除" || p.Address != nil || p.DeletedAddressID != nil {
			t.Fatalf("another member's address: %+v", p)
		}
	}
	if got := e.Client.Address.Query().Where(address.MemberID(a.Member.ID), address.RecipientEQ("爱丽丝")).CountX(context.Background()); got != 1 {
		t.Fatal("another member changed the address")
	}
	if list := e.addresses(b.Token); len(list) != 0 {
		t.Fatalf("b lists %+v", list)
	}
}
