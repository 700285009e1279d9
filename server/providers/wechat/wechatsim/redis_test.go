package wechatsim_test

import (
	"testing"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/providers/wechat/wechatsim"
)

// TestServersShareRedis: two simulator servers on one Redis are one
// WeChat: a QR page from one, confirmed on the other, its code exchanged on
// the first and refused as used on the second.
func TestServersShareRedis(t *testing.T) {
	url := cachetest.RedisURL(t)
	prefix := cachetest.UniquePrefix(t, url)
	open := func() cache.Cache {
		c, err := cache.NewRedis(url, cache.WithPrefix(prefix))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Close() })
		return c
	}
	a, b := newEnvOn(t, open(), nil), newEnvOn(t, open(), nil)
	uuid, _ := a.openQR(nil)
	code := b.confirmInPage(uuid, "u2").Query().Get("code")
	if tok := a.exchange(wechatsim.WebAppID, wechatsim.WebSecret, code); tok["unionid"] != "oUnionSandboxUser000000000002" {
		t.Fatalf("exchange on the other server: %v", tok)
	}
	wantErr(t, b.exchange(wechatsim.WebAppID, wechatsim.WebSecret, code), 40163, "code been used")
}
