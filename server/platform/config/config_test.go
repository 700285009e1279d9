package config

import (
	"strings"
	"testing"
)

func TestAnalyticsSiteIDIsOffByDefaultAndValidated(t *testing.T) {
	t.Setenv("ANALYTICS_SITE_ID", "")
	c, err := Load(nil)
	if err != nil || c.AnalyticsSiteID != "" {
		t.Fatalf("default: %q, %v", c.AnalyticsSiteID, err)
	}
	t.Setenv("ANALYTICS_SITE_ID", "0123456789abcdef0123456789abcdef")
	if c, err = Load(nil); err != nil || c.AnalyticsSiteID != "0123456789abcdef0123456789abcdef" {
		t.Fatalf("from the environment: %q, %v", c.AnalyticsSiteID, err)
	}
	if c, err = Load([]string{"-analytics-site-id", "abc123"}); err != nil || c.AnalyticsSiteID != "abc123" {
		t.Fatalf("from the flag: %q, %v", c.AnalyticsSiteID, err)
	}
	for _, bad := range []string{"abc&x=1", "../evil", `"><script>`, strings.Repeat("a", 65)} {
		t.Setenv("ANALYTICS_SITE_ID", bad)
		if _, err := Load(nil); err == nil {
			t.Errorf("ANALYTICS_SITE_ID=%q accepted", bad)
		}
	}
}

// The sandbox publishes every code it "sends": it is on by default only for
// a local run, and asking for it next to real credentials or a public
// address refuses to start.
func TestSandboxIsSafeByDefault(t *testing.T) {
	clear := func() {
		for _, k := range []string{"SANDBOX", "DEV", "PUBLIC_URL", "SMTP_ADDR", "SMTP_FROM", "ALIYUN_SMS_ACCESS_KEY_ID",
			"ALIYUN_SMS_ACCESS_KEY_SECRET", "ALIYUN_SMS_SIGN_NAME", "ALIYUN_SMS_TEMPLATE_CODE", "WECHAT_WEB_APPID", "WECHAT_MP_APPID", "WECHATPAY_MCHID"} {
			t.Setenv(k, "")
		}
	}
	clear()
	c, err := Load(nil)
	if err != nil || !c.Sandbox || !c.Dev {
		t.Fatalf("local run: sandbox %v, dev %v, %v", c.Sandbox, c.Dev, err)
	}
	for _, u := range []string{"http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080", "http://art.test:8080"} {
		t.Setenv("PUBLIC_URL", u)
		if c, err := Load(nil); err != nil || !c.Sandbox {
			t.Errorf("PUBLIC_URL=%s: sandbox %v, %v", u, c.Sandbox, err)
		}
	}

	// A deployment: public address, or real credentials. Auto turns both off.
	t.Setenv("PUBLIC_URL", "https://www.example.cn")
	if c, err := Load(nil); err != nil || c.Sandbox || c.Dev {
		t.Fatalf("public address: sandbox %v, dev %v, %v", c.Sandbox, c.Dev, err)
	}
	t.Setenv("PUBLIC_URL", "")
	t.Setenv("WECHAT_MP_APPID", "wx123")
	if c, err := Load(nil); err != nil || c.Sandbox || c.Dev {
		t.Fatalf("WeChat credentials: sandbox %v, dev %v, %v", c.Sandbox, c.Dev, err)
	}
	// A WeChat Pay merchant is real money: no sandbox either.
	t.Setenv("WECHAT_MP_APPID", "")
	t.Setenv("WECHATPAY_MCHID", "1230000109")
	if c, err := Load(nil); err != nil || c.Sandbox || c.Dev {
		t.Fatalf("WeChat Pay credentials: sandbox %v, dev %v, %v", c.Sandbox, c.Dev, err)
	}
	t.Setenv("WECHATPAY_MCHID", "")
	t.Setenv("WECHAT_MP_APPID", "wx123")
	// Asking for the sandbox there is refused, by environment or by flag.
	t.Setenv("SANDBOX", "true")
	if _, err := Load(nil); err == nil || !strings.Contains(err.Error(), "WECHAT_MP_APPID") {
		t.Fatalf("SANDBOX=true with WeChat credentials: %v", err)
	}
	t.Setenv("SANDBOX", "")
	if _, err := Load([]string{"-sandbox"}); err == nil {
		t.Fatal("-sandbox with WeChat credentials started")
	}
	clear()
	t.Setenv("SMTP_ADDR", "smtp.example.cn:465")
	t.Setenv("SMTP_FROM", "noreply@example.cn")
	t.Setenv("SANDBOX", "1")
	if _, err := Load(nil); err == nil || !strings.Contains(err.Error(), "SMTP_ADDR") {
		t.Fatalf("SANDBOX=1 with SMTP: %v", err)
	}
	clear()
	t.Setenv("PUBLIC_URL", "https://www.example.cn")
	t.Setenv("SANDBOX", "true")
	if _, err := Load(nil); err == nil || !strings.Contains(err.Error(), "PUBLIC_URL") {
		t.Fatalf("SANDBOX=true with a public address: %v", err)
	}
	// Explicit off always works; DEV may be asked for explicitly.
	t.Setenv("SANDBOX", "false")
	t.Setenv("DEV", "true")
	if c, err := Load(nil); err != nil || c.Sandbox || !c.Dev {
		t.Fatalf("explicit: sandbox %v, dev %v, %v", c.Sandbox, c.Dev, err)
	}
	t.Setenv("SANDBOX", "maybe")
	if _, err := Load(nil); err == nil {
		t.Fatal("SANDBOX=maybe accepted")
	}
}

// Media stay on the local disk unless an S3 endpoint is set, and a
// half-configured bucket refuses to start.
func TestMediaS3(t *testing.T) {
	for _, k := range []string{"MEDIA_S3_ENDPOINT", "MEDIA_S3_BUCKET", "MEDIA_S3_ACCESS_KEY", "MEDIA_S3_SECRET_KEY", "MEDIA_S3_REGION", "MEDIA_S3_USE_SSL"} {
		t.Setenv(k, "")
	}
	c, err := Load(nil)
	if err != nil || c.MediaS3Endpoint != "" || !c.MediaS3UseSSL {
		t.Fatalf("default: %+v, %v", c, err)
	}
	t.Setenv("MEDIA_S3_ENDPOINT", "oss-cn-hangzhou.aliyuncs.com")
	t.Setenv("MEDIA_S3_BUCKET", "art-media")
	t.Setenv("MEDIA_S3_ACCESS_KEY", "key")
	if _, err := Load(nil); err == nil || !strings.Contains(err.Error(), "MEDIA_S3_SECRET_KEY") {
		t.Fatalf("without the secret: %v", err)
	}
	t.Setenv("MEDIA_S3_SECRET_KEY", "secret")
	c, err = Load([]string{"-media-s3-region", "oss-cn-hangzhou", "-media-s3-use-ssl=false"})
	if err != nil || c.MediaS3Bucket != "art-media" || c.MediaS3SecretKey != "secret" || c.MediaS3Region != "oss-cn-hangzhou" || c.MediaS3UseSSL {
		t.Fatalf("configured: %+v, %v", c, err)
	}
	t.Setenv("MEDIA_S3_ENDPOINT", "https://oss-cn-hangzhou.aliyuncs.com")
	if _, err := Load(nil); err == nil {
		t.Fatal("an endpoint with a scheme accepted")
	}
	t.Setenv("MEDIA_S3_ENDPOINT", "")
	if _, err := Load(nil); err == nil {
		t.Fatal("a bucket without an endpoint accepted")
	}
}
