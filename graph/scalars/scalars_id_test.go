package scalars

import (
	"bytes"
	"math"
	"strconv"
	"testing"
)

// An id is written as the JSON string of its decimal digits.
func TestMarshalID(t *testing.T) {
	for _, id := range []int{0, 7, 4294967297, -12, math.MaxInt64, math.MinInt64} {
		var b bytes.Buffer
		MarshalID(id).MarshalGQL(&b)
		if want := strconv.Quote(strconv.Itoa(id)); b.String() != want {
			t.Errorf("%d: %s, want %s", id, b.String(), want)
		}
	}
}
