package address_test

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"artmarket/ent"
	addr "artmarket/ent/address"
	"artmarket/server/domain/member/address"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func setup(t *testing.T, tdb dbtest.DB) *ent.Client {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return d.Client
}

func newMember(t *testing.T, c *ent.Client, name string) int {
	t.Helper()
	return c.Member.Create().SetUsername(name).SaveX(context.Background()).ID
}

func valid(recipient string) address.Input {
	return address.Input{Recipient: recipient, Mobile: "13800138000", Province: "44", City: "4403", District: "440305", Detail: "科技园南区 1 栋 101", Postcode: "518000"}
}

// refusal asserts err is a refusal of kind on field with message.
func refusal(t *testing.T, err error, kind problem.Kind, field, msg string) {
	t.Helper()
	p := problem.As(err)
	if p == nil || p.Kind != kind || p.Field != field || p.Message != msg {
		t.Fatalf("got %v (%+v), want kind %d field %q %q", err, p, kind, field, msg)
	}
}

// defaults is the ids of the member's default addresses.
func defaults(t *testing.T, c *ent.Client, memberID int) []int {
	t.Helper()
	return c.Address.Query().Where(addr.MemberID(memberID), addr.IsDefault(true)).IDsX(context.Background())
}

func TestValidation(t *testing.T) {
	long := strings.Repeat("长", 26)
	cases := []struct {
		name       string
		edit       func(*address.Input)
		field, msg string
	}{
		{"no recipient", func(in *address.Input) { in.Recipient = "  " }, "recipient", address.MsgRecipientEmpty},
		{"short recipient", func(in *address.Input) { in.Recipient = "张" }, "recipient", address.MsgRecipientLength},
		{"long recipient", func(in *address.Input) { in.Recipient = long }, "recipient", address.MsgRecipientLength},
		{"control in recipient", func(in *address.Input) { in.Recipient = "张\n三" }, "recipient", address.MsgControl},
		{"no mobile", func(in *address.Input) { in.Mobile = "" }, "mobile", address.MsgMobileEmpty},
		{"bad mobile", func(in *address.Input) { in.Mobile = "12800138000" }, "mobile", address.MsgMobileFormat},
		{"short mobile", func(in *address.Input) { in.Mobile = "1380013800" }, "mobile", address.MsgMobileFormat},
		{"no district", func(in *address.Input) { in.District = "" }, "district", address.MsgRegionEmpty},
		{"unknown province", func(in *address.Input) { in.Province = "99" }, "province", address.MsgRegionUnknown},
		{"city of another province", func(in *address.Input) { in.City = "1101" }, "city", address.MsgRegionUnknown},
		{"district of another city", func(in *address.Input) { in.District = "440106" }, "district", address.MsgRegionUnknown},
		{"short detail", func(in *address.Input) { in.Detail = "一二三四" }, "detail", address.MsgDetailLength},
		{"long detail", func(in *address.Input) { in.Detail = strings.Repeat("路", 121) }, "detail", address.MsgDetailLength},
		{"no detail", func(in *address.Input) { in.Detail = "" }, "detail", address.MsgDetailEmpty},
		{"bad postcode", func(in *address.Input) { in.Postcode = "51800" }, "postcode", address.MsgPostcode},
		{"letters postcode", func(in *address.Input) { in.Postcode = "51800a" }, "postcode", address.MsgPostcode},
	}
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		m := newMember(t, c, "alice")
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				in := valid("张三")
				tc.edit(&in)
				_, err := address.Create(ctx, c, m, in)
				refusal(t, err, problem.Invalid, tc.field, tc.msg)
			})
		}
		if n := c.Address.Query().CountX(ctx); n != 0 {
			t.Fatalf("refused input stored %d addresses", n)
		}
		// The limits are characters, not bytes; the postcode is optional.
		in := valid(strings.Repeat("长", 25))
		in.Detail, in.Postcode = strings.Repeat("路", 120), ""
		a, err := address.Create(ctx, c, m, in)
		if err != nil {
			t.Fatal(err)
		}
		if a.Recipient != in.Recipient || a.Postcode != "" || !a.IsDefault {
			t.Fatalf("stored %+v", a)
		}
		// An update breaking a rule changes nothing.
		bad := valid("李四")
		bad.District = "999999"
		if _, err := address.Update(ctx, c, m, a.ID, bad); problem.As(err) == nil {
			t.Fatalf("update with an unknown district: %v", err)
		}
		if got := c.Address.GetX(ctx, a.ID); got.Recipient != in.Recipient || got.District != "440305" {
			t.Fatalf("refused update changed %+v", got)
		}
	})
}

func TestDefaults(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		m := newMember(t, c, "alice")
		first, err := address.Create(ctx, c, m, valid("一号"))
		if err != nil {
			t.Fatal(err)
		}
		second, _ := address.Create(ctx, c, m, valid("二号"))
		third, _ := address.Create(ctx, c, m, valid("三号"))
		if !first.IsDefault || second.IsDefault || third.IsDefault {
			t.Fatal("only the first address becomes the default")
		}
		// Choosing another clears the rest.
		if _, err := address.SetDefault(ctx, c, m, second.ID); err != nil {
			t.Fatal(err)
		}
		if d := defaults(t, c, m); len(d) != 1 || d[0] != second.ID {
			t.Fatalf("defaults after setDefault: %v", d)
		}
		list, _ := address.List(ctx, c, m)
		if len(list) != 3 || list[0].ID != second.ID || list[1].ID != third.ID || list[2].ID != first.ID {
			t.Fatalf("list is not default first, then newest: %v", list)
		}
		// A new address marked default takes it over; an update can too.
		in := valid("四号")
		in.Default = true
		fourth, _ := address.Create(ctx, c, m, in)
		if d := defaults(t, c, m); len(d) != 1 || d[0] != fourth.ID {
			t.Fatalf("defaults after a default create: %v", d)
		}
		in.Recipient = "一号改"
		if _, err := address.Update(ctx, c, m, first.ID, in); err != nil {
			t.Fatal(err)
		}
		if d := defaults(t, c, m); len(d) != 1 || d[0] != first.ID {
			t.Fatalf("defaults after a default update: %v", d)
		}
		// Unchecking default on the default keeps it (there is always one).
		in.Default = false
		if a, _ := address.Update(ctx, c, m, first.ID, in); !a.IsDefault {
			t.Fatal("an update dropped the only default")
		}
		// Deleting the default promotes the newest remaining.
		if err := address.Delete(ctx, c, m, first.ID); err != nil {
			t.Fatal(err)
		}
		if d := defaults(t, c, m); len(d) != 1 || d[0] != fourth.ID {
			t.Fatalf("defaults after deleting the default: %v", d)
		}
		// Deleting another leaves the default alone.
		if err := address.Delete(ctx, c, m, second.ID); err != nil {
			t.Fatal(err)
		}
		if d := defaults(t, c, m); len(d) != 1 || d[0] != fourth.ID {
			t.Fatalf("defaults after deleting another: %v", d)
		}
		_ = address.Delete(ctx, c, m, fourth.ID)
		if d := defaults(t, c, m); len(d) != 1 || d[0] != third.ID {
			t.Fatalf("defaults after deleting the default again: %v", d)
		}
		_ = address.Delete(ctx, c, m, third.ID)
		if n := c.Address.Query().CountX(ctx); n != 0 {
			t.Fatalf("%d left", n)
		}
	})
}

func TestOtherMembersAddress(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		alice, bob := newMember(t, c, "alice"), newMember(t, c, "bob")
		a, _ := address.Create(ctx, c, alice, valid("爱丽丝"))
		_, err := address.Update(ctx, c, bob, a.ID, valid("鲍勃"))
		refusal(t, err, problem.NotFound, "id", address.MsgNotFound)
		_, err = address.SetDefault(ctx, c, bob, a.ID)
		refusal(t, err, problem.NotFound, "id", address.MsgNotFound)
		refusal(t, address.Delete(ctx, c, bob, a.ID), problem.NotFound, "id", address.MsgNotFound)
		refusal(t, address.Delete(ctx, c, bob, 12345), problem.NotFound, "id", address.MsgNotFound)
		if got := c.Address.GetX(ctx, a.ID); got.Recipient != "爱丽丝" {
			t.Fatalf("another member changed it: %+v", got)
		}
		if list, _ := address.List(ctx, c, bob); len(list) != 0 {
			t.Fatalf("bob lists %d addresses", len(list))
		}
	})
}

func TestAtMostTwentyUnderConcurrency(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		m := newMember(t, c, "alice")
		for i := range address.Max - 1 {
			if _, err := address.Create(ctx, c, m, valid(fmt.Sprintf("收件人%d", i))); err != nil {
				t.Fatal(err)
			}
		}
		// Two creates at 19, at the same instant: exactly one succeeds.
		var wg sync.WaitGroup
		errs := make([]error, 4)
		start := make(chan struct{})
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, errs[i] = address.Create(ctx, c, m, valid(fmt.Sprintf("并发%d", i)))
			}()
		}
		close(start)
		wg.Wait()
		ok := 0
		for _, err := range errs {
			if err == nil {
				ok++
				continue
			}
			refusal(t, err, problem.Invalid, "", address.MsgTooMany)
		}
		if ok != 1 {
			t.Fatalf("%d of the parallel creates succeeded: %v", ok, errs)
		}
		if n := c.Address.Query().Where(addr.MemberID(m)).CountX(ctx); n != address.Max {
			t.Fatalf("%d addresses, want %d", n, address.Max)
		}
		// Another member is not limited by this one's addresses.
		if _, err := address.Create(ctx, c, newMember(t, c, "bob"), valid("鲍勃")); err != nil {
			t.Fatal(err)
		}
	})
}

func TestParallelDefaults(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		m := newMember(t, c, "alice")
		// Parallel first creates and setDefaults still leave exactly one default.
		var wg sync.WaitGroup
		ids := make([]int, 6)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				a, err := address.Create(ctx, c, m, valid(fmt.Sprintf("并发%d", i)))
				if err != nil {
					t.Error(err)
					return
				}
				ids[i] = a.ID
			}()
		}
		wg.Wait()
		if d := defaults(t, c, m); len(d) != 1 {
			t.Fatalf("defaults after parallel creates: %v", d)
		}
		for _, id := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := address.SetDefault(ctx, c, m, id); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if d := defaults(t, c, m); len(d) != 1 {
			t.Fatalf("defaults after parallel setDefault: %v", d)
		}
	})
}
