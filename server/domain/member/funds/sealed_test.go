package funds_test

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"artmarket/ent/realname"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/dbtest"
)

// stored is every value of every row of table, as text (bytes as they are).
func stored(t *testing.T, db *sql.DB, table string) string {
	t.Helper()
	rows, err := db.Query("SELECT * FROM " + table)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var b strings.Builder
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		for _, v := range vals {
			if bs, ok := v.([]byte); ok {
				b.Write(bs)
			} else {
				fmt.Fprint(&b, v)
			}
			b.WriteByte('|')
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The real name is sealed like the ID number: no column of real_names or of
// cash_out_accounts holds it in clear, yet it is shown masked and a card's
// holder is still checked against it.
func TestRealNameSealedAtRest(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		s, client := setup(t, d)
		ctx := context.Background()
		a := newMember(t, client, "a")
		if err := s.VerifyRealName(ctx, client, a, "", "欧阳娜娜", validID); err != nil {
			t.Fatal(err)
		}
		card := funds.NewAccount{Kind: funds.KindBankCard, Account: validCard, BankCode: "ICBC", Branch: "北京海淀支行", Holder: "欧阳娜"}
		_, err := s.CreateAccount(ctx, client, a, card)
		wantProblem(t, err, problem.Invalid, funds.MsgHolderMismatch)
		card.Holder = "欧阳娜娜"
		acc, err := s.CreateAccount(ctx, client, a, card)
		if err != nil {
			t.Fatal(err)
		}
		if acc.Holder != "欧***" {
			t.Fatalf("holder stored as %q", acc.Holder)
		}
		rn, err := funds.RealNameOf(ctx, client, a)
		if err != nil || rn == nil || rn.MaskedName != "欧***" {
			t.Fatalf("masked name: %+v %v", rn, err)
		}
		for _, table := range []string{"real_names", "cash_out_accounts"} {
			if got := stored(t, d.SQL, table); strings.Contains(got, "欧阳娜娜") || strings.Contains(got, "阳娜") {
				t.Fatalf("%s holds the name in clear: %s", table, got)
			}
		}
	})
}

// Rows written before names were sealed are read as they are, and
// SealLegacyNames seals them (once: a second run changes nothing).
func TestLegacyRealNamesSealed(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		s, client := setup(t, d)
		ctx := context.Background()
		a := newMember(t, client, "a")
		// A row as the release before wrote it: the name in clear.
		if err := s.VerifyRealName(ctx, client, a, "", "王五", validID); err != nil {
			t.Fatal(err)
		}
		client.RealName.Update().Where(realname.HasMember()).SetName("王五").ClearNameCipher().SetNameMasked("").ExecX(ctx)
		client.CashOutAccount.Create().SetMemberID(a).SetKind("ALIPAY").SetHolder("王五").SetAccountMasked("138****8000").ExecX(ctx)

		if rn, err := funds.RealNameOf(ctx, client, a); err != nil || rn.MaskedName != "王*" {
			t.Fatalf("legacy masked name: %+v %v", rn, err)
		}
		card := funds.NewAccount{Kind: funds.KindBankCard, Account: validCard, BankCode: "ICBC", Branch: "北京海淀支行", Holder: "王五"}
		if _, err := s.CreateAccount(ctx, client, a, card); err != nil {
			t.Fatalf("a card against a legacy name: %v", err)
		}

		n, err := s.SealLegacyNames(ctx, client)
		if err != nil || n != 2 {
			t.Fatalf("sealed %d rows: %v", n, err)
		}
		for _, table := range []string{"real_names", "cash_out_accounts"} {
			if got := stored(t, d.SQL, table); strings.Contains(got, "王五") {
				t.Fatalf("%s holds the name in clear after sealing: %s", table, got)
			}
		}
		if rn, err := funds.RealNameOf(ctx, client, a); err != nil || rn.MaskedName != "王*" {
			t.Fatalf("sealed masked name: %+v %v", rn, err)
		}
		card.Account = "6222021234567890128"
		if _, err := s.CreateAccount(ctx, client, a, card); err != nil {
			t.Fatalf("a card against the sealed name: %v", err)
		}
		if n, err := s.SealLegacyNames(ctx, client); err != nil || n != 0 {
			t.Fatalf("second run changed %d rows: %v", n, err)
		}
	})
}
