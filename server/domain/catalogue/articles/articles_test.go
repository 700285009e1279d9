package articles

import (
	"strings"
	"testing"
)

func TestNormalizeTag(t *testing.T) {
	for in, want := range map[string]string{" 水墨 ": "水墨", "展评": "展评"} {
		if got, ok := NormalizeTag(in); !ok || got != want {
			t.Errorf("NormalizeTag(%q) = %q, %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "   ", strings.Repeat("长", MaxTagLen+1)} {
		if _, ok := NormalizeTag(bad); ok {
			t.Errorf("NormalizeTag(%q) accepted", bad)
		}
	}
}
