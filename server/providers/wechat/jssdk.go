package wechat

import (
	"context"
	"crypto/rand"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// JSConfig is what wx.config needs (the jssdkconfig answer of spec §3).
type JSConfig struct {
	AppID     string `json:"appId"`
	Timestamp int64  `json:"timestamp"`
	NonceStr  string `json:"nonceStr"`
	Signature string `json:"signature"`
	URL       string `json:"url"`
	Debug     bool   `json:"debug"`
}

// Signature is the JS-SDK signature: the hex SHA-1 of
// "jsapi_ticket=T&noncestr=N&timestamp=TS&url=URL", values raw, the URL
// without its fragment.
func Signature(ticket, nonceStr string, timestamp int64, pageURL string) string {
	if i := strings.IndexByte(pageURL, '#'); i >= 0 {
		pageURL = pageURL[:i]
	}
	sum := sha1.Sum([]byte("jsapi_ticket=" + ticket +
		"&noncestr=" + nonceStr +
		"&timestamp=" + strconv.FormatInt(timestamp, 10) +
		"&url=" + pageURL))
	return hex.EncodeToString(sum[:])
}

// JSSDKConfig signs a wx.config for the page at pageURL (its fragment is
// dropped) with the official account's jsapi_ticket.
func (c *Client) JSSDKConfig(ctx context.Context, pageURL string) (*JSConfig, error) {
	if i := strings.IndexByte(pageURL, '#'); i >= 0 {
		pageURL = pageURL[:i]
	}
	if pageURL == "" {
		return nil, errors.New("wechat: JS-SDK config: empty page URL")
	}
	ticket, err := c.JSAPITicket(ctx)
	if err != nil {
		return nil, err
	}
	nonce := rand.Text()[:16] // 80 random bits, letters and digits
	ts := c.now().Unix()
	return &JSConfig{
		AppID:     c.cfg.MPAppID,
		Timestamp: ts,
		NonceStr:  nonce,
		Signature: Signature(ticket, nonce, ts, pageURL),
		URL:       pageURL,
		Debug:     c.cfg.Debug,
	}, nil
}

func tokenKey(appID string) string  { return "wechat:cgi_token:" + appID }
func ticketKey(appID string) string { return "wechat:jsapi_ticket:" + appID }

// AccessToken is the official account's server access_token
// (cgi-bin/token), cached server-wide until shortly before it expires.
func (c *Client) AccessToken(ctx context.Context) (string, error) {
	const op = "cgi-bin/token"
	if !c.Configured(MPApp) {
		return "", fmt.Errorf("wechat %s: %w", op, ErrNotConfigured)
	}
	return c.cached(ctx, tokenKey(c.cfg.MPAppID), func(ctx context.Context) (string, time.Duration, error) {
		var out struct {
			AccessToken string `json:"access_token"`
			ExpiresIn   int    `json:"expires_in"`
		}
		err := c.get(ctx, op, url.Values{
			"grant_type": {"client_credential"}, "appid": {c.cfg.MPAppID}, "secret": {c.cfg.MPSecret},
		}, &out)
		if err != nil {
			return "", 0, err
		}
		if out.AccessToken == "" {
			return "", 0, fmt.Errorf("wechat %s: answer without access_token", op)
		}
		return out.AccessToken, cacheTTL(out.ExpiresIn), nil
	})
}

// JSAPITicket is the official account's jsapi_ticket
// (cgi-bin/ticket/getticket), cached server-wide. A ticket call refused for
// a stale access_token (40001, 40014, 42001) drops the cached token and
// retries once with a fresh one.
func (c *Client) JSAPITicket(ctx context.Context) (string, error) {
	const op = "cgi-bin/ticket/getticket"
	if !c.Configured(MPApp) {
		return "", fmt.Errorf("wechat %s: %w", op, ErrNotConfigured)
	}
	return c.cached(ctx, ticketKey(c.cfg.MPAppID), func(ctx context.Context) (string, time.Duration, error) {
		for attempt := 0; ; attempt++ {
			tok, err := c.AccessToken(ctx)
			if err != nil {
				return "", 0, err
			}
			var out struct {
				Ticket    string `json:"ticket"`
				ExpiresIn int    `json:"expires_in"`
			}
			err = c.get(ctx, op, url.Values{"access_token": {tok}, "type": {"jsapi"}}, &out)
			if err != nil && staleToken(err) && attempt == 0 {
				c.dropToken(ctx, tok)
				continue
			}
			if err != nil {
				return "", 0, err
			}
			if out.Ticket == "" {
				return "", 0, fmt.Errorf("wechat %s: answer without ticket", op)
			}
			return out.Ticket, cacheTTL(out.ExpiresIn), nil
		}
	})
}

// dropToken forgets the cached access_token if it is still tok.
func (c *Client) dropToken(ctx context.Context, tok string) {
	key := tokenKey(c.cfg.MPAppID)
	if v, ok, err := c.cache.Get(ctx, key); err == nil && ok && string(v) == tok {
		if err := c.cache.Delete(ctx, key); err != nil {
			c.log.WarnContext(ctx, "wechat: drop stale access_token", "err", err)
		}
	}
}

// cacheTTL keeps a token for its lifetime less a 5-minute margin, so that
// no server hands out one that expires while the page uses it.
func cacheTTL(expiresIn int) time.Duration {
	if expiresIn <= 0 {
		expiresIn = 7200
	}
	life := time.Duration(expiresIn) * time.Second
	if life > 10*time.Minute {
		return life - 5*time.Minute
	}
	return life / 2
}

// cached returns the value at key, or fetches and stores it: one fetch per
// key in this process (singleflight) and, through a lock key in the shared
// cache, one across servers; the others wait for the value to appear.
func (c *Client) cached(ctx context.Context, key string, fetch func(context.Context) (string, time.Duration, error)) (string, error) {
	if v, ok := c.cacheGet(ctx, key); ok {
		return v, nil
	}
	ch := c.sf.DoChan(key, func() (any, error) {
		// Not bound to the first caller's cancellation: the others share it.
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.lockWait+c.lockTTL)
		defer cancel()
		return c.fetchLocked(fctx, key, fetch)
	})
	select {
	case res := <-ch:
		if res.Err != nil {
			return "", res.Err
		}
		return res.Val.(string), nil
	case <-ctx.Done():
		return "", fmt.Errorf("wechat: wait for %s: %w", key, ctx.Err())
	}
}

func (c *Client) fetchLocked(ctx context.Context, key string, fetch func(context.Context) (string, time.Duration, error)) (string, error) {
	lock := key + ":lock"
	deadline := time.Now().Add(c.lockWait)
	for {
		if v, ok := c.cacheGet(ctx, key); ok {
			return v, nil
		}
		got, err := c.cache.SetNX(ctx, lock, []byte("1"), c.lockTTL)
		if err != nil {
			c.log.WarnContext(ctx, "wechat: cache lock failed; fetching without it", "err", err)
			return c.fetchStore(ctx, key, fetch)
		}
		if got {
			defer func() {
				if err := c.cache.Delete(context.WithoutCancel(ctx), lock); err != nil {
					c.log.WarnContext(ctx, "wechat: release cache lock", "err", err)
				}
			}()
			if v, ok := c.cacheGet(ctx, key); ok {
				return v, nil
			}
			return c.fetchStore(ctx, key, fetch)
		}
		if time.Now().After(deadline) {
			// The holder is slow or gone: fetch rather than fail.
			return c.fetchStore(ctx, key, fetch)
		}
		t := time.NewTimer(50 * time.Millisecond)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return "", fmt.Errorf("wechat: wait for %s: %w", key, ctx.Err())
		}
	}
}

func (c *Client) fetchStore(ctx context.Context, key string, fetch func(context.Context) (string, time.Duration, error)) (string, error) {
	v, ttl, err := fetch(ctx)
	if err != nil {
		return "", err
	}
	if err := c.cache.Set(ctx, key, []byte(v), ttl); err != nil {
		c.log.WarnContext(ctx, "wechat: cache store failed", "err", err)
	}
	return v, nil
}

func (c *Client) cacheGet(ctx context.Context, key string) (string, bool) {
	v, ok, err := c.cache.Get(ctx, key)
	if err != nil {
		c.log.WarnContext(ctx, "wechat: cache read failed", "err", err)
		return "", false
	}
	if !ok || len(v) == 0 {
		return "", false
	}
	return string(v), true
}
