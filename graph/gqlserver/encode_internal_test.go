package gqlserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
)

// The cache's encoding of an answer is the bytes gqlgen's POST transport
// writes for it (json.Marshal of the Response), with or without the fast
// path: a hit and a miss read the same.
func TestEncodeIsTheTransportsBytes(t *testing.T) {
	for _, data := range []string{
		`{"a":1}`,
		`{"artworks":{"totalCount":3,"edges":[{"node":{"id":"QXJ0d29yazox","title":"山水 No. 3","priceFen":120000,"sold":false,"year":null}}]}}`,
		`{"t":"quote \" and \\ and \n tab \t"}`,
		`{"t":"—…《》「」"}`,                    // E2 80 94, E2 80 A6: not U+2028/9
		`{"t":"<script>alert(1)</script>"}`, // escaped by encoding/json
		`{"t":"a & b"}`,
		`{"t":"line` + "\u2028" + `sep` + "\u2029" + `para"}`,
		`{"t":"ends with E2` + "\xe2\x80" + `"}`, // a cut sequence at the end: no overrun
		`{"a":[1,2,{"b":[]}],"c":{}}`,
	} {
		want, err := json.Marshal(&graphql.Response{Data: json.RawMessage(data)})
		if err != nil {
			want = nil
		}
		if got := encode(json.RawMessage(data)); !bytes.Equal(got, want) {
			t.Errorf("%q:\n got %s\nwant %s", data, got, want)
		}
	}
	if !plain([]byte(`{"t":"山水 — ok"}`)) {
		t.Error("a plain answer takes the slow path")
	}
	for _, s := range []string{`{"t":"<"}`, `{"t":"&"}`, `{"t":">"}`, "{\"t\":\"\u2028\"}", "{\"t\":\"\u2029\"}", `[1]`, `{`, ``} {
		if plain([]byte(s)) {
			t.Errorf("%q taken as plain", s)
		}
	}
}

// benchAnswer is a list's answer as the artworks page asks it: 30 works
// with their artist and picture, about 15 kB.
func benchAnswer() json.RawMessage {
	var b strings.Builder
	b.WriteString(`{"artworks":{"totalCount":99700,"edges":[`)
	for i := range 30 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"cursor":"gaFpzgABhqA=","node":{"id":"QXJ0d29yazoxMjM0NQ==","number":%d,"title":"山水之间 第%d号","year":2019,"mediumLabel":"布面油画","priceFen":1280000,"statusLabel":"在售","artist":{"id":"QXJ0aXN0OjEyMw==","number":123,"name":"张梅玉","region":"北京"},"images":[{"url":"/media/w640/ab/cd/abcdef0123456789.webp","srcset":"/media/w320/ab/cd/abcdef0123456789.webp 320w, /media/w640/ab/cd/abcdef0123456789.webp 640w","width":1200,"height":900}]}}`, 10000+i, i)
	}
	b.WriteString(`]}}`)
	return json.RawMessage(b.String())
}

// What the cache's encoding of a miss costs, against encoding/json's.
func BenchmarkEncodeAnswer(b *testing.B) {
	d := benchAnswer()
	b.Run("cache", func(b *testing.B) {
		b.SetBytes(int64(len(d)))
		for b.Loop() {
			_ = encode(d)
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.SetBytes(int64(len(d)))
		for b.Loop() {
			_, _ = json.Marshal(&graphql.Response{Data: d})
		}
	})
}
