// Package region is China's national administrative divisions (GB/T 2260)
// at three levels: province (2-digit code), city (4 digits) and district
// (6 digits; 9 for the towns of the few cities without districts, as the
// source lists them). The data is regions.tsv, generated from the pinned npm
// package china-division by ./gen (`make generate`), the same data the
// client's region picker loads.
package region

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed regions.tsv
var tsv string

// Region is one division.
type Region struct {
	Code   string
	Name   string
	Parent string // "" for a province
	Level  int    // 1 province, 2 city, 3 district
}

type table struct {
	byCode   map[string]Region
	children map[string][]Region // "" → the provinces
}

var load = sync.OnceValue(func() *table {
	t := &table{byCode: map[string]Region{}, children: map[string][]Region{}}
	var parents [4]string
	for _, line := range strings.Split(tsv, "\n") {
		code, name, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		var level int
		switch len(code) {
		case 2:
			level = 1
		case 4:
			level = 2
		default:
			level = 3
		}
		r := Region{Code: code, Name: name, Parent: parents[level-1], Level: level}
		parents[level] = code
		t.byCode[code] = r
		t.children[r.Parent] = append(t.children[r.Parent], r)
	}
	return t
})

// Lookup is the division of a code.
func Lookup(code string) (Region, bool) {
	r, ok := load().byCode[code]
	return r, ok
}

// Provinces are the divisions at the top level.
func Provinces() []Region { return Children("") }

// Children are the divisions directly under code ("" for the provinces),
// in the source's order; none for an unknown code or a district. The slice
// is the caller's to keep.
func Children(code string) []Region {
	return append([]Region(nil), load().children[code]...)
}

// Valid tells whether province, city and district are known codes, each
// directly under the one before.
func Valid(province, city, district string) bool {
	p, ok1 := Lookup(province)
	c, ok2 := Lookup(city)
	d, ok3 := Lookup(district)
	return ok1 && ok2 && ok3 && p.Level == 1 && c.Parent == p.Code && c.Level == 2 && d.Parent == c.Code && d.Level == 3
}

// ValidCity tells whether province and city are known codes, the city
// directly under the province (a member's city, without a district).
func ValidCity(province, city string) bool {
	p, ok1 := Lookup(province)
	c, ok2 := Lookup(city)
	return ok1 && ok2 && p.Level == 1 && c.Level == 2 && c.Parent == p.Code
}

// placeholder city names stand for no city of their own (the districts of a
// municipality, or counties governed by the province directly): full names
// leave them out.
func placeholder(name string) bool {
	return name == "市辖区" || name == "县" || strings.HasSuffix(name, "直辖县级行政区划")
}

// FullName is the names of a code and its parents, space separated
// ("广东省 深圳市 南山区"; "北京市 东城区" for a municipality); "" for an
// unknown code.
func FullName(code string) string {
	var names []string
	for r, ok := Lookup(code); ok; r, ok = Lookup(r.Parent) {
		if r.Level != 2 || !placeholder(r.Name) {
			names = append([]string{r.Name}, names...)
		}
		if r.Parent == "" {
			break
		}
	}
	return strings.Join(names, " ")
}
