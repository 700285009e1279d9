package partnerapi_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/server/domain/partner"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/web/api"
	"artmarket/server/web/partnerapi"
)

func open(t *testing.T, d dbtest.DB) *ent.Client {
	t.Helper()
	database, err := db.FromSQL(context.Background(), d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return database.Client
}

func good() partner.Input {
	return partner.Input{Organization: "山木画廊", Type: "gallery", Contact: "李明", Mobile: "+86 138-0013-8000",
		Email: " Info@Shanmu.example.cn ", Message: "希望在平台开设画廊主页并上架代理艺术家的作品。"}
}

func TestHandler(t *testing.T) {
	client := open(t, dbtest.SQLite(t))
	r := api.NewRouter()
	(&partnerapi.Handler{
		Client:   client,
		Limiter:  &ratelimit.Limiter{Cache: cache.NewMemory()},
		ClientIP: func(*http.Request) string { return "198.51.100.1" },
	}).Register(r)
	post := func(body string) (int, map[string]any) {
		req := httptest.NewRequest("POST", "/api/partner/apply", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, req)
		var env map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
			t.Fatalf("not JSON: %s", rec.Body.String())
		}
		return rec.Code, env
	}
	in, _ := json.Marshal(good())
	code, env := post(string(in))
	if code != 200 || env["code"] != float64(1) {
		t.Fatalf("good application: %d %v", code, env)
	}
	code, env = post(string(in))
	if code != 422 || env["message"] != partner.MsgDuplicate {
		t.Fatalf("duplicate: %d %v", code, env)
	}
	code, env = post(`{"organization":"","type":"GALLERY"}`)
	if code != 422 || env["message"] != partner.MsgOrganizationRequired || env["data"].(map[string]any)["field"] != "organization" {
		t.Fatalf("empty organisation: %d %v", code, env)
	}
	code, env = post(`{"organization":`)
	if code != 422 || env["code"] != float64(api.CodeValidation) {
		t.Fatalf("malformed JSON: %d %v", code, env)
	}
	// The daily cap per address: 20 attempts, then 429.
	for i := 0; i < 30; i++ {
		code, env = post(`{"organization":"x"}`)
	}
	if code != 429 || env["message"] != partnerapi.MsgTooMany {
		t.Fatalf("past the cap: %d %v", code, env)
	}
}
