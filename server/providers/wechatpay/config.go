package wechatpay

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/wechatpay-apiv3/wechatpay-go/utils"
)

// SandboxPath is where the simulator (package wechatpaysim) is mounted.
const SandboxPath = "/_sandbox/wechatpay"

// NotifyPath is our notification endpoint (package payapi).
const NotifyPath = "/api/pay/wechat/notify"

// Sandbox identities: what the simulator accepts. They are not secrets (the
// simulator exists only in sandbox mode); the sandbox's keys are generated.
const (
	SandboxMchID          = "1900000109"
	SandboxMerchantSerial = "5157F09EFDC096DE15EBE81A47057A72SANDBOX"
	SandboxPlatformKeyID  = "PUB_KEY_ID_SANDBOX_0114232134912410000"
	// SandboxAppID is used when the official account's appid is unknown.
	SandboxAppID = "wx_sandbox_mp"
)

// DefaultTimeout bounds every call to WeChat Pay.
const DefaultTimeout = 10 * time.Second

// Config says who we are at WeChat Pay and where it is.
type Config struct {
	AppID          string          // the official account's appid (JSAPI needs its openid)
	MchID          string          // 商户号
	MerchantSerial string          // the serial number of the merchant API certificate
	MerchantKey    *rsa.PrivateKey // its private key: signs requests and paySign
	APIv3Key       string          // 32 bytes: decrypts notifications
	PlatformKeyID  string          // WeChat Pay's public key id (PUB_KEY_ID_...): Wechatpay-Serial
	PlatformKey    *rsa.PublicKey  // WeChat Pay's public key: verifies answers and notifications
	NotifyURL      string          // where WeChat Pay posts notifications (https in production)
	// APIBase is where the SDK's requests really go: empty for WeChat Pay
	// itself, the simulator on loopback in sandbox mode, e.g.
	// "http://127.0.0.1:8080/_sandbox/wechatpay".
	APIBase string
	// BridgeScriptURL is a script the JSAPI pay page loads to get
	// window.WeixinJSBridge: empty in production (WeChat has it natively),
	// the simulator's bridge.js in sandbox mode.
	BridgeScriptURL string
	Timeout         time.Duration // each call; DefaultTimeout when 0
	Sandbox         bool          // the simulator's keys and addresses
}

// SandboxKeys are the keys of sandbox mode: the merchant's, WeChat Pay's
// platform key and the APIv3 key, shared by our client and the simulator.
type SandboxKeys struct {
	Merchant *rsa.PrivateKey
	Platform *rsa.PrivateKey
	APIv3Key string
}

// LoadSandboxKeys reads the sandbox keys from dir/wechatpay-sandbox.pem,
// generating them there on first use (RSA-2048), so that a restarted server
// still verifies what the simulator signed before. dir "" generates fresh
// keys in memory.
func LoadSandboxKeys(dir string) (SandboxKeys, error) {
	if dir == "" {
		return GenerateSandboxKeys()
	}
	path := filepath.Join(dir, "wechatpay-sandbox.pem")
	if b, err := os.ReadFile(path); err == nil {
		return parseSandboxKeys(b)
	} else if !errors.Is(err, os.ErrNotExist) {
		return SandboxKeys{}, fmt.Errorf("wechatpay: read sandbox keys: %w", err)
	}
	k, err := GenerateSandboxKeys()
	if err != nil {
		return k, err
	}
	var out []byte
	for _, key := range []*rsa.PrivateKey{k.Merchant, k.Platform} {
		out = append(out, pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})...)
	}
	out = append(out, pem.EncodeToMemory(&pem.Block{Type: "APIV3 KEY", Bytes: []byte(k.APIv3Key)})...)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return k, fmt.Errorf("wechatpay: sandbox keys: %w", err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, out, 0o600); err != nil {
		return k, fmt.Errorf("wechatpay: write sandbox keys: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return k, fmt.Errorf("wechatpay: write sandbox keys: %w", err)
	}
	return k, nil
}

func parseSandboxKeys(b []byte) (SandboxKeys, error) {
	var k SandboxKeys
	for {
		var blk *pem.Block
		blk, b = pem.Decode(b)
		if blk == nil {
			break
		}
		switch blk.Type {
		case "RSA PRIVATE KEY":
			key, err := x509.ParsePKCS1PrivateKey(blk.Bytes)
			if err != nil {
				return k, fmt.Errorf("wechatpay: sandbox keys: %w", err)
			}
			if k.Merchant == nil {
				k.Merchant = key
			} else {
				k.Platform = key
			}
		case "APIV3 KEY":
			k.APIv3Key = string(blk.Bytes)
		}
	}
	if k.Merchant == nil || k.Platform == nil || len(k.APIv3Key) != 32 {
		return k, errors.New("wechatpay: sandbox keys file is incomplete (delete it to make new ones)")
	}
	return k, nil
}

// GenerateSandboxKeys makes new RSA-2048 keys and a random APIv3 key.
func GenerateSandboxKeys() (SandboxKeys, error) {
	var k SandboxKeys
	var err error
	if k.Merchant, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
		return k, fmt.Errorf("wechatpay: sandbox merchant key: %w", err)
	}
	if k.Platform, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
		return k, fmt.Errorf("wechatpay: sandbox platform key: %w", err)
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return k, fmt.Errorf("wechatpay: sandbox APIv3 key: %w", err)
	}
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	k.APIv3Key = string(b)
	return k, nil
}

// SandboxConfig points the client at the simulator served by our own
// server. serverBase is how this server reaches itself (the SDK's requests
// and the simulator's notifications go over HTTP on loopback); appID is the
// official account's appid (SandboxAppID when empty).
func SandboxConfig(keys SandboxKeys, serverBase, appID string) Config {
	if appID == "" {
		appID = SandboxAppID
	}
	base := strings.TrimRight(serverBase, "/")
	return Config{
		AppID:           appID,
		MchID:           SandboxMchID,
		MerchantSerial:  SandboxMerchantSerial,
		MerchantKey:     keys.Merchant,
		APIv3Key:        keys.APIv3Key,
		PlatformKeyID:   SandboxPlatformKeyID,
		PlatformKey:     &keys.Platform.PublicKey,
		NotifyURL:       base + NotifyPath,
		APIBase:         base + SandboxPath,
		BridgeScriptURL: SandboxPath + "/bridge.js",
		Sandbox:         true,
	}
}

// FromEnv reads the production settings:
//
//	WECHATPAY_MCHID                 商户号 (setting it switches the sandbox off)
//	WECHATPAY_APPID                 the official account's appid (default: defaultAppID, WECHAT_MP_APPID)
//	WECHATPAY_MCH_SERIAL            the merchant API certificate's serial number
//	WECHATPAY_MCH_KEY_FILE          its private key (PEM, apiclient_key.pem)
//	WECHATPAY_APIV3_KEY             the APIv3 key (32 characters)
//	WECHATPAY_PLATFORM_KEY_ID       WeChat Pay's public key id (PUB_KEY_ID_...)
//	WECHATPAY_PLATFORM_KEY_FILE     WeChat Pay's public key (PEM, pub_key.pem)
//	WECHATPAY_NOTIFY_URL            default: publicURL + /api/pay/wechat/notify
//	WECHATPAY_TIMEOUT               each call (Go duration, default 10s)
//
// Without WECHATPAY_MCHID it returns ok == false (the caller then uses the
// sandbox, or has no payments). With it, every other setting is required
// and checked now: a missing or unreadable one is an error.
func FromEnv(publicURL, defaultAppID string) (cfg Config, ok bool, err error) {
	get := func(k string) string { return strings.TrimSpace(os.Getenv(k)) }
	cfg.MchID = get("WECHATPAY_MCHID")
	if cfg.MchID == "" {
		return Config{}, false, nil
	}
	cfg.AppID = get("WECHATPAY_APPID")
	if cfg.AppID == "" {
		cfg.AppID = defaultAppID
	}
	cfg.MerchantSerial = get("WECHATPAY_MCH_SERIAL")
	cfg.APIv3Key = get("WECHATPAY_APIV3_KEY")
	cfg.PlatformKeyID = get("WECHATPAY_PLATFORM_KEY_ID")
	cfg.NotifyURL = get("WECHATPAY_NOTIFY_URL")
	if cfg.NotifyURL == "" && publicURL != "" {
		cfg.NotifyURL = strings.TrimRight(publicURL, "/") + NotifyPath
	}
	if t := get("WECHATPAY_TIMEOUT"); t != "" {
		d, perr := time.ParseDuration(t)
		if perr != nil || d <= 0 {
			return cfg, true, fmt.Errorf("wechatpay: WECHATPAY_TIMEOUT %q is not a positive duration", t)
		}
		cfg.Timeout = d
	}
	var missing []string
	for _, m := range []struct{ name, v string }{
		{"WECHATPAY_APPID (or WECHAT_MP_APPID)", cfg.AppID}, {"WECHATPAY_MCH_SERIAL", cfg.MerchantSerial},
		{"WECHATPAY_APIV3_KEY", cfg.APIv3Key}, {"WECHATPAY_PLATFORM_KEY_ID", cfg.PlatformKeyID},
		{"WECHATPAY_NOTIFY_URL (or PUBLIC_URL)", cfg.NotifyURL},
		{"WECHATPAY_MCH_KEY_FILE", get("WECHATPAY_MCH_KEY_FILE")}, {"WECHATPAY_PLATFORM_KEY_FILE", get("WECHATPAY_PLATFORM_KEY_FILE")},
	} {
		if m.v == "" {
			missing = append(missing, m.name)
		}
	}
	if len(missing) > 0 {
		return cfg, true, fmt.Errorf("wechatpay: WECHATPAY_MCHID is set but not %s", strings.Join(missing, ", "))
	}
	if len(cfg.APIv3Key) != 32 {
		return cfg, true, errors.New("wechatpay: WECHATPAY_APIV3_KEY must be 32 characters")
	}
	if cfg.MerchantKey, err = utils.LoadPrivateKeyWithPath(get("WECHATPAY_MCH_KEY_FILE")); err != nil {
		return cfg, true, fmt.Errorf("wechatpay: WECHATPAY_MCH_KEY_FILE: %w", err)
	}
	if cfg.PlatformKey, err = utils.LoadPublicKeyWithPath(get("WECHATPAY_PLATFORM_KEY_FILE")); err != nil {
		return cfg, true, fmt.Errorf("wechatpay: WECHATPAY_PLATFORM_KEY_FILE: %w", err)
	}
	return cfg, true, nil
}
