package gqlserver

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
)

// post is gqlgen's POST transport, whose answer to an operation is written
// without encoding/json compacting its data: gqlgen's transport hands the
// whole response to json.Marshal, which validates and copies the data
// (already compact JSON, written by the executor) byte by byte, about a
// sixth of the CPU of a miss of the 30-work list. Here the response is
// marshalled with a one-byte stand-in for its data, and the data goes in
// its place when it holds none of the characters json.Marshal escapes
// (plain, as the response cache's encode: <, >, &, U+2028/2029), so the
// bytes sent are the same; data with any of them goes through
// encoding/json as before. Everything
// else (reading and decoding the body, headers, status codes, errors
// before execution) is gqlgen's.
type post struct{ transport.POST }

// Do runs gqlgen's POST transport with the operation's response written
// by writeResponse.
func (t post) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	rw := &responseWriter{ResponseWriter: w}
	t.POST.Do(rw, r, dataAside{GraphExecutor: exec, w: rw})
}

// dataStandIn is the data marshalled in place of the operation's.
var dataStandIn = json.RawMessage("0")

// dataAside hands the transport the operation's response with its data
// set aside in w.
type dataAside struct {
	graphql.GraphExecutor
	w *responseWriter
}

func (e dataAside) DispatchOperation(ctx context.Context, oc *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	responses, ctx := e.GraphExecutor.DispatchOperation(ctx, oc)
	return func(ctx context.Context) *graphql.Response {
		resp := responses(ctx)
		if resp == nil || !plain(resp.Data) {
			return resp
		}
		e.w.data = resp.Data
		stood := *resp
		stood.Data = dataStandIn
		e.w.errors = len(resp.Errors) > 0
		if e.w.errors {
			errs, err := json.Marshal(resp.Errors)
			if err != nil {
				e.w.data = nil
				return resp
			}
			e.w.errorsLen = len(errs)
		}
		return &stood
	}, ctx
}

// responseWriter writes the marshalled response of dataAside with the set
// aside data in the stand-in's place; any other write goes as it came.
type responseWriter struct {
	http.ResponseWriter
	data      json.RawMessage
	errors    bool
	errorsLen int // the marshalled errors' length, when errors
}

func (w *responseWriter) Write(b []byte) (int, error) {
	if w.data == nil {
		return w.ResponseWriter.Write(b)
	}
	data := w.data
	w.data = nil
	// {"errors":[…],"data":0… or {"data":0…
	at := len(`{"data":`)
	if w.errors {
		at = len(`{"errors":`) + w.errorsLen + len(`,"data":`)
	}
	if at >= len(b) || b[at] != '0' || !bytes.HasSuffix(b[:at], []byte(`"data":`)) {
		return w.ResponseWriter.Write(b) // not the shape expected: never seen
	}
	out := make([]byte, 0, len(b)+len(data)+64)
	out = append(out, b[:at]...)
	out = append(out, data...)
	out = append(out, b[at+1:]...)
	if _, err := w.ResponseWriter.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}
