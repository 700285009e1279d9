package sandboxweb

import (
	"html/template"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"artmarket/server/platform/security"
	"artmarket/server/providers/outbox"
	"artmarket/server/web/api"
)

// Paths of the sandbox outbox.
const (
	PagePath = "/_sandbox/outbox"
	APIPath  = "/_sandbox/api/outbox"
)

// mountOutbox registers the outbox page and API on mux:
//
//	GET /_sandbox/outbox            an HTML page listing the messages (?to= filters)
//	GET /_sandbox/api/outbox?to=..  {"code":1,"message":"成功","data":[Message...]}, newest first (&limit=, at most 200)
func mountOutbox(mux *http.ServeMux, box *outbox.Sandbox, log *slog.Logger) {
	mux.Handle("GET "+PagePath, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { outboxPage(w, r, box, log) }))
	mux.Handle("GET "+APIPath, api.Handle(func(r *http.Request) (any, error) {
		limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
		return box.List(r.Context(), strings.TrimSpace(r.URL.Query().Get("to")), limit)
	}))
}

var pageTmpl = template.Must(template.New("outbox").Parse(`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱发件箱 - 艺术市场</title>
<style nonce="{{.Nonce}}">
body{font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:2rem;color:#222;background:#fcfcfc}
h1{font-size:1.4rem;margin:0 0 .25rem}
p.note{color:#7a7a7a;margin:0 0 1rem}
form{margin:0 0 1rem}
input{padding:.3rem .5rem;border:1px solid #ccc;border-radius:4px;min-width:16rem}
button{padding:.3rem .8rem}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #e5e5e5;padding:.45rem .6rem;text-align:left;vertical-align:top}
th{background:#f3f3f3;font-weight:600}
td.code{font:600 1.1rem ui-monospace,monospace;letter-spacing:.1em}
td.body{white-space:pre-wrap}
.empty{color:#7a7a7a;padding:2rem 0}
</style>
</head>
<body>
<h1>沙箱发件箱</h1>
<p class="note">沙箱模式下，短信和邮件不会真正发出，而是保存在这里（最新的在前）。JSON 接口：<code>{{.APIPath}}?to=手机号或邮箱</code></p>
<form method="get" action="{{.PagePath}}">
<label>收件人 <input name="to" value="{{.To}}" placeholder="手机号或邮箱"></label>
<button type="submit">筛选</button>
{{if .To}}<a href="{{.PagePath}}">查看全部</a>{{end}}
</form>
{{if .Messages}}
<table>
<thead><tr><th>时间</th><th>渠道</th><th>收件人</th><th>验证码</th><th>用途</th><th>内容</th></tr></thead>
<tbody>
{{range .Messages}}<tr>
<td>{{.CreatedAt.Format "2006-01-02 15:04:05"}}</td>
<td>{{if eq .Channel "sms"}}短信{{else}}邮件{{end}}</td>
<td>{{.To}}</td>
<td class="code">{{.Code}}</td>
<td>{{.Purpose}}</td>
<td class="body">{{if .Subject}}<strong>{{.Subject}}</strong>
{{end}}{{.Body}}</td>
</tr>{{end}}
</tbody>
</table>
{{else}}<p class="empty">暂无消息</p>{{end}}
</body>
</html>
`))

func outboxPage(w http.ResponseWriter, r *http.Request, box *outbox.Sandbox, log *slog.Logger) {
	to := strings.TrimSpace(r.URL.Query().Get("to"))
	msgs, err := box.List(r.Context(), to, 100)
	if err != nil {
		log.ErrorContext(r.Context(), "outbox: sandbox page", "err", err)
		http.Error(w, "服务器错误", http.StatusInternalServerError)
		return
	}
	nonce := security.Nonce(r)
	if nonce == "" {
		nonce = security.NewNonce()
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'nonce-"+nonce+"'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
	err = pageTmpl.Execute(w, map[string]any{
		"Nonce": nonce, "To": to, "Messages": msgs, "PagePath": PagePath, "APIPath": APIPath,
	})
	if err != nil {
		log.ErrorContext(r.Context(), "outbox: render sandbox page", "err", err)
	}
}
