package wechatpay

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/wechatpay-apiv3/wechatpay-go/core"
	"github.com/wechatpay-apiv3/wechatpay-go/core/auth/validators"
	"github.com/wechatpay-apiv3/wechatpay-go/core/auth/verifiers"
	"github.com/wechatpay-apiv3/wechatpay-go/core/option"
	"github.com/wechatpay-apiv3/wechatpay-go/services/payments"
	"github.com/wechatpay-apiv3/wechatpay-go/services/payments/h5"
	"github.com/wechatpay-apiv3/wechatpay-go/services/payments/jsapi"
	"github.com/wechatpay-apiv3/wechatpay-go/services/payments/native"
	"github.com/wechatpay-apiv3/wechatpay-go/services/refunddomestic"
	"github.com/wechatpay-apiv3/wechatpay-go/utils"
)

// ErrBadAnswer: an answer of the provider whose platform signature did not
// verify, or that did not parse. It is returned together with
// ErrUnavailable (errors.Is matches both): nothing in it is trusted, and
// the caller retries later as if no answer had come.
var ErrBadAnswer = errors.New("wechatpay: answer not verified")

// Client is the [API] over the official SDK. Make it with [New].
type Client struct {
	cfg    Config
	sdk    *core.Client
	files  *core.Client // bill downloads: answers unsigned
	notify *validators.WechatPayNotifyValidator
	now    func() time.Time
}

var _ API = (*Client)(nil)

// Option configures [New].
type Option func(*Client)

// WithClock sets the clock of JSAPIParams' timeStamp (default time.Now).
func WithClock(now func() time.Time) Option { return func(c *Client) { c.now = now } }

// New builds the SDK client. It never calls WeChat Pay: answers and
// notifications are verified with the configured platform public key
// (option.WithWechatPayPublicKeyAuthCipher), no certificate is downloaded.
func New(cfg Config, opts ...Option) (*Client, error) {
	if cfg.MerchantKey == nil || cfg.PlatformKey == nil || cfg.MchID == "" || cfg.AppID == "" {
		return nil, errors.New("wechatpay: config lacks the app id, merchant id or a key")
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	hc := &http.Client{Timeout: cfg.Timeout}
	if cfg.APIBase != "" {
		base, err := url.Parse(strings.TrimRight(cfg.APIBase, "/"))
		if err != nil || base.Scheme == "" || base.Host == "" {
			return nil, fmt.Errorf("wechatpay: API base %q is not an absolute URL", cfg.APIBase)
		}
		hc.Transport = &rebase{base: base, next: http.DefaultTransport}
	}
	sdk, err := core.NewClient(context.Background(),
		option.WithWechatPayPublicKeyAuthCipher(cfg.MchID, cfg.MerchantSerial, cfg.MerchantKey, cfg.PlatformKeyID, cfg.PlatformKey),
		option.WithHTTPClient(hc),
	)
	if err != nil {
		return nil, fmt.Errorf("wechatpay: SDK client: %w", err)
	}
	if len(cfg.APIv3Key) != 32 {
		return nil, errors.New("wechatpay: the APIv3 key must be 32 bytes (AES-256)")
	}
	files, err := newFileClient(cfg, hc)
	if err != nil {
		return nil, fmt.Errorf("wechatpay: SDK download client: %w", err)
	}
	c := &Client{cfg: cfg, sdk: sdk, files: files, now: time.Now,
		notify: validators.NewWechatPayNotifyValidator(verifiers.NewSHA256WithRSAPubkeyVerifier(cfg.PlatformKeyID, *cfg.PlatformKey))}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

// Config is the client's configuration (BridgeScriptURL for the pay page).
func (c *Client) Config() Config { return c.cfg }

// SandboxScanURL is, in sandbox mode, the simulator's page a phone would
// show after scanning codeURL (weixin://wxpay/bizpayurl?pr=TOKEN):
// "/_sandbox/wechatpay/scan?pr=TOKEN", for the desktop pay page to link to.
// Empty outside the sandbox or for another code.
func (c *Client) SandboxScanURL(codeURL string) string {
	token, ok := strings.CutPrefix(codeURL, "weixin://wxpay/bizpayurl?pr=")
	if !c.cfg.Sandbox || !ok || token == "" {
		return ""
	}
	return SandboxPath + "/scan?pr=" + url.QueryEscape(token)
}

// BridgeScriptURL is, in sandbox mode, the simulator's WeixinJSBridge script
// the pay page loads inside WeChat; empty outside the sandbox (WeChat's
// browser has its own bridge).
func (c *Client) BridgeScriptURL() string { return c.cfg.BridgeScriptURL }

// AppID implements [API].
func (c *Client) AppID() string { return c.cfg.AppID }

// MchID implements [API].
func (c *Client) MchID() string { return c.cfg.MchID }

// rebase sends the SDK's requests (always to https://api.mch.weixin.qq.com)
// to base instead: scheme and host replaced, base's path put in front. The
// signature covers only the request URI the SDK built, which the
// simulator checks after taking its own path off.
type rebase struct {
	base *url.URL
	next http.RoundTripper
}

func (t *rebase) RoundTrip(r *http.Request) (*http.Response, error) {
	r2 := r.Clone(r.Context())
	r2.URL.Scheme, r2.URL.Host, r2.Host = t.base.Scheme, t.base.Host, t.base.Host
	r2.URL.Path = t.base.Path + r.URL.Path
	if r.URL.RawPath != "" {
		r2.URL.RawPath = t.base.Path + r.URL.RawPath
	}
	return t.next.RoundTrip(r2)
}

// call bounds one SDK call by the timeout and maps its error.
func (c *Client) call(ctx context.Context, what string, fn func(ctx context.Context) (*core.APIResult, error)) error {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	res, err := fn(ctx)
	if err == nil {
		return nil
	}
	return mapError(what, res, err)
}

// mapError turns the SDK's errors into the contract's.
func mapError(what string, res *core.APIResult, err error) error {
	var ae *core.APIError
	if errors.As(err, &ae) {
		switch {
		case ae.Code == "ORDER_NOT_EXIST" || ae.Code == "RESOURCE_NOT_EXISTS" || ae.StatusCode == http.StatusNotFound:
			return fmt.Errorf("wechatpay: %s: %s %s: %w", what, ae.Code, ae.Message, ErrNotFound)
		case ae.Code == "ORDERPAID":
			return fmt.Errorf("wechatpay: %s: %s %s: %w", what, ae.Code, ae.Message, ErrAlreadyPaid)
		case ae.StatusCode >= 500 || ae.StatusCode == http.StatusTooManyRequests || ae.Code == "SYSTEM_ERROR" || ae.Code == "FREQUENCY_LIMITED":
			return fmt.Errorf("wechatpay: %s: HTTP %d %s %s: %w", what, ae.StatusCode, ae.Code, ae.Message, ErrUnavailable)
		}
		return fmt.Errorf("wechatpay: %s: HTTP %d %s %s", what, ae.StatusCode, ae.Code, ae.Message)
	}
	if res != nil && res.Response != nil {
		// An answer came but its signature or body did not check out.
		return fmt.Errorf("wechatpay: %s: %w: %w: %v", what, ErrUnavailable, ErrBadAnswer, err)
	}
	return fmt.Errorf("wechatpay: %s: %w: %v", what, ErrUnavailable, err)
}

// Prepay implements [API].
func (c *Client) Prepay(ctx context.Context, req PrepayRequest) (PrepayResult, error) {
	var out PrepayResult
	var expire *time.Time
	if !req.ExpireAt.IsZero() {
		t := req.ExpireAt.In(shanghai).Truncate(time.Second)
		expire = &t
	}
	attach := optional(req.Attach)
	amount := func() (*int64, *string) { return core.Int64(req.AmountFen), core.String("CNY") }
	what := "prepay " + string(req.TradeType) + " " + req.OutTradeNo
	var err error
	switch req.TradeType {
	case TradeJSAPI:
		total, cur := amount()
		err = c.call(ctx, what, func(ctx context.Context) (*core.APIResult, error) {
			resp, res, err := (&jsapi.JsapiApiService{Client: c.sdk}).Prepay(ctx, jsapi.PrepayRequest{
				Appid: core.String(c.cfg.AppID), Mchid: core.String(c.cfg.MchID), Description: core.String(req.Description),
				OutTradeNo: core.String(req.OutTradeNo), TimeExpire: expire, Attach: attach, NotifyUrl: core.String(c.cfg.NotifyURL),
				Amount: &jsapi.Amount{Total: total, Currency: cur}, Payer: &jsapi.Payer{Openid: core.String(req.OpenID)},
			})
			if err == nil {
				out.PrepayID = deref(resp.PrepayId)
			}
			return res, err
		})
	case TradeH5:
		total, cur := amount()
		err = c.call(ctx, what, func(ctx context.Context) (*core.APIResult, error) {
			resp, res, err := (&h5.H5ApiService{Client: c.sdk}).Prepay(ctx, h5.PrepayRequest{
				Appid: core.String(c.cfg.AppID), Mchid: core.String(c.cfg.MchID), Description: core.String(req.Description),
				OutTradeNo: core.String(req.OutTradeNo), TimeExpire: expire, Attach: attach, NotifyUrl: core.String(c.cfg.NotifyURL),
				Amount:    &h5.Amount{Total: total, Currency: cur},
				SceneInfo: &h5.SceneInfo{PayerClientIp: core.String(req.ClientIP), H5Info: &h5.H5Info{Type: core.String("Wap")}},
			})
			if err == nil {
				out.H5URL = deref(resp.H5Url)
			}
			return res, err
		})
	case TradeNative:
		total, cur := amount()
		err = c.call(ctx, what, func(ctx context.Context) (*core.APIResult, error) {
			resp, res, err := (&native.NativeApiService{Client: c.sdk}).Prepay(ctx, native.PrepayRequest{
				Appid: core.String(c.cfg.AppID), Mchid: core.String(c.cfg.MchID), Description: core.String(req.Description),
				OutTradeNo: core.String(req.OutTradeNo), TimeExpire: expire, Attach: attach, NotifyUrl: core.String(c.cfg.NotifyURL),
				Amount: &native.Amount{Total: total, Currency: cur},
			})
			if err == nil {
				out.CodeURL = deref(resp.CodeUrl)
			}
			return res, err
		})
	default:
		return out, fmt.Errorf("wechatpay: prepay: unknown trade type %q", req.TradeType)
	}
	return out, err
}

// JSAPIParams implements [API]: paySign is SHA256withRSA by the merchant key
// over "appId\ntimeStamp\nnonceStr\npackage\n".
func (c *Client) JSAPIParams(prepayID string) (JSAPIParams, error) {
	if prepayID == "" {
		return JSAPIParams{}, errors.New("wechatpay: JSAPI params: empty prepay id")
	}
	nonce, err := utils.GenerateNonce()
	if err != nil {
		return JSAPIParams{}, fmt.Errorf("wechatpay: JSAPI params: %w", err)
	}
	p := JSAPIParams{
		AppID: c.cfg.AppID, TimeStamp: strconv.FormatInt(c.now().Unix(), 10), NonceStr: nonce,
		Package: "prepay_id=" + prepayID, SignType: "RSA",
	}
	p.PaySign, err = utils.SignSHA256WithRSA(PaySignMessage(p), c.cfg.MerchantKey)
	if err != nil {
		return JSAPIParams{}, fmt.Errorf("wechatpay: JSAPI params: sign: %w", err)
	}
	return p, nil
}

// PaySignMessage is the text paySign signs.
func PaySignMessage(p JSAPIParams) string {
	return p.AppID + "\n" + p.TimeStamp + "\n" + p.NonceStr + "\n" + p.Package + "\n"
}

// Query implements [API].
func (c *Client) Query(ctx context.Context, outTradeNo string) (Transaction, error) {
	var tx Transaction
	err := c.call(ctx, "query "+outTradeNo, func(ctx context.Context) (*core.APIResult, error) {
		resp, res, err := (&jsapi.JsapiApiService{Client: c.sdk}).QueryOrderByOutTradeNo(ctx, jsapi.QueryOrderByOutTradeNoRequest{
			OutTradeNo: core.String(outTradeNo), Mchid: core.String(c.cfg.MchID),
		})
		if err == nil {
			tx, err = fromSDKTransaction(resp)
		}
		return res, err
	})
	return tx, err
}

// Close implements [API]: closing a closed attempt succeeds; a paid one is
// ErrAlreadyPaid.
func (c *Client) Close(ctx context.Context, outTradeNo string) error {
	return c.call(ctx, "close "+outTradeNo, func(ctx context.Context) (*core.APIResult, error) {
		return (&jsapi.JsapiApiService{Client: c.sdk}).CloseOrder(ctx, jsapi.CloseOrderRequest{
			OutTradeNo: core.String(outTradeNo), Mchid: core.String(c.cfg.MchID),
		})
	})
}

// Refund implements [API].
func (c *Client) Refund(ctx context.Context, req RefundRequest) (Refund, error) {
	var out Refund
	s := refunddomestic.RefundsApiService{Client: c.sdk}
	err := c.call(ctx, "refund "+req.OutRefundNo, func(ctx context.Context) (*core.APIResult, error) {
		resp, res, err := s.Create(ctx, refunddomestic.CreateRequest{
			OutTradeNo: core.String(req.OutTradeNo), OutRefundNo: core.String(req.OutRefundNo), Reason: optional(req.Reason),
			NotifyUrl: core.String(c.cfg.NotifyURL),
			Amount:    &refunddomestic.AmountReq{Refund: core.Int64(req.RefundFen), Total: core.Int64(req.TotalFen), Currency: core.String("CNY")},
		})
		if err == nil {
			out = fromSDKRefund(resp)
		}
		return res, err
	})
	return out, err
}

// QueryRefund implements [API].
func (c *Client) QueryRefund(ctx context.Context, outRefundNo string) (Refund, error) {
	var out Refund
	s := refunddomestic.RefundsApiService{Client: c.sdk}
	err := c.call(ctx, "query refund "+outRefundNo, func(ctx context.Context) (*core.APIResult, error) {
		resp, res, err := s.QueryByOutRefundNo(ctx, refunddomestic.QueryByOutRefundNoRequest{OutRefundNo: core.String(outRefundNo)})
		if err == nil {
			out = fromSDKRefund(resp)
		}
		return res, err
	})
	return out, err
}

var shanghai = func() *time.Location {
	if l, err := time.LoadLocation("Asia/Shanghai"); err == nil {
		return l
	}
	return time.FixedZone("CST", 8*3600)
}()

func fromSDKTransaction(t *payments.Transaction) (Transaction, error) {
	tx := Transaction{
		AppID: deref(t.Appid), MchID: deref(t.Mchid), OutTradeNo: deref(t.OutTradeNo), TransactionID: deref(t.TransactionId),
		TradeType: TradeType(deref(t.TradeType)), TradeState: TradeState(deref(t.TradeState)), TradeStateDesc: deref(t.TradeStateDesc),
		Attach: deref(t.Attach),
	}
	if t.Payer != nil {
		tx.PayerOpenID = deref(t.Payer.Openid)
	}
	if a := t.Amount; a != nil {
		tx.TotalFen, tx.PayerTotalFen, tx.Currency = derefInt(a.Total), derefInt(a.PayerTotal), deref(a.Currency)
	}
	if s := deref(t.SuccessTime); s != "" {
		at, err := time.Parse(time.RFC3339, s)
		if err != nil {
			return tx, fmt.Errorf("success_time %q: %w", s, err)
		}
		tx.SuccessTime = at.UTC()
	}
	return tx, nil
}

func fromSDKRefund(r *refunddomestic.Refund) Refund {
	out := Refund{RefundID: deref(r.RefundId), OutRefundNo: deref(r.OutRefundNo), OutTradeNo: deref(r.OutTradeNo)}
	if r.Status != nil {
		out.Status = RefundStatus(*r.Status)
	}
	if r.SuccessTime != nil {
		out.SuccessTime = r.SuccessTime.UTC()
	}
	if a := r.Amount; a != nil {
		out.RefundFen, out.TotalFen = derefInt(a.Refund), derefInt(a.Total)
	}
	return out
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func derefInt(n *int64) int64 {
	if n == nil {
		return 0
	}
	return *n
}
