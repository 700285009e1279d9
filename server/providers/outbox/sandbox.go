package outbox

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/outboxmessage"
)

// Sandbox is the sandbox provider of both channels: it sends nothing, but
// logs every message and stores it in the database.
type Sandbox struct {
	Client *ent.Client
	Log    *slog.Logger
	Now    func() time.Time // time.Now when nil
}

var (
	_ SMSSender   = (*Sandbox)(nil)
	_ EmailSender = (*Sandbox)(nil)
)

// Message is a stored message, as the sandbox API lists it.
type Message struct {
	ID        int       `json:"id"`
	Channel   string    `json:"channel"` // sms or email
	To        string    `json:"to"`
	Subject   string    `json:"subject,omitempty"`
	Body      string    `json:"body"`
	Code      string    `json:"code,omitempty"`
	Purpose   string    `json:"purpose,omitempty"`
	CreatedAt time.Time `json:"created_at"`
}

func (s *Sandbox) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Sandbox) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// SendSMS implements SMSSender.
func (s *Sandbox) SendSMS(ctx context.Context, m SMS) error {
	return s.store(ctx, outboxmessage.ChannelSms, m.To, "", m.Text, m.Code, m.Purpose)
}

// SendEmail implements EmailSender.
func (s *Sandbox) SendEmail(ctx context.Context, m Email) error {
	return s.store(ctx, outboxmessage.ChannelEmail, m.To, m.Subject, m.Text, m.Code, m.Purpose)
}

func (s *Sandbox) store(ctx context.Context, ch outboxmessage.Channel, to, subject, body, code, purpose string) error {
	_, err := s.Client.OutboxMessage.Create().
		SetChannel(ch).SetTo(to).SetSubject(subject).SetBody(body).
		SetCode(code).SetPurpose(purpose).SetCreatedAt(s.now().UTC()).
		Save(ctx)
	if err != nil {
		return fmt.Errorf("outbox: store %s to sandbox: %w", ch, err)
	}
	// Codes are never logged, not even here: logs travel further than this
	// table (collectors, support staff), and a server that runs without a
	// real provider keeps its codes in this table only. The sandbox page
	// and API show them where the sandbox is on.
	s.log().InfoContext(ctx, "outbox: sandbox message stored", "channel", string(ch), "purpose", purpose)
	return nil
}

// MaxList bounds one listing.
const MaxList = 200

// List returns the newest messages first, to one address when to is not
// empty, at most limit (1..MaxList; other values mean 50).
func (s *Sandbox) List(ctx context.Context, to string, limit int) ([]Message, error) {
	if limit <= 0 || limit > MaxList {
		limit = 50
	}
	q := s.Client.OutboxMessage.Query().
		Where(outboxmessage.StatusEQ(outboxmessage.StatusStored)). // not a real provider's audit rows
		Order(outboxmessage.ByCreatedAt(sql.OrderDesc()), outboxmessage.ByID(sql.OrderDesc())).
		Limit(limit)
	if to != "" {
		q = q.Where(outboxmessage.To(to))
	}
	rows, err := q.All(ctx)
	if err != nil {
		return nil, fmt.Errorf("outbox: list sandbox messages: %w", err)
	}
	out := make([]Message, len(rows))
	for i, r := range rows {
		out[i] = Message{
			ID: r.ID, Channel: string(r.Channel), To: r.To, Subject: r.Subject, Body: r.Body,
			Code: r.Code, Purpose: r.Purpose, CreatedAt: r.CreatedAt,
		}
	}
	return out, nil
}
