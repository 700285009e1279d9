package selling

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/ent/workevent"
)

// The seller's queries: their works by state and the tabs' counts, the
// reviewers' queue, and a work's timeline.

// Works is the seller's works, in one state or all (state None), newest
// change first: the query the GraphQL connection pages. A gallery's listings
// are the gallery's (GalleryWorks), not in the manager's own list.
func Works(ctx context.Context, c *ent.Client, memberID int, state State) *ent.WorkQuery {
	q := c.Work.Query().Where(work.MemberID(memberID), work.GalleryIDIsNil())
	if state != None {
		q.Where(work.StateEQ(work.State(state)))
	}
	return q
}

// WorkCounts is how many works the seller has in each state (the tabs).
func WorkCounts(ctx context.Context, c *ent.Client, memberID int) (map[State]int, error) {
	var rows []struct {
		State string `json:"state"`
		Count int    `json:"count"`
	}
	err := c.Work.Query().Where(work.MemberID(memberID), work.GalleryIDIsNil()).
		GroupBy(work.FieldState).Aggregate(ent.Count()).Scan(viewer.AllowHidden(ctx), &rows)
	if err != nil {
		return nil, wrap("count works of member", memberID, err)
	}
	out := map[State]int{}
	for _, r := range rows {
		out[State(r.State)] = r.Count
	}
	return out, nil
}

// ReviewQueue is the review queue, oldest work first, for a reviewer.
func ReviewQueue(ctx context.Context, c *ent.Client, reviewerID int) (*ent.WorkQuery, error) {
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	return c.Work.Query().Where(work.StateEQ(work.StatePending)).
		Order(ent.Asc(work.FieldUpdatedAt), ent.Asc(work.FieldID)), nil
}

// Timeline is the seller's record of a work, oldest first.
func Timeline(ctx context.Context, c *ent.Client, memberID, id int) ([]*ent.WorkEvent, error) {
	if _, err := OwnWork(ctx, c, memberID, id); err != nil {
		return nil, err
	}
	evs, err := c.WorkEvent.Query().Where(workevent.WorkID(id)).
		Order(ent.Asc(workevent.FieldCreatedAt), ent.Asc(workevent.FieldID)).All(ctx)
	return evs, wrap("read timeline of", id, err)
}
