package gqlserver

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// answers is an executor whose operation answers resp.
type answers struct{ resp *graphql.Response }

func (a answers) CreateOperationContext(context.Context, *graphql.RawParams) (*graphql.OperationContext, gqlerror.List) {
	return &graphql.OperationContext{}, nil
}

func (a answers) DispatchOperation(ctx context.Context, _ *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	return func(context.Context) *graphql.Response { return a.resp }, ctx
}

func (a answers) DispatchError(_ context.Context, list gqlerror.List) *graphql.Response {
	return &graphql.Response{Errors: list}
}

// The transport writes, for every response, the bytes gqlgen's POST
// transport writes: data with or without the characters encoding/json
// escapes, with errors (one of which reads like the stand-in), extensions,
// no data.
func TestPostWritesGqlgensBytes(t *testing.T) {
	yes := true
	for _, resp := range []*graphql.Response{
		{Data: json.RawMessage(`{"artworks":{"totalCount":3,"edges":[{"node":{"id":"1","title":"山水 No. 3","year":null}}]}}`)},
		{Data: json.RawMessage(`{"t":"<script>alert(1)</script> & ` + "\u2028" + `"}`)},
		{Data: json.RawMessage(`{"a":null}`), Errors: gqlerror.List{{Message: `"data":0 <b>`, Extensions: map[string]any{"code": "X", "data": 0}}}},
		{Data: json.RawMessage(`{"a":1}`), Extensions: map[string]any{"cost": 3}, HasNext: &yes, Label: "l"},
		{Errors: gqlerror.List{{Message: "bad"}}},
		{Data: json.RawMessage(`null`)},
	} {
		write := func(tr graphql.Transport) (*httptest.ResponseRecorder, []byte) {
			req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(`{"query":"{ a }"}`))
			req.Header.Set("Content-Type", "application/json")
			rec := httptest.NewRecorder()
			tr.Do(rec, req, answers{resp})
			return rec, rec.Body.Bytes()
		}
		wantRec, want := write(transport.POST{})
		gotRec, got := write(post{})
		if !bytes.Equal(got, want) || gotRec.Code != wantRec.Code || gotRec.Header().Get("Content-Type") != wantRec.Header().Get("Content-Type") {
			t.Errorf("%d %q %s\nwant %d %q %s", gotRec.Code, gotRec.Header().Get("Content-Type"), got,
				wantRec.Code, wantRec.Header().Get("Content-Type"), want)
		}
		if !json.Valid(got) {
			t.Errorf("not JSON: %s", got)
		}
	}
}
