package app

import (
	"testing"

	"artmarket/server/domain/member/verify"
)

// CODES_PER_IP_DAILY raises only the per-address daily count of codes (the
// browser suite sends more than 30 from 127.0.0.1); unset, every limit is
// the built-in one.
func TestCodeLimits(t *testing.T) {
	if got := codeLimits(0); got != verify.DefaultLimits {
		t.Errorf("unset: %+v; want the defaults %+v", got, verify.DefaultLimits)
	}
	want := verify.DefaultLimits
	want.PerIPDaily = 2000
	if got := codeLimits(2000); got != want {
		t.Errorf("2000: %+v; want %+v", got, want)
	}
}
