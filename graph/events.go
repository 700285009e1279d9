package graph

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/ent"
	"artmarket/ent/exhibition"
	"artmarket/server/domain/catalogue/schedule"
)

// now is the time the statuses of exhibitions and viewing rooms are computed
// against; tests set Resolver.Now.
func (r *Resolver) now() time.Time {
	if r.Now != nil {
		return r.Now()
	}
	return time.Now()
}

// exhibitionOrder is the default order of a status's list (see the
// exhibitions field's description).
func exhibitionOrder(status *schedule.ExhibitionStatus) *ent.ExhibitionOrder {
	o := &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldStartsOn, Direction: "DESC"}
	if status != nil {
		switch *status {
		case schedule.Current:
			o = &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldEndsOn, Direction: "ASC"}
		case schedule.Upcoming:
			o = &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldStartsOn, Direction: "ASC"}
		case schedule.Past:
			o = &ent.ExhibitionOrder{Field: ent.ExhibitionOrderFieldEndsOn, Direction: "DESC"}
		}
	}
	return o
}

// roomOrder is the default order of a status's viewing rooms.
func roomOrder(status *schedule.RoomStatus) *ent.ViewingRoomOrder {
	o := &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldOpensAt, Direction: "DESC"}
	if status != nil {
		switch *status {
		case schedule.Open:
			o = &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldClosesAt, Direction: "ASC"}
		case schedule.Soon:
			o = &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldOpensAt, Direction: "ASC"}
		case schedule.Closed:
			o = &ent.ViewingRoomOrder{Field: ent.ViewingRoomOrderFieldClosesAt, Direction: "DESC"}
		}
	}
	return o
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

// exhibitionCities lists the cities with exhibitions (of a status), the
// busiest first, then in the database's order of names.
func exhibitionCities(ctx context.Context, client *ent.Client, status *schedule.ExhibitionStatus, now time.Time) ([]string, error) {
	q := client.Exhibition.Query()
	if status != nil {
		q.Where(schedule.ExhibitionWhere(*status, now))
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
