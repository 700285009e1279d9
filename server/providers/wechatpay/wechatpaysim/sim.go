// Package wechatpaysim is the WeChat Pay simulator of sandbox mode: our own
// server serves it under /_sandbox/wechatpay and it speaks WeChat Pay API
// v3 with its shapes, signatures and error codes, so the production client
// (package wechatpay, over the official SDK) runs its real code paths
// against it over HTTP, only the host rewritten.
//
// What it serves (paths under [Options.BasePath]):
//
//	POST /v3/pay/transactions/jsapi|h5|native          prepay: {prepay_id} | {h5_url} | {code_url}
//	GET  /v3/pay/transactions/out-trade-no/{no}?mchid= query
//	POST /v3/pay/transactions/out-trade-no/{no}/close  close (204)
//	POST /v3/refund/domestic/refunds                    refund
//	GET  /v3/refund/domestic/refunds/{out_refund_no}    refund query
//	GET  /v3/bill/tradebill?bill_date=&bill_type=       trade bill: {hash_type, hash_value, download_url}
//	GET  /v3/billdownload/file?token=                   the bill file (answer unsigned)
//	GET  /scan?pr=TOKEN             what the phone shows after scanning the Native code_url: 支付, 取消, 延迟支付
//	GET  /h5?prepay=TOKEN&redirect_url=URL  the H5 cashier: 支付 / 取消, then back to redirect_url
//	GET  /bridge.js                 window.WeixinJSBridge for JSAPI (getBrandWCPayRequest), a sandbox sheet
//	POST /jsapi/verify, /jsapi/pay  the bridge's calls: paySign verified with the merchant's public key
//	GET  /static/...                the pages' CSS
//	test knobs (JSON): POST /api/pay, /api/notify, /api/fail, /api/forge-answers, /api/refund-outcome, /api/bill-plant;
//	GET /api/order, /api/deliveries
//
// Every /v3 request must carry a valid WECHATPAY2-SHA256-RSA2048
// Authorization by the merchant key (else 401 SIGN_ERROR); every answer is
// signed by the platform key (Wechatpay-Serial, -Signature, -Timestamp,
// -Nonce). Paid attempts are announced by real notifications posted to the
// prepay's notify_url: signed, the resource encrypted AEAD_AES_256_GCM
// under the APIv3 key, retried on failure on [Options.RetryIntervals].
//
// State lives in this process's memory (a mutex guards it): one sandbox
// server, lost at restart. That is enough for the sandbox and the tests.
package wechatpaysim

import (
	"context"
	"crypto/rsa"
	"embed"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"artmarket/server/providers/simkit"
	"artmarket/server/providers/wechatpay"
)

// DefaultRetryIntervals is the real schedule (15s, 15s, 30s, 3m, 10m, …)
// compressed for the sandbox: the waits before the 2nd, 3rd, … attempt.
var DefaultRetryIntervals = []time.Duration{time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second, 30 * time.Second, time.Minute}

// SandboxPayerOpenID is the payer of Native and H5 payments.
const SandboxPayerOpenID = "o_sandbox_payer_0000000000001"

// Options configures the simulator. The keys are required.
type Options struct {
	BasePath string // default wechatpay.SandboxPath
	// PublicURL is the site's origin as browsers see it; it prefixes
	// h5_url ("" leaves the path alone: the browser stays on this site).
	PublicURL string
	AppIDs    []string // appids bound to the merchant; empty accepts any
	MchID     string   // default wechatpay.SandboxMchID
	// MerchantSerial and MerchantKey verify the merchant's requests and
	// paySign.
	MerchantSerial string
	MerchantKey    *rsa.PublicKey
	// PlatformKeyID and PlatformKey sign answers and notifications.
	PlatformKeyID string
	PlatformKey   *rsa.PrivateKey
	APIv3Key      string // encrypts notification resources
	// RetryIntervals: waits between notification attempts (default
	// DefaultRetryIntervals); after the last one it gives up.
	RetryIntervals []time.Duration
	NotifyTimeout  time.Duration // each attempt (default 5s)
	LateDelay      time.Duration // 延迟支付: the notification's delay (default 2 minutes)
	RefundDelay    time.Duration // a refund stays PROCESSING this long (default 1s)
	HTTPClient     *http.Client  // for notifications (default: NotifyTimeout)
	// Context ends the background deliveries (so does Close).
	Context context.Context
	Now     func() time.Time // business time: time_expire, success_time (default time.Now)
	Log     *slog.Logger
}

// Sim is the simulator. Make it with [New]; Close it to stop deliveries.
type Sim struct {
	opts   Options
	base   string
	now    func() time.Time
	log    *slog.Logger
	pages  *template.Template
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu         sync.Mutex
	orders     map[string]*order  // by out_trade_no
	byPrepay   map[string]*order  // by prepay_id (JSAPI)
	byToken    map[string]*order  // by the pr / prepay token of the pages
	refunds    map[string]*refund // by out_refund_no
	deliveries []Delivery
	failNext   int      // API calls still to answer 500 SYSTEM_ERROR
	forgeNext  int      // answers still to sign with a wrong key
	refundEnd  []string // how the next refunds end (SUCCESS when empty)
	forgeKey   *rsa.PrivateKey
	plants     map[string][]Plant // by bill date: differences planted in the bills
	billFiles  map[string][]byte  // bill files to download, by token
	billTokens []string           // their tokens, oldest first
}

type order struct {
	AppID, MchID, OutTradeNo, Description, Attach, NotifyURL string
	TradeType                                                string
	Total                                                    int64
	OpenID, ClientIP                                         string
	ExpireAt                                                 time.Time
	PrepayID, Token                                          string
	State                                                    string
	TransactionID                                            string
	SuccessTime                                              time.Time
	Payer                                                    string
	Refunded                                                 int64
	note                                                     *notification // the last TRANSACTION notification
}

type refund struct {
	RefundID, OutRefundNo, OutTradeNo, TransactionID, Reason, NotifyURL, Status string
	Refund, Total                                                               int64
	Created, SuccessTime                                                        time.Time
	Ended                                                                       time.Time // when it left PROCESSING: its bill's day
	note                                                                        *notification
}

//go:embed templates static
var files embed.FS

// New returns a simulator.
func New(opts Options) *Sim {
	if opts.BasePath == "" {
		opts.BasePath = wechatpay.SandboxPath
	}
	opts.BasePath = "/" + strings.Trim(opts.BasePath, "/")
	opts.PublicURL = strings.TrimRight(opts.PublicURL, "/")
	if opts.MchID == "" {
		opts.MchID = wechatpay.SandboxMchID
	}
	if opts.RetryIntervals == nil {
		opts.RetryIntervals = DefaultRetryIntervals
	}
	if opts.NotifyTimeout <= 0 {
		opts.NotifyTimeout = 5 * time.Second
	}
	if opts.LateDelay <= 0 {
		opts.LateDelay = 2 * time.Minute
	}
	if opts.RefundDelay <= 0 {
		opts.RefundDelay = time.Second
	}
	if opts.HTTPClient == nil {
		opts.HTTPClient = &http.Client{Timeout: opts.NotifyTimeout}
	}
	if opts.Context == nil {
		opts.Context = context.Background()
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	s := &Sim{
		opts: opts, base: opts.BasePath, now: opts.Now, log: opts.Log,
		orders: map[string]*order{}, byPrepay: map[string]*order{}, byToken: map[string]*order{}, refunds: map[string]*refund{},
		plants: map[string][]Plant{}, billFiles: map[string][]byte{},
	}
	s.ctx, s.cancel = context.WithCancel(opts.Context)
	s.pages = simkit.Pages(files, template.FuncMap{"yuan": yuan}, "templates/*.html")
	return s
}

// Close stops the background deliveries and waits for them.
func (s *Sim) Close() {
	s.cancel()
	s.wg.Wait()
}

// BasePath is where the simulator is mounted.
func (s *Sim) BasePath() string { return s.base }

// Routes registers the simulator's routes on mux under BasePath.
func (s *Sim) Routes(mux *http.ServeMux) {
	b := s.base
	mux.HandleFunc("POST "+b+"/v3/pay/transactions/{kind}", s.v3(s.prepay))
	mux.HandleFunc("GET "+b+"/v3/pay/transactions/out-trade-no/{no}", s.v3(s.query))
	mux.HandleFunc("POST "+b+"/v3/pay/transactions/out-trade-no/{no}/close", s.v3(s.closeOrder))
	mux.HandleFunc("POST "+b+"/v3/refund/domestic/refunds", s.v3(s.createRefund))
	mux.HandleFunc("GET "+b+"/v3/refund/domestic/refunds/{no}", s.v3(s.queryRefund))
	mux.HandleFunc("GET "+b+"/v3/bill/tradebill", s.v3(s.tradeBill))
	mux.HandleFunc("GET "+b+"/v3/billdownload/file", s.billDownload)

	mux.HandleFunc("GET "+b+"/scan", s.scanPage)
	mux.HandleFunc("POST "+b+"/scan", s.scanAction)
	mux.HandleFunc("GET "+b+"/h5", s.h5Page)
	mux.HandleFunc("POST "+b+"/h5", s.h5Action)
	mux.HandleFunc("GET "+b+"/bridge.js", s.bridgeJS)
	mux.HandleFunc("POST "+b+"/jsapi/verify", s.jsapiVerify)
	mux.HandleFunc("POST "+b+"/jsapi/pay", s.jsapiPay)
	mux.Handle("GET "+b+"/static/", http.StripPrefix(b, simkit.Static(files)))

	mux.HandleFunc("POST "+b+"/api/pay", s.knobPay)
	mux.HandleFunc("POST "+b+"/api/notify", s.knobNotify)
	mux.HandleFunc("POST "+b+"/api/fail", s.knobFail)
	mux.HandleFunc("POST "+b+"/api/forge-answers", s.knobForge)
	mux.HandleFunc("POST "+b+"/api/refund-outcome", s.knobRefundOutcome)
	mux.HandleFunc("POST "+b+"/api/bill-plant", s.knobPlant)
	mux.HandleFunc("GET "+b+"/api/order", s.knobOrder)
	mux.HandleFunc("GET "+b+"/api/deliveries", s.knobDeliveries)

	mux.HandleFunc(b+"/", simkit.NotFound("WeChat Pay sandbox"))
}

// Handler serves only the simulator (paths still start with BasePath).
func (s *Sim) Handler() http.Handler { return simkit.Handler(s.Routes) }

// randomHex returns n random bytes as hex.
var randomHex = simkit.RandomHex

var shanghai = func() *time.Location {
	if l, err := time.LoadLocation("Asia/Shanghai"); err == nil {
		return l
	}
	return time.FixedZone("CST", 8*3600)
}()

// wxTime is WeChat Pay's time format: RFC 3339 in +08:00.
func wxTime(t time.Time) string { return t.In(shanghai).Format(time.RFC3339) }

// yuan shows fen as yuan with two decimals.
func yuan(fen int64) string { return fmt.Sprintf("%d.%02d", fen/100, fen%100) }

// SandboxOptions are the options matching a sandbox client configuration
// (wechatpay.SandboxConfig) made from keys: the same merchant, keys and
// appid.
func SandboxOptions(keys wechatpay.SandboxKeys, cfg wechatpay.Config) Options {
	return Options{
		AppIDs: []string{cfg.AppID}, MchID: cfg.MchID,
		MerchantSerial: cfg.MerchantSerial, MerchantKey: &keys.Merchant.PublicKey,
		PlatformKeyID: cfg.PlatformKeyID, PlatformKey: keys.Platform, APIv3Key: keys.APIv3Key,
	}
}
