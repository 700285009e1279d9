//go:build tools

// The tools build tag pins the code generators `make generate` runs.
package graph

import (
	_ "github.com/99designs/gqlgen"
)
