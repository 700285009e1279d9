package api_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"artmarket/server/web/api"
)

// FuzzDecode sends whatever the fuzzer makes, with whatever Content-Type,
// through a route that decodes its body with api.Decode into a struct of
// every kind of field. The answer is always the JSON envelope, never a 5xx;
// a refusal has a message. The seed corpus is in testdata/fuzz/FuzzDecode;
// make test runs it for a few seconds.
func FuzzDecode(f *testing.F) {
	rt := api.NewRouter(api.WithDefaultMaxBody(4 << 10))
	type nested struct {
		Name string         `json:"name"`
		Tags []string       `json:"tags"`
		More map[string]int `json:"more"`
	}
	rt.HandleFunc("POST /api/x", func(r *http.Request) (any, error) {
		var v struct {
			Mobile string   `json:"mobile"`
			Age    int      `json:"age"`
			Price  int64    `json:"price"`
			Ratio  *float64 `json:"ratio"`
			On     bool     `json:"on"`
			IDs    []int    `json:"ids"`
			Nested nested   `json:"nested"`
			Any    any      `json:"any"`
		}
		if err := api.Decode(r, &v); err != nil {
			return nil, err
		}
		return v, nil
	})
	f.Fuzz(func(t *testing.T, contentType string, body []byte) {
		req := httptest.NewRequest("POST", "/api/x", bytes.NewReader(body))
		req.Header.Set("Content-Type", contentType)
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, req)
		var env struct {
			Code    *int            `json:"code"`
			Message string          `json:"message"`
			Data    json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Code == nil {
			t.Fatalf("%d: not the envelope: %q", rec.Code, rec.Body)
		}
		if rec.Code >= 500 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if rec.Code != http.StatusOK && env.Message == "" {
			t.Fatalf("%d refused without a message: %s", rec.Code, rec.Body)
		}
	})
}
