// Package pinyin turns a name into its sort, index and search keys: the full
// pinyin (lowercase, no tones, no spaces: 齐白石 → "qibaishi"), the index
// letter (A–Z, or "#" when the name starts with neither a Chinese character
// nor a Latin letter) and the abbreviation people type in search boxes (the
// first letter of every syllable: 齐白石 → "qbs"). Latin words keep their
// letters (Anna Weber → "annaweber", A, "aw").
package pinyin

import (
	"strings"
	"unicode"

	gopinyin "github.com/mozillazg/go-pinyin"
)

// Other is the index bucket of names that start with no letter.
const Other = "#"

// Surnames read differently from their common reading (单 shan, not dan).
// Only the first character of a name is a surname.
var surnames = map[rune]string{
	'单': "shan", '曾': "zeng", '解': "xie", '仇': "qiu", '朴': "piao", '查': "zha",
	'区': "ou", '乐': "yue", '覃': "qin", '盖': "ge", '尉': "yu", '缪': "miao",
	'翟': "zhai", '祭': "zhai", '冼': "xian", '种': "chong", '长': "chang", '柏': "bai",
}

var args = gopinyin.NewArgs() // Normal style: no tones; one reading per character

// tokens splits a text into syllables (one per Chinese character) and words
// (runs of Latin letters or digits), lowercased; everything else separates.
// asName reads the first character as a surname.
func tokens(text string, asName bool) []string {
	var out []string
	var word strings.Builder
	flush := func() {
		if word.Len() > 0 {
			out = append(out, word.String())
			word.Reset()
		}
	}
	for _, r := range strings.TrimSpace(text) {
		switch {
		case unicode.Is(unicode.Han, r):
			flush()
			p, ok := surnames[r]
			if !asName || len(out) > 0 || !ok {
				p = ""
				if ps := gopinyin.SinglePinyin(r, args); len(ps) > 0 {
					p = ps[0]
				}
			}
			if p != "" {
				out = append(out, strings.ToLower(p))
			}
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			word.WriteRune(unicode.ToLower(r))
		default:
			flush() // spaces, dots, hyphens
		}
	}
	flush()
	return out
}

func keys(ts []string) (full, abbr string) {
	var f, a strings.Builder
	for _, t := range ts {
		f.WriteString(t)
		if t[0] >= '0' && t[0] <= '9' {
			a.WriteString(t) // numbers are typed whole: 1986画派 → "1986hp"
		} else {
			r := []rune(t)
			a.WriteRune(r[0])
		}
	}
	return f.String(), a.String()
}

// Of returns the full pinyin and the index letter of a name.
func Of(name string) (full, initial string) {
	full, _ = keys(tokens(name, true))
	initial = Other
	if full != "" && full[0] >= 'a' && full[0] <= 'z' {
		initial = strings.ToUpper(full[:1])
	}
	return full, initial
}

// NameAbbr is the abbreviation of a name (surname readings apply).
func NameAbbr(name string) string {
	_, abbr := keys(tokens(name, true))
	return abbr
}

// Text returns the full pinyin and the abbreviation of a text that is not a
// name (a title): 林泉秋色 → "linquanqiuse", "lqqs".
func Text(text string) (full, abbr string) {
	return keys(tokens(text, false))
}

// NameKeys are the keys stored with a name filed in an A–Z index (Artist,
// Gallery): the full pinyin, the index letter and the abbreviation. The
// schema's pinyin hook stores them; a bulk writer that bypasses ent (the
// bench data generator) calls this to store the same.
func NameKeys(name string) (full, initial, abbr string) {
	full, initial = Of(name)
	return full, initial, NameAbbr(name)
}

// TitleKeys are the keys stored with a title searched by pinyin (Artwork,
// Exhibition, ViewingRoom, Article): the full pinyin and the abbreviation.
func TitleKeys(title string) (full, abbr string) { return Text(title) }

// Query is what a search box's text becomes for matching against the keys:
// lowercase letters and digits only ("Qi Bai'shi" → "qibaishi"), or "" when
// the text has Chinese characters or nothing to match.
func Query(q string) string {
	var b strings.Builder
	for _, r := range q {
		switch {
		case unicode.Is(unicode.Han, r):
			return ""
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
