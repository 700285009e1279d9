package selling

import (
	"fmt"

	"artmarket/server/domain/statemachine"
)

// State is where a member's work stands (Work.state).
type State string

// The states.
const (
	None      State = ""           // not created yet
	Draft     State = "draft"      // 草稿: the seller edits it
	Pending   State = "pending"    // 审核中: in the review queue
	Listed    State = "listed"     // 在售: public in the catalogue
	Rejected  State = "rejected"   // 未通过: the reviewer said why
	TakenDown State = "taken_down" // 已下架: public no more
	Sold      State = "sold"       // 已售
	Deleted   State = "deleted"    // a draft deleted (the row goes; the word names the move)
)

// States are the stored states in the order of the seller's tabs.
var States = []State{Draft, Pending, Listed, TakenDown, Sold, Rejected}

// Action is what moves a work.
type Action string

// The actions.
const (
	Create   Action = "create"    // the seller starts a draft
	Edit     Action = "edit"      // the seller saves a content change
	Reprice  Action = "reprice"   // the seller changes the price or shipping of a work already public
	Submit   Action = "submit"    // the seller sends it to review (again, after a rejection)
	Withdraw Action = "withdraw"  // the seller takes it back from review
	DropEdit Action = "drop_edit" // the seller takes an edit of a listed work back from review (撤回): the listed version stays on sale
	Approve  Action = "approve"   // a reviewer lists it
	Reject   Action = "reject"    // a reviewer refuses it, with a reason
	TakeDown Action = "take_down" // the seller takes it off sale (下架)
	Relist   Action = "relist"    // the seller puts it back on sale
	Sell     Action = "sell"      // an order sold it
	Return   Action = "return"    // the sale was refunded in full and the piece is back: off sale until the seller relists
	Delete   Action = "delete"    // the seller deletes a draft
)

// transitions is the whole state machine: every allowed move, in one place.
// What is not listed is refused with refusal's message.
//
// A content edit of a listed work sends it back to review (listed → pending)
// while its public Artwork stays as it was until approval; one of a work
// taken down makes it a draft again (it is relisted only through review).
// Price and shipping changes of a public work apply at once (reprice). A
// work is public only while listed, or in review of an edit of a listed
// work. Withdrawn, that edit is dropped (DropEdit: the work is listed as it
// was, still on sale; only TakeDown, 下架, takes a work off sale); rejected,
// it takes the public version down too. The domain picks DropEdit rather
// than Withdraw for a work in review whose listed version is on sale.
var transitions = map[State]map[Action]State{
	None:      {Create: Draft},
	Draft:     {Edit: Draft, Submit: Pending, Delete: Deleted},
	Pending:   {Withdraw: Draft, DropEdit: Listed, Approve: Listed, Reject: Rejected},
	Rejected:  {Edit: Rejected, Submit: Pending},
	Listed:    {Edit: Pending, Reprice: Listed, TakeDown: TakenDown, Sell: Sold},
	TakenDown: {Edit: Draft, Reprice: TakenDown, Relist: Listed},
	Sold:      {Return: TakenDown},
}

// Actor is who takes an action: the viewer's part in a work decides which of
// the table's moves they are offered (Work.allowedActions).
type Actor string

// The actors.
const (
	Seller   Actor = "seller"   // the member who sells the work
	Reviewer Actor = "reviewer" // a member with the role reviewer (RoleReviewer)
	System   Actor = "system"   // the site itself (an order sells a work)
)

// Actions are every action in the order a work's buttons show them.
var Actions = []Action{Create, Edit, Reprice, Submit, Withdraw, DropEdit, TakeDown, Relist, Delete, Approve, Reject, Sell, Return}

// actors says who takes each action, beside the table it completes.
var actors = map[Action]Actor{
	Create: Seller, Edit: Seller, Reprice: Seller, Submit: Seller, Withdraw: Seller, DropEdit: Seller,
	TakeDown: Seller, Relist: Seller, Delete: Seller,
	Approve: Reviewer, Reject: Reviewer,
	Sell: System, Return: System,
}

// machine reads the table (package statemachine).
var machine = statemachine.Table[State, Action, Actor]{Moves: transitions, Actions: Actions, Actors: actors}

// ActorOf is who takes a.
func ActorOf(a Action) Actor { return machine.ActorOf(a) }

// Allowed are the moves out of from that one of as may take, in the order of
// Actions: the table read for a role, nothing else.
func Allowed(from State, as ...Actor) []Action { return machine.Allowed(from, as...) }

// Next is the state action moves from to; ok is false when the move is not
// allowed.
func Next(from State, a Action) (to State, ok bool) { return machine.Next(from, a) }

// stateNames are the seller's words for the states.
var stateNames = map[State]string{
	None: "未创建", Draft: "草稿", Pending: "审核中", Listed: "在售", Rejected: "未通过", TakenDown: "已下架", Sold: "已售",
}

// actionNames are the verbs of the refusals ("不能驳回"): what one tried.
var actionNames = map[Action]string{
	Create: "创建", Edit: "修改", Reprice: "修改价格或运费", Submit: "提交审核", Withdraw: "撤回审核", DropEdit: "撤回修改", Approve: "审核通过",
	Reject: "驳回", TakeDown: "下架", Relist: "重新上架", Sell: "售出", Return: "退款退回", Delete: "删除",
}

// eventLabels are the timeline's words for what happened, as the seller reads
// them (创建草稿, 审核未通过: issue 25 point 4 made these win over the verbs).
var eventLabels = map[Action]string{
	Create: "创建草稿", Edit: "修改作品", Reprice: "修改价格或运费", Submit: "提交审核", Withdraw: "撤回审核",
	DropEdit: "撤回修改，在售版本不变", Approve: "审核通过", Reject: "审核未通过", TakeDown: "下架", Relist: "重新上架",
	Sell: "售出", Return: "订单全额退款，作品已退回并下架，可重新上架", Delete: "删除草稿",
}

// buttonLabels are the words of the buttons offering an action (a rejected
// work's submit reads 重新提交: ActionLabel).
var buttonLabels = map[Action]string{
	Create: "发布作品", Edit: "编辑", Reprice: "修改价格或运费", Submit: "提交审核", Withdraw: "撤回", DropEdit: "撤回",
	Approve: "通过", Reject: "驳回", TakeDown: "下架", Relist: "重新上架", Sell: "售出", Return: "退款退回", Delete: "删除",
}

// StateName is the seller's word for s (Work.stateLabel).
func StateName(s State) string { return stateNames[s] }

// EventLabel is the timeline's word for a move by a (WorkEvent.label).
func EventLabel(a Action) string { return eventLabels[a] }

// ActionLabel is the word of the button offering a on a work in state from.
func ActionLabel(a Action, from State) string {
	if a == Submit && from == Rejected {
		return "重新提交"
	}
	return buttonLabels[a]
}

// refusal is the message for a move the table does not allow.
func refusal(from State, a Action) string {
	switch {
	case from == Sold:
		return fmt.Sprintf("作品已售出，不能%s", actionNames[a])
	case a == Delete:
		return "只有草稿可以删除"
	case a == Edit && from == Pending:
		return "作品正在审核中，请先撤回审核再修改"
	}
	return fmt.Sprintf("作品当前状态为「%s」，不能%s", stateNames[from], actionNames[a])
}
