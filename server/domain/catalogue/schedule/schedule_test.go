package schedule

import (
	"testing"
	"time"
)

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestDayIsShanghaiMidnight(t *testing.T) {
	// 2026-03-01 00:30 in Shanghai is still 2026-02-28 in UTC.
	if got := Day(at("2026-02-28T16:30:00Z")); !got.Equal(at("2026-02-28T16:00:00Z")) {
		t.Fatalf("Day = %v", got)
	}
	if got := Date(2026, 3, 1); !got.Equal(at("2026-02-28T16:00:00Z")) {
		t.Fatalf("Date = %v", got)
	}
	if got := AddDays(Date(2026, 2, 27), 2); !got.Equal(Date(2026, 3, 1)) {
		t.Fatalf("AddDays = %v", got)
	}
	if n := DaysBetween(at("2026-02-28T15:59:00Z"), at("2026-02-28T16:01:00Z")); n != 1 {
		t.Fatalf("two minutes across Shanghai midnight: %d days", n)
	}
}

func TestExhibitionStatusAtTheEdges(t *testing.T) {
	starts, ends := Date(2026, 3, 1), Date(2026, 4, 12)
	for _, c := range []struct {
		now  string
		want ExhibitionStatus
	}{
		{"2026-02-28T15:59:59Z", Upcoming}, // 23:59:59 on 28 Feb in Shanghai
		{"2026-02-28T16:00:00Z", Current},  // the first day's midnight in Shanghai
		{"2026-04-12T03:00:00Z", Current},  // the last day, morning
		// The last day, 23:30 in Shanghai: in UTC it is still the 12th, and in
		// Shanghai the show is open until midnight.
		{"2026-04-12T15:30:00Z", Current},
		{"2026-04-12T16:00:00Z", Past}, // 13 April, 00:00 in Shanghai
		// 12 April 20:00 UTC is 13 April in Shanghai: past, though UTC says the 12th.
		{"2026-04-12T20:00:00Z", Past},
	} {
		if got := Exhibition(starts, ends, at(c.now)); got != c.want {
			t.Errorf("at %s: %s, want %s", c.now, got, c.want)
		}
	}
	// A one-day show ending today is current all day.
	if got := Exhibition(Date(2026, 5, 1), Date(2026, 5, 1), at("2026-05-01T15:00:00Z")); got != Current {
		t.Errorf("one-day show on its day: %s", got)
	}
}

func TestRoomStatusAndLine(t *testing.T) {
	opens, closes := at("2026-03-01T02:00:00Z"), at("2026-03-20T16:00:00Z") // closes at midnight 21 March in Shanghai
	for _, c := range []struct {
		now    string
		status RoomStatus
		line   string
	}{
		{"2026-02-24T01:00:00Z", Soon, "5 天后开放"},
		{"2026-03-01T01:00:00Z", Soon, "今天开放"},
		{"2026-03-01T02:00:00Z", Open, "已开放 · 还有 19 天结束"},
		{"2026-03-19T12:00:00Z", Open, "已开放 · 还有 1 天结束"},
		{"2026-03-20T10:00:00Z", Open, "已开放 · 今天结束"},
		{"2026-03-20T16:00:00Z", Closed, "已结束"},
	} {
		now := at(c.now)
		if got := Room(opens, closes, now); got != c.status {
			t.Errorf("at %s: status %s, want %s", c.now, got, c.status)
		}
		if got := RoomLine(opens, closes, now); got != c.line {
			t.Errorf("at %s: line %q, want %q", c.now, got, c.line)
		}
	}
	if !Open.Valid() || RoomStatus("NOPE").Valid() || !Past.Valid() || ExhibitionStatus("").Valid() {
		t.Error("Valid is wrong")
	}
}
