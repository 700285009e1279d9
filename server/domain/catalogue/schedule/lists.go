package schedule

import (
	"context"
	"fmt"
	"sort"
	"time"

	"artmarket/ent"
	"artmarket/ent/exhibition"
)

// DefaultExhibitionOrder is the order of a status's list when the client
// names none: current shows closing soonest first, upcoming ones opening
// soonest first, past ones most recent first; all of them newest start first.
func DefaultExhibitionOrder(status *ExhibitionStatus) *ent.ExhibitionOrder {
	o := &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldStartsOn, Direction: "DESC"}
	if status != nil {
		switch *status {
		case Current:
			o = &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldEndsOn, Direction: "ASC"}
		case Upcoming:
			o = &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldStartsOn, Direction: "ASC"}
		case Past:
			o = &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldEndsOn, Direction: "DESC"}
		}
	}
	return o
}

// DefaultRoomOrder is the order of a status's viewing rooms when the
// client names none (open ones closing soonest first, and so on).
func DefaultRoomOrder(status *RoomStatus) *ent.ViewingRoomOrder {
	o := &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldOpensAt, Direction: "DESC"}
	if status != nil {
		switch *status {
		case Open:
			o = &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldClosesAt, Direction: "ASC"}
		case Soon:
			o = &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldOpensAt, Direction: "ASC"}
		case Closed:
			o = &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldClosesAt, Direction: "DESC"}
		}
	}
	return o
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
