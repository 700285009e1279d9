package richtext

import (
	"strings"
	"testing"
)

// XSS vectors in the manner of OWASP's filter evasion cheat sheet: none may
// leave anything that runs script, loads a foreign document, carries an
// inline style or an event handler.
func TestSanitizeXSSVectors(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"script", `<p>你好<script>alert(1)</script></p>`, `<p>你好</p>`},
		{"img onerror", `<img src=x onerror=alert(1)>`, ``},
		{"img onerror keeps a good src", `<img src="/media/ab/cd-480.jpg" onerror="alert(1)" alt="画">`, `<img src="/media/ab/cd-480.jpg" alt="画" loading="lazy" decoding="async">`},
		{"javascript href", `<a href="javascript:alert(1)">点我</a>`, `点我`},
		{"javascript href, mixed case and spaces", `<a href=" JaVaScRiPt:alert(1)">x</a>`, `x`},
		{"entity-encoded javascript", `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`, `x`},
		{"hex entities without semicolons", `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>`, `x`},
		{"tab inside javascript", "<a href=\"jav\tascript:alert(1)\">x</a>", `x`},
		{"newline entity inside javascript", `<a href="jav&#x0A;ascript:alert(1)">x</a>`, `x`},
		{"vbscript", `<a href="vbscript:msgbox(1)">x</a>`, `x`},
		{"data URI link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`, `x`},
		{"data URI image", `<img src="data:image/svg+xml;base64,PHN2Zy8+">`, ``},
		{"svg onload", `<svg onload=alert(1)><circle r=1 /></svg>文字`, `文字`},
		{"svg inside paragraph", `<p>a<svg><script>alert(1)</script></svg>b</p>`, `<p>ab</p>`},
		{"math", `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`, ``},
		{"split script tag", `<scr<script>ipt>alert(1)</script>`, `ipt&gt;alert(1)`},
		{"style element", `<style>body{background:url(javascript:alert(1))}</style><p>段落</p>`, `<p>段落</p>`},
		{"style attribute", `<p style="color:red;background:url(x)">红</p>`, `<p>红</p>`},
		{"class and id", `<p class="x" id="y">段</p>`, `<p>段</p>`},
		{"iframe", `<iframe src="https://evil.example/"></iframe><p>后</p>`, `<p>后</p>`},
		{"iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`, ``},
		{"object and embed", `<object data="x.swf"></object><embed src="x.swf">`, ``},
		{"event handler on allowed tag", `<p onclick="alert(1)" onmouseover=alert(2)>点</p>`, `<p>点</p>`},
		{"body onload", `<body onload=alert(1)><p>x</p></body>`, `<p>x</p>`},
		{"comment", `<p>a<!-- <script>alert(1)</script> -->b</p>`, `<p>ab</p>`},
		{"conditional comment", `<!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>`, `<p>x</p>`},
		{"unclosed tags", `<p><strong>粗<em>斜`, `<p><strong>粗<em>斜</em></strong></p>`},
		{"unclosed script", `<p>前</p><script>alert(1)`, `<p>前</p>`},
		{"unclosed attribute", `<img src="/media/a.jpg onerror=alert(1)`, ``},
		{"text is escaped", `1 < 2 & 3 > 2 "引号"`, `1 &lt; 2 &amp; 3 &gt; 2 &#34;引号&#34;`},
		{"escaped markup stays text", `&lt;script&gt;alert(1)&lt;/script&gt;`, `&lt;script&gt;alert(1)&lt;/script&gt;`},
		{"protocol-relative link", `<a href="//evil.example/">x</a>`, `x`},
		{"backslash link", `<a href="/\evil.example/">x</a>`, `x`},
		{"meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`, ``},
		{"base href", `<base href="javascript:alert(1)//">`, ``},
		{"link stylesheet", `<link rel="stylesheet" href="https://evil.example/x.css">`, ``},
		{"form", `<form action="javascript:alert(1)"><button>提交</button></form>`, ``},
		{"template", `<template><img src=x onerror=alert(1)></template>`, ``},
		{"noscript", `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`, `&#34;&gt;`},
		{"img with javascript src", `<img src="javascript:alert(1)">`, ``},
		{"img relative outside media", `<img src="/api/logout">`, ``},
		{"img media path traversal", `<img src="/media/../api/x">`, ``},
		{"video", `<video src="/media/x.mp4" autoplay></video>`, ``},
		{"unknown wrapper", `<div><span>保留文字</span></div>`, `保留文字`},
		{"target other than _blank", `<a href="https://a.example/" target="_top">x</a>`, `<a href="https://a.example/" rel="noopener noreferrer nofollow">x</a>`},
		{"width not a number", `<img src="/media/a.jpg" width="100%" height="javascript:1">`, `<img src="/media/a.jpg" alt="" loading="lazy" decoding="async">`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Sanitize(c.in)
			if got != c.want {
				t.Errorf("Sanitize(%q)\n got %q\nwant %q", c.in, got, c.want)
			}
			assertClean(t, got)
			// Sanitising is stable: clean text stays as it is.
			if again := Sanitize(got); again != got {
				t.Errorf("not idempotent: %q → %q", got, again)
			}
		})
	}
}

// What writers need survives unchanged (links get rel, images lazy loading).
func TestSanitizeKeepsArticleMarkup(t *testing.T) {
	in := `<h2>小标题</h2><p>正文<strong>强调</strong><em>斜体</em><b>b</b><i>i</i><br>换行</p>` +
		`<blockquote><p>引文</p></blockquote><ul><li>一</li></ul><ol><li>二</li></ol><hr>` +
		`<figure><img src="/media/ab/cd-960.jpg" alt="作品" width="960" height="720"><figcaption>图注</figcaption></figure>` +
		`<p><a href="/artist/3">站内</a> <a href="https://example.com/a?b=1&amp;c=2" target="_blank">站外</a> <a href="mailto:info@example.com">邮件</a></p>` +
		`<h1>大标题</h1><h4>小小标题</h4>`
	want := `<h2>小标题</h2><p>正文<strong>强调</strong><em>斜体</em><b>b</b><i>i</i><br>换行</p>` +
		`<blockquote><p>引文</p></blockquote><ul><li>一</li></ul><ol><li>二</li></ol><hr>` +
		`<figure><img src="/media/ab/cd-960.jpg" alt="作品" width="960" height="720" loading="lazy" decoding="async"><figcaption>图注</figcaption></figure>` +
		`<p><a href="/artist/3" rel="noopener noreferrer nofollow">站内</a> <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">站外</a> <a href="mailto:info@example.com" rel="noopener noreferrer nofollow">邮件</a></p>` +
		`<h2>大标题</h2><h3>小小标题</h3>`
	if got := Sanitize(in); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// A writer's own rel is replaced.
	if got := Sanitize(`<a href="/x" rel="opener">x</a>`); got != `<a href="/x" rel="noopener noreferrer nofollow">x</a>` {
		t.Errorf("rel not forced: %s", got)
	}
}

func assertClean(t *testing.T, out string) {
	t.Helper()
	low := strings.ToLower(out)
	for _, bad := range []string{"<script", "<style", "<iframe", "<svg", "<math", "<object", "<embed", "<!--",
		" on", "style=", "javascript:", "data:", "vbscript:", "<meta", "<base", "<form", "<template"} {
		if strings.Contains(low, bad) {
			t.Errorf("output keeps %q: %s", bad, out)
		}
	}
}
