package outbox

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"
)

// AliyunEndpoint is Aliyun SMS's public endpoint.
const AliyunEndpoint = "https://dysmsapi.aliyuncs.com/"

// Aliyun sends SMS through Aliyun's SMS service (dysmsapi, API version
// 2017-05-25, action SendSms), calling its RPC API directly: the request is
// signed with signature version 1.0 (HMAC-SHA1 over the sorted,
// percent-encoded parameters).
type Aliyun struct {
	AccessKeyID     string
	AccessKeySecret string
	SignName        string // the approved signature, e.g. 艺术市场
	TemplateCode    string // an approved template with a ${code} parameter, e.g. SMS_123456789
	Endpoint        string // AliyunEndpoint when empty
	HTTP            *http.Client
	Now             func() time.Time // time.Now when nil
}

var _ SMSSender = (*Aliyun)(nil)

// SendSMS implements SMSSender.
func (a *Aliyun) SendSMS(ctx context.Context, m SMS) error {
	param, err := json.Marshal(map[string]string{"code": m.Code})
	if err != nil {
		return fmt.Errorf("outbox: aliyun: template param: %w", err)
	}
	nonce := make([]byte, 16)
	if _, err := rand.Read(nonce); err != nil {
		return fmt.Errorf("outbox: aliyun: nonce: %w", err)
	}
	now := time.Now
	if a.Now != nil {
		now = a.Now
	}
	params := map[string]string{
		"AccessKeyId":      a.AccessKeyID,
		"Action":           "SendSms",
		"Format":           "JSON",
		"PhoneNumbers":     m.To,
		"RegionId":         "cn-hangzhou",
		"SignName":         a.SignName,
		"SignatureMethod":  "HMAC-SHA1",
		"SignatureNonce":   hex.EncodeToString(nonce),
		"SignatureVersion": "1.0",
		"TemplateCode":     a.TemplateCode,
		"TemplateParam":    string(param),
		"Timestamp":        now().UTC().Format("2006-01-02T15:04:05Z"),
		"Version":          "2017-05-25",
	}
	params["Signature"] = AliyunSignature(http.MethodPost, params, a.AccessKeySecret)
	form := url.Values{}
	for k, v := range params {
		form.Set(k, v)
	}
	endpoint := a.Endpoint
	if endpoint == "" {
		endpoint = AliyunEndpoint
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return fmt.Errorf("outbox: aliyun: request: %w", err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	client := a.HTTP
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("outbox: aliyun: send sms: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return fmt.Errorf("outbox: aliyun: read answer: %w", err)
	}
	var ans struct {
		Code      string `json:"Code"`
		Message   string `json:"Message"`
		RequestID string `json:"RequestId"`
		BizID     string `json:"BizId"`
	}
	if err := json.Unmarshal(body, &ans); err != nil {
		return fmt.Errorf("outbox: aliyun: HTTP %d, unreadable answer: %w", resp.StatusCode, err)
	}
	if resp.StatusCode != http.StatusOK || ans.Code != "OK" {
		return fmt.Errorf("outbox: aliyun: HTTP %d, code %s: %s (request %s)", resp.StatusCode, ans.Code, ans.Message, ans.RequestID)
	}
	return nil
}

// AliyunSignature signs the parameters of an Aliyun RPC call (signature
// version 1.0): HMAC-SHA1, keyed with secret+"&", of
// METHOD&%2F&percentEncode(sorted "k=v" pairs joined by "&"), in base64.
// params must not contain Signature.
func AliyunSignature(method string, params map[string]string, secret string) string {
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var q strings.Builder
	for i, k := range keys {
		if i > 0 {
			q.WriteByte('&')
		}
		q.WriteString(percentEncode(k))
		q.WriteByte('=')
		q.WriteString(percentEncode(params[k]))
	}
	toSign := method + "&" + percentEncode("/") + "&" + percentEncode(q.String())
	mac := hmac.New(sha1.New, []byte(secret+"&"))
	mac.Write([]byte(toSign))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// percentEncode is RFC 3986 encoding as Aliyun wants it: unreserved
// characters (A-Z a-z 0-9 - _ . ~) stay, every other byte is %XX.
func percentEncode(s string) string {
	const hexUpper = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hexUpper[c>>4])
		b.WriteByte(hexUpper[c&15])
	}
	return b.String()
}
