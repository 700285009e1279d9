package orders

import (
	"fmt"

	"artmarket/server/domain/statemachine"
)

// State is where an order stands (Order.state).
type State string

// The states.
const (
	None           State = ""                // not created yet
	PendingPayment State = "PENDING_PAYMENT" // 待付款: the stock is held until the order expires
	Paid           State = "PAID"            // 待发货: paid, the seller ships
	Shipped        State = "SHIPPED"         // 待收货: on its way
	Completed      State = "COMPLETED"       // 已完成: received; the sale is the seller's money
	Cancelled      State = "CANCELLED"       // 已取消: the stock went back
	Refunded       State = "REFUNDED"        // 已退款: paid, then refunded in full (package refunds)
)

// States are the stored states in the order of the buyer's tabs.
var States = []State{PendingPayment, Paid, Shipped, Completed, Cancelled, Refunded}

// Action is what moves an order.
type Action string

// The actions.
const (
	Create         Action = "CREATE"          // the buyer places the order
	Pay            Action = "PAY"             // the buyer's payment arrived (a verified notification or a query)
	Cancel         Action = "CANCEL"          // the buyer cancels an unpaid order
	Expire         Action = "EXPIRE"          // the system cancels an order left unpaid past its window
	Ship           Action = "SHIP"            // the seller ships
	ConfirmReceipt Action = "CONFIRM_RECEIPT" // the buyer confirms receipt
	AutoReceive    Action = "AUTO_RECEIVE"    // the system confirms receipt after the receive window
	Refund         Action = "REFUND"          // the system closes an order whose payment was refunded in full
)

// transitions is the whole state machine: every allowed move, in one place.
// What is not listed is refused with refusal's message.
var transitions = map[State]map[Action]State{
	None:           {Create: PendingPayment},
	PendingPayment: {Pay: Paid, Cancel: Cancelled, Expire: Cancelled},
	Paid:           {Ship: Shipped, Refund: Refunded},
	Shipped:        {ConfirmReceipt: Completed, AutoReceive: Completed, Refund: Refunded},
	Completed:      {Refund: Refunded},
	Cancelled:      {},
	Refunded:       {},
}

// Actor is who takes an action.
type Actor string

// The actors.
const (
	Buyer  Actor = "buyer"  // the member who bought
	Seller Actor = "seller" // the member who sells the goods
	System Actor = "system" // the site itself (the jobs)
	// Platform is the platform as the seller of its own goods (the shop's
	// prints and derivatives, which no member sells): an operator with the
	// role admin acts for it in the console (ShipForPlatform).
	Platform Actor = "platform"
)

// Actions are every action in the order an order's buttons show them.
var Actions = []Action{Create, Pay, Cancel, Ship, ConfirmReceipt, Expire, AutoReceive, Refund}

// actors says who takes each action, beside the table it completes. Pay is
// the buyer's: the provider's notification only proves it.
var actors = map[Action]Actor{
	Create: Buyer, Pay: Buyer, Cancel: Buyer, ConfirmReceipt: Buyer,
	Ship:   Seller,
	Expire: System, AutoReceive: System, Refund: System,
}

// others says who else may take an action: the platform ships the orders of
// its own goods, as a member seller ships theirs (the same move).
var others = map[Action][]Actor{
	Ship: {Platform},
}

// machine reads the table (package statemachine).
var machine = statemachine.Table[State, Action, Actor]{Moves: transitions, Actions: Actions, Actors: actors, Others: others}

// ActorOf is who takes a (usually: see May).
func ActorOf(a Action) Actor { return machine.ActorOf(a) }

// May tells whether as may take a: the table's actor of a, or one of its others.
func May(a Action, as Actor) bool { return machine.May(a, as) }

// Allowed are the moves out of from that one of as may take, in the order of
// Actions: the table read for a role, nothing else.
func Allowed(from State, as ...Actor) []Action { return machine.Allowed(from, as...) }

// Next is the state action moves from to; ok is false when the move is not
// allowed.
func Next(from State, a Action) (to State, ok bool) { return machine.Next(from, a) }

// stateNames are the words for the states (the tabs').
var stateNames = map[State]string{
	None: "未创建", PendingPayment: "待付款", Paid: "待发货", Shipped: "待收货", Completed: "已完成", Cancelled: "已取消",
	Refunded: "已退款",
}

// actionNames are the verbs of the refusals ("不能发货"): what one tried.
var actionNames = map[Action]string{
	Create: "下单", Pay: "付款", Cancel: "取消", Expire: "超时取消", Ship: "发货", ConfirmReceipt: "确认收货", AutoReceive: "自动确认收货",
	Refund: "全额退款",
}

// eventLabels are the timeline's words for what happened.
var eventLabels = map[Action]string{
	Create: "提交订单", Pay: "支付成功", Cancel: "买家取消订单", Expire: "超时未付款，订单已取消", Ship: "卖家已发货",
	ConfirmReceipt: "买家确认收货", AutoReceive: "系统自动确认收货", Refund: "全额退款成功，订单已退款",
}

// buttonLabels are the words of the buttons offering an action.
var buttonLabels = map[Action]string{
	Create: "提交订单", Pay: "去付款", Cancel: "取消订单", Expire: "超时取消", Ship: "发货", ConfirmReceipt: "确认收货",
	AutoReceive: "自动确认收货", Refund: "全额退款",
}

// actorNames are the timeline's words for who acted.
var actorNames = map[Actor]string{Buyer: "买家", Seller: "卖家", System: "系统", Platform: "平台"}

// StateName is the word for s (Order.stateLabel).
func StateName(s State) string { return stateNames[s] }

// EventLabel is the timeline's word for a move by a.
func EventLabel(a Action) string { return eventLabels[a] }

// ActionLabel is the word of the button offering a.
func ActionLabel(a Action) string { return buttonLabels[a] }

// ActorName is the timeline's word for who acted.
func ActorName(a Actor) string { return actorNames[a] }

// refusal is the message for a move the table does not allow.
func refusal(from State, a Action) string {
	switch {
	case from == Cancelled:
		return fmt.Sprintf("订单已取消，不能%s", actionNames[a])
	case from == Completed:
		return fmt.Sprintf("订单已完成，不能%s", actionNames[a])
	case from == Refunded:
		return fmt.Sprintf("订单已退款，不能%s", actionNames[a])
	case a == Pay && from != PendingPayment:
		return "订单已支付，无需重复付款"
	case a == Cancel && from != PendingPayment:
		return "订单已支付，不能取消"
	}
	return fmt.Sprintf("订单当前状态为「%s」，不能%s", stateNames[from], actionNames[a])
}
