package wechatsim_test

import (
	"encoding/base64"
	"encoding/json"
	"html"
	"net/url"
	"os/exec"
	"strings"
	"testing"
)

// The widget is run in Node with a minimal DOM: new WxLogin({...}) must put
// one 300×400 iframe of our qrconnect page, with WeChat's query, into the
// element, and that address must serve the page with the custom CSS.
const widgetHarness = `
const src = require('fs').readFileSync(0, 'utf8');
const el = { innerHTML: 'old', children: [], appendChild(c) { this.children.push(c); } };
const document = {
  createElement(tag) { return { tag }; },
  getElementById(id) { return id === 'login_container' ? el : null; },
};
const window = {};
new Function('window', 'document', src)(window, document);
const opts = JSON.parse(process.argv[1]);
new window.WxLogin(opts);
const f = el.children[0];
console.log(JSON.stringify({ count: el.children.length, inner: el.innerHTML, tag: f.tag, src: f.src,
  width: f.width, height: f.height, frameBorder: f.frameBorder, scrolling: f.scrolling, allowTransparency: f.allowTransparency }));
`

func TestWxLoginJSIframe(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	e := newEnv(t, nil)
	resp, js := e.get("/wxLogin.js")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("wxLogin.js: HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	href := "data:text/css;base64," + base64.StdEncoding.EncodeToString([]byte(css))
	opts, _ := json.Marshal(map[string]any{
		"self_redirect": false,
		"id":            "login_container",
		"appid":         "wx_sandbox_web",
		"scope":         "snsapi_login",
		"redirect_uri":  url.QueryEscape("https://art.example.cn/wechat-callback"),
		"state":         "abc123",
		"style":         "black",
		"href":          href,
	})
	cmd := exec.Command(node, "-e", widgetHarness, string(opts))
	cmd.Stdin = strings.NewReader(js)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var got struct {
		Count                                       int
		Inner, Tag, Src, Width, Height, FrameBorder string
		Scrolling, AllowTransparency                string
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("node output %q: %v", out, err)
	}
	if got.Count != 1 || got.Inner != "" || got.Tag != "iframe" || got.Width != "300px" || got.Height != "400px" ||
		got.FrameBorder != "0" || got.Scrolling != "no" || got.AllowTransparency != "true" {
		t.Fatalf("iframe %+v", got)
	}
	u, err := url.Parse(got.Src)
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme+"://"+u.Host+u.Path != e.base()+"/connect/qrconnect" {
		t.Fatalf("iframe src %s: not our qrconnect page", got.Src)
	}
	q := u.Query()
	want := map[string]string{
		"appid": "wx_sandbox_web", "scope": "snsapi_login", "redirect_uri": "https://art.example.cn/wechat-callback",
		"state": "abc123", "login_type": "jssdk", "self_redirect": "false", "style": "black", "href": href,
	}
	for k, v := range want {
		if q.Get(k) != v {
			t.Errorf("iframe src %s = %q, want %q", k, q.Get(k), v)
		}
	}
	resp, page := e.get(got.Src)
	if resp.StatusCode != 200 || !strings.Contains(html.UnescapeString(page), `<link rel="stylesheet" href="`+href+`">`) || !strings.Contains(page, `target="_top"`) {
		t.Fatalf("iframe page: HTTP %d\n%s", resp.StatusCode, page)
	}
}
