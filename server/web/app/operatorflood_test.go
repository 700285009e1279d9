package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/graph/generated"
	"artmarket/graph/gqlserver"
)

// inputOf is a value of input type typ with every required field filled
// (valid GraphQL, whatever the domain then says of it).
func inputOf(s *ast.Schema, typ *ast.Type) any {
	if typ.Elem != nil {
		return []any{}
	}
	def := s.Types[typ.NamedType]
	switch {
	case def.Kind == ast.Enum:
		return def.EnumValues[0].Name
	case def.Kind == ast.InputObject:
		out := map[string]any{}
		for _, f := range def.Fields {
			if f.Type.NonNull && f.DefaultValue == nil {
				out[f.Name] = inputOf(s, f.Type)
			}
		}
		return out
	case typ.NamedType == "Int":
		return 1
	case typ.NamedType == "Boolean":
		return false
	case typ.NamedType == "Time":
		return "2026-01-01T00:00:00Z"
	}
	return "1"
}

// Every console decision (a mutation of a field marked @operator: shipping
// platform orders, arbitration, withdrawals, settling and answering
// refunds, articles) counts against one bound per client address a minute,
// an IPv6 /64 as one address, whoever is signed in (a visitor's attempt
// counts too); past it 429 with the limiter's message. A different address
// is not bounded by another's flood.
func TestOperatorMutationsOfOneAddressAreBounded(t *testing.T) {
	a := newTestApp(t)
	if a.Config.OperatorActionLimit != 120 {
		t.Fatalf("default OPERATOR_ACTION_LIMIT %d", a.Config.OperatorActionLimit)
	}
	a.Config.OperatorActionLimit = 3 // read at each decision
	s := generated.NewExecutableSchema(generated.Config{}).Schema()
	post := func(remote string, f *ast.FieldDefinition) *httptest.ResponseRecorder {
		arg := f.Arguments.ForName("input")
		q := fmt.Sprintf(`mutation($input: %s!) { %s(input: $input) { __typename } }`, arg.Type.Name(), f.Name)
		raw, _ := json.Marshal(map[string]any{"query": q, "variables": map[string]any{"input": inputOf(s, arg.Type)}})
		req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(raw))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return rec
	}
	n := 0
	for _, f := range s.Mutation.Fields {
		if f.Directives.ForName("operator") == nil || f.Arguments.ForName("input") == nil {
			continue
		}
		n++
		for _, flood := range [][]string{
			{fmt.Sprintf("198.51.100.%d:5000", n)},
			{fmt.Sprintf("[2001:db8:%x::1]:5000", n), fmt.Sprintf("[2001:db8:%x::2]:6000", n), fmt.Sprintf("[2001:db8:%x::ff]:7000", n)},
		} {
			for i := range 5 {
				rec := post(flood[i%len(flood)], f)
				want := http.StatusOK
				if i >= 3 {
					want = http.StatusTooManyRequests
				}
				if rec.Code != want || want == http.StatusTooManyRequests && !strings.Contains(rec.Body.String(), gqlserver.MsgTooManyMisses) {
					t.Fatalf("%s, call %d from %v: %d %s", f.Name, i+1, flood, rec.Code, rec.Body)
				}
			}
		}
		if rec := post(fmt.Sprintf("[2001:db8:%x:1::1]:5000", n), f); rec.Code != http.StatusOK {
			t.Fatalf("%s from another /64: %d", f.Name, rec.Code)
		}
	}
	for _, name := range []string{"shipPlatformOrder", "grantRefund", "denyRefund", "payWithdrawal", "rejectWithdrawal",
		"settleRefundManually", "answerPlatformRefund", "saveArticle", "actOnArticle"} {
		if f := s.Mutation.Fields.ForName(name); f == nil || f.Directives.ForName("operator") == nil {
			t.Errorf("%s is not an @operator mutation the bound covers", name)
		}
	}
	if n < 9 {
		t.Fatalf("only %d operator mutations found", n)
	}
}
