// Package richtext keeps the rich text writers store (article bodies) to an
// allow-list of HTML, so that nothing a writer types can run script in a
// reader's browser or break the page's strict Content-Security-Policy.
//
// The input is parsed as the browser would parse it (golang.org/x/net/html,
// the HTML5 algorithm, as the body of a document), and a new document is
// written from the tree: only the allowed elements and attributes survive,
// every text and attribute value is escaped again, and nothing of the input
// is copied through as markup. Allowed:
//
//	p h2 h3 blockquote ul ol li strong em b i br hr figure figcaption
//	a    href (http, https, mailto or a site-relative path), target="_blank" only;
//	     rel is always "noopener noreferrer nofollow"
//	img  src (a site-relative /media/... path or http/https), alt, width, height (digits)
//
// h1 becomes h2 and h4–h6 become h3 (the page's own title is the h1). Other
// elements are dropped with their content when their content is code or a
// foreign document (script, style, iframe, svg, math, template, object ...)
// and unwrapped (their text kept) otherwise (div, span, font ...). Comments,
// doctype, event handlers (on*), style and class attributes, and javascript:,
// data: and vbscript: addresses never survive.
package richtext

import (
	"net/url"
	"regexp"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Rel is what every kept link says about its target.
const Rel = "noopener noreferrer nofollow"

// kept maps an allowed (or renamed) element to the element written.
var kept = map[atom.Atom]string{
	atom.P: "p", atom.H2: "h2", atom.H3: "h3", atom.Blockquote: "blockquote",
	atom.Ul: "ul", atom.Ol: "ol", atom.Li: "li",
	atom.Strong: "strong", atom.Em: "em", atom.B: "b", atom.I: "i",
	atom.A: "a", atom.Img: "img", atom.Figure: "figure", atom.Figcaption: "figcaption",
	atom.Br: "br", atom.Hr: "hr",
	atom.H1: "h2", atom.H4: "h3", atom.H5: "h3", atom.H6: "h3",
}

// void elements have no end tag.
var void = map[string]bool{"br": true, "hr": true, "img": true}

// dropped elements go with everything inside them: code, styles, embedded
// and foreign documents, form controls, and the document's head.
var dropped = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Iframe: true, atom.Frame: true, atom.Frameset: true,
	atom.Object: true, atom.Embed: true, atom.Applet: true, atom.Param: true,
	atom.Svg: true, atom.Math: true, atom.Template: true, atom.Noscript: true, atom.Noembed: true,
	atom.Noframes: true, atom.Xmp: true, atom.Plaintext: true,
	atom.Textarea: true, atom.Select: true, atom.Button: true, atom.Input: true, atom.Form: true,
	atom.Title: true, atom.Head: true, atom.Meta: true, atom.Link: true, atom.Base: true,
	atom.Audio: true, atom.Video: true, atom.Source: true, atom.Track: true, atom.Canvas: true,
	atom.Map: true, atom.Area: true, atom.Picture: true,
}

var (
	digits    = regexp.MustCompile(`^[0-9]{1,5}$`)
	mediaPath = regexp.MustCompile(`^/media/[A-Za-z0-9._/-]+$`)
)

// Sanitize returns the allowed part of an HTML fragment, as HTML.
func Sanitize(in string) string {
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := html.ParseFragment(strings.NewReader(in), body)
	if err != nil {
		// The parser fails only on reader errors; a strings.Reader has
		// none. Keep nothing rather than something unchecked.
		return ""
	}
	var b strings.Builder
	for _, n := range nodes {
		write(&b, n)
	}
	return strings.TrimSpace(b.String())
}

func write(b *strings.Builder, n *html.Node) {
	switch n.Type {
	case html.TextNode:
		b.WriteString(html.EscapeString(n.Data))
		return
	case html.ElementNode:
	case html.DocumentNode:
		children(b, n)
		return
	default: // comments, doctype, raw nodes
		return
	}
	if n.Namespace != "" || dropped[n.DataAtom] {
		return
	}
	tag, ok := kept[n.DataAtom]
	if !ok {
		children(b, n) // unwrap: keep the text
		return
	}
	var attrs [][2]string
	switch tag {
	case "a":
		href, ok := linkHref(attr(n, "href"))
		if !ok {
			children(b, n) // a link to nowhere safe is just its text
			return
		}
		attrs = append(attrs, [2]string{"href", href})
		if strings.EqualFold(strings.TrimSpace(attr(n, "target")), "_blank") {
			attrs = append(attrs, [2]string{"target", "_blank"})
		}
		attrs = append(attrs, [2]string{"rel", Rel})
	case "img":
		src, ok := imageSrc(attr(n, "src"))
		if !ok {
			return
		}
		attrs = append(attrs, [2]string{"src", src}, [2]string{"alt", strings.TrimSpace(attr(n, "alt"))})
		for _, k := range []string{"width", "height"} {
			if v := strings.TrimSpace(attr(n, k)); digits.MatchString(v) {
				attrs = append(attrs, [2]string{k, v})
			}
		}
		attrs = append(attrs, [2]string{"loading", "lazy"}, [2]string{"decoding", "async"})
	}
	b.WriteByte('<')
	b.WriteString(tag)
	for _, a := range attrs {
		b.WriteByte(' ')
		b.WriteString(a[0])
		b.WriteString(`="`)
		b.WriteString(html.EscapeString(a[1]))
		b.WriteByte('"')
	}
	b.WriteByte('>')
	if void[tag] {
		return
	}
	children(b, n)
	b.WriteString("</")
	b.WriteString(tag)
	b.WriteByte('>')
}

func children(b *strings.Builder, n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		write(b, c)
	}
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val
		}
	}
	return ""
}

// linkHref accepts http, https and mailto addresses and paths on this site
// ("/artist/3"), and refuses everything else: other schemes (javascript:,
// data:, vbscript:), protocol-relative ("//host") and backslash tricks,
// control characters and white space inside.
func linkHref(raw string) (string, bool) {
	v := strings.TrimSpace(raw)
	if v == "" || strings.ContainsAny(v, "\\\x00\t\r\n ") || hasControl(v) {
		return "", false
	}
	if sitePath(v) {
		return v, true
	}
	u, err := url.Parse(v)
	if err != nil {
		return "", false
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
		if u.Host == "" || u.User != nil {
			return "", false
		}
		return u.String(), true
	case "mailto":
		if u.Opaque == "" {
			return "", false
		}
		return v, true
	}
	return "", false
}

// imageSrc accepts pictures of the site's media store and http(s) pictures.
func imageSrc(raw string) (string, bool) {
	v := strings.TrimSpace(raw)
	if mediaPath.MatchString(v) && !strings.Contains(v, "..") {
		return v, true
	}
	if strings.ContainsAny(v, "\\ \t\r\n") || hasControl(v) {
		return "", false
	}
	u, err := url.Parse(v)
	if err != nil || u.Host == "" || u.User != nil {
		return "", false
	}
	if s := strings.ToLower(u.Scheme); s != "http" && s != "https" {
		return "", false
	}
	return u.String(), true
}

// sitePath: "/", or "/" followed by anything but a second slash.
func sitePath(v string) bool {
	return strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "//")
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return true
		}
	}
	return false
}
