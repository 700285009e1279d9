package authapi

import (
	"artmarket/server/web/api"
)

// Messages of the handlers' own checks (the account forms' are
// accounts').
const (
	msgSettingsInvalid = "设置内容格式错误"
	msgSettingsTooBig  = "设置内容过多"
)

// invalid is a 422 answer with a message for the person.
func invalid(msg string) error { return api.NewError(api.CodeValidation, msg) }
