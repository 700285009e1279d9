package wechatpaysim

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"artmarket/server/providers/simkit"
	"artmarket/server/providers/wechatpay"
)

// The payer's pages: what the phone shows after scanning a Native code,
// the H5 cashier, and the JSAPI bridge's sheet. No inline script or style:
// the pages carry their own strict CSP, and bridge.js runs under the site's.

type pageData struct {
	Base, Title, Text, Kind, Token, Redirect, Merchant, Description, Amount, State string
	Payable, Late                                                                  bool
}

// orderByToken finds a page's attempt.
func (s *Sim) orderByToken(token string) (*order, pageData, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.byToken[token]
	if !ok || token == "" {
		return nil, pageData{}, false
	}
	s.expireLocked(o)
	return o, pageData{
		Base: s.base, Token: token, Merchant: "艺术市场（沙盒商户 " + o.MchID + "）", Description: o.Description,
		Amount: yuan(o.Total), State: stateDesc[o.State], Payable: o.State == "NOTPAY",
	}, true
}

func (s *Sim) scanPage(w http.ResponseWriter, r *http.Request) {
	_, d, ok := s.orderByToken(r.URL.Query().Get("pr"))
	if !ok {
		s.message(w, http.StatusNotFound, "二维码已失效", "找不到这笔支付，请回到商户页面重新扫码。")
		return
	}
	d.Title, d.Kind, d.Late = "微信支付", "scan", true
	s.pageHeaders(w, nil)
	s.render(w, "pay", d)
}

func (s *Sim) scanAction(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	o, _, ok := s.orderByToken(r.PostFormValue("pr"))
	if !ok {
		s.message(w, http.StatusNotFound, "二维码已失效", "找不到这笔支付，请回到商户页面重新扫码。")
		return
	}
	switch r.PostFormValue("action") {
	case "pay", "late":
		mode := NotifyNow
		if r.PostFormValue("action") == "late" {
			mode = NotifyLate
		}
		if _, err := s.pay(o, "", mode); err != nil {
			s.message(w, http.StatusConflict, "无法支付", "这笔订单已关闭或已支付。")
			return
		}
		text := "已向商户付款 ¥" + yuan(o.Total) + "，可以回到电脑上的页面。"
		if mode == NotifyLate {
			text += "（沙盒：支付结果通知将在 " + s.opts.LateDelay.String() + " 后发出）"
		}
		s.message(w, http.StatusOK, "支付成功", text)
	default:
		s.message(w, http.StatusOK, "已取消支付", "没有付款。可以回到电脑上的页面重新扫码。")
	}
}

// redirectTarget accepts an http(s) address or a path on this site.
func redirectTarget(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if err != nil || raw == "" {
		return nil, false
	}
	if u.Scheme == "" && u.Host == "" && strings.HasPrefix(u.Path, "/") && !strings.HasPrefix(raw, "//") && !strings.HasPrefix(raw, "/\\") {
		return u, true
	}
	if (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
		return u, true
	}
	return nil, false
}

func (s *Sim) h5Page(w http.ResponseWriter, r *http.Request) {
	_, d, ok := s.orderByToken(r.URL.Query().Get("prepay"))
	if !ok {
		s.message(w, http.StatusNotFound, "支付链接已失效", "找不到这笔支付，请回到商户页面重新发起。")
		return
	}
	to, ok := redirectTarget(r.URL.Query().Get("redirect_url"))
	if !ok {
		s.message(w, http.StatusBadRequest, "商户参数错误", "redirect_url 缺失或不是http(s)地址。")
		return
	}
	d.Title, d.Kind, d.Redirect = "微信支付", "h5", to.String()
	s.pageHeaders(w, to)
	s.render(w, "pay", d)
}

func (s *Sim) h5Action(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 8<<10)
	o, _, ok := s.orderByToken(r.PostFormValue("prepay"))
	to, okTo := redirectTarget(r.PostFormValue("redirect_url"))
	if !ok || !okTo {
		s.message(w, http.StatusBadRequest, "支付链接已失效", "找不到这笔支付，请回到商户页面重新发起。")
		return
	}
	if r.PostFormValue("action") == "pay" {
		if _, err := s.pay(o, "", NotifyNow); err != nil && !errors.Is(err, ErrNotPayable) {
			s.message(w, http.StatusInternalServerError, "支付失败", err.Error())
			return
		}
	}
	// Like WeChat: back to the merchant's page whatever happened; the
	// merchant queries the order (never trusts the return).
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, to.String(), http.StatusSeeOther)
}

// bridgeJS serves window.WeixinJSBridge for JSAPI payments.
func (s *Sim) bridgeJS(w http.ResponseWriter, r *http.Request) {
	src, err := files.ReadFile("static/bridge.js")
	if err != nil {
		http.Error(w, "bridge.js missing", http.StatusInternalServerError)
		return
	}
	base, _ := json.Marshal(s.base)
	src = bytes.Replace(src, []byte(`"{{SIM_BASE}}"`), base, 1)
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(src)
}

// jsapiOrder checks getBrandWCPayRequest's params: appId, a package naming
// a prepay id of ours, signType RSA, a timeStamp within 5 minutes, and the
// paySign by the merchant's key. It answers the attempt or the reason.
func (s *Sim) jsapiOrder(r *http.Request) (*order, wechatpay.JSAPIParams, string) {
	var p wechatpay.JSAPIParams
	if err := json.NewDecoder(io.LimitReader(r.Body, 4<<10)).Decode(&p); err != nil {
		return nil, p, "参数格式错误"
	}
	if p.SignType != "RSA" {
		return nil, p, "signType 应为 RSA"
	}
	ts, err := strconv.ParseInt(p.TimeStamp, 10, 64)
	if err != nil || absDuration(time.Since(time.Unix(ts, 0))) > 5*time.Minute {
		return nil, p, "timeStamp 无效或已过期"
	}
	if verifyRSA(s.opts.MerchantKey, wechatpay.PaySignMessage(p), p.PaySign) != nil {
		return nil, p, "支付验证签名失败"
	}
	s.mu.Lock()
	o, ok := s.byPrepay[strings.TrimPrefix(p.Package, "prepay_id=")]
	s.mu.Unlock()
	if !ok || !strings.HasPrefix(p.Package, "prepay_id=") {
		return nil, p, "prepay_id 不存在"
	}
	if subtle.ConstantTimeCompare([]byte(o.AppID), []byte(p.AppID)) != 1 {
		return nil, p, "appId 与下单时不一致"
	}
	return o, p, ""
}

// jsapiVerify: {ok, description, amount, err_desc}.
func (s *Sim) jsapiVerify(w http.ResponseWriter, r *http.Request) {
	o, _, reason := s.jsapiOrder(r)
	if reason != "" {
		writeJSON(w, http.StatusBadRequest, map[string]any{"ok": false, "err_desc": reason})
		return
	}
	_, d, _ := s.orderByToken(o.Token)
	if !d.Payable {
		writeJSON(w, http.StatusConflict, map[string]any{"ok": false, "err_desc": "订单" + d.State})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"ok": true, "description": d.Description, "amount": d.Amount, "merchant": d.Merchant})
}

// jsapiPay pays after the sheet's 支付: the same params, verified again.
func (s *Sim) jsapiPay(w http.ResponseWriter, r *http.Request) {
	o, _, reason := s.jsapiOrder(r)
	if reason != "" {
		writeJSON(w, http.StatusBadRequest, map[string]any{"ok": false, "err_desc": reason})
		return
	}
	if _, err := s.pay(o, o.OpenID, NotifyNow); err != nil {
		writeJSON(w, http.StatusConflict, map[string]any{"ok": false, "err_desc": "订单已关闭或已支付"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"ok": true})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// pageHeaders sets the pages' own CSP: their stylesheet only, forms to
// this site (and to the H5 redirect's origin, which a form's redirect
// reaches), never framed.
func (s *Sim) pageHeaders(w http.ResponseWriter, redirect *url.URL) {
	formAction := "'self'"
	if redirect != nil && redirect.Host != "" {
		formAction += " " + redirect.Scheme + "://" + redirect.Host
	}
	h := w.Header()
	h.Set("Content-Security-Policy", strings.Join([]string{
		"default-src 'none'", "script-src 'none'", "style-src 'self'", "img-src 'self' data:",
		"form-action " + formAction, "frame-ancestors 'none'", "base-uri 'none'",
	}, "; "))
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cache-Control", "no-store")
}

func (s *Sim) render(w http.ResponseWriter, name string, d pageData) {
	page, err := simkit.Render(s.pages, name, d)
	if err != nil {
		s.pageError(w, err)
		return
	}
	simkit.WriteHTML(w, http.StatusOK, page)
}

func (s *Sim) message(w http.ResponseWriter, status int, title, text string) {
	page, err := simkit.Render(s.pages, "message", pageData{Base: s.base, Title: title, Text: text})
	if err != nil {
		s.pageError(w, err)
		return
	}
	s.pageHeaders(w, nil)
	simkit.WriteHTML(w, status, page)
}

func (s *Sim) pageError(w http.ResponseWriter, err error) {
	s.log.Error("wechatpaysim: page", "err", err)
	http.Error(w, "WeChat Pay sandbox error", http.StatusInternalServerError)
}

// Test knobs over HTTP (sandbox only, like every /_sandbox route):
//
//	POST /api/pay?out_trade_no=&notify=now|late|none   pay as the payer would
//	POST /api/notify?out_trade_no=&tamper=&refund=1    post the last notification once more: {"status": 204}
//	POST /api/fail?n=3                                  the next n API calls answer 500
//	POST /api/forge-answers?n=1                         the next n answers signed by another key
//	POST /api/refund-outcome?status=ABNORMAL            the next refund ends so (SUCCESS, ABNORMAL, CLOSED)
//	POST /api/bill-plant {date, action, out_trade_no|out_refund_no, amount_fen, state}  a difference in a day's bill
//	GET  /api/order?out_trade_no=                       the attempt's state
//	GET  /api/deliveries                                every notification attempt

func (s *Sim) knobPay(w http.ResponseWriter, r *http.Request) {
	mode := NotifyMode(r.URL.Query().Get("notify"))
	if mode == "" {
		mode = NotifyNow
	}
	if mode != NotifyNow && mode != NotifyLate && mode != NotifyNone {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "notify: now, late or none"})
		return
	}
	id, err := s.Pay(r.URL.Query().Get("out_trade_no"), mode)
	if err != nil {
		writeJSON(w, knobStatus(err), map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"transaction_id": id})
}

func (s *Sim) knobNotify(w http.ResponseWriter, r *http.Request) {
	t := Tamper(r.URL.Query().Get("tamper"))
	known := false
	for _, k := range Tampers {
		known = known || k == t
	}
	if !known {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": fmt.Sprintf("tamper: one of %v", Tampers)})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.opts.NotifyTimeout)
	defer cancel()
	status, err := s.Notify(ctx, r.URL.Query().Get("out_trade_no"), t, r.URL.Query().Get("refund") == "1")
	if err != nil {
		writeJSON(w, knobStatus(err), map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]int{"status": status})
}

func knobStatus(err error) int {
	switch {
	case errors.Is(err, ErrNoOrder):
		return http.StatusNotFound
	case errors.Is(err, ErrNotPayable):
		return http.StatusConflict
	}
	return http.StatusBadGateway
}

func (s *Sim) knobCount(w http.ResponseWriter, r *http.Request, set func(int)) {
	n, err := strconv.Atoi(r.URL.Query().Get("n"))
	if err != nil || n < 0 || n > 1000 {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "n: 0 to 1000"})
		return
	}
	set(n)
	writeJSON(w, http.StatusOK, map[string]int{"n": n})
}

func (s *Sim) knobFail(w http.ResponseWriter, r *http.Request)  { s.knobCount(w, r, s.FailNext) }
func (s *Sim) knobForge(w http.ResponseWriter, r *http.Request) { s.knobCount(w, r, s.ForgeAnswers) }

func (s *Sim) knobRefundOutcome(w http.ResponseWriter, r *http.Request) {
	st := r.URL.Query().Get("status")
	if err := s.EndNextRefund(st); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": st})
}

func (s *Sim) knobOrder(w http.ResponseWriter, r *http.Request) {
	st, ok := s.Order(r.URL.Query().Get("out_trade_no"))
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": ErrNoOrder.Error()})
		return
	}
	writeJSON(w, http.StatusOK, st)
}

func (s *Sim) knobDeliveries(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.Deliveries())
}
