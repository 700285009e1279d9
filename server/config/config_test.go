package config

import (
	"strings"
	"testing"
)

func TestAnalyticsSiteIDIsOffByDefaultAndValidated(t *testing.T) {
	t.Setenv("ANALYTICS_SITE_ID", "")
	c, err := Load(nil)
	if err != nil || c.AnalyticsSiteID != "" {
		t.Fatalf("default: %q, %v", c.AnalyticsSiteID, err)
	}
	t.Setenv("ANALYTICS_SITE_ID", "0123456789abcdef0123456789abcdef")
	if c, err = Load(nil); err != nil || c.AnalyticsSiteID != "0123456789abcdef0123456789abcdef" {
		t.Fatalf("from the environment: %q, %v", c.AnalyticsSiteID, err)
	}
	if c, err = Load([]string{"-analytics-site-id", "abc123"}); err != nil || c.AnalyticsSiteID != "abc123" {
		t.Fatalf("from the flag: %q, %v", c.AnalyticsSiteID, err)
	}
	for _, bad := range []string{"abc&x=1", "../evil", `"><script>`, strings.Repeat("a", 65)} {
		t.Setenv("ANALYTICS_SITE_ID", bad)
		if _, err := Load(nil); err == nil {
			t.Errorf("ANALYTICS_SITE_ID=%q accepted", bad)
		}
	}
}
