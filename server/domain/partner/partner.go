// Package partner holds the rules of a partner application (/apply-partener):
// what a valid one is, and that one organisation contact does not file the
// same request twice while the first is still waiting for an answer.
package partner

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/partnerapplication"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/platform/db"
)

// Messages a person reads.
const (
	MsgOrganizationRequired = "请输入机构名称"
	MsgOrganizationLength   = "机构名称不能超过80个字符"
	MsgTypeRequired         = "请选择机构类型"
	MsgContactRequired      = "请输入联系人姓名"
	MsgContactLength        = "联系人姓名不能超过40个字符"
	MsgMobileRequired       = accounts.MsgMobileRequired
	MsgMobileFormat         = accounts.MsgMobileFormat
	MsgEmailRequired        = accounts.MsgEmailRequired
	MsgEmailFormat          = accounts.MsgEmailFormat
	MsgMessageLength        = "合作意向不能超过1000个字符"
	MsgDuplicate            = "您已提交过合作申请，我们会在 3 个工作日内与您联系，请勿重复提交"
)

// Limits.
const (
	MaxMessage = 1000
	// DuplicateWindow: a second application with the same mobile number or
	// e-mail while an earlier one waits (PENDING) within this time is refused.
	DuplicateWindow = 30 * 24 * time.Hour
)

// Input is an application as the form sends it.
type Input struct {
	Organization string `json:"organization"`
	Type         string `json:"type"`
	Contact      string `json:"contact"`
	Mobile       string `json:"mobile"`
	Email        string `json:"email"`
	Message      string `json:"message"`
}

// FieldError is a rule an input broke: the field (the JSON name) and the
// message for the person.
type FieldError struct {
	Field   string
	Message string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Message }

// ErrDuplicate: an application with the same mobile number or e-mail waits.
var ErrDuplicate = errors.New(MsgDuplicate)

// Normalize trims the input and puts the mobile number and e-mail in their
// stored form (digits only, without +86; lower case).
func Normalize(in Input) Input {
	in.Organization = strings.TrimSpace(in.Organization)
	in.Type = strings.ToUpper(strings.TrimSpace(in.Type))
	in.Contact = strings.TrimSpace(in.Contact)
	m := strings.NewReplacer(" ", "", "-", "").Replace(strings.TrimSpace(in.Mobile))
	m = strings.TrimPrefix(strings.TrimPrefix(m, "+86"), "0086")
	in.Mobile = m
	in.Email = strings.ToLower(strings.TrimSpace(in.Email))
	in.Message = strings.TrimSpace(in.Message)
	return in
}

// Validate checks a normalized input, field by field in form order, and
// returns the first broken rule.
func Validate(in Input) *FieldError {
	switch {
	case in.Organization == "":
		return &FieldError{"organization", MsgOrganizationRequired}
	case utf8.RuneCountInString(in.Organization) > 80:
		return &FieldError{"organization", MsgOrganizationLength}
	case partnerapplication.TypeValidator(partnerapplication.Type(in.Type)) != nil:
		return &FieldError{"type", MsgTypeRequired}
	case in.Contact == "":
		return &FieldError{"contact", MsgContactRequired}
	case utf8.RuneCountInString(in.Contact) > 40:
		return &FieldError{"contact", MsgContactLength}
	case in.Mobile == "":
		return &FieldError{"mobile", MsgMobileRequired}
	case !accounts.ValidMobile(in.Mobile):
		return &FieldError{"mobile", MsgMobileFormat}
	case in.Email == "":
		return &FieldError{"email", MsgEmailRequired}
	case len(in.Email) > 120 || !accounts.ValidEmail(in.Email):
		return &FieldError{"email", MsgEmailFormat}
	case utf8.RuneCountInString(in.Message) > MaxMessage:
		return &FieldError{"message", MsgMessageLength}
	}
	return nil
}

// Apply validates and stores an application. It returns a *FieldError for
// bad input and ErrDuplicate when the same mobile number or e-mail has an
// application waiting; nothing is written then. The check and the insert
// run in one transaction.
func Apply(ctx context.Context, client *ent.Client, in Input, clientIP string, now time.Time) (*ent.PartnerApplication, error) {
	in = Normalize(in)
	if fe := Validate(in); fe != nil {
		return nil, fe
	}
	var app *ent.PartnerApplication
	err := db.WithTx(ctx, client, func(ctx context.Context, c *ent.Client) error {
		dup, err := c.PartnerApplication.Query().Where(
			partnerapplication.StatusEQ(partnerapplication.StatusPending),
			partnerapplication.CreatedAtGT(now.Add(-DuplicateWindow)),
			partnerapplication.Or(partnerapplication.Mobile(in.Mobile), partnerapplication.Email(in.Email)),
		).Exist(ctx)
		if err != nil {
			return fmt.Errorf("partner: look for an earlier application: %w", err)
		}
		if dup {
			return ErrDuplicate
		}
		app, err = c.PartnerApplication.Create().SetOrganization(in.Organization).
			SetType(partnerapplication.Type(in.Type)).SetContact(in.Contact).SetMobile(in.Mobile).
			SetEmail(in.Email).SetMessage(in.Message).SetClientIP(clientIP).SetCreatedAt(now.UTC()).Save(ctx)
		if err != nil {
			return fmt.Errorf("partner: save: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return app, nil
}
