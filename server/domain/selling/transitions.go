// Package selling is the rules of a member's works for sale (卖家作品): the
// publish form's validation, the optimistic lock, the state machine and its
// timeline, and the review that lists a work in the public catalogue.
package selling

import "fmt"

// State is where a member's work stands (ArtworkSubmission.state).
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
	Sold:      {},
}

// Next is the state action moves from to; ok is false when the move is not
// allowed.
func Next(from State, a Action) (to State, ok bool) {
	to, ok = transitions[from][a]
	return to, ok
}

// stateNames are the seller's words for the states.
var stateNames = map[State]string{
	None: "未创建", Draft: "草稿", Pending: "审核中", Listed: "在售", Rejected: "未通过", TakenDown: "已下架", Sold: "已售",
}

// actionNames are the words for the actions.
var actionNames = map[Action]string{
	Create: "创建", Edit: "修改", Reprice: "修改价格或运费", Submit: "提交审核", Withdraw: "撤回审核", DropEdit: "撤回修改", Approve: "审核通过",
	Reject: "驳回", TakeDown: "下架", Relist: "重新上架", Sell: "售出", Delete: "删除",
}

// StateName is the seller's word for s.
func StateName(s State) string { return stateNames[s] }

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
