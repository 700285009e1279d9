package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"

	"artmarket/server/platform/cputime"
	"artmarket/server/web/app"
)

// missCPU is the CPU time one miss of the answer cache costs the server
// (issue 27: the GraphQL miss cost): query posted n times, one after the
// other, straight to the app's handler (no client, no network in the
// figure), every answer a miss (ResponseCache.MissAlways), after a few
// warm-up requests. The process's CPU time over the requests ÷ n, which a
// busy machine does not inflate as it does a latency.
func missCPU(a *app.App, query []byte, n int) (time.Duration, error) {
	if a.Answers != nil {
		a.Answers.MissAlways(true)
		defer a.Answers.MissAlways(false)
	}
	post := func() error {
		req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(query))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = "127.0.0.1:40000" // this machine, as the bench's other requests: no per-address bound
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
			return fmt.Errorf("GraphQL miss: %d %.200s", rec.Code, rec.Body.Bytes())
		}
		return nil
	}
	for range 20 {
		if err := post(); err != nil {
			return 0, err
		}
	}
	start := cputime.Process()
	for range n {
		if err := post(); err != nil {
			return 0, err
		}
	}
	return (cputime.Process() - start) / time.Duration(n), nil
}
