package gqlserver_test

import (
	"regexp"
	"testing"

	"artmarket/graph/gqlserver"
	"artmarket/server/platform/dbtest"
)

const createAddressVars = `mutation($input: CreateAddressInput!) { createAddress(input: $input) { userErrors { message } } }`

func addressVars(change func(in map[string]any)) map[string]any {
	in := map[string]any{"recipient": "张三", "mobile": "13800138000", "province": "44", "city": "4403",
		"district": "440305", "detail": "科技园南区 1 栋 101"}
	change(in)
	return map[string]any{"input": in}
}

func addressLiteral(fields string) string {
	return `mutation { createAddress(` + fields + `) { userErrors { message } } }`
}

// englishWord finds gqlparser's English around the field name: the Chinese
// message names a field and nothing else in Latin letters.
var englishWord = regexp.MustCompile(`(?i)\b(cannot|must|field|type|value|expected|found|defined|required|provided|null|not|enum|string|int|boolean|did you mean)\b`)

// A variable or an input literal of the wrong shape is refused before
// anything runs, in the REST shim's Chinese wording, naming the field, with
// extensions.code GRAPHQL_VALIDATION_FAILED; gqlparser's English never
// reaches the client.
func TestInputErrorsInChinese(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	srv := gqlserver.New(f.db.Client)
	for _, c := range []struct {
		name  string
		query string
		vars  map[string]any
		want  string
	}{
		// Variables.
		{"object for a String", createAddressVars, addressVars(func(in map[string]any) { in["recipient"] = map[string]any{"name": "张三"} }),
			"请求格式错误：字段 recipient 类型错误"},
		{"number for a String", createAddressVars, addressVars(func(in map[string]any) { in["recipient"] = 12345 }),
			"请求格式错误：字段 recipient 类型错误"},
		{"number for an optional String", createAddressVars, addressVars(func(in map[string]any) { in["postcode"] = 518000 }),
			"请求格式错误：字段 postcode 类型错误"},
		{"boolean for a String", createAddressVars, addressVars(func(in map[string]any) { in["detail"] = true }),
			"请求格式错误：字段 detail 类型错误"},
		{"string for a Boolean", createAddressVars, addressVars(func(in map[string]any) { in["isDefault"] = "yes" }),
			"请求格式错误：字段 isDefault 类型错误"},
		{"required field missing", createAddressVars, addressVars(func(in map[string]any) { delete(in, "mobile") }),
			"请求格式错误：缺少必填字段 mobile"},
		{"required field null", createAddressVars, addressVars(func(in map[string]any) { in["mobile"] = nil }),
			"请求格式错误：字段 mobile 不能为空"},
		{"unknown field", createAddressVars, addressVars(func(in map[string]any) { in["extra"] = "x" }),
			"请求格式错误：未知字段 extra"},
		{"no input", createAddressVars, nil, "请求格式错误：缺少必填字段 input"},
		{"a string for the input", createAddressVars, map[string]any{"input": "x"}, "请求格式错误：字段 input 类型错误"},
		{"a number for an enum", `mutation($ch: DeletionCodeChannel!) { sendAccountDeletionCode(input: {channel: $ch}) { codeKey } }`,
			map[string]any{"ch": 7}, "请求格式错误：字段 ch 取值无效"},
		{"a number in a list of String", `query($w: ArtistWhereInput) { artists(first: 1, where: $w) { totalCount } }`,
			map[string]any{"w": map[string]any{"initialIn": []any{"L", 5}}}, "请求格式错误：字段 initialIn[1] 类型错误"},
		{"a number deep in a where", `query($w: ArtistWhereInput) { artists(first: 1, where: $w) { totalCount } }`,
			map[string]any{"w": map[string]any{"and": []any{map[string]any{"initial": 5}}}}, "请求格式错误：字段 and[0].initial 类型错误"},
		// Literals.
		{"literal number for a String", addressLiteral(`input: {recipient: 7, mobile: "13800138000", province: "44", city: "4403", district: "440305", detail: "科技园南区 1 栋 101"}`), nil,
			"请求格式错误：字段 recipient 类型错误"},
		{"literal required field missing", addressLiteral(`input: {recipient: "张三", province: "44", city: "4403", district: "440305", detail: "科技园南区 1 栋 101"}`), nil,
			"请求格式错误：缺少必填字段 mobile"},
		{"literal null", addressLiteral(`input: {recipient: "张三", mobile: null, province: "44", city: "4403", district: "440305", detail: "科技园南区 1 栋 101"}`), nil,
			"请求格式错误：字段 mobile 不能为空"},
		{"literal unknown field", addressLiteral(`input: {recipient: "张三", recipien: "x", mobile: "13800138000", province: "44", city: "4403", district: "440305", detail: "科技园南区 1 栋 101"}`), nil,
			"请求格式错误：未知字段 recipien"},
		{"required argument missing", `mutation { createAddress { userErrors { message } } }`, nil,
			"请求格式错误：缺少必填字段 input"},
		{"literal string for an Int argument", `{ artists(first: "ten") { totalCount } }`, nil, "请求格式错误：字段 first 类型错误"},
		{"literal unknown enum value", `{ artworks(first: 1, where: {sizeClass: HUGE}) { totalCount } }`, nil, "请求格式错误：字段 sizeClass 取值无效"},
		{"literal in a list", `{ artists(first: 1, where: {initialIn: ["L", 5]}) { totalCount } }`, nil, "请求格式错误：字段 initialIn 类型错误"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := post(t, srv, c.query, c.vars)
			if len(res.Errors) != 1 {
				t.Fatalf("want one error, got %s %+v", res.Data, res.Errors)
			}
			e := res.Errors[0]
			if e.Message != c.want || e.Extensions.Code != "GRAPHQL_VALIDATION_FAILED" {
				t.Fatalf("want %q GRAPHQL_VALIDATION_FAILED, got %+v", c.want, e)
			}
			if w := englishWord.FindString(e.Message); w != "" {
				t.Fatalf("English %q in %q", w, e.Message)
			}
			if len(res.Data) > 0 && string(res.Data) != "null" {
				t.Fatalf("something ran: %s", res.Data)
			}
		})
	}
}

// A String variable still takes any text, an ID a number, and errors that
// are not about an input's shape keep gqlparser's text (they are a
// developer's, found by the client's own build).
func TestInputErrorsLeaveTheRest(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	srv := gqlserver.New(f.db.Client)
	if res := post(t, srv, `query($w: ArtistWhereInput) { artists(first: 1, where: $w) { totalCount } }`,
		map[string]any{"w": map[string]any{"initialIn": []any{"L", "12"}, "initial": "5"}}); len(res.Errors) != 0 {
		t.Fatalf("strings refused: %+v", res.Errors)
	}
	if res := post(t, srv, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": 1}); res.code() == "GRAPHQL_VALIDATION_FAILED" {
		t.Fatalf("a number as an ID: %+v", res.Errors)
	}
	res := post(t, srv, `{ artists(first: 1) { nope } }`, nil)
	if len(res.Errors) != 1 || res.Errors[0].Message != `Cannot query field "nope" on type "ArtistConnection".` {
		t.Fatalf("selection error: %+v", res.Errors)
	}
}
