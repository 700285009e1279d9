package wechatsim

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	qrcode "github.com/skip2/go-qrcode"

	"artmarket/server/providers/simkit"
)

// userCookie remembers which test user the simulated WeChat client is, for
// the silent snsapi_base authorisation.
const userCookie = "wxsim_user"

// qrSession is one qrconnect page: what to do once someone confirms.
type qrSession struct {
	AppID        string    `json:"appid"`
	RedirectURI  string    `json:"redirect_uri"`
	State        string    `json:"state"`
	SelfRedirect bool      `json:"self_redirect"`
	Public       string    `json:"public"`
	Status       string    `json:"status"` // waiting, scanned, cancelled, confirmed
	Code         string    `json:"code,omitempty"`
	Exp          time.Time `json:"exp"`
}

// authRequest is one consent page of the in-WeChat authorisation.
type authRequest struct {
	AppID       string `json:"appid"`
	RedirectURI string `json:"redirect_uri"`
	State       string `json:"state"`
	Scope       string `json:"scope"`
	Public      string `json:"public"`
}

// wxLoginJS serves the widget look-alike with the qrconnect address baked in.
func (s *Sim) wxLoginJS(w http.ResponseWriter, r *http.Request) {
	s.script(w, r, "wxLogin.js", `"{{OPEN_BASE}}"`)
}

// qrconnect is the website QR login page:
// ?appid&redirect_uri&response_type=code&scope=snsapi_login&state, and from
// the widget login_type=jssdk&self_redirect&style&href.
func (s *Sim) qrconnect(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	q := lenientQuery(r.URL.RawQuery)
	app, ok := s.app(q.Get("appid"))
	if !ok || app.Kind != Website {
		s.message(w, r, http.StatusBadRequest, "参数错误", "AppID参数错误", 0)
		return
	}
	if q.Get("scope") != "snsapi_login" {
		s.message(w, r, http.StatusBadRequest, "参数错误", "Scope参数错误或没有Scope权限", 0)
		return
	}
	if rt := q.Get("response_type"); rt != "" && rt != "code" {
		s.message(w, r, http.StatusBadRequest, "参数错误", "response_type参数错误", 0)
		return
	}
	redirect, err := s.checkRedirect(q.Get("redirect_uri"))
	if err != nil {
		s.message(w, r, http.StatusBadRequest, "参数错误", "redirect_uri参数错误", 0)
		return
	}
	jssdk := q.Get("login_type") == "jssdk"
	style := "black"
	if q.Get("style") == "white" {
		style = "white"
	}
	uuid := randomHex(8)
	sess := qrSession{
		AppID:        app.AppID,
		RedirectURI:  redirect.String(),
		State:        q.Get("state"),
		SelfRedirect: jssdk && q.Get("self_redirect") == "true",
		Public:       s.publicBase(r),
		Status:       "waiting",
		Exp:          s.now().Add(QRTTL),
	}
	if err := s.put(ctx, "qr:"+uuid, sess, QRTTL); err != nil {
		s.fail(w, r, err)
		return
	}
	s.pageHeaders(w, r, redirect, true)
	s.render(w, r, "qrconnect", map[string]any{
		"Base":         s.base,
		"Title":        "微信登录",
		"QRConnect":    true,
		"UUID":         uuid,
		"AppName":      app.Name,
		"Style":        style,
		"Href":         s.customCSS(ctx, q.Get("href")),
		"JSSDK":        jssdk,
		"SelfRedirect": sess.SelfRedirect,
		"Users":        s.users,
		"Reload":       r.URL.RequestURI(),
	})
}

// confirmURL is what the QR code of a qrconnect page encodes: the page the
// phone opens after scanning.
func (s *Sim) confirmURL(public, uuid string) string {
	return public + s.base + "/connect/confirm?uuid=" + uuid
}

// qrcode serves the page's QR code as a PNG.
func (s *Sim) qrcode(w http.ResponseWriter, r *http.Request) {
	uuid := r.PathValue("uuid")
	var sess qrSession
	found, err := s.load(r.Context(), "qr:"+uuid, &sess)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !found {
		http.NotFound(w, r)
		return
	}
	png, err := qrcode.Encode(s.confirmURL(sess.Public, uuid), qrcode.Medium, 280)
	if err != nil {
		s.fail(w, r, fmt.Errorf("wechatsim: encode QR: %w", err))
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(png)
}

// qrPoll answers the page's status poll (WeChat's wx_errcode values).
func (s *Sim) qrPoll(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	uuid := r.URL.Query().Get("uuid")
	answer := func(v map[string]any) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_ = json.NewEncoder(w).Encode(v)
	}
	var sess qrSession
	found, err := s.load(ctx, "qr:"+uuid, &sess)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !found || !s.now().Before(sess.Exp) {
		answer(map[string]any{"wx_errcode": 402})
		return
	}
	switch sess.Status {
	case "scanned":
		answer(map[string]any{"wx_errcode": 404})
	case "cancelled":
		answer(map[string]any{"wx_errcode": 403})
	case "confirmed":
		// Hand the code out once.
		if got, err := s.take(ctx, "qr:"+uuid, &sess); err != nil || !got {
			answer(map[string]any{"wx_errcode": 402})
			return
		}
		answer(map[string]any{"wx_errcode": 405, "wx_code": sess.Code, "redirect": withCode(sess.RedirectURI, sess.Code, sess.State)})
	default:
		answer(map[string]any{"wx_errcode": 408})
	}
}

// qrConfirmInPage is the sandbox's "以测试用户确认登录" on the QR page: the
// chosen test user confirms at once, and the browser (the top window unless
// self_redirect) goes to redirect_uri?code=CODE&state=STATE.
func (s *Sim) qrConfirmInPage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := r.ParseForm(); err != nil {
		s.message(w, r, http.StatusBadRequest, "参数错误", "请求格式错误", 0)
		return
	}
	u, ok := s.user(r.PostForm.Get("user"))
	if !ok {
		s.message(w, r, http.StatusBadRequest, "参数错误", "请选择测试用户", 0)
		return
	}
	var sess qrSession
	found, err := s.take(ctx, "qr:"+r.PostForm.Get("uuid"), &sess)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !found || !s.now().Before(sess.Exp) || sess.Status == "confirmed" || sess.Status == "cancelled" {
		s.message(w, r, http.StatusGone, "二维码已失效", "请返回并刷新页面，重新扫码登录", 0)
		return
	}
	code, err := s.issueCode(ctx, sess.AppID, u.ID, "snsapi_login", sess.Public)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.redirect(w, r, withCode(sess.RedirectURI, code, sess.State))
}

// phonePage is what the phone shows after scanning the QR code.
func (s *Sim) phonePage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	uuid := r.URL.Query().Get("uuid")
	sess, ok := s.liveQR(w, r, uuid)
	if !ok {
		return
	}
	if sess.Status == "waiting" || sess.Status == "cancelled" {
		sess.Status = "scanned"
		if err := s.put(ctx, "qr:"+uuid, sess, sess.Exp.Sub(s.now())); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	app, _ := s.app(sess.AppID)
	s.pageHeaders(w, r, nil, false)
	s.render(w, r, "confirm", map[string]any{
		"Base": s.base, "Title": "登录确认", "AppName": app.Name, "Lead": "申请使用你的微信帐号登录",
		"Scope": "", "Action": s.base + "/connect/confirm", "IDName": "uuid", "ID": uuid,
		"Users": s.users, "Selected": s.users[0].ID, "Allow": "确认登录", "Deny": "取消登录",
	})
}

// phoneConfirm records the phone's answer; the QR page's poll picks it up.
func (s *Sim) phoneConfirm(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := r.ParseForm(); err != nil {
		s.message(w, r, http.StatusBadRequest, "参数错误", "请求格式错误", 0)
		return
	}
	uuid := r.PostForm.Get("uuid")
	sess, ok := s.liveQR(w, r, uuid)
	if !ok {
		return
	}
	ttl := sess.Exp.Sub(s.now())
	if r.PostForm.Get("action") == "deny" {
		sess.Status = "cancelled"
		if err := s.put(ctx, "qr:"+uuid, sess, ttl); err != nil {
			s.fail(w, r, err)
			return
		}
		s.message(w, r, http.StatusOK, "已取消登录", "电脑上的登录已取消。", 0)
		return
	}
	u, found := s.user(r.PostForm.Get("user"))
	if !found {
		s.message(w, r, http.StatusBadRequest, "参数错误", "请选择测试用户", 0)
		return
	}
	if sess.Status == "confirmed" {
		s.message(w, r, http.StatusOK, "已确认登录", "请回到电脑上继续。", 0)
		return
	}
	code, err := s.issueCode(ctx, sess.AppID, u.ID, "snsapi_login", sess.Public)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	sess.Status, sess.Code = "confirmed", code
	if err := s.put(ctx, "qr:"+uuid, sess, ttl); err != nil {
		s.fail(w, r, err)
		return
	}
	s.message(w, r, http.StatusOK, "已确认登录", "以“"+u.Nickname+"”登录，请回到电脑上继续。", 0)
}

// liveQR loads an unexpired QR session or answers the expiry page.
func (s *Sim) liveQR(w http.ResponseWriter, r *http.Request, uuid string) (qrSession, bool) {
	var sess qrSession
	found, err := s.load(r.Context(), "qr:"+uuid, &sess)
	if err != nil {
		s.fail(w, r, err)
		return sess, false
	}
	if !found || !s.now().Before(sess.Exp) {
		s.message(w, r, http.StatusGone, "二维码已失效", "请在电脑上刷新二维码后重新扫描。", 0)
		return sess, false
	}
	return sess, true
}

// authorize is the in-WeChat OAuth page of an official account:
// ?appid&redirect_uri&response_type=code&scope=snsapi_base|snsapi_userinfo&state.
func (s *Sim) authorize(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	q := lenientQuery(r.URL.RawQuery)
	const oops = "Oops! Something went wrong:("
	appID := q.Get("appid")
	if appID == "" {
		s.message(w, r, http.StatusBadRequest, oops, "appid不能为空", 10012)
		return
	}
	app, ok := s.app(appID)
	switch {
	case !ok:
		s.message(w, r, http.StatusBadRequest, oops, "appid参数错误", 10016)
		return
	case app.Kind != OfficialAccount:
		s.message(w, r, http.StatusBadRequest, oops, "不支持微信开放平台的Appid，请使用公众号Appid", 10016)
		return
	}
	if q.Get("redirect_uri") == "" {
		s.message(w, r, http.StatusBadRequest, oops, "redirect_uri不能为空", 10011)
		return
	}
	redirect, err := s.checkRedirect(q.Get("redirect_uri"))
	if err != nil {
		s.message(w, r, http.StatusBadRequest, oops, "redirect_uri域名与后台配置不一致", 10003)
		return
	}
	scope := q.Get("scope")
	switch scope {
	case "":
		s.message(w, r, http.StatusBadRequest, oops, "scope不能为空", 10010)
		return
	case "snsapi_base", "snsapi_userinfo":
	default:
		s.message(w, r, http.StatusBadRequest, oops, "此公众号并没有这些scope的权限", 10005)
		return
	}
	if q.Get("response_type") != "code" {
		s.message(w, r, http.StatusBadRequest, oops, "response_type参数错误", 0)
		return
	}
	public := s.publicBase(r)
	current := s.currentUser(r)
	if scope == "snsapi_base" {
		code, err := s.issueCode(ctx, app.AppID, current.ID, scope, public)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.redirect(w, r, withCode(redirect.String(), code, q.Get("state")))
		return
	}
	id := randomHex(16)
	req := authRequest{AppID: app.AppID, RedirectURI: redirect.String(), State: q.Get("state"), Scope: scope, Public: public}
	if err := s.put(ctx, "auth:"+id, req, consentTTL); err != nil {
		s.fail(w, r, err)
		return
	}
	s.pageHeaders(w, r, redirect, false)
	s.render(w, r, "confirm", map[string]any{
		"Base": s.base, "Title": "微信授权", "AppName": app.Name, "Lead": "申请获得以下权限：",
		"Scope": "获得你的公开信息（昵称、头像等）", "Action": s.base + "/connect/oauth2/authorize/confirm",
		"IDName": "id", "ID": id, "Users": s.users, "Selected": current.ID, "Allow": "允许", "Deny": "拒绝",
	})
}

// authorizeConfirm is the consent answer: allow sends redirect_uri?code&state,
// deny redirect_uri?state (no code).
func (s *Sim) authorizeConfirm(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := r.ParseForm(); err != nil {
		s.message(w, r, http.StatusBadRequest, "参数错误", "请求格式错误", 0)
		return
	}
	var req authRequest
	found, err := s.take(ctx, "auth:"+r.PostForm.Get("id"), &req)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !found {
		s.message(w, r, http.StatusGone, "授权已失效", "请返回后重新打开链接。", 0)
		return
	}
	if r.PostForm.Get("action") == "deny" {
		s.redirect(w, r, withCode(req.RedirectURI, "", req.State))
		return
	}
	u, ok := s.user(r.PostForm.Get("user"))
	if !ok {
		s.message(w, r, http.StatusBadRequest, "参数错误", "请选择测试用户", 0)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: userCookie, Value: u.ID, Path: s.base, MaxAge: 30 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil,
	})
	code, err := s.issueCode(ctx, req.AppID, u.ID, req.Scope, req.Public)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.redirect(w, r, withCode(req.RedirectURI, code, req.State))
}

// currentUser is the simulated WeChat client's user: the one last chosen on
// a consent page (cookie), else the first test user.
func (s *Sim) currentUser(r *http.Request) User {
	if c, err := r.Cookie(userCookie); err == nil {
		if u, ok := s.user(c.Value); ok {
			return u
		}
	}
	return s.users[0]
}

// checkRedirect accepts an absolute http(s) redirect_uri on an allowed host.
func (s *Sim) checkRedirect(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("wechatsim: redirect_uri: %w", err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return nil, fmt.Errorf("wechatsim: redirect_uri %q is not an absolute http(s) address", raw)
	}
	if len(s.opts.RedirectHosts) > 0 && !slices.Contains(s.opts.RedirectHosts, u.Host) && !slices.Contains(s.opts.RedirectHosts, u.Hostname()) {
		return nil, fmt.Errorf("wechatsim: redirect_uri host %q not allowed", u.Host)
	}
	return u, nil
}

// withCode appends code (when not empty) and state to redirect_uri, as
// WeChat does: redirect_uri?code=CODE&state=STATE.
func withCode(redirectURI, code, state string) string {
	u, err := url.Parse(redirectURI)
	if err != nil {
		return redirectURI
	}
	extra := "state=" + url.QueryEscape(state)
	if code != "" {
		extra = "code=" + url.QueryEscape(code) + "&" + extra
	}
	if u.RawQuery != "" {
		u.RawQuery += "&" + extra
	} else {
		u.RawQuery = extra
	}
	return u.String()
}

// lenientQuery parses a query string the forgiving way browsers send it:
// unlike url.ParseQuery it keeps pairs with ';' (a data: URL) and values
// that fail to unescape.
func lenientQuery(raw string) url.Values {
	v := url.Values{}
	for part := range strings.SplitSeq(raw, "&") {
		if part == "" {
			continue
		}
		k, val, _ := strings.Cut(part, "=")
		if d, err := url.QueryUnescape(k); err == nil {
			k = d
		}
		if d, err := url.QueryUnescape(val); err == nil {
			val = d
		}
		v.Add(k, val)
	}
	return v
}

// customCSS validates the widget's href: an https stylesheet, a path on
// this site, or data:text/css;base64. A raw data: URL (sent unencoded, as
// WeChat's own widget does) had its '+' turned into spaces by the query
// decoding; one encoded twice still has '%' escapes: both are repaired.
func (s *Sim) customCSS(ctx context.Context, href string) template.URL {
	if strings.TrimSpace(href) == "" {
		return ""
	}
	// Encoded once more than needed: "data%3Atext%2Fcss...".
	if lower := strings.ToLower(href); strings.HasPrefix(lower, "data%3a") || strings.HasPrefix(lower, "https%3a") || strings.HasPrefix(lower, "%2f") {
		if d, err := url.QueryUnescape(href); err == nil {
			href = d
		}
	}
	switch {
	case strings.HasPrefix(strings.ToLower(href), "data:"):
		if strings.Contains(href, "%") {
			if d, err := url.PathUnescape(href); err == nil {
				href = d
			}
		}
		// Not trimmed first: a trailing '+' arrives as a space.
		href = strings.ReplaceAll(href, " ", "+")
		meta, data, ok := strings.Cut(href[len("data:"):], ",")
		meta = strings.ToLower(meta)
		if !ok || !strings.HasPrefix(meta, "text/css") || !strings.HasSuffix(meta, ";base64") {
			break
		}
		css, err := base64.StdEncoding.DecodeString(data)
		if err != nil {
			if css, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(data, "=")); err != nil {
				break
			}
		}
		return template.URL("data:text/css;base64," + base64.StdEncoding.EncodeToString(css))
	case strings.HasPrefix(href, "/") && !strings.HasPrefix(href, "//") && !strings.HasPrefix(href, "/\\"):
		return template.URL(href)
	default:
		if u, err := url.Parse(href); err == nil && u.Scheme == "https" && u.Host != "" {
			return template.URL(u.String())
		}
	}
	s.log.DebugContext(ctx, "wechatsim: ignoring custom CSS href", "href_len", len(href))
	return ""
}

// pageHeaders sets the simulator page's own CSP (it is our sandbox page,
// not the product's): its script and CSS files, data: and https: styles for
// the widget's href, forms that may go to the redirect_uri's origin, and
// framing by our own site only for the QR page.
func (s *Sim) pageHeaders(w http.ResponseWriter, r *http.Request, redirect *url.URL, frameable bool) {
	formAction := "'self'"
	if redirect != nil {
		formAction += " " + redirect.Scheme + "://" + redirect.Host
	}
	ancestors := "'none'"
	if frameable {
		ancestors = "'self'"
		if s.opts.PublicURL != "" {
			ancestors += " " + s.opts.PublicURL
		}
	}
	h := w.Header()
	h.Set("Content-Security-Policy", strings.Join([]string{
		"default-src 'none'",
		"script-src 'self'",
		"style-src 'self' data: https:",
		"img-src 'self' data:",
		"connect-src 'self'",
		"form-action " + formAction,
		"frame-ancestors " + ancestors,
		"base-uri 'none'",
	}, "; "))
	if frameable {
		h.Set("X-Frame-Options", "SAMEORIGIN")
	} else {
		h.Set("X-Frame-Options", "DENY")
	}
	h.Set("Cache-Control", "no-store")
}

func (s *Sim) render(w http.ResponseWriter, r *http.Request, name string, data any) {
	page, err := simkit.Render(s.pages, name, data)
	if err != nil {
		s.fail(w, r, fmt.Errorf("wechatsim: %w", err))
		return
	}
	simkit.WriteHTML(w, http.StatusOK, page)
}

// message answers a small HTML page: errors, and the phone's outcome.
func (s *Sim) message(w http.ResponseWriter, r *http.Request, status int, title, text string, code int) {
	page, err := simkit.Render(s.pages, "message", map[string]any{"Base": s.base, "Title": title, "Text": text, "Code": code})
	if err != nil {
		s.fail(w, r, fmt.Errorf("wechatsim: %w", err))
		return
	}
	s.pageHeaders(w, r, nil, false)
	simkit.WriteHTML(w, status, page)
}

func (s *Sim) redirect(w http.ResponseWriter, r *http.Request, to string) {
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, to, http.StatusFound)
}

func (s *Sim) fail(w http.ResponseWriter, r *http.Request, err error) {
	s.log.ErrorContext(r.Context(), "wechatsim: page failed", "path", r.URL.Path, "err", err)
	w.Header().Set("Cache-Control", "no-store")
	http.Error(w, "WeChat sandbox error", http.StatusInternalServerError)
}
