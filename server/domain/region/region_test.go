package region

import "testing"

func TestLookupAndFullName(t *testing.T) {
	r, ok := Lookup("440305")
	if !ok || r.Name != "南山区" || r.Parent != "4403" || r.Level != 3 {
		t.Fatalf("Lookup(440305) = %+v, %v", r, ok)
	}
	for code, want := range map[string]string{
		"440305": "广东省 深圳市 南山区",
		"4403":   "广东省 深圳市",
		"44":     "广东省",
		"110101": "北京市 东城区",
		"nope":   "",
		"":       "",
	} {
		if got := FullName(code); got != want {
			t.Errorf("FullName(%q) = %q, want %q", code, got, want)
		}
	}
	if _, ok := Lookup("999999"); ok {
		t.Error("an unknown code was found")
	}
}

func TestChildren(t *testing.T) {
	ps := Provinces()
	if len(ps) != 31 || ps[0].Code != "11" || ps[0].Name != "北京市" {
		t.Fatalf("provinces: %d, first %+v", len(ps), ps[0])
	}
	found := false
	for _, c := range Children("44") {
		if c.Parent != "44" || c.Level != 2 {
			t.Fatalf("child of 44: %+v", c)
		}
		found = found || c.Code == "4403"
	}
	if !found {
		t.Error("深圳市 is not a child of 广东省")
	}
	if len(Children("440305")) != 0 || len(Children("x")) != 0 {
		t.Error("a district or an unknown code has children")
	}
	// The caller's copy cannot change the table.
	cs := Children("44")
	cs[0].Name = "changed"
	if Children("44")[0].Name == "changed" {
		t.Error("Children shares its slice")
	}
}

func TestValid(t *testing.T) {
	for _, c := range []struct {
		p, c, d string
		ok      bool
	}{
		{"44", "4403", "440305", true},
		{"11", "1101", "110101", true},
		{"44", "4403", "110101", false}, // district of another city
		{"11", "4403", "440305", false}, // city of another province
		{"44", "440305", "440305", false},
		{"4403", "4403", "440305", false},
		{"44", "4403", "", false},
		{"", "", "", false},
		{"44", "4403", "449999", false},
	} {
		if got := Valid(c.p, c.c, c.d); got != c.ok {
			t.Errorf("Valid(%q, %q, %q) = %v, want %v", c.p, c.c, c.d, got, c.ok)
		}
	}
}

func TestValidCity(t *testing.T) {
	if !ValidCity("44", "4403") || !ValidCity("11", "1101") {
		t.Error("a real city refused")
	}
	for _, c := range [][2]string{{"11", "4403"}, {"44", "440305"}, {"4403", "4403"}, {"", ""}, {"44", "4499"}} {
		if ValidCity(c[0], c[1]) {
			t.Errorf("ValidCity(%q, %q) accepted", c[0], c[1])
		}
	}
}
