package refunds

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/platform/db"
)

// Notifier sends memberID a message by the channels their notification
// settings for orders ask for, once the transaction ctx carries commits (at
// once when it carries none): orders.Outbox. A failed send is logged and
// undoes nothing.
type Notifier interface {
	Send(ctx context.Context, c *ent.Client, memberID int, purpose, text string)
}

// notices are the words of each step to the buyer and to the seller
// (empty: that side is not told); %d is the order's number, %s an amount.
var notices = map[Action][2]string{
	Request:           {"", "买家对订单 %d 申请退款 ¥%s，请及时处理（逾期未处理将自动同意）。"},
	Cancel:            {"", "买家已撤销订单 %d 的退款申请。"},
	Agree:             {"卖家已同意订单 %d 的退款 ¥%s，款项将原路退回。", ""},
	AutoAgree:         {"卖家超时未处理，订单 %d 的退款 ¥%s 已自动同意，款项将原路退回。", "您超时未处理，订单 %d 的退款 ¥%s 已自动同意。"},
	AgreeReturn:       {"卖家已同意订单 %d 退货，请寄回商品并填写退货物流。", ""},
	AutoAgreeReturn:   {"卖家超时未处理，订单 %d 已自动同意退货，请寄回商品并填写退货物流。", "您超时未处理，订单 %d 已自动同意退货。"},
	Refuse:            {"卖家拒绝了订单 %d 的退款申请，您可撤销申请或申请平台介入。", ""},
	ShipBack:          {"", "买家已寄回订单 %d 的商品，请查收后确认。"},
	ConfirmReturn:     {"卖家已确认收到订单 %d 的退货，退款 ¥%s 处理中。", ""},
	AutoConfirmReturn: {"订单 %d 的退货已自动确认收货，退款 ¥%s 处理中。", "您超时未确认，订单 %d 的退货已自动确认收货。"},
	Escalate:          {"", "买家就订单 %d 的退款申请了平台介入，平台将查看双方说明后裁定。"},
	Grant:             {"平台已裁定订单 %d 退款 ¥%s，款项将原路退回。", "平台已裁定订单 %d 退款 ¥%s。"},
	Deny:              {"平台已裁定订单 %d 不予退款。", "平台已裁定订单 %d 不予退款。"},
	Succeed:           {"订单 %d 的退款 ¥%s 已原路退回。", "订单 %d 的退款 ¥%s 已完成。"},
	Fail:              {"订单 %d 的退款出现异常，平台财务正在处理。", ""},
}

// Notice is one message of a step, as sent.
type Notice struct {
	MemberID      int
	Purpose, Text string
}

// tell tells r's buyer and seller of move a through the Notifier once the
// transaction ctx carries commits (db.AfterCommit: a refused or failed move,
// rolled back, tells no one; at once when ctx carries none). The notices are
// sent with the service's client: the transaction's has ended by then.
func (s *Service) tell(ctx context.Context, c *ent.Client, r *ent.RefundRequest, a Action) {
	words, ok := notices[a]
	if !ok || s.Notifier == nil {
		return
	}
	fen := r.AmountFen
	if r.RefundFen != nil {
		fen = *r.RefundFen
	}
	var out []Notice
	purpose := "refund_" + string(a)
	if words[0] != "" {
		out = append(out, Notice{r.BuyerID, purpose, say(words[0], r.OrderID, fen)})
	}
	if words[1] != "" && r.SellerID != nil {
		out = append(out, Notice{*r.SellerID, purpose, say(words[1], r.OrderID, fen)})
	}
	db.AfterCommit(ctx, func(ctx context.Context) {
		after := s.Client
		if after == nil {
			after = c
		}
		for _, n := range out {
			s.Notifier.Send(ctx, after, n.MemberID, n.Purpose, n.Text)
		}
	})
}

// say fills words with the order's number and, when it asks for one, fen.
func say(words string, orderID int, fen int64) string {
	if countVerbs(words) == 2 {
		return fmt.Sprintf(words, nodeid.Number(orderID), Yuan(fen))
	}
	return fmt.Sprintf(words, nodeid.Number(orderID))
}

func countVerbs(s string) int {
	n := 0
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' && (s[i+1] == 'd' || s[i+1] == 's') {
			n++
		}
	}
	return n
}
