package funds_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"artmarket/ent"
	"artmarket/ent/cashoutaccount"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

const (
	validID   = "11010519491231002X"
	validCard = "6228480402564890018"
)

func setup(t *testing.T, d dbtest.DB) (*funds.Service, *ent.Client) {
	t.Helper()
	database, err := db.FromSQL(context.Background(), d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c, err := funds.NewCipher(bytes.Repeat([]byte{3}, funds.KeySize))
	if err != nil {
		t.Fatal(err)
	}
	return &funds.Service{Cipher: c}, database.Client
}

func newMember(t *testing.T, client *ent.Client, name string) int {
	t.Helper()
	m, err := client.Member.Create().SetUsername(name).Save(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return m.ID
}

// inTx runs fn in a transaction as a mutation does, committing when it succeeds.
func inTx(t *testing.T, client *ent.Client, fn func(*ent.Client) error) error {
	t.Helper()
	tx, err := client.Tx(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if err := fn(tx.Client()); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

func wantProblem(t *testing.T, err error, kind problem.Kind, msg string) {
	t.Helper()
	p := problem.As(err)
	if p == nil || p.Kind != kind || p.Message != msg {
		t.Fatalf("got %v, want %q", err, msg)
	}
}

func TestRealName(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		s, client := setup(t, d)
		ctx := context.Background()
		a, b := newMember(t, client, "a"), newMember(t, client, "b")

		wantProblem(t, s.VerifyRealName(ctx, client, a, "", "Zhang", validID), problem.Invalid, funds.MsgNameInvalid)
		wantProblem(t, s.VerifyRealName(ctx, client, a, "", "张三", "110105194912310021"), problem.Invalid, funds.MsgIDInvalid)
		if rn, err := funds.RealNameOf(ctx, client, a); err != nil || rn != nil {
			t.Fatalf("refused input saved something: %v %v", rn, err)
		}
		if err := s.VerifyRealName(ctx, client, a, "", " 张三 ", "11010519491231002x"); err != nil {
			t.Fatal(err)
		}
		rn, err := funds.RealNameOf(ctx, client, a)
		if err != nil || rn.MaskedName != "张*" || rn.MaskedIDNumber != "1101**********002X" {
			t.Fatalf("masked: %+v %v", rn, err)
		}
		wantProblem(t, s.VerifyRealName(ctx, client, a, "", "李四", "440304199001011233"), problem.Conflict, funds.MsgAlreadyVerified)
		wantProblem(t, s.VerifyRealName(ctx, client, b, "", "李四", validID), problem.Invalid, funds.MsgIDTaken)

		// At rest: the row holds no plaintext, and opens only with the key.
		row, err := client.RealName.Query().Only(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(row.IDCipher, []byte(validID)) || bytes.Contains([]byte(row.IDHash), []byte(validID)) || row.IDHash == validID {
			t.Fatal("the stored row contains the ID number")
		}
		var raw []byte
		if err := d.SQL.QueryRow("SELECT id_cipher FROM real_names").Scan(&raw); err != nil || bytes.Contains(raw, []byte(validID)) {
			t.Fatalf("raw column: %v", err)
		}
		if got, err := s.IDNumberOf(ctx, client, a); err != nil || got != validID {
			t.Fatalf("round trip: %q %v", got, err)
		}
		wrong, _ := funds.NewCipher(bytes.Repeat([]byte{4}, funds.KeySize))
		if got, err := (&funds.Service{Cipher: wrong}).IDNumberOf(ctx, client, a); err == nil || got != "" {
			t.Fatalf("wrong key decrypted: %q", got)
		}
	})
}

func TestCashOutAccounts(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		s, client := setup(t, d)
		ctx := context.Background()
		a, other := newMember(t, client, "a"), newMember(t, client, "other")
		card := funds.NewAccount{Kind: funds.KindBankCard, Account: validCard, BankCode: "ICBC", Branch: "北京海淀支行", Holder: "张三"}

		_, err := s.CreateAccount(ctx, client, a, card)
		wantProblem(t, err, problem.Invalid, funds.MsgNeedRealName)
		if err := s.VerifyRealName(ctx, client, a, "", "张三", validID); err != nil {
			t.Fatal(err)
		}
		with := func(f func(*funds.NewAccount)) funds.NewAccount { c := card; f(&c); return c }
		for _, tc := range []struct {
			in  funds.NewAccount
			msg string
		}{
			{with(func(c *funds.NewAccount) { c.Holder = "李四" }), funds.MsgHolderMismatch},
			{with(func(c *funds.NewAccount) { c.Account = "6228480402564890010" }), funds.MsgCardInvalid},
			{with(func(c *funds.NewAccount) { c.Account = "4111 1111 1111" }), funds.MsgCardInvalid},
			{with(func(c *funds.NewAccount) { c.Account = "62284804025648900181234" }), funds.MsgCardInvalid},
			{with(func(c *funds.NewAccount) { c.BankCode = "NOPE" }), funds.MsgBankInvalid},
			{with(func(c *funds.NewAccount) { c.Branch = "" }), funds.MsgBranchInvalid},
			{funds.NewAccount{Kind: funds.KindWeChat}, funds.MsgWeChatUnbound},
			{funds.NewAccount{Kind: funds.KindAlipay, Account: "not an account"}, funds.MsgAlipayInvalid},
			{funds.NewAccount{Kind: "PAYPAL"}, funds.MsgKindInvalid},
		} {
			_, err := s.CreateAccount(ctx, client, a, tc.in)
			wantProblem(t, err, problem.Invalid, tc.msg)
		}
		if n, _ := client.CashOutAccount.Query().Count(ctx); n != 0 {
			t.Fatalf("refused input saved %d accounts", n)
		}

		first, err := s.CreateAccount(ctx, client, a, card)
		if err != nil {
			t.Fatal(err)
		}
		if !first.IsDefault || first.AccountMasked != "**** 0018" || bytes.Contains(first.AccountCipher, []byte(validCard)) {
			t.Fatalf("first card: %+v", first)
		}
		var raw []byte
		if err := d.SQL.QueryRow("SELECT account_cipher FROM cash_out_accounts").Scan(&raw); err != nil || bytes.Contains(raw, []byte(validCard)) {
			t.Fatalf("raw column holds the card number: %v", err)
		}
		_, err = s.CreateAccount(ctx, client, a, card)
		wantProblem(t, err, problem.Invalid, funds.MsgAccountExists)
		ali, err := s.CreateAccount(ctx, client, a, funds.NewAccount{Kind: funds.KindAlipay, Account: "13800138000"})
		if err != nil || ali.IsDefault || ali.AccountMasked != "138****8000" {
			t.Fatalf("alipay: %+v %v", ali, err)
		}
		// WeChat once bound.
		if err := client.WeChatIdentity.Create().SetMemberID(a).SetAppID("wx").SetOpenid("o1").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		wx, err := s.CreateAccount(ctx, client, a, funds.NewAccount{Kind: funds.KindWeChat})
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.CreateAccount(ctx, client, a, funds.NewAccount{Kind: funds.KindWeChat})
		wantProblem(t, err, problem.Invalid, funds.MsgWeChatExists)

		// Another member's account: not found, unchanged.
		wantProblem(t, funds.SetDefault(ctx, client, other, ali.ID), problem.NotFound, funds.MsgNotFound)
		wantProblem(t, funds.DeleteAccount(ctx, client, other, ali.ID), problem.NotFound, funds.MsgNotFound)

		if err := funds.SetDefault(ctx, client, a, ali.ID); err != nil {
			t.Fatal(err)
		}
		list, _ := funds.Accounts(ctx, client, a)
		if len(list) != 3 || list[0].ID != ali.ID || list[1].IsDefault || list[2].IsDefault {
			t.Fatalf("after set default: %+v", list)
		}
		// Deleting the default promotes the newest.
		if err := funds.DeleteAccount(ctx, client, a, ali.ID); err != nil {
			t.Fatal(err)
		}
		list, _ = funds.Accounts(ctx, client, a)
		if len(list) != 2 || list[0].ID != wx.ID || !list[0].IsDefault || list[1].IsDefault {
			t.Fatalf("after deleting the default: %+v", list)
		}
		if n, _ := client.CashOutAccount.Query().Where(cashoutaccount.IsDefault(true)).Count(ctx); n != 1 {
			t.Fatalf("%d defaults", n)
		}
	})
}

func TestAtMostFiveAccounts(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		s, client := setup(t, d)
		ctx := context.Background()
		a := newMember(t, client, "a")
		for i := range 5 {
			acc := funds.NewAccount{Kind: funds.KindAlipay, Account: "1380013800" + string(rune('0'+i))}
			if err := inTx(t, client, func(c *ent.Client) error { _, err := s.CreateAccount(ctx, c, a, acc); return err }); err != nil {
				t.Fatal(err)
			}
		}
		_, err := s.CreateAccount(ctx, client, a, funds.NewAccount{Kind: funds.KindAlipay, Account: "pay@example.com"})
		wantProblem(t, err, problem.Invalid, funds.MsgTooMany)

		// Ten at the same instant for a fresh member: five succeed.
		b := newMember(t, client, "b")
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok, refused := 0, 0
		for i := range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				acc := funds.NewAccount{Kind: funds.KindAlipay, Account: "1390013900" + string(rune('0'+i))}
				err := inTx(t, client, func(c *ent.Client) error { _, err := s.CreateAccount(ctx, c, b, acc); return err })
				mu.Lock()
				defer mu.Unlock()
				switch p := problem.As(err); {
				case err == nil:
					ok++
				case p != nil && p.Message == funds.MsgTooMany:
					refused++
				default:
					t.Errorf("create: %v", err)
				}
			}()
		}
		wg.Wait()
		n, _ := client.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith()).Count(ctx)
		list, _ := funds.Accounts(ctx, client, b)
		defaults := 0
		for _, x := range list {
			if x.IsDefault {
				defaults++
			}
		}
		if ok != 5 || refused != 5 || len(list) != 5 || defaults != 1 {
			t.Fatalf("parallel: %d ok, %d refused, %d stored (of %d), %d defaults", ok, refused, len(list), n, defaults)
		}
	})
}

// An Alipay account named by e-mail is judged by sign-up's e-mail rule
// (accounts.EmailPattern, issue 25 point 1): an address a member could
// sign up with is an address they can be paid at, and the reverse.
func TestAlipayEmailBySignUpRule(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		s, client := setup(t, d)
		ctx := context.Background()
		a := newMember(t, client, "a")
		if err := s.VerifyRealName(ctx, client, a, "", "张三", validID); err != nil {
			t.Fatal(err)
		}
		for _, acc := range []string{"o'brien@example.com", "pay@example.c0m"} {
			if _, err := s.CreateAccount(ctx, client, a, funds.NewAccount{Kind: funds.KindAlipay, Account: acc}); err != nil {
				t.Errorf("%q refused: %v", acc, err)
			}
		}
		for _, acc := range []string{"pay@-example.com", "pay@example"} {
			_, err := s.CreateAccount(ctx, client, a, funds.NewAccount{Kind: funds.KindAlipay, Account: acc})
			wantProblem(t, err, problem.Invalid, funds.MsgAlipayInvalid)
		}
	})
}
