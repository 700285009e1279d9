package wechatpay_test

import (
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"artmarket/server/providers/wechatpay"
)

// TestFromEnv: no WECHATPAY_MCHID is "not configured"; a merchant id
// without the rest refuses to start, naming what is missing; the whole set
// loads the key files.
func TestFromEnv(t *testing.T) {
	for _, k := range []string{"WECHATPAY_MCHID", "WECHATPAY_APPID", "WECHATPAY_MCH_SERIAL", "WECHATPAY_MCH_KEY_FILE", "WECHATPAY_APIV3_KEY",
		"WECHATPAY_PLATFORM_KEY_ID", "WECHATPAY_PLATFORM_KEY_FILE", "WECHATPAY_NOTIFY_URL", "WECHATPAY_TIMEOUT"} {
		t.Setenv(k, "")
	}
	if _, ok, err := wechatpay.FromEnv("https://art.example.cn", "wx_mp"); ok || err != nil {
		t.Fatalf("without WECHATPAY_MCHID: ok=%v err=%v", ok, err)
	}
	t.Setenv("WECHATPAY_MCHID", "1230000109")
	_, ok, err := wechatpay.FromEnv("https://art.example.cn", "wx_mp")
	if !ok || err == nil || !strings.Contains(err.Error(), "WECHATPAY_MCH_SERIAL") || !strings.Contains(err.Error(), "WECHATPAY_PLATFORM_KEY_FILE") ||
		strings.Contains(err.Error(), "WECHATPAY_APPID") || strings.Contains(err.Error(), "NOTIFY_URL") {
		t.Fatalf("a merchant id alone: ok=%v err=%v", ok, err)
	}

	k := sandboxKeys(t)
	dir := t.TempDir()
	mch, pub := filepath.Join(dir, "apiclient_key.pem"), filepath.Join(dir, "pub_key.pem")
	pkcs8, _ := x509.MarshalPKCS8PrivateKey(k.Merchant)
	pkix, _ := x509.MarshalPKIXPublicKey(&k.Platform.PublicKey)
	if os.WriteFile(mch, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: pkcs8}), 0o600) != nil ||
		os.WriteFile(pub, pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pkix}), 0o600) != nil {
		t.Fatal("write keys")
	}
	t.Setenv("WECHATPAY_MCH_SERIAL", "5157F09EFDC096DE15EBE81A47057A7232F1B8E1")
	t.Setenv("WECHATPAY_MCH_KEY_FILE", mch)
	t.Setenv("WECHATPAY_APIV3_KEY", "short")
	t.Setenv("WECHATPAY_PLATFORM_KEY_ID", "PUB_KEY_ID_0112345678901234567890")
	t.Setenv("WECHATPAY_PLATFORM_KEY_FILE", pub)
	t.Setenv("WECHATPAY_TIMEOUT", "5s")
	if _, _, err := wechatpay.FromEnv("https://art.example.cn", "wx_mp"); err == nil || !strings.Contains(err.Error(), "32") {
		t.Fatalf("a short APIv3 key: %v", err)
	}
	t.Setenv("WECHATPAY_APIV3_KEY", k.APIv3Key)
	cfg, ok, err := wechatpay.FromEnv("https://art.example.cn/", "wx_mp")
	if !ok || err != nil {
		t.Fatalf("full config: %v", err)
	}
	if cfg.AppID != "wx_mp" || cfg.NotifyURL != "https://art.example.cn/api/pay/wechat/notify" || cfg.Timeout != 5*time.Second ||
		cfg.Sandbox || cfg.APIBase != "" || cfg.BridgeScriptURL != "" || !cfg.MerchantKey.Equal(k.Merchant) || !cfg.PlatformKey.Equal(&k.Platform.PublicKey) {
		t.Errorf("config = %+v", cfg)
	}
	if _, err := wechatpay.New(cfg); err != nil {
		t.Errorf("a client from the environment: %v", err)
	}
	t.Setenv("WECHATPAY_MCH_KEY_FILE", filepath.Join(dir, "missing.pem"))
	if _, _, err := wechatpay.FromEnv("https://art.example.cn", "wx_mp"); err == nil || !strings.Contains(err.Error(), "WECHATPAY_MCH_KEY_FILE") {
		t.Errorf("a missing key file: %v", err)
	}
}

// TestLoadSandboxKeys: made once into the data dir (mode 0600), the same
// keys on the next start.
func TestLoadSandboxKeys(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	a, err := wechatpay.LoadSandboxKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := wechatpay.LoadSandboxKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Merchant.Equal(b.Merchant) || !a.Platform.Equal(b.Platform) || a.APIv3Key != b.APIv3Key || len(a.APIv3Key) != 32 || a.Merchant.Equal(a.Platform) {
		t.Fatal("the second load differs from the first")
	}
	fi, err := os.Stat(filepath.Join(dir, "wechatpay-sandbox.pem"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("keys file: %v %v", fi, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wechatpay-sandbox.pem"), []byte("garbage"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := wechatpay.LoadSandboxKeys(dir); err == nil {
		t.Error("a broken keys file was accepted")
	}
}
