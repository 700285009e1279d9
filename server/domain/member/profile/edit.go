package profile

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/region"
)

// Limits of the profile fields.
const (
	MinNickname = 2
	MaxNickname = 20
	MaxBio      = 200
)

// Messages of the profile fields (shown as they are).
const (
	MsgNicknameEmpty   = "请输入昵称"
	MsgNicknameLength  = "昵称长度为2-20个字符"
	MsgNicknameInvalid = "昵称包含无效字符"
	MsgGender          = "请选择性别"
	MsgBirthdayFormat  = "请输入正确的出生日期"
	MsgBirthdayRange   = "出生日期须在1900年1月1日之后且早于今天"
	MsgCity            = "请选择所在城市"
	MsgBioLength       = "个人简介不能超过200个字符"
)

// Shanghai is the time zone "today" is judged in.
var Shanghai = time.FixedZone("Asia/Shanghai", 8*3600)

// Edit is a change of the profile: a nil field stays as it is; an empty
// birthday or city clears it.
type Edit struct {
	Nickname *string `json:"nickname"`
	Gender   *string `json:"gender"`
	Birthday *string `json:"birthday"`
	City     *string `json:"city"`
	Bio      *string `json:"bio"`
}

// FieldError says why one field was refused.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// FieldErrors are every refused field of an Edit; an error.
type FieldErrors []FieldError

func (e FieldErrors) Error() string { return "profile: " + e[0].Field + ": " + e[0].Message }

// CityKnown tells whether a city code exists in the national region data
// (GB/T 2260, package region): the 4-digit city code the region picker
// gives, under its province.
func CityKnown(code string) bool { return len(code) == 4 && region.ValidCity(code[:2], code) }

var (
	dateRe = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)
)

// Apply checks e (as of now) and saves it on member id. Nothing is saved
// when any field is refused: the error is then FieldErrors.
func Apply(ctx context.Context, client *ent.Client, id int, e Edit, now time.Time) (*ent.Member, error) {
	upd := client.Member.UpdateOneID(id)
	var errs FieldErrors
	bad := func(field, msg string) { errs = append(errs, FieldError{field, msg}) }
	if e.Nickname != nil {
		nick := strings.TrimSpace(*e.Nickname)
		switch n := utf8.RuneCountInString(nick); {
		case n == 0:
			bad("nickname", MsgNicknameEmpty)
		case n < MinNickname || n > MaxNickname:
			bad("nickname", MsgNicknameLength)
		case !utf8.ValidString(nick) || hasControl(nick):
			bad("nickname", MsgNicknameInvalid)
		default:
			upd.SetNickname(nick)
		}
	}
	if e.Gender != nil {
		g := member.Gender(*e.Gender)
		if member.GenderValidator(g) != nil {
			bad("gender", MsgGender)
		} else {
			upd.SetGender(g)
		}
	}
	if e.Birthday != nil {
		b := strings.TrimSpace(*e.Birthday)
		if b == "" {
			upd.ClearBirthday()
		} else if d, err := time.Parse(time.DateOnly, b); !dateRe.MatchString(b) || err != nil {
			bad("birthday", MsgBirthdayFormat)
		} else if today := now.In(Shanghai).Format(time.DateOnly); d.Year() < 1900 || b >= today {
			bad("birthday", MsgBirthdayRange)
		} else {
			upd.SetBirthday(b)
		}
	}
	if e.City != nil {
		c := strings.TrimSpace(*e.City)
		if c == "" {
			upd.ClearCity()
		} else if !CityKnown(c) {
			bad("city", MsgCity)
		} else {
			upd.SetCity(c)
		}
	}
	if e.Bio != nil {
		bio := strings.TrimSpace(*e.Bio)
		if utf8.RuneCountInString(bio) > MaxBio {
			bad("bio", MsgBioLength)
		} else {
			upd.SetBio(bio)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	m, err := upd.Save(ctx)
	if err != nil {
		return nil, fmt.Errorf("profile: edit member %d: %w", id, err)
	}
	return m, nil
}

func hasControl(s string) bool {
	for _, c := range s {
		if c < 0x20 || c == 0x7f {
			return true
		}
	}
	return false
}
