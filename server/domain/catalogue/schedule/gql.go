package schedule

import (
	"fmt"
	"io"
	"strconv"
)

// MarshalGQL writes the status as its GraphQL enum value.
func (s ExhibitionStatus) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(string(s))) }

// UnmarshalGQL reads the GraphQL enum ExhibitionStatus.
func (s *ExhibitionStatus) UnmarshalGQL(v any) error {
	str, ok := v.(string)
	if !ok || !ExhibitionStatus(str).Valid() {
		return fmt.Errorf("ExhibitionStatus must be CURRENT, UPCOMING or PAST, not %v", v)
	}
	*s = ExhibitionStatus(str)
	return nil
}

// MarshalGQL writes the status as its GraphQL enum value.
func (s RoomStatus) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(string(s))) }

// UnmarshalGQL reads the GraphQL enum ViewingRoomStatus.
func (s *RoomStatus) UnmarshalGQL(v any) error {
	str, ok := v.(string)
	if !ok || !RoomStatus(str).Valid() {
		return fmt.Errorf("ViewingRoomStatus must be OPEN, UPCOMING or CLOSED, not %v", v)
	}
	*s = RoomStatus(str)
	return nil
}
