package wechatpaysim

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// maxBody bounds a request body, as the real API does.
const maxBody = 64 << 10

// apiError is an error answer: {"code": ..., "message": ...} with a status.
type apiError struct {
	Status  int
	Code    string
	Message string
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func fail(status int, code, msg string) *apiError {
	return &apiError{Status: status, Code: code, Message: msg}
}

var (
	errSign       = fail(http.StatusUnauthorized, "SIGN_ERROR", "签名错误")
	errSystem     = fail(http.StatusInternalServerError, "SYSTEM_ERROR", "系统错误")
	errNotExist   = fail(http.StatusNotFound, "ORDER_NOT_EXIST", "订单不存在")
	errRefundNone = fail(http.StatusNotFound, "RESOURCE_NOT_EXISTS", "退款单不存在")
	errOrderPaid  = fail(http.StatusBadRequest, "ORDERPAID", "该订单已支付")
	errClosed     = fail(http.StatusBadRequest, "ORDER_CLOSED", "订单已关闭")
)

func paramError(msg string) *apiError { return fail(http.StatusBadRequest, "PARAM_ERROR", msg) }

// v3 wraps an API handler: the merchant's signature checked over the URI
// WeChat Pay would see (our base path taken off), the knob of failures,
// and the answer signed by the platform key.
func (s *Sim) v3(fn func(r *http.Request, body []byte) (int, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
		if err != nil {
			s.answer(w, 0, nil, paramError("请求体过大或无法读取"))
			return
		}
		s.mu.Lock()
		down := s.failNext > 0
		if down {
			s.failNext--
		}
		s.mu.Unlock()
		if down {
			s.answer(w, 0, nil, errSystem)
			return
		}
		uri := strings.TrimPrefix(r.URL.RequestURI(), s.base)
		if err := s.verifyRequest(r.Method, uri, r.Header.Get("Authorization"), body); err != nil {
			s.log.WarnContext(r.Context(), "wechatpaysim: request signature refused", "uri", uri, "reason", err)
			s.answer(w, 0, nil, errSign)
			return
		}
		status, v, err := fn(r, body)
		s.answer(w, status, v, err)
	}
}

// verifyRequest checks WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,timestamp,serial_no,signature
// over "METHOD\nURI\nTIMESTAMP\nNONCE\nBODY\n".
func (s *Sim) verifyRequest(method, uri, authz string, body []byte) error {
	scheme, params, ok := strings.Cut(authz, " ")
	if !ok || scheme != "WECHATPAY2-SHA256-RSA2048" {
		return errors.New("not a WECHATPAY2-SHA256-RSA2048 Authorization")
	}
	p := map[string]string{}
	for _, kv := range strings.Split(params, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if ok {
			p[k] = strings.Trim(v, `"`)
		}
	}
	if p["mchid"] != s.opts.MchID {
		return fmt.Errorf("mchid %q unknown", p["mchid"])
	}
	if p["serial_no"] != s.opts.MerchantSerial {
		return fmt.Errorf("serial_no %q is not the merchant certificate's", p["serial_no"])
	}
	ts, err := strconv.ParseInt(p["timestamp"], 10, 64)
	if err != nil || absDuration(time.Since(time.Unix(ts, 0))) >= 5*time.Minute {
		return errors.New("timestamp missing or 5 minutes away")
	}
	if p["nonce_str"] == "" {
		return errors.New("nonce_str missing")
	}
	msg := method + "\n" + uri + "\n" + p["timestamp"] + "\n" + p["nonce_str"] + "\n" + string(body) + "\n"
	return verifyRSA(s.opts.MerchantKey, msg, p["signature"])
}

func absDuration(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

func verifyRSA(key *rsa.PublicKey, msg, sig string) error {
	raw, err := base64.StdEncoding.DecodeString(sig)
	if err != nil {
		return errors.New("signature is not base64")
	}
	sum := sha256.Sum256([]byte(msg))
	if err := rsa.VerifyPKCS1v15(key, crypto.SHA256, sum[:], raw); err != nil {
		return errors.New("signature does not verify")
	}
	return nil
}

func signRSA(key *rsa.PrivateKey, msg string) string {
	sum := sha256.Sum256([]byte(msg))
	sig, err := rsa.SignPKCS1v15(nil, key, crypto.SHA256, sum[:])
	if err != nil {
		panic("wechatpaysim: sign: " + err.Error()) // only with a broken key
	}
	return base64.StdEncoding.EncodeToString(sig)
}

// signHeaders sets the platform signature of body: Wechatpay-Serial,
// -Timestamp (wall-clock time: the receiver checks it against its own),
// -Nonce, -Signature over "TIMESTAMP\nNONCE\nBODY\n".
func (s *Sim) signHeaders(h http.Header, body []byte, key *rsa.PrivateKey, at time.Time) {
	ts, nonce := strconv.FormatInt(at.Unix(), 10), strings.ToUpper(randomHex(16))
	h.Set("Wechatpay-Serial", s.opts.PlatformKeyID)
	h.Set("Wechatpay-Timestamp", ts)
	h.Set("Wechatpay-Nonce", nonce)
	h.Set("Wechatpay-Signature", signRSA(key, ts+"\n"+nonce+"\n"+string(body)+"\n"))
	h.Set("Wechatpay-Signature-Type", "WECHATPAY2-SHA256-RSA2048")
}

// answer writes a signed answer: v as JSON with status (204 without v), or
// the error's {code, message}.
func (s *Sim) answer(w http.ResponseWriter, status int, v any, err error) {
	var body []byte
	var ae *apiError
	switch {
	case errors.As(err, &ae):
		status = ae.Status
		body, _ = json.Marshal(map[string]string{"code": ae.Code, "message": ae.Message})
	case err != nil:
		s.log.Error("wechatpaysim: API failed", "err", err)
		status = http.StatusInternalServerError
		body, _ = json.Marshal(map[string]string{"code": "SYSTEM_ERROR", "message": "系统错误"})
	case v != nil:
		body, _ = json.Marshal(v)
	}
	if status == 0 {
		status = http.StatusOK
	}
	key := s.opts.PlatformKey
	s.mu.Lock()
	if s.forgeNext > 0 {
		s.forgeNext--
		key = s.forgeKeyLocked()
	}
	s.mu.Unlock()
	h := w.Header()
	h.Set("Request-Id", "08"+strings.ToUpper(randomHex(14)))
	h.Set("Cache-Control", "no-store")
	s.signHeaders(h, body, key, time.Now())
	if len(body) > 0 {
		h.Set("Content-Type", "application/json")
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// forgeKeyLocked is a key that is not the platform's (made once).
func (s *Sim) forgeKeyLocked() *rsa.PrivateKey {
	if s.forgeKey == nil {
		k, err := rsa.GenerateKey(rand.Reader, 2048)
		if err != nil {
			panic("wechatpaysim: forge key: " + err.Error())
		}
		s.forgeKey = k
	}
	return s.forgeKey
}

type prepayBody struct {
	AppID       string `json:"appid"`
	MchID       string `json:"mchid"`
	Description string `json:"description"`
	OutTradeNo  string `json:"out_trade_no"`
	TimeExpire  string `json:"time_expire"`
	Attach      string `json:"attach"`
	NotifyURL   string `json:"notify_url"`
	Amount      struct {
		Total    *int64 `json:"total"`
		Currency string `json:"currency"`
	} `json:"amount"`
	Payer *struct {
		OpenID string `json:"openid"`
	} `json:"payer"`
	SceneInfo *struct {
		PayerClientIP string `json:"payer_client_ip"`
		H5Info        *struct {
			Type string `json:"type"`
		} `json:"h5_info"`
	} `json:"scene_info"`
}

var outNoRe = regexp.MustCompile(`^[A-Za-z0-9_\-|*]{6,32}$`)

var tradeTypes = map[string]string{"jsapi": "JSAPI", "h5": "MWEB", "native": "NATIVE"}

func decodeStrict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(v); err != nil {
		return paramError("请求体不是合法的JSON")
	}
	return nil
}

func (s *Sim) prepay(r *http.Request, body []byte) (int, any, error) {
	tradeType, ok := tradeTypes[r.PathValue("kind")]
	if !ok {
		return 0, nil, fail(http.StatusNotFound, "NOT_FOUND", "接口不存在")
	}
	var in prepayBody
	if err := decodeStrict(body, &in); err != nil {
		return 0, nil, err
	}
	now := s.now()
	o := &order{
		AppID: in.AppID, MchID: in.MchID, OutTradeNo: in.OutTradeNo, Description: in.Description, Attach: in.Attach,
		NotifyURL: in.NotifyURL, TradeType: tradeType, State: "NOTPAY",
	}
	switch {
	case in.AppID == "":
		return 0, nil, paramError("appid 不能为空")
	case len(s.opts.AppIDs) > 0 && !slices.Contains(s.opts.AppIDs, in.AppID):
		return 0, nil, fail(http.StatusBadRequest, "APPID_MCHID_NOT_MATCH", "appid和mch_id不匹配")
	case in.MchID != s.opts.MchID:
		return 0, nil, fail(http.StatusBadRequest, "MCH_NOT_EXISTS", "商户号不存在")
	case in.Description == "" || len(in.Description) > 127:
		return 0, nil, paramError("description 长度应为1到127字节")
	case !outNoRe.MatchString(in.OutTradeNo):
		return 0, nil, paramError("out_trade_no 应为6到32位字母、数字或_-|*")
	case len(in.Attach) > 128:
		return 0, nil, paramError("attach 超过128字节")
	case in.Amount.Total == nil || *in.Amount.Total <= 0:
		return 0, nil, paramError("amount.total 应为正整数（分）")
	case in.Amount.Currency != "" && in.Amount.Currency != "CNY":
		return 0, nil, paramError("amount.currency 仅支持CNY")
	}
	if u, err := url.Parse(in.NotifyURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.RawQuery != "" {
		return 0, nil, paramError("notify_url 应为不带参数的http(s)地址")
	}
	o.Total = *in.Amount.Total
	if in.TimeExpire != "" {
		t, err := time.Parse(time.RFC3339, in.TimeExpire)
		if err != nil {
			return 0, nil, paramError("time_expire 格式错误，应为rfc3339")
		}
		if !t.After(now) {
			return 0, nil, paramError("time_expire 时间过短")
		}
		o.ExpireAt = t.UTC()
	} else {
		o.ExpireAt = now.Add(2 * time.Hour)
	}
	switch tradeType {
	case "JSAPI":
		if in.Payer == nil || in.Payer.OpenID == "" {
			return 0, nil, paramError("JSAPI 支付必须传 payer.openid")
		}
		o.OpenID = in.Payer.OpenID
	case "MWEB":
		if in.SceneInfo == nil || in.SceneInfo.PayerClientIP == "" || in.SceneInfo.H5Info == nil || in.SceneInfo.H5Info.Type == "" {
			return 0, nil, paramError("H5 支付必须传 scene_info.payer_client_ip 和 scene_info.h5_info.type")
		}
		o.ClientIP = in.SceneInfo.PayerClientIP
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.orders[o.OutTradeNo]; ok {
		s.expireLocked(old)
		switch {
		case old.State == "SUCCESS" || old.State == "REFUND":
			return 0, nil, errOrderPaid
		case old.State == "CLOSED":
			return 0, nil, errClosed
		case old.TradeType != o.TradeType || old.Total != o.Total || old.Description != o.Description || old.AppID != o.AppID:
			return 0, nil, fail(http.StatusBadRequest, "INVALID_REQUEST", "201 商户订单号重复")
		}
		o = old
	} else {
		o.PrepayID = "wx" + now.In(shanghai).Format("02150405") + randomHex(12)
		o.Token = randomHex(16)
		s.orders[o.OutTradeNo] = o
		s.byPrepay[o.PrepayID] = o
		s.byToken[o.Token] = o
	}
	switch tradeType {
	case "JSAPI":
		return 0, map[string]string{"prepay_id": o.PrepayID}, nil
	case "MWEB":
		return 0, map[string]string{"h5_url": s.opts.PublicURL + s.base + "/h5?prepay=" + o.Token}, nil
	default:
		return 0, map[string]string{"code_url": "weixin://wxpay/bizpayurl?pr=" + o.Token}, nil
	}
}

// expireLocked closes an unpaid attempt past its time_expire.
func (s *Sim) expireLocked(o *order) {
	if o.State == "NOTPAY" && !s.now().Before(o.ExpireAt) {
		o.State = "CLOSED"
	}
}

var stateDesc = map[string]string{
	"SUCCESS": "支付成功", "REFUND": "转入退款", "NOTPAY": "订单未支付", "CLOSED": "订单已关闭", "PAYERROR": "支付失败",
}

// transactionLocked is the transaction JSON of o.
func (s *Sim) transactionLocked(o *order) map[string]any {
	s.expireLocked(o)
	t := map[string]any{
		"appid": o.AppID, "mchid": o.MchID, "out_trade_no": o.OutTradeNo, "trade_state": o.State,
		"trade_state_desc": stateDesc[o.State], "attach": o.Attach,
		"amount": map[string]any{"total": o.Total, "currency": "CNY", "payer_currency": "CNY"},
	}
	if o.TransactionID != "" {
		t["transaction_id"] = o.TransactionID
		t["trade_type"] = o.TradeType
		t["bank_type"] = "OTHERS"
		t["success_time"] = wxTime(o.SuccessTime)
		t["payer"] = map[string]string{"openid": o.Payer}
		t["amount"] = map[string]any{"total": o.Total, "payer_total": o.Total, "currency": "CNY", "payer_currency": "CNY"}
	}
	return t
}

// ownOrderLocked finds out_trade_no no of merchant mchid (s.mu held).
func (s *Sim) ownOrderLocked(mchid, no string) (*order, error) {
	if mchid != s.opts.MchID {
		return nil, paramError("mchid 与商户号不符")
	}
	o, ok := s.orders[no]
	if !ok {
		return nil, errNotExist
	}
	return o, nil
}

func (s *Sim) query(r *http.Request, _ []byte) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, err := s.ownOrderLocked(r.URL.Query().Get("mchid"), r.PathValue("no"))
	if err != nil {
		return 0, nil, err
	}
	return 0, s.transactionLocked(o), nil
}

func (s *Sim) closeOrder(r *http.Request, body []byte) (int, any, error) {
	var in struct {
		MchID string `json:"mchid"`
	}
	if err := decodeStrict(body, &in); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	o, err := s.ownOrderLocked(in.MchID, r.PathValue("no"))
	if err != nil {
		return 0, nil, err
	}
	s.expireLocked(o)
	switch o.State {
	case "SUCCESS", "REFUND":
		return 0, nil, errOrderPaid
	}
	o.State = "CLOSED"
	return http.StatusNoContent, nil, nil
}

type refundBody struct {
	TransactionID string `json:"transaction_id"`
	OutTradeNo    string `json:"out_trade_no"`
	OutRefundNo   string `json:"out_refund_no"`
	Reason        string `json:"reason"`
	NotifyURL     string `json:"notify_url"`
	Amount        struct {
		Refund   *int64 `json:"refund"`
		Total    *int64 `json:"total"`
		Currency string `json:"currency"`
	} `json:"amount"`
}

func (s *Sim) createRefund(r *http.Request, body []byte) (int, any, error) {
	var in refundBody
	if err := decodeStrict(body, &in); err != nil {
		return 0, nil, err
	}
	switch {
	case !outNoRe.MatchString(in.OutRefundNo):
		return 0, nil, paramError("out_refund_no 应为6到64位字母、数字或_-|*@")
	case in.OutTradeNo == "" && in.TransactionID == "":
		return 0, nil, paramError("transaction_id 和 out_trade_no 必须二选一")
	case in.Amount.Refund == nil || in.Amount.Total == nil || *in.Amount.Refund <= 0:
		return 0, nil, paramError("amount.refund 和 amount.total 应为正整数（分）")
	case in.Amount.Currency != "CNY":
		return 0, nil, paramError("amount.currency 仅支持CNY")
	case len(in.Reason) > 80:
		return 0, nil, paramError("reason 超过80字节")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.refunds[in.OutRefundNo]; ok {
		if old.Refund != *in.Amount.Refund || (in.OutTradeNo != "" && old.OutTradeNo != in.OutTradeNo) {
			return 0, nil, fail(http.StatusBadRequest, "INVALID_REQUEST", "商户退款单号重复，退款参数不一致")
		}
		return 0, refundJSON(old), nil
	}
	var o *order
	for _, cand := range s.orders {
		if (in.OutTradeNo != "" && cand.OutTradeNo == in.OutTradeNo) || (in.TransactionID != "" && cand.TransactionID == in.TransactionID) {
			o = cand
			break
		}
	}
	if o == nil {
		return 0, nil, fail(http.StatusNotFound, "RESOURCE_NOT_EXISTS", "订单不存在")
	}
	switch {
	case o.TransactionID == "":
		return 0, nil, fail(http.StatusBadRequest, "INVALID_REQUEST", "订单未支付，不能退款")
	case *in.Amount.Total != o.Total:
		return 0, nil, paramError("amount.total 与订单金额不符")
	case *in.Amount.Refund > o.Total-o.Refunded:
		return 0, nil, fail(http.StatusBadRequest, "NOT_ENOUGH", "申请退款金额超过订单可退金额")
	}
	rf := &refund{
		RefundID: "50" + randomHex(14), OutRefundNo: in.OutRefundNo, OutTradeNo: o.OutTradeNo, TransactionID: o.TransactionID,
		Reason: in.Reason, NotifyURL: in.NotifyURL, Status: "PROCESSING", Refund: *in.Amount.Refund, Total: o.Total, Created: s.now(),
	}
	if rf.NotifyURL == "" {
		rf.NotifyURL = o.NotifyURL
	}
	o.Refunded += rf.Refund
	s.refunds[rf.OutRefundNo] = rf
	s.later(s.opts.RefundDelay, func() { s.completeRefund(rf.OutRefundNo) })
	return 0, refundJSON(rf), nil
}

// completeRefund ends a PROCESSING refund (SUCCESS, or what
// EndNextRefund asked for) and notifies it (REFUND.SUCCESS|ABNORMAL|CLOSED).
func (s *Sim) completeRefund(outRefundNo string) {
	s.mu.Lock()
	rf := s.refunds[outRefundNo]
	if rf == nil || rf.Status != "PROCESSING" {
		s.mu.Unlock()
		return
	}
	rf.Status, rf.Ended = "SUCCESS", s.now()
	if len(s.refundEnd) > 0 {
		rf.Status, s.refundEnd = s.refundEnd[0], s.refundEnd[1:]
	}
	o := s.orders[rf.OutTradeNo]
	switch {
	case rf.Status == "SUCCESS":
		rf.SuccessTime = s.now()
		if o != nil {
			o.State = "REFUND"
		}
	case rf.Status == "CLOSED" && o != nil:
		o.Refunded -= rf.Refund // the money stays with the merchant
	}
	n := s.refundNotificationLocked(rf)
	s.mu.Unlock()
	s.deliverWithRetries(n)
}

func refundJSON(rf *refund) map[string]any {
	v := map[string]any{
		"refund_id": rf.RefundID, "out_refund_no": rf.OutRefundNo, "transaction_id": rf.TransactionID, "out_trade_no": rf.OutTradeNo,
		"channel": "ORIGINAL", "user_received_account": "支付用户零钱", "create_time": wxTime(rf.Created), "status": rf.Status,
		"funds_account": "AVAILABLE",
		"amount": map[string]any{
			"total": rf.Total, "refund": rf.Refund, "payer_total": rf.Total, "payer_refund": rf.Refund,
			"settlement_total": rf.Total, "settlement_refund": rf.Refund, "discount_refund": 0, "currency": "CNY",
			"from": []any{},
		},
		"promotion_detail": []any{},
	}
	if !rf.SuccessTime.IsZero() {
		v["success_time"] = wxTime(rf.SuccessTime)
	}
	return v
}

func (s *Sim) queryRefund(r *http.Request, _ []byte) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rf, ok := s.refunds[r.PathValue("no")]
	if !ok {
		return 0, nil, errRefundNone
	}
	return 0, refundJSON(rf), nil
}
