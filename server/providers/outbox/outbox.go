// Package outbox delivers the short messages and e-mails of the site
// (verification codes) through providers behind two interfaces:
//
//   - [Sandbox]: the default when no credentials are configured. Every
//     message is logged and stored in the database (so every server of a
//     deployment lists the same messages), and listed on a sandbox page and
//     a JSON API that browser tests read.
//   - [SMTP] for e-mail and [Aliyun] for SMS in production.
package outbox

import "context"

// Brand signs every message.
const Brand = "艺术市场"

// SMS is one short message carrying a verification code.
type SMS struct {
	To      string // 11-digit mainland number, without +86
	Code    string // the code (a template parameter for SMS providers)
	Purpose string // login, bind_mobile, find_pass ...
	Text    string // the whole message as the person reads it
}

// Email is one plain-text e-mail.
type Email struct {
	To      string
	Subject string
	Text    string
	Code    string // the code carried, if any (kept by the sandbox)
	Purpose string
}

// SMSSender sends short messages.
type SMSSender interface {
	SendSMS(ctx context.Context, m SMS) error
}

// EmailSender sends e-mails.
type EmailSender interface {
	SendEmail(ctx context.Context, m Email) error
}
