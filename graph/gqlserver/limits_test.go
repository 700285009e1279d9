package gqlserver_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/platform/dbtest"
)

type codedError struct {
	Message    string
	Extensions struct{ Code string }
}

type codedResponse struct {
	Status int
	Data   json.RawMessage
	Errors []codedError
	Took   time.Duration
}

// post sends one request (a query and its variables) to h.
func post(t *testing.T, h http.Handler, query string, vars map[string]any) codedResponse {
	t.Helper()
	start := time.Now()
	rec := gqltest.Post(h, nil, query, vars)
	out := codedResponse{Status: rec.Code, Took: time.Since(start)}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("bad JSON %q: %v", rec.Body.String(), err)
	}
	return out
}

func (r codedResponse) code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Extensions.Code
}

// Queries built to be expensive to validate are refused before gqlgen's
// validator runs (its OverlappingFieldsCanBeMerged rule is quadratic), so
// in milliseconds. The time bound is only a guard against a regression that
// would validate them: validating these takes far longer.
func TestOversizedQueriesRefusedBeforeValidation(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))

	var aliases strings.Builder // 2,500 fields, 7,500 tokens (validating 2,000 of one name took 2.4 s)
	aliases.WriteString("{")
	for i := 0; i < 2500; i++ {
		fmt.Fprintf(&aliases, " a%d:__typename", i)
	}
	aliases.WriteString(" }")

	var fanout strings.Builder // a small text that expands to 2^24 fields
	fanout.WriteString("{ ...F0 }\n")
	for i := 0; i < 24; i++ {
		fmt.Fprintf(&fanout, "fragment F%d on Query { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	fanout.WriteString("fragment F24 on Query { __typename }\n")

	var tokens strings.Builder // ≈ 60 KB of arguments: 45,000 tokens in 10 fields
	tokens.WriteString("{ artworks(first: 1")
	for tokens.Len() < 60_000 {
		tokens.WriteString(" a:1")
	}
	tokens.WriteString(") { totalCount } }")

	// Under the field limit, but 1,000 fields answer to "c" in one place
	// once merged: validating this took 130 ms, 6×16×16 took 320 ms.
	c := strings.Repeat(" c: name", 10)
	b := strings.Repeat(" b: node {"+c+" }", 10)
	nested := "{ artists(first: 1) {" + strings.Repeat(" a: edges {"+b+" }", 10) + " } }"

	var fragments strings.Builder
	fragments.WriteString("{ __typename }\n")
	for i := 0; i <= gqlserver.MaxFragments; i++ {
		fmt.Fprintf(&fragments, "fragment G%d on Query { __typename }\n", i)
	}

	cases := map[string]struct {
		query, want string
	}{
		"aliases":                            {aliases.String(), "fields"},
		"fan-out":                            {fanout.String(), "fields"},
		"tokens":                             {tokens.String(), "tokens"},
		"fragments":                          {fragments.String(), "fragments"},
		"same name":                          {nested, "one response name"},
		"same name through inline fragments": {"{" + strings.Repeat(" ... on Query { x: __typename }", 17) + " }", "one response name"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			if len(c.query) > gqlserver.MaxBodyBytes {
				t.Fatalf("test query of %d bytes would be refused by the body limit", len(c.query))
			}
			res := post(t, f.srv, c.query, nil)
			if res.code() != gqlserver.CodeQueryTooLarge || !strings.Contains(res.Errors[0].Message, c.want) {
				t.Fatalf("want %s about %s, got HTTP %d %v", gqlserver.CodeQueryTooLarge, c.want, res.Status, res.Errors)
			}
			if res.Took > 2*time.Second {
				t.Fatalf("refusal took %v", res.Took)
			}
			t.Logf("%d bytes refused in %v", len(c.query), res.Took)
		})
	}
}

// A body above MaxBodyBytes (here a 200 KB query) is refused with 413
// before it is parsed.
func TestBodyLimit(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	query := "{" + strings.Repeat(" a:__typename", 200_000/13) + " }"
	res := post(t, f.srv, query, nil)
	if res.Status != http.StatusRequestEntityTooLarge || res.code() != gqlserver.CodeRequestTooLarge {
		t.Fatalf("want 413 %s, got %d %v", gqlserver.CodeRequestTooLarge, res.Status, res.Errors)
	}
	if res.Took > 2*time.Second {
		t.Fatalf("refusal took %v", res.Took)
	}
	// Without a Content-Length (chunked), the reader stops at the limit.
	req := httptest.NewRequest("POST", "/graphql", struct{ *strings.Reader }{strings.NewReader(`{"query":"` + query + `"}`)})
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("chunked: want 413, got %d %s", rec.Code, rec.Body)
	}
	// A request within the limit still works.
	if ok := post(t, f.srv, `{ artworks(first: 1) { totalCount } }`, nil); ok.Status != 200 || len(ok.Errors) > 0 {
		t.Fatalf("small query: %d %v", ok.Status, ok.Errors)
	}
}

// Every connection, root or nested, takes at most graph.MaxPageSize items
// (first: 1000000 is refused, not capped), a nested one must say first or
// last, and list arguments are bounded.
func TestPageCapEverywhere(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	addGalleries(t, f, 2)
	ids := make([]string, gqlserver.MaxListArg+1)
	for i := range ids {
		ids[i] = fmt.Sprint(i + 1)
	}
	years := make([]any, gqlserver.MaxListArg+1)
	for i := range years {
		years[i] = map[string]any{"year": 1900 + i}
	}
	cases := map[string]struct {
		query string
		vars  map[string]any
	}{
		"root first":                {`{ artworks(first: 1000000) { totalCount } }`, nil},
		"root last":                 {`{ galleries(last: 1000000) { totalCount } }`, nil},
		"root negative":             {`{ artists(first: -1) { totalCount } }`, nil},
		"gallery's artworks":        {`{ galleries(first: 1) { edges { node { artworks(first: 1000000) { edges { node { title } } } } } } }`, nil},
		"gallery's artists by var":  {`query($n: Int) { galleries(first: 1) { edges { node { artists(first: $n) { totalCount } } } } }`, map[string]any{"n": 1000000}},
		"artist's exhibitions last": {`{ artists(first: 1) { edges { node { exhibitions(last: 101) { totalCount } } } } }`, nil},
		"through a fragment":        {`{ galleries(first: 1) { edges { node { ...G } } } } fragment G on Gallery { viewingRooms(first: 5000) { totalCount } }`, nil},
		"nested without first":      {`{ galleries(first: 1) { edges { node { artworks { edges { node { title } } } } } } }`, nil},
		"nodes ids":                 {`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, map[string]any{"ids": ids}},
		"long where list":           {`query($w: ArtworkWhereInput) { artworks(first: 1, where: $w) { totalCount } }`, map[string]any{"w": map[string]any{"or": years}}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			res := post(t, f.srv, c.query, c.vars)
			if res.code() != gqlserver.CodePageSize || len(res.Data) > 0 && string(res.Data) != "null" {
				t.Fatalf("want %s and no data, got %s %v", gqlserver.CodePageSize, res.Data, res.Errors)
			}
		})
	}
	// At the cap is fine, nested too.
	res := post(t, f.srv, `{ galleries(first: 100) { edges { node { artworks(first: 2) { edges { node { title } } } } } } }`, nil)
	if len(res.Errors) > 0 {
		t.Fatalf("pages at the cap refused: %v", res.Errors)
	}
}

// Nested pages multiply: a full page of galleries each with a full page of
// artworks is beyond the complexity limit, whichever connection it goes
// through (before, only Artist.artworks was costed by its page).
func TestNestedPagesCost(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	for _, q := range []string{
		`{ galleries(first: 100) { edges { node { artworks(first: 100) { edges { node { title year } } } } } } }`,
		`{ exhibitions(first: 100) { edges { node { gallery { viewingRooms(first: 100) { edges { node { title } } } } } } } }`,
		`{ artists(first: 100) { edges { node { exhibitions(first: 100) { totalCount edges { node { title } } } } } } }`,
	} {
		res := post(t, f.srv, q, nil)
		if res.code() != "COMPLEXITY_LIMIT_EXCEEDED" {
			t.Fatalf("%s: want COMPLEXITY_LIMIT_EXCEEDED, got %s %v", q, res.Data, res.Errors)
		}
	}
}

// Every query the client sends passes the limits (size, pages, complexity,
// depth) with its largest variables: the Relay compiler's texts, each run
// with Ints at the largest page size the client asks for and every
// @include switched on (the search page's tabs all at once).
func TestClientQueriesWithinLimits(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	// Every relay artifact, however deep its area keeps it.
	var files []string
	err := filepath.WalkDir("../../client/src", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && filepath.Base(filepath.Dir(path)) == "__generated__" && strings.HasSuffix(path, ".graphql.ts") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(`"text": ("(?:[^"\\]|\\.)*")`)
	vardef := regexp.MustCompile(`\$(\w+): (\[?\w+!?\]?)(!?)`)
	n := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m := text.FindSubmatch(src)
		if m == nil {
			continue // a fragment
		}
		var query string
		if err := json.Unmarshal(m[1], &query); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		header, _, _ := strings.Cut(query, "{")
		vars := map[string]any{}
		for _, v := range vardef.FindAllStringSubmatch(header, -1) {
			switch strings.TrimSuffix(v[2], "!") {
			case "Int":
				vars[v[1]] = 24 // the client's pages hold 24 at most…
				if strings.Contains(file, "GalleriesNames") {
					vars[v[1]] = 100 // …but the index of gallery names
				}
				if v[1] == "number" {
					vars[v[1]] = 1
				}
			case "Boolean":
				vars[v[1]] = true
			case "String":
				vars[v[1]] = "山"
			case "ID":
				vars[v[1]] = "1"
			case "ExhibitionStatus":
				vars[v[1]] = "CURRENT"
			case "ViewingRoomStatus":
				vars[v[1]] = "OPEN"
			case "SignOutSessionInput":
				vars[v[1]] = map[string]any{"sessionID": "1"}
			case "SendAccountDeletionCodeInput":
				vars[v[1]] = map[string]any{"channel": "SMS"}
			case "RequestAccountDeletionInput":
				vars[v[1]] = map[string]any{"channel": "SMS", "codeKey": "k", "code": "123456"}
			case "CreateAddressInput", "UpdateAddressInput":
				vars[v[1]] = map[string]any{"id": "1", "recipient": "张三", "mobile": "13800138000", "province": "44",
					"city": "4403", "district": "440305", "detail": "科技园南区 1 栋 101"}
				if v[2] == "CreateAddressInput!" {
					delete(vars[v[1]].(map[string]any), "id")
				}
			case "FavoriteInput":
				vars[v[1]] = map[string]any{"targetID": "1", "on": true}
			case "VerifyRealNameInput":
				vars[v[1]] = map[string]any{"name": "张三", "idNumber": "11010519491231002X"}
			case "CreateCashOutAccountInput":
				vars[v[1]] = map[string]any{"kind": "ALIPAY", "account": "13800138000"}
			case "DeleteCashOutAccountInput", "SetDefaultCashOutAccountInput", "DeleteAddressInput", "SetDefaultAddressInput":
				vars[v[1]] = map[string]any{"id": "1"}
			case "CreateWorkInput", "UpdateWorkInput":
				vars[v[1]] = map[string]any{"id": "1", "version": 1, "form": map[string]any{"title": "山居", "images": []any{}}}
				if v[2] == "CreateWorkInput!" {
					delete(vars[v[1]].(map[string]any), "id")
					delete(vars[v[1]].(map[string]any), "version")
				}
			case "SubmitWorkInput":
				vars[v[1]] = map[string]any{"id": "1", "acceptAgreement": true}
			case "CreateOrderInput":
				vars[v[1]] = map[string]any{"goodsID": "1", "quantity": 1, "addressID": "1", "idempotencyKey": "key-12345678"}
			case "OrderIDInput":
				vars[v[1]] = map[string]any{"orderID": "1"}
			case "StartPaymentInput":
				vars[v[1]] = map[string]any{"orderID": "1", "channel": "PC"}
			case "ShipOrderInput":
				vars[v[1]] = map[string]any{"orderID": "1", "carrier": "SF", "trackingNumber": "SF1234567890"}
			case "RefundIDInput":
				vars[v[1]] = map[string]any{"refundID": "1"}
			case "RefuseRefundInput":
				vars[v[1]] = map[string]any{"refundID": "1", "reason": "不同意"}
			case "ShipRefundReturnInput":
				vars[v[1]] = map[string]any{"refundID": "1", "carrier": "SF", "trackingNumber": "SF1234567890"}
			case "RequestRefundInput":
				vars[v[1]] = map[string]any{"orderID": "1", "kind": "REFUND_ONLY", "reason": "不想要了", "amountFen": "100"}
			case "RequestWithdrawalInput":
				vars[v[1]] = map[string]any{"amountFen": "1000"}
			case "RefundRole":
				vars[v[1]] = "BUYER"
			case "DisableMemberInput":
				vars[v[1]] = map[string]any{"memberID": "1", "reason": "违规发布"}
			case "OpsMemberInput":
				vars[v[1]] = map[string]any{"memberID": "1"}
			case "RoleInput":
				vars[v[1]] = map[string]any{"memberID": "1", "role": "REVIEWER"}
			case "GalleryInput":
				vars[v[1]] = map[string]any{"id": "1", "name": "山画廊", "nameEn": "Shan", "city": "北京", "address": "朝阳区",
					"openingHours": "10:00-18:00", "phone": "010-12345678", "email": "a@b.cn", "website": "https://a.cn", "description": "山"}
			case "ApprovePartnerApplicationInput":
				vars[v[1]] = map[string]any{"id": "1", "city": "北京"}
			case "RejectPartnerApplicationInput":
				vars[v[1]] = map[string]any{"id": "1", "reason": "资料不全"}
			case "GrantRefundInput":
				vars[v[1]] = map[string]any{"refundID": "1", "amountFen": "100", "note": "部分退款"}
			case "DenyRefundInput":
				vars[v[1]] = map[string]any{"refundID": "1", "reason": "证据不足"}
			case "PayWithdrawalInput":
				vars[v[1]] = map[string]any{"withdrawalID": "1", "payoutRef": "BANK-1"}
			case "RejectWithdrawalInput":
				vars[v[1]] = map[string]any{"withdrawalID": "1", "reason": "账户有误"}
			case "ArticleInput":
				vars[v[1]] = map[string]any{"title": "春季展评", "summary": "", "author": "王编辑", "body": "<p>正文</p>", "tags": []string{}, "artworkNumbers": []int{}}
			case "ArticleActionInput":
				vars[v[1]] = map[string]any{"id": "1", "action": "PUBLISH"}
			case "SettleRefundManuallyInput":
				vars[v[1]] = map[string]any{"refundID": "1", "payoutRef": "BANK-1"}
			case "LiveInput":
				vars[v[1]] = map[string]any{"title": "春季直播", "host": "王主持", "description": "", "status": "UPCOMING",
					"startsAt": "2026-12-01T10:00:00Z", "streamUrl": "", "replayUrl": ""}
			case "ExhibitionInput":
				vars[v[1]] = map[string]any{"title": "春日新作", "subtitle": "", "venue": "美术馆", "city": "上海", "address": "",
					"startsOn": "2026-12-01", "endsOn": "2026-12-31", "pressText": "", "artworkNumbers": []int{}}
			case "ViewingRoomInput":
				vars[v[1]] = map[string]any{"galleryID": "1", "title": "线上新展", "statement": "", "opensAt": "2026-12-01T10:00:00Z",
					"closesAt": "2026-12-08T10:00:00Z", "artworkNumbers": []int{}}
			case "ArtistInput":
				vars[v[1]] = map[string]any{"name": "林一", "nameEn": "", "region": "", "bio": "", "galleryIDs": []string{}}
			case "GoodsInput":
				vars[v[1]] = map[string]any{"kind": "PRINT", "title": "《江南》艺术微喷", "priceFen": "128000", "editionSize": 99, "artworkNumber": 1, "stock": 10}
			case "GoodsStockInput":
				vars[v[1]] = map[string]any{"id": "1", "delta": 1}
			case "HomeLayoutInput":
				vars[v[1]] = map[string]any{"sections": []map[string]any{{"kind": "ARTWORKS", "title": "精选作品", "itemIDs": []string{}}}}
			case "HomeLayoutActionInput":
				vars[v[1]] = map[string]any{"action": "PUBLISH"}
			case "HomeSectionKind":
				vars[v[1]] = "ARTWORKS"
			case "PublicationActionInput":
				vars[v[1]] = map[string]any{"id": "1", "action": "PUBLISH"}
			case "RunReconciliationInput":
				vars[v[1]] = map[string]any{"billDate": "2026-11-28"}
			case "AnswerPlatformRefundInput":
				vars[v[1]] = map[string]any{"refundID": "1", "answer": "AGREE"}
			case "ArtworkOrder", "GoodsOrder":
				vars[v[1]] = map[string]any{"field": "CREATED_AT", "direction": "DESC"}
			default:
				if strings.HasSuffix(v[2], "WhereInput!") || strings.HasSuffix(v[2], "WhereInput") {
					vars[v[1]] = map[string]any{}
				}
			}
		}
		res := post(t, f.srv, query, vars)
		for _, e := range res.Errors {
			switch e.Extensions.Code {
			case gqlserver.CodeQueryTooLarge, gqlserver.CodePageSize, "COMPLEXITY_LIMIT_EXCEEDED", "DEPTH_LIMIT_EXCEEDED",
				"GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", gqlserver.CodeRequestTooLarge:
				t.Errorf("%s refused with %v: %s", filepath.Base(file), vars, e.Message)
			}
		}
		n++
	}
	if n < 10 {
		t.Fatalf("found only %d client queries", n)
	}
	t.Logf("%d client queries within the limits", n)
}
