package pinyin

import "testing"

func TestOf(t *testing.T) {
	cases := []struct{ name, full, initial string }{
		{"齐白石", "qibaishi", "Q"},
		{"徐悲鸿", "xubeihong", "X"},
		{"单应桂", "shanyinggui", "S"},      // surname reading
		{"曾梵志", "zengfanzhi", "Z"},       // surname reading
		{"Anna Weber", "annaweber", "A"}, // Latin: its first letter
		{" zhang Xiao-Gang ", "zhangxiaogang", "Z"},
		{"1986画派", "1986huapai", "#"},
		{"·无名", "wuming", "W"}, // leading punctuation is skipped
		{"Émile", "émile", "#"},
		{"", "", "#"},
	}
	for _, c := range cases {
		full, initial := Of(c.name)
		if full != c.full || initial != c.initial {
			t.Errorf("Of(%q) = %q, %q; want %q, %q", c.name, full, initial, c.full, c.initial)
		}
	}
}

func TestAbbrAndText(t *testing.T) {
	for name, want := range map[string]string{
		"齐白石": "qbs", "曾梵志": "zfz", "Anna Weber": "aw", "1986画派": "1986hp", "·无名": "wm", "": "",
	} {
		if got := NameAbbr(name); got != want {
			t.Errorf("NameAbbr(%q) = %q, want %q", name, got, want)
		}
	}
	// A title reads 曾 as ceng, not as the surname zeng.
	full, abbr := Text("曾经的黄河 No.3")
	if full != "cengjingdehuangheno3" || abbr != "cjdhhn3" {
		t.Errorf("Text = %q, %q", full, abbr)
	}
	for q, want := range map[string]string{"Qi Bai'shi": "qibaishi", " QBS ": "qbs", "齐白石": "", "qi白": "", "%_": "", "No.3": "no3"} {
		if got := Query(q); got != want {
			t.Errorf("Query(%q) = %q, want %q", q, got, want)
		}
	}
}
