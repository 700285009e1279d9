package problem

import "fmt"

// MsgBadFormat is the answer to a request whose shape is wrong before any
// rule is checked: malformed JSON, a value of the wrong type, a required
// field missing. The REST shim (its body decoder) and GraphQL (variables and
// input literals) word these the same way, from here.
const MsgBadFormat = "请求格式错误"

// A Fault is what is wrong with one field of a malformed request.
type Fault int

// The faults.
const (
	WrongType    Fault = iota // a number where text is expected, an object for a string…
	Missing                   // a required field is not there
	Null                      // a required field is null
	Unknown                   // a field the request type does not have
	InvalidValue              // the right type but not one of the allowed values (an enum's)
)

// BadFormat returns the message for a malformed request, naming the field
// when it is known ("" leaves it out): 请求格式错误：字段 age 类型错误.
func BadFormat(f Fault, field string) string {
	if field == "" {
		return MsgBadFormat
	}
	var what string
	switch f {
	case Missing:
		what = fmt.Sprintf("缺少必填字段 %s", field)
	case Null:
		what = fmt.Sprintf("字段 %s 不能为空", field)
	case Unknown:
		what = fmt.Sprintf("未知字段 %s", field)
	case InvalidValue:
		what = fmt.Sprintf("字段 %s 取值无效", field)
	default:
		what = fmt.Sprintf("字段 %s 类型错误", field)
	}
	return MsgBadFormat + "：" + what
}
