package selling

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/artworksubmission"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/submissionevent"
)

// The seller's queries: their works by state and the tabs' counts, the
// reviewers' queue, and a work's timeline.

// List is the seller's works, in one state or all (state None), newest
// change first: the query the GraphQL connection pages.
func List(ctx context.Context, c *ent.Client, memberID int, state State) *ent.ArtworkSubmissionQuery {
	q := c.ArtworkSubmission.Query().Where(artworksubmission.MemberID(memberID))
	if state != None {
		q.Where(artworksubmission.StateEQ(artworksubmission.State(state)))
	}
	return q
}

// Counts is how many works the seller has in each state (the tabs).
func Counts(ctx context.Context, c *ent.Client, memberID int) (map[State]int, error) {
	var rows []struct {
		State string `json:"state"`
		Count int    `json:"count"`
	}
	err := c.ArtworkSubmission.Query().Where(artworksubmission.MemberID(memberID)).
		GroupBy(artworksubmission.FieldState).Aggregate(ent.Count()).Scan(viewer.AllowHidden(ctx), &rows)
	if err != nil {
		return nil, wrap("count works of member", memberID, err)
	}
	out := map[State]int{}
	for _, r := range rows {
		out[State(r.State)] = r.Count
	}
	return out, nil
}

// Queue is the review queue, oldest submission first, for a reviewer.
func Queue(ctx context.Context, c *ent.Client, reviewerID int) (*ent.ArtworkSubmissionQuery, error) {
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	return c.ArtworkSubmission.Query().Where(artworksubmission.StateEQ(artworksubmission.StatePending)).
		Order(ent.Asc(artworksubmission.FieldUpdatedAt), ent.Asc(artworksubmission.FieldID)), nil
}

// Timeline is the seller's record of a work, oldest first.
func Timeline(ctx context.Context, c *ent.Client, memberID, id int) ([]*ent.SubmissionEvent, error) {
	if _, err := Own(ctx, c, memberID, id); err != nil {
		return nil, err
	}
	evs, err := c.SubmissionEvent.Query().Where(submissionevent.SubmissionID(id)).
		Order(ent.Asc(submissionevent.FieldCreatedAt), ent.Asc(submissionevent.FieldID)).All(ctx)
	return evs, wrap("read timeline of", id, err)
}
