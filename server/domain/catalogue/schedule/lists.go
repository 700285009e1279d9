package schedule

import (
	"context"
	"fmt"
	"sort"
	"time"

	"artmarket/ent"
	"artmarket/ent/exhibition"
)

// exhibitionOrders is each status's list order when the client names none:
// current shows closing soonest first, upcoming ones opening soonest first,
// past ones most recent first; all of them (no status) newest start first.
var exhibitionOrders = map[ExhibitionStatus]ent.ExhibitionOrder{
	Current:  {Field: ent.ExhibitionOrderFieldEndsOn, Direction: "ASC"},
	Upcoming: {Field: ent.ExhibitionOrderFieldStartsOn, Direction: "ASC"},
	Past:     {Field: ent.ExhibitionOrderFieldEndsOn, Direction: "DESC"},
}

// roomOrders is the same for viewing rooms: open ones closing soonest first,
// those opening soon soonest first, closed ones most recent first.
var roomOrders = map[RoomStatus]ent.ViewingRoomOrder{
	Open:   {Field: ent.ViewingRoomOrderFieldClosesAt, Direction: "ASC"},
	Soon:   {Field: ent.ViewingRoomOrderFieldOpensAt, Direction: "ASC"},
	Closed: {Field: ent.ViewingRoomOrderFieldClosesAt, Direction: "DESC"},
}

// DefaultExhibitionOrder is the order of a status's list when the client
// names none (exhibitionOrders; no status: newest start first).
func DefaultExhibitionOrder(status *ExhibitionStatus) *ent.ExhibitionOrder {
	return orderOf(status, exhibitionOrders, ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldStartsOn, Direction: "DESC"})
}

// DefaultRoomOrder is the order of a status's viewing rooms when the client
// names none (roomOrders; no status: newest opening first).
func DefaultRoomOrder(status *RoomStatus) *ent.ViewingRoomOrder {
	return orderOf(status, roomOrders, ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldOpensAt, Direction: "DESC"})
}

// orderOf is status's order in by, or all's when there is no status (or one
// by does not name).
func orderOf[S comparable, O any](status *S, by map[S]O, all O) *O {
	if status != nil {
		if o, ok := by[*status]; ok {
			return &o
		}
	}
	return &all
}

// ExhibitionCities lists the cities with exhibitions (of a status), the
// busiest first, then in the database's order of names.
func ExhibitionCities(ctx context.Context, client *ent.Client, status *ExhibitionStatus, now time.Time) ([]string, error) {
	q := client.Exhibition.Query()
	if status != nil {
		q.Where(ExhibitionWhere(*status, now))
	}
	var rows []struct {
		City  string `json:"city"`
		Count int    `json:"count"`
	}
	if err := q.GroupBy(exhibition.FieldCity).Aggregate(ent.Count()).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("exhibition cities: %w", err)
	}
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].Count != rows[j].Count {
			return rows[i].Count > rows[j].Count
		}
		return rows[i].City < rows[j].City
	})
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.City
	}
	return out, nil
}
