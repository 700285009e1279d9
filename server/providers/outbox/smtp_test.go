package outbox_test

import (
	"bufio"
	"context"
	"encoding/base64"
	"io"
	"mime"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"

	"artmarket/server/providers/outbox"
)

// fakeSMTP is a minimal SMTP server: EHLO with AUTH PLAIN, MAIL, RCPT, DATA.
type fakeSMTP struct {
	ln       net.Listener
	mu       sync.Mutex
	auth     string
	from, to string
	data     string
}

func startSMTP(t *testing.T) *fakeSMTP {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &fakeSMTP{ln: ln}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(c)
		}
	}()
	return s
}

func (s *fakeSMTP) serve(c net.Conn) {
	defer c.Close()
	r := bufio.NewReader(c)
	say := func(l string) { _, _ = io.WriteString(c, l+"\r\n") }
	say("220 fake ESMTP")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		cmd := strings.ToUpper(line)
		s.mu.Lock()
		switch {
		case strings.HasPrefix(cmd, "EHLO"):
			say("250-fake")
			say("250 AUTH PLAIN")
		case strings.HasPrefix(cmd, "AUTH PLAIN"):
			raw, _ := base64.StdEncoding.DecodeString(strings.TrimSpace(line[len("AUTH PLAIN"):]))
			s.auth = string(raw)
			say("235 ok")
		case strings.HasPrefix(cmd, "MAIL FROM:"):
			s.from = line[len("MAIL FROM:"):]
			say("250 ok")
		case strings.HasPrefix(cmd, "RCPT TO:"):
			s.to = line[len("RCPT TO:"):]
			say("250 ok")
		case cmd == "DATA":
			say("354 go on")
			var b strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					s.mu.Unlock()
					return
				}
				if l == ".\r\n" {
					break
				}
				b.WriteString(l)
			}
			s.data = b.String()
			say("250 queued")
		case cmd == "QUIT":
			say("221 bye")
			s.mu.Unlock()
			return
		default:
			say("502 unknown")
		}
		s.mu.Unlock()
	}
}

func TestSMTP(t *testing.T) {
	srv := startSMTP(t)
	s := &outbox.SMTP{Addr: srv.ln.Addr().String(), Username: "mailer", Password: "pw", From: "艺术市场 <noreply@art.example>"}
	err := s.SendEmail(context.Background(), outbox.Email{
		To: "buyer@example.com", Subject: "【艺术市场】找回密码验证码", Text: "您的验证码为：123456\n5分钟内有效。",
	})
	if err != nil {
		t.Fatal(err)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if srv.auth != "\x00mailer\x00pw" || srv.from != "<noreply@art.example>" || srv.to != "<buyer@example.com>" {
		t.Fatalf("envelope: auth %q from %q to %q", srv.auth, srv.from, srv.to)
	}
	msg, err := mail.ReadMessage(strings.NewReader(srv.data))
	if err != nil {
		t.Fatal(err)
	}
	subj, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil || subj != "【艺术市场】找回密码验证码" {
		t.Fatalf("subject %q (%v)", subj, err)
	}
	from, err := msg.Header.AddressList("From")
	if err != nil || from[0].Name != "艺术市场" || from[0].Address != "noreply@art.example" {
		t.Fatalf("From %v (%v)", from, err)
	}
	if msg.Header.Get("Content-Type") != "text/plain; charset=UTF-8" || msg.Header.Get("Message-ID") == "" {
		t.Fatalf("headers %v", msg.Header)
	}
	body, _ := io.ReadAll(base64.NewDecoder(base64.StdEncoding, &stripCRLF{r: msg.Body}))
	if string(body) != "您的验证码为：123456\r\n5分钟内有效。" {
		t.Fatalf("body %q", body)
	}
}

func TestSMTPRefusesHeaderInjection(t *testing.T) {
	srv := startSMTP(t)
	s := &outbox.SMTP{Addr: srv.ln.Addr().String(), From: "noreply@art.example"}
	for _, m := range []outbox.Email{
		{To: "a@b.cn", Subject: "hi\r\nBcc: victim@example.com", Text: "x"},
		{To: "a@b.cn\r\nBcc: victim@example.com", Subject: "hi", Text: "x"},
	} {
		if err := s.SendEmail(context.Background(), m); err == nil {
			t.Errorf("sent %+v", m)
		}
	}
}

// stripCRLF drops line breaks from a base64 body.
type stripCRLF struct{ r io.Reader }

func (s *stripCRLF) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	j := 0
	for _, b := range p[:n] {
		if b != '\r' && b != '\n' {
			p[j] = b
			j++
		}
	}
	return j, err
}
