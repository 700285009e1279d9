package selling

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
)

// State moves: each change of a work's state goes through move, on the
// transition table (transitions.go), under an optimistic lock, and leaves a
// line on the timeline.

// wrap gives an unexpected error the operation and the row it failed on; a
// refusal (problem.Error) passes unchanged, for the APIs to translate.
func wrap(op string, id int, err error) error {
	if err == nil || problem.As(err) != nil {
		return err
	}
	return fmt.Errorf("selling: %s %d: %w", op, id, err)
}

// OwnWork reads the work the member acts on as its seller: their own, or a
// listing of a gallery they manage (gallery.go); another member's, or
// another gallery's, is not found.
func OwnWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	s, err := c.Work.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	if err != nil {
		return nil, wrap("read", id, err)
	}
	ok, err := ActsAsSeller(ctx, c, memberID, s)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return s, nil
}

// workByID reads any work (a reviewer's read); an unknown id is not found.
func workByID(ctx context.Context, c *ent.Client, id int) (*ent.Work, error) {
	s, err := c.Work.Get(viewer.AllowHidden(ctx), id)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return s, wrap("read", id, err)
}

// withWork runs fn on the work get reads, in one transaction, and answers
// the work id as fn left it.
func withWork(ctx context.Context, c *ent.Client, id int, get func(c *ent.Client) (*ent.Work, error), fn func(c *ent.Client, s *ent.Work) error) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	var out *ent.Work
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		s, err := get(c)
		if err != nil {
			return err
		}
		if err := fn(c, s); err != nil {
			return err
		}
		out, err = c.Work.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// record writes one line of the timeline.
func record(ctx context.Context, c *ent.Client, id int, actor *int, a Action, from, to State, reason string) error {
	err := c.WorkEvent.Create().SetWorkID(id).SetNillableActorID(actor).SetAction(string(a)).
		SetFromState(string(from)).SetToState(string(to)).SetReason(reason).Exec(ctx)
	return wrap("record "+string(a)+" of", id, err)
}

// CreateWork starts a work for sale as a draft.
func CreateWork(ctx context.Context, c *ent.Client, memberID int, in Input) (*ent.Work, error) {
	return createWork(ctx, c, memberID, nil, in)
}

// createWork starts a draft of memberID, the member's own or (galleryID set)
// a gallery's listing.
func createWork(ctx context.Context, c *ent.Client, memberID int, galleryID *int, in Input) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	if err := CanSell(ctx, c, memberID); err != nil {
		return nil, err
	}
	in, err := Normalize(in)
	if err != nil {
		return nil, err
	}
	if err := galleryArtist(galleryID, in); err != nil {
		return nil, err
	}
	var s *ent.Work
	err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		s, err = c.Work.Create().SetMemberID(memberID).SetNillableGalleryID(galleryID).Save(ctx)
		if err != nil {
			return wrap("create for member", memberID, err)
		}
		u := c.Work.Update().Where(work.ID(s.ID))
		set(u, in)
		if err := u.Exec(ctx); err != nil {
			return wrap("fill", s.ID, err)
		}
		if err := record(ctx, c, s.ID, &memberID, Create, None, Draft, ""); err != nil {
			return err
		}
		s, err = c.Work.Get(ctx, s.ID)
		return wrap("read", s.ID, err)
	})
	return s, err
}

// UpdateWork saves the form over the work the seller read at version.
// A stale version is refused and nothing is written. On a listed work a
// content change goes to review (the public version stays until approved)
// and a price or shipping change applies at once; both are recorded. Sold
// works and works in review are not edited.
func UpdateWork(ctx context.Context, c *ent.Client, memberID, id, version int, in Input) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	in, err := Normalize(in)
	if err != nil {
		return nil, err
	}
	var out *ent.Work
	err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		s, err := OwnWork(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if s.Version != version {
			return problem.New(problem.Conflict, MsgStale)
		}
		if err := galleryArtist(s.GalleryID, in); err != nil {
			return err
		}
		from := State(s.State)
		old := InputOf(s)
		if in.ArtistKind == old.ArtistKind && (in.ArtistKind == "self" || in.ArtistKind == "new" && in.ArtistName == old.ArtistName) {
			in.ArtistID = old.ArtistID // the artist made on approval stays
		}
		content, price := contentChanged(old, in), priceChanged(old, in)
		to := from
		if content || from == Sold || from == Pending {
			next, ok := Next(from, Edit)
			if !ok {
				return problem.New(problem.Conflict, refusal(from, Edit))
			}
			to = next
		}
		public := s.ArtworkID != nil && (from == Listed || from == TakenDown)
		if price && public {
			if _, ok := Next(from, Reprice); !ok {
				return problem.New(problem.Conflict, refusal(from, Reprice))
			}
		}
		u := c.Work.Update().
			Where(work.ID(id), work.Version(version)).
			SetState(work.State(to)).AddVersion(1)
		set(u, in)
		if from == Listed && to == Pending {
			// The listed version, with the price and shipping of this save (they
			// apply at once), comes back if the seller withdraws the edit.
			listed := old
			listed.PriceFen, listed.Shipping, listed.ShippingFeeFen, listed.ShipFrom = in.PriceFen, in.Shipping, in.ShippingFeeFen, in.ShipFrom
			b, err := json.Marshal(listed)
			if err != nil {
				return wrap("keep listed form of", id, err)
			}
			u.SetListedForm(string(b))
		}
		n, err := u.Save(ctx)
		if err != nil {
			return wrap("update", id, err)
		}
		if n == 0 {
			return problem.New(problem.Conflict, MsgStale)
		}
		if price && public {
			if err := reprice(ctx, c, *s.ArtworkID, in); err != nil {
				return err
			}
			if err := record(ctx, c, id, &memberID, Reprice, from, from, repriceReason(old, in)); err != nil {
				return err
			}
		}
		if to != from {
			if err := record(ctx, c, id, &memberID, Edit, from, to, ""); err != nil {
				return err
			}
		}
		out, err = c.Work.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// move applies action a to the work s read before, on condition that
// neither its state nor its version changed meanwhile, and records it.
func move(ctx context.Context, c *ent.Client, s *ent.Work, actor *int, a Action, reason string, extra func(*ent.WorkUpdate)) (State, error) {
	from := State(s.State)
	to, ok := Next(from, a)
	if !ok {
		return from, problem.New(problem.Conflict, refusal(from, a))
	}
	if to == Deleted { // the row goes, and its timeline with it
		n, err := c.Work.Delete().
			Where(work.ID(s.ID), work.StateEQ(s.State), work.Version(s.Version)).Exec(ctx)
		if err != nil {
			return from, wrap("delete", s.ID, err)
		}
		if n == 0 {
			return from, problem.New(problem.Conflict, MsgStale)
		}
		return to, nil
	}
	u := c.Work.Update().
		Where(work.ID(s.ID), work.StateEQ(s.State), work.Version(s.Version)).
		SetState(work.State(to)).AddVersion(1)
	if extra != nil {
		extra(u)
	}
	n, err := u.Save(ctx)
	if err != nil {
		return from, wrap(string(a), s.ID, err)
	}
	if n == 0 {
		return from, problem.New(problem.Conflict, MsgStale)
	}
	return to, record(ctx, c, s.ID, actor, a, from, to, reason)
}

// sellerMove runs action a of the seller on their work id, recording
// reason with it (a submit needs AgreementAccepted there).
func sellerMove(ctx context.Context, c *ent.Client, memberID, id int, a Action, reason string, then func(c *ent.Client, s *ent.Work) error) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	var out *ent.Work
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		s, err := OwnWork(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if a == Submit || a == Relist {
			if err := notLeaving(ctx, c, memberID); err != nil {
				return err
			}
		}
		if a == Submit {
			if err := CanSell(ctx, c, memberID); err != nil {
				return err
			}
			if _, ok := Next(State(s.State), a); ok {
				if err := complete(InputOf(s), s.GalleryID); err != nil {
					return err
				}
				if reason != AgreementAccepted {
					return invalid("acceptAgreement", MsgAgreement)
				}
			}
		}
		if a == Delete && s.ArtworkID != nil {
			if _, ok := Next(State(s.State), a); ok {
				return problem.New(problem.Conflict, MsgDeletePublished)
			}
		}
		if _, err := move(ctx, c, s, &memberID, a, reason, nil); err != nil {
			return err
		}
		if then != nil {
			if err := then(c, s); err != nil {
				return err
			}
		}
		if a == Delete {
			return nil
		}
		out, err = c.Work.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// SubmitWork sends a draft (or a rejected work, edited) to review. The seller
// must accept the service agreement (the form's declaration); the acceptance
// is the submit event's reason, so the timeline keeps it.
func SubmitWork(ctx context.Context, c *ent.Client, memberID, id int, acceptAgreement bool) (*ent.Work, error) {
	reason := ""
	if acceptAgreement {
		reason = AgreementAccepted
	}
	return sellerMove(ctx, c, memberID, id, Submit, reason, nil)
}

// WithdrawWork takes a work back from review. A work whose listed version is
// on sale while its edit is in review drops the edit (DropEdit): the form
// comes back as listed and the work stays on sale, untouched (taking it off
// sale is TakeDownWork's). Any other goes back to a draft, which is never
// public.
func WithdrawWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	own := func(c *ent.Client) (*ent.Work, error) { return OwnWork(ctx, c, memberID, id) }
	return withWork(ctx, c, id, own, func(c *ent.Client, s *ent.Work) error {
		if State(s.State) != Pending || s.ListedForm == "" {
			if _, err := move(ctx, c, s, &memberID, Withdraw, "", nil); err != nil {
				return err
			}
			// Only a work that was never listed, or was rejected or taken down
			// before this review, gets here: its public version is hidden already.
			if err := show(ctx, c, s.ArtworkID, false); err != nil {
				return err
			}
		} else {
			var listed Input
			if err := json.Unmarshal([]byte(s.ListedForm), &listed); err != nil {
				return wrap("read listed form of", id, err)
			}
			if _, err := move(ctx, c, s, &memberID, DropEdit, "", func(u *ent.WorkUpdate) {
				set(u, listed)
				u.SetListedForm("")
			}); err != nil {
				return err
			}
		}
		return nil
	})
}

// TakeDownWork takes a listed work off sale (下架): its public page is gone.
func TakeDownWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.Work, error) {
	return sellerMove(ctx, c, memberID, id, TakeDown, "", func(c *ent.Client, s *ent.Work) error {
		return show(ctx, c, s.ArtworkID, false)
	})
}

// RelistWork puts a work taken down back on sale, as it was approved.
func RelistWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.Work, error) {
	return sellerMove(ctx, c, memberID, id, Relist, "", func(c *ent.Client, s *ent.Work) error {
		return show(ctx, c, s.ArtworkID, true)
	})
}

// DeleteWork deletes a draft that was never listed.
func DeleteWork(ctx context.Context, c *ent.Client, memberID, id int) error {
	_, err := sellerMove(ctx, c, memberID, id, Delete, "", nil)
	return err
}

// RejectWork refuses a work in review with a reason the seller reads.
func RejectWork(ctx context.Context, c *ent.Client, reviewerID, id int, reason string) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	reason = strings.TrimSpace(reason)
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	switch {
	case reason == "":
		return nil, invalid("reason", MsgReasonEmpty)
	case utf8.RuneCountInString(reason) > ReasonMax:
		return nil, invalid("reason", MsgReasonLength)
	}
	reviewed := func(c *ent.Client) (*ent.Work, error) { return workByID(ctx, c, id) }
	return withWork(ctx, c, id, reviewed, func(c *ent.Client, s *ent.Work) error {
		if _, err := move(ctx, c, s, &reviewerID, Reject, reason, func(u *ent.WorkUpdate) { u.SetRejectReason(reason).SetListedForm("") }); err != nil {
			return err
		}
		// A refused edit of a listed work takes its public version down too:
		// resubmitted and approved, it is back.
		return show(ctx, c, s.ArtworkID, false)
	})
}
