// Package searchterms cuts searched text into the short terms a search of
// one or two characters looks up: every character and every pair of
// adjacent characters, lower-cased. A trigram index (pg_trgm) cannot serve
// such a search (a pattern of two characters holds no trigram), so the
// terms go to a table of their own (ent schema SearchTerm) whose index
// answers "which works have 山水 in their title" directly.
package searchterms

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxRunes is the longest query the terms answer; longer ones go to the
// trigram indexes.
const MaxRunes = 2

// Short reports whether q (already cleaned: trimmed, single spaces) is
// looked up in the terms.
func Short(q string) bool {
	n := utf8.RuneCountInString(q)
	return n > 0 && n <= MaxRunes
}

// Term is what a short query looks up: the query lower-cased, as the terms
// are.
func Term(q string) string { return strings.ToLower(q) }

// keyMark starts the terms of a pinyin key's start: a character no text term
// holds (Of leaves out what is not printable).
const keyMark = "\x01"

// KeyTerm is what a pinyin key of one or two letters (li, qb) looks up: the
// start of a full pinyin or of an abbreviation.
func KeyTerm(k string) string { return keyMark + strings.ToLower(k) }

// Keys are the terms of the starts of pinyin keys (qibaishi, qbs → q, qi,
// qb): a key of one or two letters matches from the start of a key.
func Keys(keys ...string) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range keys {
		rs := []rune(strings.ToLower(k))
		for n := 1; n <= MaxRunes && n <= len(rs); n++ {
			if t := keyMark + string(rs[:n]); !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// Of are the distinct terms of texts: each character and each pair of
// adjacent characters of each text, lower-cased, none with a space in it
// (a cleaned query of two characters has none). A text of n characters
// gives at most 2n terms.
func Of(texts ...string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	for _, text := range texts {
		rs := []rune(strings.ToLower(text))
		for i, r := range rs {
			if unicode.IsSpace(r) || !unicode.IsPrint(r) {
				continue
			}
			add(string(r))
			if i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) && unicode.IsPrint(rs[i+1]) {
				add(string(rs[i : i+2]))
			}
		}
	}
	return out
}

// Row are the terms of one row: the starts of its pinyin keys (full,
// abbreviation) and the terms of its texts.
func Row(full, abbr string, texts ...string) []string {
	return append(Keys(full, abbr), Of(texts...)...)
}
