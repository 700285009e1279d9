package orders

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/member/profile"
	"artmarket/server/platform/db"
	"artmarket/server/providers/outbox"
)

// Event is what buyers and sellers are told of.
type Event string

// The events.
const (
	EventPaid       Event = "paid"        // the buyer paid: the seller ships
	EventShipped    Event = "shipped"     // the seller shipped
	EventCancelSoon Event = "cancel_soon" // an unpaid order is cancelled soon
)

// Notifier tells the order's buyer and seller of e, in c's transaction.
type Notifier interface {
	Tell(ctx context.Context, c *ent.Client, o *ent.Order, e Event) error
}

// tell tells of e when a Notifier is set.
func (s *Service) tell(ctx context.Context, c *ent.Client, o *ent.Order, e Event) error {
	if s.Notifier == nil {
		return nil
	}
	return s.Notifier.Tell(ctx, c, o, e)
}

// Outbox tells through the site's SMS and e-mail providers (the outbox in
// sandbox mode), as each member's notification settings for orders say
// (profile.Notify: by SMS unless the member turned it off; by e-mail when
// turned on), once the move's transaction commits. A failed send is logged
// and does not undo the move.
type Outbox struct {
	SMS   outbox.SMSSender
	Email outbox.EmailSender
	Log   *slog.Logger
}

// shanghai is the time zone of the messages.
var shanghai = func() *time.Location {
	if l, err := time.LoadLocation("Asia/Shanghai"); err == nil {
		return l
	}
	return time.FixedZone("CST", 8*3600)
}()

// Tell sends the messages of e about o.
func (n *Outbox) Tell(ctx context.Context, c *ent.Client, o *ent.Order, e Event) error {
	no := nodeid.Number(o.ID)
	var toBuyer, toSeller string
	switch e {
	case EventPaid:
		toBuyer = fmt.Sprintf("您的订单 %d（%s）已支付成功，等待卖家发货。", no, o.Title)
		toSeller = fmt.Sprintf("您出售的%s已付款（订单 %d），请尽快发货。", o.Title, no)
	case EventShipped:
		toBuyer = fmt.Sprintf("您的订单 %d（%s）已发货：%s %s。", no, o.Title, CarrierName(o.Carrier), o.TrackingNumber)
	case EventCancelSoon:
		toBuyer = fmt.Sprintf("您的订单 %d（%s）尚未付款，将于 %s（北京时间）自动取消，请尽快付款。", no, o.Title,
			o.ExpiresAt.In(shanghai).Format("01-02 15:04"))
	}
	n.Send(ctx, c, o.BuyerID, "order_"+string(e), toBuyer)
	if o.SellerID != nil {
		n.Send(ctx, c, *o.SellerID, "order_"+string(e), toSeller)
	}
	return nil
}

// Send sends text to memberID by the channels their settings for orders ask
// for, once the transaction ctx carries commits (at once when none);
// purpose names the message in the outbox (order_paid, refund_AGREE, …).
// Package refunds tells of its steps through it.
func (n *Outbox) Send(ctx context.Context, c *ent.Client, memberID int, purpose, text string) {
	if text == "" {
		return
	}
	log := n.Log
	if log == nil {
		log = slog.Default()
	}
	m, err := c.Member.Query().Where(member.ID(memberID)).
		Select(member.FieldMobile, member.FieldEmail, member.FieldSettings).Only(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		log.ErrorContext(ctx, "orders: read member to tell", "member", memberID, "err", err)
		return
	}
	sms := m.Mobile != nil && *m.Mobile != "" && n.SMS != nil && profile.Notify(m.Settings, "orders", "sms")
	mail := m.Email != nil && *m.Email != "" && n.Email != nil && profile.Notify(m.Settings, "orders", "email")
	db.AfterCommit(ctx, func(ctx context.Context) {
		if sms {
			if err := n.SMS.SendSMS(ctx, outbox.SMS{To: *m.Mobile, Purpose: purpose, Text: "【" + outbox.Brand + "】" + text}); err != nil {
				log.ErrorContext(ctx, "orders: sms", "member", memberID, "err", err)
			}
		}
		if mail {
			if err := n.Email.SendEmail(ctx, outbox.Email{To: *m.Email, Subject: outbox.Brand + "订单通知", Text: text, Purpose: purpose}); err != nil {
				log.ErrorContext(ctx, "orders: email", "member", memberID, "err", err)
			}
		}
	})
}
