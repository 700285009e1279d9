package outbox

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"mime"
	"net"
	"net/mail"
	"net/smtp"
	"strings"
	"time"
)

// SMTP sends e-mail through an SMTP server (net/smtp): STARTTLS when the
// server offers it, implicit TLS on port 465, PLAIN authentication when a
// user is set (net/smtp refuses it over an unencrypted connection except
// to localhost).
type SMTP struct {
	Addr     string // host:port
	Username string
	Password string
	From     string // "艺术市场 <noreply@example.com>" or a bare address
	Timeout  time.Duration
	// TLSConfig overrides the TLS settings (tests); nil verifies the
	// server's certificate against the system roots.
	TLSConfig *tls.Config
}

var _ EmailSender = (*SMTP)(nil)

// SendEmail implements EmailSender.
func (s *SMTP) SendEmail(ctx context.Context, m Email) error {
	from, err := mail.ParseAddress(s.From)
	if err != nil {
		return fmt.Errorf("outbox: smtp: SMTP_FROM %q: %w", s.From, err)
	}
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return fmt.Errorf("outbox: smtp: recipient: %w", err)
	}
	msg, err := buildMessage(from, to, m.Subject, m.Text, time.Now())
	if err != nil {
		return err
	}
	host, port, err := net.SplitHostPort(s.Addr)
	if err != nil {
		return fmt.Errorf("outbox: smtp: SMTP_ADDR %q: %w", s.Addr, err)
	}
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = 15 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	tlsCfg := s.TLSConfig
	if tlsCfg == nil {
		tlsCfg = &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
	}
	var conn net.Conn
	d := &net.Dialer{}
	if port == "465" {
		conn, err = (&tls.Dialer{NetDialer: d, Config: tlsCfg}).DialContext(ctx, "tcp", s.Addr)
	} else {
		conn, err = d.DialContext(ctx, "tcp", s.Addr)
	}
	if err != nil {
		return fmt.Errorf("outbox: smtp: connect %s: %w", s.Addr, err)
	}
	if deadline, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(deadline)
	}
	c, err := smtp.NewClient(conn, host)
	if err != nil {
		_ = conn.Close()
		return fmt.Errorf("outbox: smtp: greeting from %s: %w", s.Addr, err)
	}
	defer c.Close()
	if port != "465" {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(tlsCfg); err != nil {
				return fmt.Errorf("outbox: smtp: starttls: %w", err)
			}
		}
	}
	if s.Username != "" {
		if err := c.Auth(smtp.PlainAuth("", s.Username, s.Password, host)); err != nil {
			return fmt.Errorf("outbox: smtp: auth: %w", err)
		}
	}
	if err := c.Mail(from.Address); err != nil {
		return fmt.Errorf("outbox: smtp: MAIL FROM: %w", err)
	}
	if err := c.Rcpt(to.Address); err != nil {
		return fmt.Errorf("outbox: smtp: RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("outbox: smtp: DATA: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("outbox: smtp: write message: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("outbox: smtp: end message: %w", err)
	}
	if err := c.Quit(); err != nil {
		return fmt.Errorf("outbox: smtp: QUIT: %w", err)
	}
	return nil
}

// buildMessage writes a UTF-8 plain-text message: encoded-word headers, a
// base64 body in 76-character lines, CRLF line ends.
func buildMessage(from, to *mail.Address, subject, text string, now time.Time) ([]byte, error) {
	if strings.ContainsAny(subject, "\r\n") {
		return nil, fmt.Errorf("outbox: smtp: subject contains a line break")
	}
	id := make([]byte, 12)
	if _, err := rand.Read(id); err != nil {
		return nil, fmt.Errorf("outbox: smtp: message id: %w", err)
	}
	domain := "localhost"
	if at := strings.LastIndexByte(from.Address, '@'); at >= 0 {
		domain = from.Address[at+1:]
	}
	var b bytes.Buffer
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", from.String())
	header("To", to.String())
	header("Subject", mime.BEncoding.Encode("UTF-8", subject))
	header("Date", now.Format(time.RFC1123Z))
	header("Message-ID", "<"+hex.EncodeToString(id)+"@"+domain+">")
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=UTF-8")
	header("Content-Transfer-Encoding", "base64")
	b.WriteString("\r\n")
	enc := base64.StdEncoding.EncodeToString([]byte(strings.ReplaceAll(text, "\n", "\r\n")))
	for len(enc) > 76 {
		b.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc + "\r\n")
	return b.Bytes(), nil
}
