// Package schedule decides, from the time of a request, whether an
// exhibition is current, upcoming or past and whether a viewing room is open,
// and writes the status line visitors read. Nothing here is stored: a show
// becomes past at midnight in Shanghai without anyone touching the database.
//
// Exhibition dates are calendar days in China, stored as the UTC instant of
// that day's midnight in Asia/Shanghai; EndsOn is the last open day
// (inclusive). Viewing rooms open and close at exact instants.
package schedule

import (
	"fmt"
	"time"

	"artmarket/ent/exhibition"
	"artmarket/ent/predicate"
	"artmarket/ent/viewingroom"
)

// Shanghai is China Standard Time. China has kept UTC+8 without daylight
// saving since 1991, so a fixed zone is exact and needs no tzdata on the host.
var Shanghai = time.FixedZone("CST", 8*60*60)

// Day is the midnight in Shanghai that starts the calendar day of t, as a UTC
// instant: how exhibition dates are stored.
func Day(t time.Time) time.Time {
	s := t.In(Shanghai)
	return time.Date(s.Year(), s.Month(), s.Day(), 0, 0, 0, 0, Shanghai).UTC()
}

// Date is the stored form of a calendar day (year, month, day in China).
func Date(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 0, 0, 0, 0, Shanghai).UTC()
}

// AddDays moves a stored day by n calendar days.
func AddDays(day time.Time, n int) time.Time {
	s := day.In(Shanghai)
	return time.Date(s.Year(), s.Month(), s.Day()+n, 0, 0, 0, 0, Shanghai).UTC()
}

// DaysBetween counts the calendar days in Shanghai from a to b (negative
// when b is on an earlier day).
func DaysBetween(a, b time.Time) int {
	da, db := Day(a), Day(b)
	return int(db.Sub(da).Round(24*time.Hour) / (24 * time.Hour))
}

// ExhibitionStatus is where an exhibition stands on a given day.
type ExhibitionStatus string

// The statuses of an exhibition; the values are the GraphQL enum's.
const (
	Current  ExhibitionStatus = "CURRENT"
	Upcoming ExhibitionStatus = "UPCOMING"
	Past     ExhibitionStatus = "PAST"
)

// Valid reports whether s is one of the three statuses.
func (s ExhibitionStatus) Valid() bool { return s == Current || s == Upcoming || s == Past }

// Label is the status's Chinese name.
func (s ExhibitionStatus) Label() string {
	switch s {
	case Current:
		return "正在展出"
	case Upcoming:
		return "即将开幕"
	default:
		return "已结束"
	}
}

// Exhibition is the status of a show running from startsOn to endsOn
// (inclusive calendar days) at the instant now: current from the first
// day's midnight in Shanghai until the end of its last day.
func Exhibition(startsOn, endsOn, now time.Time) ExhibitionStatus {
	today := Day(now)
	switch {
	case Day(startsOn).After(today):
		return Upcoming
	case Day(endsOn).Before(today):
		return Past
	default:
		return Current
	}
}

// ExhibitionWhere selects the exhibitions of a status at now, in SQL.
func ExhibitionWhere(s ExhibitionStatus, now time.Time) predicate.Exhibition {
	today := Day(now)
	switch s {
	case Upcoming:
		return exhibition.StartsOnGT(today)
	case Past:
		return exhibition.EndsOnLT(today)
	default:
		return exhibition.And(exhibition.StartsOnLTE(today), exhibition.EndsOnGTE(today))
	}
}

// RoomStatus is whether a viewing room is open.
type RoomStatus string

// The statuses of a viewing room; the values are the GraphQL enum's.
const (
	Open   RoomStatus = "OPEN"
	Soon   RoomStatus = "UPCOMING"
	Closed RoomStatus = "CLOSED"
)

// Valid reports whether s is one of the three statuses.
func (s RoomStatus) Valid() bool { return s == Open || s == Soon || s == Closed }

// Room is the status of a viewing room open from opensAt (inclusive) to
// closesAt (exclusive) at now.
func Room(opensAt, closesAt, now time.Time) RoomStatus {
	switch {
	case now.Before(opensAt):
		return Soon
	case !now.Before(closesAt):
		return Closed
	default:
		return Open
	}
}

// RoomWhere selects the viewing rooms of a status at now, in SQL.
func RoomWhere(s RoomStatus, now time.Time) predicate.ViewingRoom {
	switch s {
	case Soon:
		return viewingroom.OpensAtGT(now)
	case Closed:
		return viewingroom.ClosesAtLTE(now)
	default:
		return viewingroom.And(viewingroom.OpensAtLTE(now), viewingroom.ClosesAtGT(now))
	}
}

// RoomLine is the status line of a viewing room, counting calendar days in
// Shanghai: 已开放 · 还有 3 天结束, 已开放 · 今天结束, 5 天后开放, 今天开放, 已结束.
func RoomLine(opensAt, closesAt, now time.Time) string {
	switch Room(opensAt, closesAt, now) {
	case Soon:
		if n := DaysBetween(now, opensAt); n > 0 {
			return fmt.Sprintf("%d 天后开放", n)
		}
		return "今天开放"
	case Closed:
		return "已结束"
	}
	// closesAt is exclusive: a room closing at midnight ends the day before.
	n := DaysBetween(now, closesAt.Add(-time.Nanosecond))
	if n <= 0 {
		return "已开放 · 今天结束"
	}
	return fmt.Sprintf("已开放 · 还有 %d 天结束", n)
}

// RoomLabel is the short Chinese name of a room's status (tabs, badges).
func (s RoomStatus) Label() string {
	switch s {
	case Open:
		return "开放中"
	case Soon:
		return "即将开放"
	case Closed:
		return "已结束"
	}
	return ""
}
