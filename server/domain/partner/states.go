package partner

import "artmarket/ent/partnerapplication"

// Decision is what an admin does with an application in the console.
type Decision string

// The decisions.
const (
	Approve Decision = "APPROVE" // the gallery workspace opens: the applicant manages the gallery
	Reject  Decision = "REJECT"  // with a reason
)

// DecisionLabels are the buttons' words.
var DecisionLabels = map[Decision]string{Approve: "通过并开通画廊空间", Reject: "拒绝"}

// StatusLabels are the statuses as the console shows them.
var StatusLabels = map[partnerapplication.Status]string{
	partnerapplication.StatusPending:   "待处理",
	partnerapplication.StatusContacted: "已联系",
	partnerapplication.StatusApproved:  "已通过",
	partnerapplication.StatusRejected:  "已拒绝",
}

// transitions is the whole state machine of an application: every allowed
// move, in one place. What is not listed is refused.
var transitions = map[partnerapplication.Status]map[Decision]partnerapplication.Status{
	partnerapplication.StatusPending:   {Approve: partnerapplication.StatusApproved, Reject: partnerapplication.StatusRejected},
	partnerapplication.StatusContacted: {Approve: partnerapplication.StatusApproved, Reject: partnerapplication.StatusRejected},
	partnerapplication.StatusApproved:  {},
	partnerapplication.StatusRejected:  {},
}

// Next is the status d moves from to; ok is false when the move is not
// allowed.
func Next(from partnerapplication.Status, d Decision) (to partnerapplication.Status, ok bool) {
	to, ok = transitions[from][d]
	return to, ok
}

// Allowed are the decisions open on an application in status st, in the
// buttons' order.
func Allowed(st partnerapplication.Status) []Decision {
	var out []Decision
	for _, d := range []Decision{Approve, Reject} {
		if _, ok := Next(st, d); ok {
			out = append(out, d)
		}
	}
	return out
}

// OpenStatuses are the statuses an admin may still decide on.
var OpenStatuses = []partnerapplication.Status{partnerapplication.StatusPending, partnerapplication.StatusContacted}

// TypeLabels are the kinds of organisation as the partner form names them.
var TypeLabels = map[partnerapplication.Type]string{
	partnerapplication.TypeGallery:     "画廊",
	partnerapplication.TypeInstitution: "美术馆 / 艺术机构",
	partnerapplication.TypeStudio:      "艺术家工作室",
	partnerapplication.TypeBrand:       "艺术衍生品品牌",
	partnerapplication.TypeOther:       "其他",
}
