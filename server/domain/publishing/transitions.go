package publishing

import (
	"artmarket/server/domain/statemachine"
)

// State is where a piece of content stands in publishing (Article.publication).
type State string

// The states.
const (
	Draft       State = "draft"       // 草稿: never published; readers do not see it
	Scheduled   State = "scheduled"   // 定时发布: goes live at its publish time (the job)
	Published   State = "published"   // 已发布: readers see the published version
	Unpublished State = "unpublished" // 已下线: was published, withdrawn
)

// Labels are the states as the console shows them.
var Labels = map[State]string{
	Draft: "草稿", Scheduled: "定时发布", Published: "已发布", Unpublished: "已下线",
}

// Action is what moves a piece.
type Action string

// The actions an editor takes (and the job's, Publish at the scheduled time).
const (
	Publish    Action = "publish"    // 发布: the draft becomes the published version now
	Schedule   Action = "schedule"   // 定时发布: the draft goes live at a time in the future
	Unschedule Action = "unschedule" // 取消定时: back to where it was before scheduling (a draft, or withdrawn)
	Unpublish  Action = "unpublish"  // 下线: readers no longer see it
)

// ActionLabels are the actions as the console's buttons say them.
var ActionLabels = map[Action]string{
	Publish: "立即发布", Schedule: "定时发布", Unschedule: "取消定时", Unpublish: "下线",
}

// editor is the one actor of the table: the role that publishes content.
const editor = "editor"

// machine is the whole state machine of publishing, in one place: what is
// not listed is refused. An edit never moves the state: it is saved as the
// draft beside the published version, and Publish (again) makes it public.
// Unschedule leads back to a draft; a withdrawn piece that was scheduled and
// is unscheduled is a draft again too (it was not public meanwhile).
var machine = statemachine.Table[State, Action, string]{
	Moves: map[State]map[Action]State{
		Draft:       {Publish: Published, Schedule: Scheduled},
		Scheduled:   {Publish: Published, Schedule: Scheduled, Unschedule: Draft},
		Published:   {Publish: Published, Unpublish: Unpublished},
		Unpublished: {Publish: Published, Schedule: Scheduled},
	},
	Actions: []Action{Publish, Schedule, Unschedule, Unpublish},
	Actors:  map[Action]string{Publish: editor, Schedule: editor, Unschedule: editor, Unpublish: editor},
}

// Next is where a leads from st; ok is false when the table does not allow it.
func Next(st State, a Action) (State, bool) { return machine.Next(st, a) }

// Allowed are the actions an editor may take at st, in the buttons' order.
// A published piece is published again only when it has an edit waiting
// (hasDraft): otherwise there is nothing to publish.
func Allowed(st State, hasDraft bool) []Action {
	var out []Action
	for _, a := range machine.Allowed(st, editor) {
		if st == Published && a == Publish && !hasDraft {
			continue
		}
		out = append(out, a)
	}
	return out
}

// MsgNotAllowed refuses a move the table does not allow from the state.
const MsgNotAllowed = "当前状态不能进行此操作"
