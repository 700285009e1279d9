package outbox_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"artmarket/server/providers/outbox"
)

// The example of Aliyun's signature documentation (a GET request).
func TestAliyunSignatureVector(t *testing.T) {
	params := map[string]string{
		"AccessKeyId":      "testId",
		"Action":           "SendSms",
		"Format":           "XML",
		"OutId":            "123",
		"PhoneNumbers":     "15300000001",
		"RegionId":         "cn-hangzhou",
		"SignName":         "阿里云短信测试专用",
		"SignatureMethod":  "HMAC-SHA1",
		"SignatureNonce":   "45e25e9b-0a6f-4070-8c85-2956eda1b466",
		"SignatureVersion": "1.0",
		"TemplateCode":     "SMS_71390007",
		"TemplateParam":    `{"customer":"test"}`,
		"Timestamp":        "2017-07-12T02:42:19Z",
		"Version":          "2017-05-25",
	}
	if got := outbox.AliyunSignature("GET", params, "testSecret"); got != "zJDF+Lrzhj/ThnlvIToysFRq6t4=" {
		t.Fatalf("signature %q", got)
	}
	if got := outbox.AliyunSignature("POST", params, "testSecret"); got == "zJDF+Lrzhj/ThnlvIToysFRq6t4=" {
		t.Fatal("the method is not signed")
	}
}

// fakeAliyun checks what a real endpoint checks: the signature over the
// parameters with the secret, and the call's parameters.
func fakeAliyun(t *testing.T, secret string, answer func(params map[string]string) (int, string)) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/" {
			t.Errorf("%s %s", r.Method, r.URL.Path)
		}
		if err := r.ParseForm(); err != nil {
			t.Error(err)
		}
		params := map[string]string{}
		for k := range r.PostForm {
			params[k] = r.PostForm.Get(k)
		}
		sig := params["Signature"]
		delete(params, "Signature")
		if want := outbox.AliyunSignature("POST", params, secret); sig != want {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"Code":"SignatureDoesNotMatch","Message":"Specified signature is not matched with our calculation.","RequestId":"r1"}`))
			return
		}
		status, body := answer(params)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
}

func TestAliyunSend(t *testing.T) {
	now := time.Date(2026, 7, 1, 8, 30, 0, 0, time.FixedZone("CST", 8*3600))
	var got map[string]string
	srv := fakeAliyun(t, "s3cret", func(p map[string]string) (int, string) {
		got = p
		return 200, `{"Code":"OK","Message":"OK","BizId":"900619746936498440^0","RequestId":"F655A8D5"}`
	})
	defer srv.Close()
	a := &outbox.Aliyun{
		AccessKeyID: "LTAI-test", AccessKeySecret: "s3cret", SignName: "艺术市场", TemplateCode: "SMS_123",
		Endpoint: srv.URL + "/", Now: func() time.Time { return now },
	}
	if err := a.SendSMS(context.Background(), outbox.SMS{To: "13800138000", Code: "654321", Text: "ignored"}); err != nil {
		t.Fatal(err)
	}
	var param map[string]string
	_ = json.Unmarshal([]byte(got["TemplateParam"]), &param)
	want := map[string]string{
		"AccessKeyId": "LTAI-test", "Action": "SendSms", "Format": "JSON", "PhoneNumbers": "13800138000",
		"SignName": "艺术市场", "TemplateCode": "SMS_123", "Version": "2017-05-25", "SignatureMethod": "HMAC-SHA1",
		"SignatureVersion": "1.0", "Timestamp": "2026-07-01T00:30:00Z", "RegionId": "cn-hangzhou",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
	if param["code"] != "654321" || len(got["SignatureNonce"]) < 16 {
		t.Errorf("template param %q, nonce %q", got["TemplateParam"], got["SignatureNonce"])
	}

	// A wrong secret is refused by the signature check.
	a.AccessKeySecret = "wrong"
	err := a.SendSMS(context.Background(), outbox.SMS{To: "13800138000", Code: "1"})
	if err == nil || !strings.Contains(err.Error(), "SignatureDoesNotMatch") || !strings.Contains(err.Error(), "400") {
		t.Fatalf("wrong secret: %v", err)
	}
}

func TestAliyunBusinessError(t *testing.T) {
	srv := fakeAliyun(t, "k", func(map[string]string) (int, string) {
		return 200, `{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"触发分钟级流控Permits:1","RequestId":"r2"}`
	})
	defer srv.Close()
	a := &outbox.Aliyun{AccessKeyID: "id", AccessKeySecret: "k", SignName: "s", TemplateCode: "t", Endpoint: srv.URL}
	err := a.SendSMS(context.Background(), outbox.SMS{To: "13800138000", Code: "1"})
	if err == nil || !strings.Contains(err.Error(), "isv.BUSINESS_LIMIT_CONTROL") {
		t.Fatalf("business error: %v", err)
	}
	srv.Close()
	if err := a.SendSMS(context.Background(), outbox.SMS{To: "13800138000", Code: "1"}); err == nil {
		t.Fatal("unreachable endpoint: no error")
	}
}
