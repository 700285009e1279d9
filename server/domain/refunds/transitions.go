package refunds

import (
	"fmt"
	"slices"
)

// State is where a refund request stands (RefundRequest.state).
type State string

// The states.
const (
	None           State = ""                // not requested yet
	Requested      State = "REQUESTED"       // 待卖家处理: the seller answers (silence agrees)
	AwaitingReturn State = "AWAITING_RETURN" // 待买家退货: agreed to a return, the buyer sends the parcel back
	ReturnShipped  State = "RETURN_SHIPPED"  // 待卖家收货: the parcel is on its way back
	Refused        State = "REFUSED"         // 卖家已拒绝: the buyer may escalate or cancel
	Arbitration    State = "ARBITRATION"     // 平台介入中: an arbiter decides
	Refunding      State = "REFUNDING"       // 退款中: WeChat Pay is paying it
	Succeeded      State = "SUCCEEDED"       // 退款成功
	Abnormal       State = "ABNORMAL"        // 退款异常: the finance role settles it by hand
	Cancelled      State = "CANCELLED"       // 已撤销: the buyer withdrew it
	Closed         State = "CLOSED"          // 已关闭: the arbiter refused it
)

// States are the stored states, in the order of a request's life.
var States = []State{Requested, AwaitingReturn, ReturnShipped, Refused, Arbitration, Refunding, Succeeded, Abnormal, Cancelled, Closed}

// Open are the states of a request still running: an order has at most one.
var Open = []State{Requested, AwaitingReturn, ReturnShipped, Refused, Arbitration, Refunding}

// Action is what moves a request.
type Action string

// The actions.
const (
	Request           Action = "REQUEST"             // the buyer asks
	Cancel            Action = "CANCEL"              // the buyer withdraws the request
	Agree             Action = "AGREE"               // the seller agrees to a refund only: it is paid
	AgreeReturn       Action = "AGREE_RETURN"        // the seller agrees to a return: the buyer sends it back
	AutoAgree         Action = "AUTO_AGREE"          // the seller did not answer in time: a refund only is paid
	AutoAgreeReturn   Action = "AUTO_AGREE_RETURN"   // the seller did not answer in time: the buyer sends it back
	Refuse            Action = "REFUSE"              // the seller refuses, with a reason
	ShipBack          Action = "SHIP_BACK"           // the buyer sent the parcel back (carrier, tracking number)
	ConfirmReturn     Action = "CONFIRM_RETURN"      // the seller confirms the parcel came back: it is paid
	AutoConfirmReturn Action = "AUTO_CONFIRM_RETURN" // the seller said nothing in time after the parcel was sent back
	Escalate          Action = "ESCALATE"            // the buyer asks the platform to decide a refusal
	Grant             Action = "GRANT"               // the arbiter refunds in full or in part
	Deny              Action = "DENY"                // the arbiter refunds nothing
	Succeed           Action = "SUCCEED"             // WeChat Pay reports the refund paid
	Fail              Action = "FAIL"                // WeChat Pay reports it abnormal or closed
	SettleManually    Action = "SETTLE_MANUALLY"     // finance paid the buyer outside WeChat Pay (a reference)
)

// transitions is the whole state machine: every allowed move, in one place.
// What is not listed is refused with refusal's message. Agree and
// AutoAgree are a refund only's; AgreeReturn and AutoAgreeReturn a
// return's (the domain picks by the request's kind).
var transitions = map[State]map[Action]State{
	None:           {Request: Requested},
	Requested:      {Cancel: Cancelled, Agree: Refunding, AgreeReturn: AwaitingReturn, AutoAgree: Refunding, AutoAgreeReturn: AwaitingReturn, Refuse: Refused},
	AwaitingReturn: {Cancel: Cancelled, ShipBack: ReturnShipped},
	ReturnShipped:  {ConfirmReturn: Refunding, AutoConfirmReturn: Refunding},
	Refused:        {Cancel: Cancelled, Escalate: Arbitration},
	Arbitration:    {Grant: Refunding, Deny: Closed},
	Refunding:      {Succeed: Succeeded, Fail: Abnormal},
	Succeeded:      {},
	Abnormal:       {SettleManually: Succeeded},
	Cancelled:      {},
	Closed:         {},
}

// Actor is who takes an action.
type Actor string

// The actors.
const (
	Buyer   Actor = "buyer"   // the member who bought the order
	Seller  Actor = "seller"  // the member who sold it
	Arbiter Actor = "arbiter" // an operator with the role arbiter (never buyer or seller of the order)
	Finance Actor = "finance" // an operator with the role finance (never buyer or seller of the order)
	System  Actor = "system"  // the site (the jobs, WeChat Pay's reports)
)

// Actions are every action in the order a request's buttons show them.
var Actions = []Action{Request, Agree, AgreeReturn, Refuse, ShipBack, ConfirmReturn, Escalate, Cancel, Grant, Deny,
	SettleManually, AutoAgree, AutoAgreeReturn, AutoConfirmReturn, Succeed, Fail}

// actors says who takes each action, beside the table it completes.
var actors = map[Action]Actor{
	Request: Buyer, Cancel: Buyer, ShipBack: Buyer, Escalate: Buyer,
	Agree: Seller, AgreeReturn: Seller, Refuse: Seller, ConfirmReturn: Seller,
	Grant: Arbiter, Deny: Arbiter, SettleManually: Finance,
	AutoAgree: System, AutoAgreeReturn: System, AutoConfirmReturn: System, Succeed: System, Fail: System,
}

// ActorOf is who takes a.
func ActorOf(a Action) Actor { return actors[a] }

// Allowed are the moves out of from that one of as may take, in the order of
// Actions: the table read for a role, nothing else.
func Allowed(from State, as ...Actor) []Action {
	var out []Action
	for _, a := range Actions {
		if _, ok := transitions[from][a]; ok && slices.Contains(as, actors[a]) {
			out = append(out, a)
		}
	}
	return out
}

// Next is the state action moves from to; ok is false when the move is not
// allowed.
func Next(from State, a Action) (to State, ok bool) {
	to, ok = transitions[from][a]
	return to, ok
}

// stateNames are the words for the states.
var stateNames = map[State]string{
	None: "未申请", Requested: "待卖家处理", AwaitingReturn: "待买家退货", ReturnShipped: "待卖家收货", Refused: "卖家已拒绝",
	Arbitration: "平台介入中", Refunding: "退款中", Succeeded: "退款成功", Abnormal: "退款异常", Cancelled: "已撤销", Closed: "退款关闭",
}

// actionNames are the verbs of the refusals ("不能同意退款"): what one tried.
var actionNames = map[Action]string{
	Request: "申请退款", Cancel: "撤销申请", Agree: "同意退款", AgreeReturn: "同意退货", AutoAgree: "自动同意退款",
	AutoAgreeReturn: "自动同意退货", Refuse: "拒绝退款", ShipBack: "填写退货物流", ConfirmReturn: "确认收到退货",
	AutoConfirmReturn: "自动确认收货", Escalate: "申请平台介入", Grant: "裁定退款", Deny: "裁定不退款", Succeed: "退款到账",
	Fail: "退款失败", SettleManually: "登记线下退款",
}

// eventLabels are the timeline's words for what happened.
var eventLabels = map[Action]string{
	Request: "买家申请退款", Cancel: "买家撤销退款申请", Agree: "卖家同意退款", AgreeReturn: "卖家同意退货退款",
	AutoAgree: "卖家超时未处理，系统自动同意退款", AutoAgreeReturn: "卖家超时未处理，系统自动同意退货",
	Refuse: "卖家拒绝退款", ShipBack: "买家已寄回商品", ConfirmReturn: "卖家确认收到退货",
	AutoConfirmReturn: "卖家超时未确认，系统自动确认收到退货", Escalate: "买家申请平台介入", Grant: "平台裁定退款",
	Deny: "平台裁定不予退款", Succeed: "退款成功", Fail: "退款异常，平台财务处理中",
	SettleManually: "平台财务已通过微信支付以外的方式退款",
}

// buttonLabels are the words of the buttons offering an action.
var buttonLabels = map[Action]string{
	Request: "申请退款", Cancel: "撤销申请", Agree: "同意退款", AgreeReturn: "同意退货", Refuse: "拒绝退款",
	ShipBack: "填写退货物流", ConfirmReturn: "确认收到退货", Escalate: "申请平台介入", Grant: "裁定退款", Deny: "裁定不退款",
	AutoAgree: "自动同意退款", AutoAgreeReturn: "自动同意退货", AutoConfirmReturn: "自动确认收货", Succeed: "退款到账", Fail: "退款失败",
	SettleManually: "登记线下退款",
}

// actorNames are the timeline's words for who acted.
var actorNames = map[Actor]string{Buyer: "买家", Seller: "卖家", Arbiter: "平台", Finance: "平台", System: "系统"}

// StateName is the word for s (RefundRequest.stateLabel).
func StateName(s State) string { return stateNames[s] }

// EventLabel is the timeline's word for a move by a.
func EventLabel(a Action) string { return eventLabels[a] }

// ActionLabel is the word of the button offering a.
func ActionLabel(a Action) string { return buttonLabels[a] }

// ActorName is the timeline's word for who acted.
func ActorName(a Actor) string { return actorNames[a] }

// refusal is the message for a move the table does not allow.
func refusal(from State, a Action) string {
	return fmt.Sprintf("退款申请当前状态为「%s」，不能%s", stateNames[from], actionNames[a])
}
