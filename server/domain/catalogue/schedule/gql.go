package schedule

import (
	"fmt"
	"io"
	"strconv"
)

// MarshalGQL writes the status as its GraphQL enum value.
func (s ExhibitionStatus) MarshalGQL(w io.Writer) { marshalEnum(w, s) }

// UnmarshalGQL reads the GraphQL enum ExhibitionStatus.
func (s *ExhibitionStatus) UnmarshalGQL(v any) error {
	return unmarshalEnum(s, v, "ExhibitionStatus must be CURRENT, UPCOMING or PAST")
}

// MarshalGQL writes the status as its GraphQL enum value.
func (s RoomStatus) MarshalGQL(w io.Writer) { marshalEnum(w, s) }

// UnmarshalGQL reads the GraphQL enum ViewingRoomStatus.
func (s *RoomStatus) UnmarshalGQL(v any) error {
	return unmarshalEnum(s, v, "ViewingRoomStatus must be OPEN, UPCOMING or CLOSED")
}

// enum is a status whose values are a GraphQL enum's.
type enum interface {
	~string
	Valid() bool
}

func marshalEnum[S enum](w io.Writer, s S) { _, _ = io.WriteString(w, strconv.Quote(string(s))) }

// unmarshalEnum reads v into s when it is one of the enum's values, else
// refuses it with what (which says the values allowed).
func unmarshalEnum[S enum](s *S, v any, what string) error {
	str, ok := v.(string)
	if !ok || !S(str).Valid() {
		return fmt.Errorf("%s, not %v", what, v)
	}
	*s = S(str)
	return nil
}
