package graph

import (
	"strings"
	"time"

	"github.com/vektah/gqlparser/v2/gqlerror"
)

// now is the time the statuses of exhibitions and viewing rooms are computed
// against; tests set Resolver.Now.
func (r *Resolver) now() time.Time {
	if r.Now != nil {
		return r.Now()
	}
	return time.Now()
}

// cityArg checks a city filter: trimmed, at most 40 characters.
func cityArg(city *string) (string, error) {
	if city == nil {
		return "", nil
	}
	c := strings.TrimSpace(*city)
	if len([]rune(c)) > 40 {
		return "", gqlerror.Errorf("city must be at most 40 characters")
	}
	return c, nil
}
