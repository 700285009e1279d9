// Package address is a member's shipping addresses: the input rules, at
// most Max per member, and exactly one default whenever the member has any
// (the first becomes it, deleting it promotes the newest remaining,
// choosing another clears the rest). Every write locks the member's row
// (PostgreSQL: SELECT … FOR UPDATE; SQLite serialises write transactions),
// so parallel requests of one member see each other's counts and defaults.
package address

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/address"
	"artmarket/ent/member"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/region"
	"artmarket/server/platform/db"
)

// Max is how many addresses a member may keep.
const Max = 20

// Limits of the fields, in characters.
const (
	RecipientMin, RecipientMax = 2, 25
	DetailMin, DetailMax       = 5, 120
)

// Messages (Chinese, shown as they are).
const (
	MsgRecipientEmpty  = "请输入收货人姓名"
	MsgRecipientLength = "收货人姓名需为 2–25 个字符"
	MsgMobileEmpty     = accounts.MsgMobileRequired
	MsgMobileFormat    = accounts.MsgMobileFormat
	MsgRegionEmpty     = "请选择省份、城市和区县"
	MsgRegionUnknown   = "所选地区不存在，请重新选择"
	MsgDetailEmpty     = "请输入详细地址"
	MsgDetailLength    = "详细地址需为 5–120 个字符"
	MsgPostcode        = "邮政编码应为 6 位数字"
	MsgControl         = "不能包含换行或控制字符"
	MsgTooMany         = "最多只能保存 20 个收货地址，请先删除不用的地址"
	MsgNotFound        = "地址不存在或已被删除"
)

var (
	postcodeRe = regexp.MustCompile(`^[0-9]{6}$`)
)

// Input is an address as the member enters it.
type Input struct {
	Recipient, Mobile        string
	Province, City, District string
	Detail, Postcode         string
	// Default makes it the default address (false leaves the default as it is).
	Default bool
}

func invalid(field, msg string) error { return problem.New(problem.Invalid, msg).OnField(field) }

// text checks a trimmed text field's length in characters.
func text(field, value string, lo, hi int, empty, length string) error {
	switch n := utf8.RuneCountInString(value); {
	case n == 0:
		return invalid(field, empty)
	case n < lo || n > hi:
		return invalid(field, length)
	case strings.IndexFunc(value, unicode.IsControl) >= 0:
		return invalid(field, MsgControl)
	}
	return nil
}

// Normalize trims the input and checks it: nil, or the refusal of the first
// field that breaks a rule (field named as in the GraphQL input).
func Normalize(in Input) (Input, error) {
	in.Recipient = strings.TrimSpace(in.Recipient)
	in.Mobile = strings.TrimSpace(in.Mobile)
	in.Province, in.City, in.District = strings.TrimSpace(in.Province), strings.TrimSpace(in.City), strings.TrimSpace(in.District)
	in.Detail = strings.TrimSpace(in.Detail)
	in.Postcode = strings.TrimSpace(in.Postcode)
	if err := text("recipient", in.Recipient, RecipientMin, RecipientMax, MsgRecipientEmpty, MsgRecipientLength); err != nil {
		return in, err
	}
	switch {
	case in.Mobile == "":
		return in, invalid("mobile", MsgMobileEmpty)
	case !accounts.ValidMobile(in.Mobile):
		return in, invalid("mobile", MsgMobileFormat)
	}
	for _, f := range []struct{ name, code string }{{"province", in.Province}, {"city", in.City}, {"district", in.District}} {
		if f.code == "" {
			return in, invalid(f.name, MsgRegionEmpty)
		}
	}
	if !region.Valid(in.Province, in.City, in.District) {
		return in, invalid(unknownLevel(in), MsgRegionUnknown)
	}
	if err := text("detail", in.Detail, DetailMin, DetailMax, MsgDetailEmpty, MsgDetailLength); err != nil {
		return in, err
	}
	if in.Postcode != "" && !postcodeRe.MatchString(in.Postcode) {
		return in, invalid("postcode", MsgPostcode)
	}
	return in, nil
}

// unknownLevel names the first of the region fields that is wrong.
func unknownLevel(in Input) string {
	if p, ok := region.Lookup(in.Province); !ok || p.Level != 1 {
		return "province"
	}
	if c, ok := region.Lookup(in.City); !ok || c.Parent != in.Province {
		return "city"
	}
	return "district"
}

// List is the member's addresses, the default first, then the newest.
func List(ctx context.Context, c *ent.Client, memberID int) ([]*ent.Address, error) {
	list, err := c.Address.Query().Where(address.MemberID(memberID)).
		Order(address.ByIsDefault(sql.OrderDesc()), address.ByCreatedAt(sql.OrderDesc()), address.ByID(sql.OrderDesc())).
		Limit(Max * 2). // a backstop; the rules keep it at Max
		All(ctx)
	if err != nil {
		return nil, fmt.Errorf("address: list of member %d: %w", memberID, err)
	}
	return list, nil
}

// Create adds an address; the member's first becomes the default.
func Create(ctx context.Context, c *ent.Client, memberID int, in Input) (*ent.Address, error) {
	in, err := Normalize(in)
	if err != nil {
		return nil, err
	}
	var a *ent.Address
	err = db.WithLock(ctx, c, lockMember(memberID), func(ctx context.Context, c *ent.Client) error {
		n, err := c.Address.Query().Where(address.MemberID(memberID)).Count(ctx)
		if err != nil {
			return fmt.Errorf("count: %w", err)
		}
		if n >= Max {
			return problem.New(problem.Invalid, MsgTooMany)
		}
		def := n == 0 || in.Default
		if def {
			if err := clearDefault(ctx, c, memberID); err != nil {
				return err
			}
		}
		a, err = c.Address.Create().SetMemberID(memberID).
			SetRecipient(in.Recipient).SetMobile(in.Mobile).
			SetProvince(in.Province).SetCity(in.City).SetDistrict(in.District).
			SetDetail(in.Detail).SetPostcode(in.Postcode).SetIsDefault(def).
			Save(ctx)
		return err
	})
	if err != nil {
		return nil, wrap("create", memberID, err)
	}
	return a, nil
}

// Update changes an address of the member; in.Default makes it the default.
func Update(ctx context.Context, c *ent.Client, memberID, id int, in Input) (*ent.Address, error) {
	in, err := Normalize(in)
	if err != nil {
		return nil, err
	}
	var a *ent.Address
	err = db.WithLock(ctx, c, lockMember(memberID), func(ctx context.Context, c *ent.Client) error {
		old, err := own(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if in.Default && !old.IsDefault {
			if err := clearDefault(ctx, c, memberID); err != nil {
				return err
			}
		}
		a, err = old.Update().
			SetRecipient(in.Recipient).SetMobile(in.Mobile).
			SetProvince(in.Province).SetCity(in.City).SetDistrict(in.District).
			SetDetail(in.Detail).SetPostcode(in.Postcode).SetIsDefault(old.IsDefault || in.Default).
			Save(ctx)
		return err
	})
	if err != nil {
		return nil, wrap("update", memberID, err)
	}
	return a, nil
}

// SetDefault makes an address of the member the default.
func SetDefault(ctx context.Context, c *ent.Client, memberID, id int) (*ent.Address, error) {
	var a *ent.Address
	err := db.WithLock(ctx, c, lockMember(memberID), func(ctx context.Context, c *ent.Client) error {
		old, err := own(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if old.IsDefault {
			a = old
			return nil
		}
		if err := clearDefault(ctx, c, memberID); err != nil {
			return err
		}
		a, err = old.Update().SetIsDefault(true).Save(ctx)
		return err
	})
	if err != nil {
		return nil, wrap("set default", memberID, err)
	}
	return a, nil
}

// Delete removes an address of the member; when it was the default, the
// newest remaining one becomes the default.
func Delete(ctx context.Context, c *ent.Client, memberID, id int) error {
	err := db.WithLock(ctx, c, lockMember(memberID), func(ctx context.Context, c *ent.Client) error {
		old, err := own(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if err := c.Address.DeleteOne(old).Exec(ctx); err != nil {
			return err
		}
		if !old.IsDefault {
			return nil
		}
		next, err := c.Address.Query().Where(address.MemberID(memberID)).
			Order(address.ByCreatedAt(sql.OrderDesc()), address.ByID(sql.OrderDesc())).First(ctx)
		if ent.IsNotFound(err) {
			return nil
		}
		if err != nil {
			return err
		}
		return next.Update().SetIsDefault(true).Exec(ctx)
	})
	return wrap("delete", memberID, err)
}

// own is the member's address id, or NOT_FOUND (another member's too).
func own(ctx context.Context, c *ent.Client, memberID, id int) (*ent.Address, error) {
	a, err := c.Address.Query().Where(address.ID(id), address.MemberID(memberID)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNotFound).OnField("id")
	}
	return a, err
}

func clearDefault(ctx context.Context, c *ent.Client, memberID int) error {
	return c.Address.Update().Where(address.MemberID(memberID), address.IsDefault(true)).SetIsDefault(false).Exec(ctx)
}

func wrap(op string, memberID int, err error) error {
	if err == nil || problem.As(err) != nil {
		return err
	}
	return fmt.Errorf("address: %s for member %d: %w", op, memberID, err)
}

// lockMember is the lock of an address book's writes (db.WithLock, joining
// the caller's transaction when there is one): the member's row, so one
// member's writes run one at a time, and a count and the insert after it,
// or the moving of the default, are atomic.
func lockMember(memberID int) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		_, err := c.Member.Query().Where(member.ID(memberID)).Modify(db.ForUpdate).
			Select(member.FieldID).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.Unauthorized, problem.MsgUnauthorized)
		}
		if err != nil {
			return fmt.Errorf("lock member: %w", err)
		}
		return nil
	}
}

// Erase deletes every address of the member (account deletion's eraser:
// addresses are personal data nothing later needs; an order keeps its
// own copy of where it went).
func Erase(ctx context.Context, c *ent.Client, memberID int) error {
	if _, err := c.Address.Delete().Where(address.MemberID(memberID)).Exec(ctx); err != nil {
		return wrap("erase", memberID, err)
	}
	return nil
}
