package publishing

import (
	"context"
	"fmt"
	"slices"
	"time"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// kind is one kind of content publishing keeps (articles, art lives): how
// its rows are read, moved and published. The rules (the table, the
// schedule's checks, the draft's save, the audit entries, the job's claim)
// are written once, here and in schedule.go; a kind gives only its columns.
// Its rows' reads and writes (get, lock, move, due, claim) are the same for
// every kind: keptIn fills them from the kind's ent client.
type kind[E any] struct {
	target string // the audit log's target type; its actions are target + "." + the action
	path   string // its name in the sandbox's control of the job (/_sandbox/api/{path}/...)
	node   int    // its node id type (nodeid)
	none   string // the message when there is no such piece

	get   func(ctx context.Context, c *ent.Client, id int) (E, error)
	lock  func(ctx context.Context, c *ent.Client, id int) (E, error) // the row, locked for the transaction
	state func(e E) (st State, hasDraft bool, publishAt *time.Time)
	// move sets its publication and its publish time (nil clears it).
	move func(ctx context.Context, c *ent.Client, e E, to State, at *time.Time) (E, error)
	// publish makes its draft the published version at now (from: where it was).
	publish func(ctx context.Context, c *ent.Client, e E, from State, now time.Time) (E, error)
	// due are the ids of its scheduled pieces whose time is at or before now.
	due func(ctx context.Context, c *ent.Client, now time.Time, limit int) ([]int, error)
	// claim moves id from scheduled to published while its time is due: 1 row, or 0 when another got there first.
	claim func(ctx context.Context, c *ent.Client, id int, now time.Time) (int, error)
	// gallery, when set, is the gallery a piece belongs to (0: none): the
	// kind is kept by galleries' managers too, each only for their own
	// gallery's pieces (another's answer as unknown, as a missing piece
	// does). nil: editors only.
	gallery func(e E) int
	// galleries, when set (instead of gallery), are the galleries a piece
	// belongs to when it may belong to several (an artist: the galleries
	// that represent them): each one's managers keep it.
	galleries func(e E) []int
	// managerActs, when set, are the only actions a gallery's manager (who
	// is no editor) may take on the kind's pieces; nil: every action.
	managerActs []Action
}

// byGallery tells whether galleries' managers keep pieces of the kind.
func (k *kind[E]) byGallery() bool { return k.gallery != nil || k.galleries != nil }

// galleryIDs are the galleries piece e belongs to (none: editors only).
func (k *kind[E]) galleryIDs(e E) []int {
	switch {
	case k.galleries != nil:
		return k.galleries(e)
	case k.gallery != nil:
		return []int{k.gallery(e)}
	}
	return nil
}

// mayAct tells whether the holder of h may take action a on the kind's pieces (managerActs).
func (k *kind[E]) mayAct(h roles.Held, a Action) bool {
	return k.managerActs == nil || h.Has(roles.Editor) || slices.Contains(k.managerActs, a)
}

// allowed are the actions the holder of h may take on a piece at st (Allowed, then mayAct).
func (k *kind[E]) allowed(h roles.Held, st State, hasDraft bool) []Action {
	var out []Action
	for _, a := range Allowed(st, hasDraft) {
		if k.mayAct(h, a) {
			out = append(out, a)
		}
	}
	return out
}

// keeper refuses anyone who keeps none of the kind's pieces (an editor; for
// a kind with galleries, a gallery's manager too) and names the role the
// audit entry records; h are who's roles.
func (k *kind[E]) keeper(ctx context.Context, c *ent.Client, who *audit.Actor) (roles.Held, error) {
	h, err := roles.Of(ctx, c, who.ID)
	if err != nil {
		return nil, err
	}
	switch {
	case h.Has(roles.Editor):
		who.Role = string(roles.Editor)
	case k.byGallery() && h.Has(roles.GalleryManager):
		who.Role = string(roles.GalleryManager)
	default:
		return nil, problem.New(problem.Forbidden, roles.MsgForbidden)
	}
	return h, nil
}

// keeps tells whether the holder of h keeps piece e: an editor every piece,
// a gallery's manager their gallery's.
func (k *kind[E]) keeps(h roles.Held, e E) bool {
	return h.Has(roles.Editor) || slices.ContainsFunc(k.galleryIDs(e), h.Manages)
}

// dueP are the predicates of a scheduled piece whose time has come, for any
// kind's queries and updates (the mixin's columns, ent/schema/publication.go).
func dueP[P ~func(*sql.Selector)](now time.Time) []P {
	return []P{P(sql.FieldEQ("publication", string(Scheduled))), P(sql.FieldLTE("publish_at", now))}
}

// setPublishAt sets an update's publish time, or clears it (nil).
func setPublishAt[U interface {
	SetPublishAt(time.Time) U
	ClearPublishAt() U
}](u U, at *time.Time) U {
	if at == nil {
		return u.ClearPublishAt()
	}
	return u.SetPublishAt(*at)
}

func (k *kind[E]) action(a string) string { return k.target + "." + a }

// notFound answers a missing piece on the id.
func (k *kind[E]) notFound() error { return problem.New(problem.NotFound, k.none).OnField("id") }

// read is piece id for an editor, whatever its state.
func (k *kind[E]) read(ctx context.Context, c *ent.Client, who audit.Actor, id int) (E, error) {
	var zero E
	h, err := k.keeper(ctx, c, &who)
	if err != nil {
		return zero, err
	}
	e, err := k.get(all(ctx), c, id)
	if ent.IsNotFound(err) || (err == nil && !k.keeps(h, e)) {
		return zero, k.notFound()
	}
	if err != nil {
		return zero, fmt.Errorf("publishing: %s %d: %w", k.target, id, err)
	}
	return e, nil
}

// locked locks piece id's row for the transaction and reads it into *e
// (unknown to a holder of h who does not keep it).
func (k *kind[E]) locked(h roles.Held, id int, e *E) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		got, err := k.lock(ctx, c, id)
		if ent.IsNotFound(err) || (err == nil && !k.keeps(h, got)) {
			return k.notFound()
		}
		*e = got
		return err
	}
}

// create writes a new piece (a draft) with one audit entry naming its title.
func (k *kind[E]) create(ctx context.Context, c *ent.Client, who audit.Actor, title string, write func(ctx context.Context, c *ent.Client) (E, int, error)) (E, error) {
	var e E
	err := db.WithTx(all(ctx), c, func(ctx context.Context, c *ent.Client) error {
		var id int
		var err error
		if e, id, err = write(ctx, c); err != nil {
			return fmt.Errorf("publishing: create %s: %w", k.target, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: k.action("create"), TargetType: k.target, TargetID: id,
			Changes: map[string][2]any{"title": {nil, title}, "publication": {nil, string(Draft)}}})
	})
	return e, err
}

// edit saves an edit of piece id as its draft: changes says what it changes
// (nothing is refused), write stores it; one audit entry.
func (k *kind[E]) edit(ctx context.Context, c *ent.Client, who audit.Actor, id int,
	changes func(e E) map[string][2]any, write func(ctx context.Context, c *ent.Client, e E) (E, error)) (E, error) {
	return k.checkedEdit(ctx, c, who, id, func(_ context.Context, _ *ent.Client, e E) (map[string][2]any, error) {
		return changes(e), nil
	}, write)
}

// checkedEdit is edit whose changes may refuse the edit by what the piece
// holds: it runs on the row read under its lock, so a check of the piece's
// current content (an artist's galleries) sees the last committed edit,
// not a copy read before a racing one.
func (k *kind[E]) checkedEdit(ctx context.Context, c *ent.Client, who audit.Actor, id int,
	changes func(ctx context.Context, c *ent.Client, e E) (map[string][2]any, error), write func(ctx context.Context, c *ent.Client, e E) (E, error)) (E, error) {
	var e E
	h, err := k.keeper(ctx, c, &who)
	if err != nil {
		return e, err
	}
	err = db.WithLock(all(ctx), c, k.locked(h, id, &e), func(ctx context.Context, c *ent.Client) error {
		ch, err := changes(ctx, c, e)
		if err != nil {
			return err
		}
		if len(ch) == 0 {
			return problem.New(problem.Invalid, MsgUnchanged)
		}
		if e, err = write(ctx, c, e); err != nil {
			return fmt.Errorf("publishing: save draft of %s %d: %w", k.target, id, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: k.action("update"), TargetType: k.target, TargetID: id, Changes: ch})
	})
	return e, err
}

// act takes action on piece id for an editor at now: publish (the draft
// becomes the published version), schedule (at, a time after now),
// unschedule, unpublish. A move the table does not allow is refused; nothing
// is written on a refusal.
func (k *kind[E]) act(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at, now time.Time) (E, error) {
	var e E
	h, err := k.keeper(ctx, c, &who)
	if err != nil {
		return e, err
	}
	if !k.mayAct(h, action) {
		return e, problem.New(problem.Forbidden, roles.MsgForbidden)
	}
	if action == Schedule {
		if at.IsZero() {
			return e, invalid("publishAt", MsgNoSchedule)
		}
		if !at.After(now) {
			return e, invalid("publishAt", MsgScheduleLater)
		}
	}
	err = db.WithLock(all(ctx), c, k.locked(h, id, &e), func(ctx context.Context, c *ent.Client) error {
		from, hasDraft, publishAt := k.state(e)
		to, ok := Next(from, action)
		if !ok || (action == Publish && from == Published && !hasDraft) {
			return problem.New(problem.Conflict, MsgNotAllowed).OnField("action")
		}
		var err error
		changes := map[string][2]any{"publication": {string(from), string(to)}}
		switch action {
		case Publish:
			e, err = k.publish(ctx, c, e, from, now)
		case Schedule:
			when := at.UTC()
			changes["publishAt"] = [2]any{publishAt, when}
			e, err = k.move(ctx, c, e, to, &when)
		default:
			e, err = k.move(ctx, c, e, to, nil)
		}
		if err != nil {
			return fmt.Errorf("publishing: %s %s %d: %w", action, k.target, id, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: k.action(string(action)), TargetType: k.target, TargetID: id, Changes: changes})
	})
	return e, err
}

// MsgUnchanged refuses an edit that changes nothing.
const MsgUnchanged = "内容没有变化"

// rows is a kind's ent client (c.Article, c.ArtLive, ...) as publishing
// reads and writes it. Every kind's table has the publication mixin's columns
// (ent/schema/publication.go), so every kind's rows are read, moved and
// claimed the same way: Q is its query (S the query locking a row), U its
// update of rows, W its update of one row, P its predicates, O its orderings
// and V the type of its publication.
type rows[E any, Q query[Q, E, S, P, O], S one[E], U update[U, P, V], W updateOne[W, E, V], P, O ~func(*sql.Selector), V ~string] interface {
	Query() Q
	Update() U
	UpdateOne(E) W
}

type query[Q, E, S any, P, O ~func(*sql.Selector)] interface {
	Where(...P) Q
	Order(...O) Q
	Limit(int) Q
	IDs(context.Context) ([]int, error)
	Modify(...func(*sql.Selector)) S
	one[E]
}

// one is a query of one row.
type one[E any] interface {
	Only(context.Context) (E, error)
}

type update[U any, P any, V ~string] interface {
	Where(...P) U
	SetPublication(V) U
	Save(context.Context) (int, error)
}

type updateOne[W, E any, V ~string] interface {
	SetPublication(V) W
	SetPublishAt(time.Time) W
	ClearPublishAt() W
	Save(context.Context) (E, error)
}

// keptIn fills k's reads and writes of its rows (get, lock, move, due,
// claim) from its ent client, of; scope, when set, is what a query of one
// piece adds (the edges it loads, or which rows are the kind's at all).
func keptIn[E any, T rows[E, Q, S, U, W, P, O, V], Q query[Q, E, S, P, O], S one[E], U update[U, P, V], W updateOne[W, E, V], P, O ~func(*sql.Selector), V ~string](
	k *kind[E], of func(*ent.Client) T, scope func(Q) Q) *kind[E] {
	byID := func(id int) P { return P(sql.FieldEQ("id", id)) }
	piece := func(c *ent.Client, id int) Q {
		q := of(c).Query().Where(byID(id))
		if scope != nil {
			q = scope(q)
		}
		return q
	}
	k.get = func(ctx context.Context, c *ent.Client, id int) (E, error) { return piece(c, id).Only(ctx) }
	k.lock = func(ctx context.Context, c *ent.Client, id int) (E, error) {
		return piece(c, id).Modify(db.ForUpdate).Only(ctx)
	}
	k.move = func(ctx context.Context, c *ent.Client, e E, to State, at *time.Time) (E, error) {
		return setPublishAt(of(c).UpdateOne(e).SetPublication(V(to)), at).Save(ctx)
	}
	k.due = func(ctx context.Context, c *ent.Client, now time.Time, limit int) ([]int, error) {
		return of(c).Query().Where(dueP[P](now)...).Order(O(ent.Asc("publish_at"))).Limit(limit).IDs(ctx)
	}
	k.claim = func(ctx context.Context, c *ent.Client, id int, now time.Time) (int, error) {
		return of(c).Update().Where(byID(id)).Where(dueP[P](now)...).SetPublication(V(Published)).Save(ctx)
	}
	return k
}

// listing is a kind's query (*ent.ArticleQuery, ...) as recent uses it.
type listing[Q, E any, P, O ~func(*sql.Selector)] interface {
	Where(...P) Q
	Order(...O) Q
	Limit(int) Q
	All(context.Context) ([]E, error)
}

// recent is the pieces of q who keeps, the most recently changed first (at
// most limit): an editor's all; for a kind with galleries, a manager's only
// those of their galleries (inGalleries; nil for a kind without).
func recent[E any, Q listing[Q, E, P, O], P, O ~func(*sql.Selector)](ctx context.Context, c *ent.Client, k *kind[E], who audit.Actor,
	q Q, limit int, inGalleries func(ids ...int) P) ([]E, error) {
	h, err := k.keeper(ctx, c, &who)
	if err != nil {
		return nil, err
	}
	if !h.Has(roles.Editor) {
		q = q.Where(inGalleries(h.Galleries()...))
	}
	out, err := q.Order(O(ent.Desc("updated_at")), O(ent.Desc("id"))).Limit(limit).All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("publishing: %s list: %w", k.target, err)
	}
	return out, nil
}
