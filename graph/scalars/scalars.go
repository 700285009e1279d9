// Package scalars holds the GraphQL scalars that are not gqlgen's own.
package scalars

import (
	"encoding/json"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// MarshalFen writes an amount of money in fen as a string of digits: a JSON
// number loses precision in JavaScript above 2^53 and GraphQL's Int stops at
// 2^31, and artwork prices exceed both.
func MarshalFen(v int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(strconv.FormatInt(v, 10)))
	})
}

// UnmarshalFen reads fen from a string of digits or an integral JSON number.
func UnmarshalFen(v any) (int64, error) {
	switch x := v.(type) {
	case string:
		n, err := strconv.ParseInt(x, 10, 64)
		if err != nil {
			return 0, gqlerror.Errorf("Fen must be an integer number of fen: %q", x)
		}
		return n, nil
	case int:
		return int64(x), nil
	case int64:
		return x, nil
	case json.Number:
		n, err := x.Int64()
		if err != nil {
			return 0, gqlerror.Errorf("Fen must be an integer number of fen: %s", x)
		}
		return n, nil
	default:
		return 0, gqlerror.Errorf("Fen must be a string of digits, got %T", v)
	}
}

// MarshalID writes an ent id as a GraphQL ID (a string).
func MarshalID(id int) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		// "123": digits need no quoting; one buffer, where Itoa and Quote
		// allocated a string each (every card, artist and picture has one).
		var b [24]byte
		buf := strconv.AppendInt(append(b[:0], '"'), int64(id), 10)
		_, _ = w.Write(append(buf, '"'))
	})
}

// UnmarshalID reads a GraphQL ID into an ent id.
func UnmarshalID(v any) (int, error) {
	switch x := v.(type) {
	case string:
		n, err := strconv.Atoi(x)
		if err != nil {
			return 0, gqlerror.Errorf("ID 格式不正确：%q", x)
		}
		return n, nil
	case int:
		return x, nil
	case int64:
		return int(x), nil
	case json.Number:
		n, err := x.Int64()
		if err != nil {
			return 0, gqlerror.Errorf("ID 格式不正确：%s", x)
		}
		return int(n), nil
	default:
		return 0, gqlerror.Errorf("ID 格式不正确（%T）", v)
	}
}
