package outbox

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/outboxmessage"
)

// Audit records the sends of a real provider: one outbox row each, with
// what an audit of a send needs (channel, recipient masked, purpose, time,
// outcome) and not the code nor the text, which are the member's secret
// and useless once the code has expired. Only the Sandbox keeps them.
type Audit struct {
	Client *ent.Client
	Log    *slog.Logger
	Now    func() time.Time // time.Now when nil
}

// SMS returns s with its sends recorded (the Sandbox as it is: it keeps
// every message already).
func (a *Audit) SMS(s SMSSender) SMSSender {
	if _, ok := s.(*Sandbox); ok {
		return s
	}
	return auditedSMS{a, s}
}

// Email returns e with its sends recorded (the Sandbox as it is).
func (a *Audit) Email(e EmailSender) EmailSender {
	if _, ok := e.(*Sandbox); ok {
		return e
	}
	return auditedEmail{a, e}
}

type auditedSMS struct {
	a    *Audit
	next SMSSender
}

func (s auditedSMS) SendSMS(ctx context.Context, m SMS) error {
	err := s.next.SendSMS(ctx, m)
	s.a.record(ctx, outboxmessage.ChannelSms, MaskRecipient(m.To), m.Purpose, err)
	return err
}

type auditedEmail struct {
	a    *Audit
	next EmailSender
}

func (e auditedEmail) SendEmail(ctx context.Context, m Email) error {
	err := e.next.SendEmail(ctx, m)
	e.a.record(ctx, outboxmessage.ChannelEmail, MaskRecipient(m.To), m.Purpose, err)
	return err
}

// record writes the audit row. A row that cannot be written is logged, not
// returned: the message went out (or failed) whatever the audit says.
func (a *Audit) record(ctx context.Context, ch outboxmessage.Channel, to, purpose string, sendErr error) {
	now := time.Now
	if a.Now != nil {
		now = a.Now
	}
	create := a.Client.OutboxMessage.Create().SetChannel(ch).SetTo(to).SetBody("").SetPurpose(purpose).
		SetCreatedAt(now().UTC()).SetStatus(outboxmessage.StatusSent)
	if sendErr != nil {
		create.SetStatus(outboxmessage.StatusFailed).SetError(truncate(sendErr.Error(), 200))
	}
	if err := create.Exec(context.WithoutCancel(ctx)); err != nil {
		log := a.Log
		if log == nil {
			log = slog.Default()
		}
		log.ErrorContext(ctx, "outbox: record a send", "channel", string(ch), "purpose", purpose, "err", err)
	}
}

// MaskRecipient hides most of an address: 138****8000 for a mobile number,
// a***@example.com for an e-mail, * for anything else but its first and
// last characters.
func MaskRecipient(to string) string {
	to = strings.TrimSpace(to)
	if at := strings.LastIndexByte(to, '@'); at > 0 {
		first, _ := utf8.DecodeRuneInString(to)
		return string(first) + "***" + truncate(to[at:], 200)
	}
	r := []rune(to)
	switch {
	case len(r) == 0:
		return "*"
	case len(r) == 11:
		return string(r[:3]) + "****" + string(r[7:])
	case len(r) <= 4:
		return strings.Repeat("*", len(r))
	default:
		return string(r[0]) + strings.Repeat("*", min(len(r)-2, 20)) + string(r[len(r)-1])
	}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Retention is how long outbox rows are kept: 30 days covers the complaints
// about a code that never came (they come within days) and a month's
// delivery statistics, and nothing in a row is needed after that.
const Retention = 30 * 24 * time.Hour

// PurgeEvery is how often a server purges: expired rows wait at most this
// long past Retention.
const PurgeEvery = time.Hour

// Purger deletes the outbox rows older than Retention. One conditional
// DELETE a round: several servers purging at once delete each row once and
// never a row still inside the period.
type Purger struct {
	Client *ent.Client
	Log    *slog.Logger
	Now    func() time.Time // time.Now when nil
}

// Purge deletes the rows older than Retention now, answering how many.
func (p *Purger) Purge(ctx context.Context) (int, error) {
	now := time.Now
	if p.Now != nil {
		now = p.Now
	}
	n, err := p.Client.OutboxMessage.Delete().
		Where(outboxmessage.CreatedAtLT(now().UTC().Add(-Retention))).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("outbox: purge: %w", err)
	}
	return n, nil
}

// Run purges now and every interval until ctx ends.
func (p *Purger) Run(ctx context.Context, every time.Duration) {
	log := p.Log
	if log == nil {
		log = slog.Default()
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if n, err := p.Purge(ctx); err != nil && ctx.Err() == nil {
			log.ErrorContext(ctx, "outbox: purge", "err", err)
		} else if n > 0 {
			log.InfoContext(ctx, "outbox: purged rows past retention", "rows", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
