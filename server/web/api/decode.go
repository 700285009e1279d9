package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"artmarket/server/domain/problem"
)

// Decode reads the request body as one JSON value into v (a pointer).
// Failures come back as *Error, ready to return from a handler:
//
//   - Content-Type not application/json (or another +json type): 415;
//   - a body over the route's limit: 413 "请求内容过大";
//   - an empty body, malformed JSON, trailing data after the value or a value
//     of the wrong type: 422 "请求格式错误" (naming the field for a type
//     mismatch).
//
// Unknown fields are ignored, so an older server accepts a newer client.
// A nil or non-pointer v is a programming error: Decode then returns a plain
// error, answered as 500.
func Decode(r *http.Request, v any) error {
	ct := r.Header.Get("Content-Type")
	mt, _, err := mime.ParseMediaType(ct)
	if ct == "" || err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return NewError(CodeUnsupportedMediaType, MsgUnsupportedType)
	}
	if r.Body == nil || r.Body == http.NoBody {
		return NewError(CodeValidation, MsgBadFormat)
	}
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	// Exactly one value: anything but white space after it is an error.
	var extra json.RawMessage
	switch err := dec.Decode(&extra); {
	case errors.Is(err, io.EOF):
		return nil
	case err == nil:
		return NewError(CodeValidation, MsgBadFormat)
	default:
		return decodeError(err)
	}
}

func decodeError(err error) error {
	var (
		mbe  *http.MaxBytesError
		ute  *json.UnmarshalTypeError
		iue  *json.InvalidUnmarshalError
		code = CodeValidation
		msg  = MsgBadFormat
	)
	switch {
	case errors.As(err, &mbe):
		code, msg = CodeTooLarge, MsgTooLarge
	case errors.As(err, &iue):
		return fmt.Errorf("api: decode request body: %w", err)
	case errors.As(err, &ute) && ute.Field != "":
		msg = problem.BadFormat(problem.WrongType, ute.Field)
	}
	return NewError(code, msg).WithCause(fmt.Errorf("decode request body: %w", err))
}
