package deletion

import (
	"context"
	"fmt"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/every"
)

// sweepBatch bounds the requests one sweep erases.
const sweepBatch = 100

// SweepEvery is how often the server's sweep runs.
const SweepEvery = time.Hour

// Sweep erases every account whose cooling-off period is over and says how
// many it erased. An account that has an open obligation by then (a later
// stage's order, say) stays pending and is tried again at the next sweep; a
// failure with one account is logged and does not stop the others.
func (s *Service) Sweep(ctx context.Context) (int, error) {
	due, err := s.Client.AccountDeletion.Query().
		Where(accountdeletion.StateEQ(accountdeletion.StatePending), accountdeletion.EraseAtLTE(s.now())).
		QueryMember().IDs(allow(ctx))
	if err != nil {
		return 0, fmt.Errorf("deletion: due requests: %w", err)
	}
	if len(due) > sweepBatch {
		due = due[:sweepBatch]
	}
	erased := 0
	for _, id := range due {
		done, err := s.eraseDue(ctx, s.Client, id, nil)
		if err != nil {
			s.log().ErrorContext(ctx, "deletion: erase", "member", id, "err", err)
			continue
		}
		if done {
			erased++
		}
	}
	return erased, nil
}

// Messages of the console's processing of a request ([Service.EraseNow]).
const (
	MsgNoRequest = "该会员没有待处理的注销申请"
	MsgNotDue    = "冷静期尚未结束，不能处理"
)

// Due tells whether row is a pending request whose cooling-off period is
// over: the sweep erases it, and an admin may process it in the console.
func (s *Service) Due(row *ent.AccountDeletion) bool {
	return row != nil && row.State == accountdeletion.StatePending && !row.EraseAt.After(s.now())
}

// EraseNow is an admin's processing, in the console, of memberID's request
// whose cooling-off period is over: the sweep's erase, run in c (the
// caller's transaction, when it has one), with record (the audit entry)
// written in the same transaction. Refused with nothing changed when no
// request is pending (none, cancelled, or erased already, by the sweep or
// another admin at the same moment: the member's row lock serialises them),
// when the period is not over, or when an obligation is open.
func (s *Service) EraseNow(ctx context.Context, c *ent.Client, memberID int, record func(ctx context.Context, c *ent.Client) error) error {
	_, err := s.eraseDue(ctx, c, memberID, record)
	return err
}

// eraseDue erases one member whose request is due, in one transaction
// holding the member's row; false when the request was cancelled meanwhile
// or an obligation stands in the way (with record, the console's: a
// refusal instead, and record runs in the transaction once erased).
// The media files the erasers dropped are deleted after the commit: a
// rollback keeps the rows that name them, so it must keep the files too.
func (s *Service) eraseDue(ctx context.Context, c *ent.Client, memberID int, record func(ctx context.Context, c *ent.Client) error) (bool, error) {
	var done bool
	drop := &dropped{}
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		drop.keys = drop.keys[:0] // a retried transaction collects afresh
		ctx = context.WithValue(ctx, dropKey{}, drop)
		m, err := lockMember(ctx, c, memberID)
		if err != nil {
			return err
		}
		st, row, err := state(ctx, c, memberID)
		if err != nil {
			return err
		}
		to, ok := Next(st, Erase)
		switch {
		case !ok && record != nil:
			return problem.New(problem.Conflict, MsgNoRequest)
		case ok && row.EraseAt.After(s.now()) && record != nil:
			return problem.New(problem.Conflict, MsgNotDue)
		case !ok || row.EraseAt.After(s.now()):
			return nil // cancelled (or renewed) meanwhile
		}
		reasons, err := s.OpenObligations(ctx, c, memberID)
		if err != nil {
			return err
		}
		if len(reasons) > 0 {
			if record != nil {
				return problem.New(problem.Conflict, MsgBlockedPrefix+strings.Join(reasons, "；"))
			}
			s.log().WarnContext(ctx, "deletion: due, but obligations are open", "member", memberID, "reasons", reasons)
			return nil
		}
		if err := s.erase(ctx, c, m); err != nil {
			return err
		}
		if err := row.Update().SetState(accountdeletion.State(to)).SetErasedAt(s.now()).SetNoticePending(false).Exec(allow(ctx)); err != nil {
			return fmt.Errorf("deletion: mark member %d erased: %w", memberID, err)
		}
		if record != nil {
			if err := record(ctx, c); err != nil {
				return err
			}
		}
		done = true
		db.AfterCommit(ctx, func(ctx context.Context) { s.deleteFiles(ctx, memberID, drop.keys) })
		return nil
	})
	if err != nil {
		return false, err
	}
	if done {
		s.log().InfoContext(ctx, "deletion: account erased", "member", memberID)
	}
	return done, nil
}

// deleteFiles deletes the files an erase dropped. The rows naming them are
// gone already, so a failure can only leave files nobody shows: logged with
// their keys, for an operator to remove, and never undoing the erase.
func (s *Service) deleteFiles(ctx context.Context, memberID int, keys []string) {
	seen := make(map[string]bool, len(keys))
	var left []string
	for _, k := range keys {
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		if s.Media == nil {
			left = append(left, k)
			continue
		}
		if err := s.Media.DeleteKey(ctx, k); err != nil {
			s.log().ErrorContext(ctx, "deletion: delete a file of an erased member", "member", memberID, "key", k, "err", err)
		}
	}
	if len(left) > 0 {
		s.log().WarnContext(ctx, "deletion: no media store: files of an erased member left", "member", memberID, "keys", left)
	}
}

// Run sweeps at once and then every interval (SweepEvery when 0) until
// ctx ends (the server starts it).
func (s *Service) Run(ctx context.Context, interval time.Duration) {
	if interval <= 0 {
		interval = SweepEvery
	}
	every.Run(ctx, interval, s.log(), "deletion: sweep", func(ctx context.Context) error {
		n, err := s.Sweep(ctx)
		if n > 0 {
			s.log().InfoContext(ctx, "deletion: sweep erased accounts", "count", n)
		}
		return err
	})
}
