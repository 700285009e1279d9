package publishing

import (
	"context"
	stdsql "database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/homelayout"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/statemachine"
	"artmarket/server/platform/db"
)

// The home page's sections (issue 24, point 2): one layout, an ordered list
// of sections, each of a kind (works, artists, exhibitions, …) with a
// heading and either the pieces an editor chose (in order) or the kind's
// latest. The layout is one row of the publishing kind machinery (kind.go):
// the editor saves a draft beside the published sections, previews, then
// publishes now or schedules it for the job (schedule.go). Unlike an
// article, the home page is never withdrawn: there is no unpublish, and a
// published layout may have its next edit scheduled. Readers see the
// published sections, or DefaultSections while none was ever published.

// Limits of the layout.
const (
	MaxHomeSections = 12
	MaxHomeTitle    = 20
	MaxHomeItems    = 12
)

// Messages of the layout's form.
const (
	MsgHomeNoSections    = "请至少保留一个栏目"
	MsgHomeTooMany       = "栏目最多 12 个"
	MsgHomeKind          = "未知的栏目类型"
	MsgHomeNoTitle       = "请填写栏目标题"
	MsgHomeTitleLong     = "栏目标题不能超过 20 个字"
	MsgHomeTooManyItems  = "每个栏目最多选择 12 项"
	MsgHomeItemOtherKind = "所选内容与栏目类型不符"
	MsgHomeItemMissing   = "所选内容不存在"
	MsgHomeItemTwice     = "同一栏目中不能重复选择同一项"
	MsgNoHome            = "首页编排不存在"
)

// homeSlot is the one layout row's key.
const homeSlot = "home"

// HomeSectionInput is one section as the console's form sends it.
type HomeSectionInput struct {
	Kind, Title string
	ItemIDs     []int // the chosen pieces' ids, in order; none: the kind's latest
}

// SectionField names field of section i of the form, as the user errors say it (sections.2.title).
func SectionField(i int, field string) string { return fmt.Sprintf("sections.%d.%s", i, field) }

// CheckHome trims and checks sections, answering the layout to store: the
// first broken rule on its field (sections.{i}.{kind,title,itemIDs}).
func CheckHome(ctx context.Context, c *ent.Client, sections []HomeSectionInput) (draft.HomeLayout, error) {
	out := draft.HomeLayout{Sections: []draft.HomeSection{}}
	switch {
	case len(sections) == 0:
		return out, invalid("sections", MsgHomeNoSections)
	case len(sections) > MaxHomeSections:
		return out, invalid("sections", MsgHomeTooMany)
	}
	for i, in := range sections {
		k, ok := HomeKinds[HomeKind(in.Kind)]
		if !ok {
			return out, invalid(SectionField(i, "kind"), MsgHomeKind)
		}
		s := draft.HomeSection{Kind: in.Kind, Title: strings.TrimSpace(in.Title), IDs: []int{}}
		switch n := utf8.RuneCountInString(s.Title); {
		case n == 0:
			return out, invalid(SectionField(i, "title"), MsgHomeNoTitle)
		case n > MaxHomeTitle:
			return out, invalid(SectionField(i, "title"), MsgHomeTitleLong)
		}
		field := SectionField(i, "itemIDs")
		if len(in.ItemIDs) > MaxHomeItems {
			return out, invalid(field, MsgHomeTooManyItems)
		}
		for _, id := range in.ItemIDs {
			switch {
			case id>>32 != k.Node:
				return out, invalid(field, MsgHomeItemOtherKind)
			case slices.Contains(s.IDs, id):
				return out, invalid(field, MsgHomeItemTwice)
			}
			s.IDs = append(s.IDs, id)
		}
		found, err := k.titles(all(ctx), c, s.IDs)
		if err != nil {
			return out, fmt.Errorf("publishing: home section %d: %w", i, err)
		}
		if len(found) != len(s.IDs) {
			return out, invalid(field, MsgHomeItemMissing)
		}
		out.Sections = append(out.Sections, s)
	}
	return out, nil
}

// homeLayouts is the layout as publishing keeps it: one row, kept by editors.
var homeLayouts = keptIn(&kind[*ent.HomeLayout]{
	target: audit.TargetHomeLayout, path: "homepage", node: nodeid.HomeLayout, none: MsgNoHome,
	state: func(l *ent.HomeLayout) (State, bool, *time.Time) {
		return State(l.Publication), l.Draft != nil, l.PublishAt
	},
	publish: publishHome,
}, func(c *ent.Client) *ent.HomeLayoutClient { return c.HomeLayout }, nil)

// publishHome makes l's draft the published sections.
func publishHome(ctx context.Context, c *ent.Client, l *ent.HomeLayout, _ State, _ time.Time) (*ent.HomeLayout, error) {
	u := c.HomeLayout.UpdateOne(l).SetPublication(homelayout.PublicationPublished).ClearPublishAt().ClearDraft()
	if l.Draft != nil {
		u.SetSections(l.Draft.Sections)
	}
	return u.Save(ctx)
}

// homeRow is the layout's row, made (a draft of the default sections, never
// published) the first time an editor opens it: one row even when two
// editors open it at once (the slot is unique).
func homeRow(ctx context.Context, c *ent.Client) (*ent.HomeLayout, error) {
	err := c.HomeLayout.Create().SetSlot(homeSlot).SetPublication(homelayout.PublicationDraft).
		SetDraft(&draft.HomeLayout{Sections: DefaultSections()}).
		OnConflictColumns(homelayout.FieldSlot).DoNothing().Exec(ctx)
	if err != nil && !isNoRows(err) {
		return nil, fmt.Errorf("publishing: make the home layout: %w", err)
	}
	l, err := c.HomeLayout.Query().Where(homelayout.Slot(homeSlot)).Only(ctx)
	if err != nil {
		return nil, fmt.Errorf("publishing: home layout: %w", err)
	}
	return l, nil
}

// isNoRows is DO NOTHING's answer when the row was there already (ent reads no id back).
func isNoRows(err error) bool {
	return errors.Is(err, stdsql.ErrNoRows)
}

// GetHome is the layout for an editor: its row, or while there is none
// (no editor saved one, no seeder ran) the default sections as a draft not
// yet written (a read writes nothing; the first save makes the row).
func GetHome(ctx context.Context, c *ent.Client, who audit.Actor) (*ent.HomeLayout, error) {
	if _, err := homeLayouts.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	l, err := c.HomeLayout.Query().Where(homelayout.Slot(homeSlot)).Only(all(ctx))
	if ent.IsNotFound(err) {
		return &ent.HomeLayout{Slot: homeSlot, Publication: homelayout.PublicationDraft, Draft: &draft.HomeLayout{Sections: DefaultSections()}}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("publishing: home layout: %w", err)
	}
	return l, nil
}

// HomeContent is what the editor sees and the preview shows: the draft when
// an edit waits, else the published sections (the default while none).
func HomeContent(l *ent.HomeLayout) []draft.HomeSection {
	switch {
	case l.Draft != nil:
		return l.Draft.Sections
	case l.Sections != nil:
		return l.Sections
	}
	return DefaultSections()
}

// SaveHome saves sections as the layout's draft: the home page stays as
// published until Publish. One audit entry; nothing written on a refusal.
func SaveHome(ctx context.Context, c *ent.Client, who audit.Actor, sections []HomeSectionInput) (*ent.HomeLayout, error) {
	if _, err := homeLayouts.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	d, err := CheckHome(ctx, c, sections)
	if err != nil {
		return nil, err
	}
	l, err := homeRow(all(ctx), c)
	if err != nil {
		return nil, err
	}
	return homeLayouts.edit(ctx, c, who, l.ID, func(l *ent.HomeLayout) map[string][2]any { return homeDiff(HomeContent(l), d.Sections) },
		func(ctx context.Context, c *ent.Client, l *ent.HomeLayout) (*ent.HomeLayout, error) {
			return c.HomeLayout.UpdateOne(l).SetDraft(&d).Save(ctx)
		})
}

// homeDiff is what an edit changed, for the audit log: the sections as
// "kind:title:count" (0: the latest), before and after.
func homeDiff(before, after []draft.HomeSection) map[string][2]any {
	line := func(ss []draft.HomeSection) []string {
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = fmt.Sprintf("%s:%s:%v", s.Kind, s.Title, s.IDs)
		}
		return out
	}
	b, a := line(before), line(after)
	out := changeSet{}
	out.add("sections", b, a, slices.Equal(b, a))
	return out
}

// homeMachine is the layout's table: a waiting draft is published now or
// scheduled; a scheduled one is published, rescheduled or unscheduled (back
// to the published sections, or a draft while none was ever published).
// The home page is never withdrawn.
var homeMachine = statemachine.Table[State, Action, string]{
	Moves: map[State]map[Action]State{
		Draft:     {Publish: Published, Schedule: Scheduled},
		Scheduled: {Publish: Published, Schedule: Scheduled, Unschedule: Published},
		Published: {Publish: Published, Schedule: Scheduled},
	},
	Actions: []Action{Publish, Schedule, Unschedule},
	Actors:  map[Action]string{Publish: editor, Schedule: editor, Unschedule: editor},
}

// HomeAllowed are the actions an editor may take on the layout: Publish and
// Schedule only while a draft waits.
func HomeAllowed(st State, hasDraft bool) []Action {
	var out []Action
	for _, a := range homeMachine.Allowed(st, editor) {
		if a != Unschedule && !hasDraft {
			continue
		}
		out = append(out, a)
	}
	return out
}

// ActOnHome publishes the layout's draft, schedules it (at, after now) or
// unschedules it, for an editor at now; one audit entry; a move the table
// does not allow, or one with no draft, is refused and nothing written.
func ActOnHome(ctx context.Context, c *ent.Client, who audit.Actor, action Action, at, now time.Time) (*ent.HomeLayout, error) {
	k := homeLayouts
	h, err := k.keeper(ctx, c, &who)
	if err != nil {
		return nil, err
	}
	if action == Schedule {
		if at.IsZero() {
			return nil, invalid("publishAt", MsgNoSchedule)
		}
		if !at.After(now) {
			return nil, invalid("publishAt", MsgScheduleLater)
		}
	}
	// No row yet: the default draft; nothing is written for a move it does not allow.
	got, err := GetHome(ctx, c, who)
	if err != nil {
		return nil, err
	}
	if st, hasDraft, _ := k.state(got); !slices.Contains(HomeAllowed(st, hasDraft), action) {
		return nil, problem.New(problem.Conflict, MsgNotAllowed).OnField("action")
	}
	row, err := homeRow(all(ctx), c)
	if err != nil {
		return nil, err
	}
	var l *ent.HomeLayout
	err = db.WithLock(all(ctx), c, k.locked(h, row.ID, &l), func(ctx context.Context, c *ent.Client) error {
		from, hasDraft, publishAt := k.state(l)
		to, ok := homeMachine.Next(from, action)
		if !ok || !slices.Contains(HomeAllowed(from, hasDraft), action) {
			return problem.New(problem.Conflict, MsgNotAllowed).OnField("action")
		}
		if action == Unschedule && l.Sections == nil {
			to = Draft
		}
		changes := map[string][2]any{"publication": {string(from), string(to)}}
		var err error
		switch action {
		case Publish:
			changes["sections"] = homeDiff(HomeContent(&ent.HomeLayout{Sections: l.Sections}), l.Draft.Sections)["sections"]
			l, err = k.publish(ctx, c, l, from, now)
		case Schedule:
			when := at.UTC()
			changes["publishAt"] = [2]any{publishAt, when}
			l, err = k.move(ctx, c, l, to, &when)
		default:
			l, err = k.move(ctx, c, l, to, nil)
		}
		if err != nil {
			return fmt.Errorf("publishing: %s home layout: %w", action, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: k.action(string(action)), TargetType: k.target, TargetID: l.ID, Changes: changes})
	})
	return l, err
}

// PublishedHome is what readers see: the published sections, or the
// default ones while none was ever published.
func PublishedHome(ctx context.Context, c *ent.Client) ([]draft.HomeSection, error) {
	l, err := c.HomeLayout.Query().Where(homelayout.Slot(homeSlot)).Only(all(ctx))
	if ent.IsNotFound(err) || (err == nil && l.Sections == nil) {
		return DefaultSections(), nil
	}
	if err != nil {
		return nil, fmt.Errorf("publishing: published home: %w", err)
	}
	return l.Sections, nil
}

// PublishHomeDefault publishes the default sections when the layout was
// never published (the demo seeder: `make run` shows the page as before);
// a layout an editor published is left as it is. Answers whether it wrote.
func PublishHomeDefault(ctx context.Context, c *ent.Client) (bool, error) {
	n, err := c.HomeLayout.Query().Where(homelayout.Slot(homeSlot), homelayout.SectionsNotNil()).Count(all(ctx))
	if err != nil || n > 0 {
		return false, err
	}
	l, err := homeRow(all(ctx), c)
	if err != nil {
		return false, err
	}
	err = c.HomeLayout.UpdateOne(l).SetSections(DefaultSections()).SetPublication(homelayout.PublicationPublished).
		ClearDraft().ClearPublishAt().Exec(all(ctx))
	return err == nil, err
}
