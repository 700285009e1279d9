package wechatsim

import (
	"bytes"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// The JS-SDK look-alike (jweixin-1.6.0.js). WeChat's own script checks a
// wx.config signature with WeChat's servers before any API works; ours asks
// the simulator at /jssdk/verify, which signs with the jsapi_ticket it
// handed out (cgi-bin/ticket/getticket) exactly as WeChat does.

// jweixinJS serves the look-alike with the simulator's address baked in.
func (s *Sim) jweixinJS(w http.ResponseWriter, r *http.Request) {
	s.script(w, r, "jweixin.js", `"{{SIM_BASE}}"`)
}

// script serves templates/name with the simulator's public address (a JSON
// string) in place of placeholder.
func (s *Sim) script(w http.ResponseWriter, r *http.Request, name, placeholder string) {
	src, err := files.ReadFile("templates/" + name)
	if err != nil {
		s.log.ErrorContext(r.Context(), "wechatsim: read "+name, "err", err)
		http.Error(w, name+" missing", http.StatusInternalServerError)
		return
	}
	base, _ := json.Marshal(s.publicBase(r) + s.base)
	src = bytes.Replace(src, []byte(placeholder), base, 1)
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(src)
}

// jssdkSignature is WeChat's: hex SHA-1 of
// "jsapi_ticket=T&noncestr=N&timestamp=TS&url=URL", the URL without its
// fragment.
func jssdkSignature(ticket, nonceStr, timestamp, pageURL string) string {
	if i := strings.IndexByte(pageURL, '#'); i >= 0 {
		pageURL = pageURL[:i]
	}
	sum := sha1.Sum([]byte("jsapi_ticket=" + ticket + "&noncestr=" + nonceStr + "&timestamp=" + timestamp + "&url=" + pageURL))
	return hex.EncodeToString(sum[:])
}

// jssdkVerify checks a wx.config: ?appid&timestamp&noncestr&signature&url
// (url: the page's address, as the script read it). The answer is
// {errcode: 0, errmsg: "ok"}, or WeChat's config errors: 40013 invalid
// appid, 63002 invalid signature (also when no ticket was ever issued).
func (s *Sim) jssdkVerify(r *http.Request, q url.Values) (any, error) {
	app, ok := s.app(q.Get("appid"))
	if !ok || app.Kind != OfficialAccount {
		return nil, errc(40013, "invalid appid")
	}
	ts := q.Get("timestamp")
	if _, err := strconv.ParseInt(ts, 10, 64); err != nil || q.Get("noncestr") == "" || q.Get("url") == "" {
		return nil, errc(63002, "invalid signature")
	}
	var ticket string
	found, err := s.load(r.Context(), "ticket:"+app.AppID+":jsapi", &ticket)
	if err != nil {
		return nil, err
	}
	want := jssdkSignature(ticket, q.Get("noncestr"), ts, q.Get("url"))
	if !found || subtle.ConstantTimeCompare([]byte(want), []byte(strings.ToLower(q.Get("signature")))) != 1 {
		return nil, errc(63002, "invalid signature")
	}
	return map[string]any{"errcode": 0, "errmsg": "ok"}, nil
}
