package searchterms

import (
	"fmt"
	"testing"
)

func TestTerms(t *testing.T) {
	if got := fmt.Sprintf("%q", Of("山水 清音", "Oil")); got != `["山" "山水" "水" "清" "清音" "音" "o" "oi" "i" "il" "l"]` {
		t.Errorf("Of = %s", got)
	}
	if got := fmt.Sprintf("%q", Keys("qibaishi", "qbs")); got != `["\x01q" "\x01qi" "\x01qb"]` {
		t.Errorf("Keys = %s", got)
	}
	if KeyTerm("QB") != "\x01qb" || Term("We") != "we" {
		t.Error("query terms are lower-cased")
	}
	for q, want := range map[string]bool{"": false, "虾": true, "山水": true, "齐白石": false, "ab": true, "abc": false} {
		if Short(q) != want {
			t.Errorf("Short(%q) = %v", q, !want)
		}
	}
}
