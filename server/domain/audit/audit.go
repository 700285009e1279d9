// Package audit is the operations console's audit log (issue 24): every
// operator action appends one entry (who, in which role, what, to which
// record, the fields it changed before and after, from which address, when).
// The table is append-only (ent/schema/auditentry.go refuses every update
// and delete); this package appends and reads, and its Purger deletes the
// entries past Retention (the one delete the schema allows).
package audit

import (
	"context"
	"fmt"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/privacy"
	"artmarket/server/domain/problem"
)

// Retention is how long an entry is kept, and why (written where account
// erasure lists what it keeps: an erased member's entries stay, naming them
// by id only).
const (
	Retention       = 3 * 365 * 24 * time.Hour
	RetentionReason = "the operations audit log: who among the operators did what to which record, kept three years " +
		"(电子商务法 §31 keeps transaction records three years; 网络安全法 §21 keeps network logs at least six months) " +
		"so a disputed review, role change or disablement can be traced; entries name members by id only and mask " +
		"personal fields, so an erased member leaves no personal data in it"
)

// The actions the log records (Entry.Action).
const (
	ActionWorkApprove      = "work.approve"
	ActionWorkReject       = "work.reject"
	ActionRoleGrant        = "role.grant"
	ActionRoleRevoke       = "role.revoke"
	ActionMemberDisable    = "member.disable"
	ActionMemberEnable     = "member.enable"
	ActionMemberErase      = "member.erase"
	ActionPartnerApprove   = "partner.approve"
	ActionPartnerReject    = "partner.reject"
	ActionGalleryUpdate    = "gallery.update"
	ActionWithdrawalPay    = "withdrawal.pay"
	ActionWithdrawalReject = "withdrawal.reject"
	ActionRefundGrant      = "refund.grant"
	ActionRefundDeny       = "refund.deny"
	ActionRefundSettle     = "refund.settle"
	// The platform's answers as the seller of its own goods.
	ActionRefundAgree         = "refund.agree"
	ActionRefundRefuse        = "refund.refuse"
	ActionRefundConfirmReturn = "refund.confirm_return"
	ActionOrderShip           = "order.ship"
	ActionReconcileRun        = "reconcile.run"
)

// ActionLabels are the actions as the console shows them.
var ActionLabels = map[string]string{
	ActionWorkApprove:         "审核通过作品",
	ActionWorkReject:          "驳回作品",
	ActionRoleGrant:           "授予角色",
	ActionRoleRevoke:          "撤销角色",
	ActionMemberDisable:       "禁用会员",
	ActionMemberEnable:        "启用会员",
	ActionMemberErase:         "处理注销申请",
	ActionPartnerApprove:      "通过合作申请",
	ActionPartnerReject:       "拒绝合作申请",
	ActionGalleryUpdate:       "编辑画廊资料",
	ActionWithdrawalPay:       "提现打款",
	ActionWithdrawalReject:    "驳回提现",
	ActionRefundGrant:         "裁定退款",
	ActionRefundDeny:          "裁定不退款",
	ActionRefundSettle:        "登记线下退款",
	ActionRefundAgree:         "平台同意退款",
	ActionRefundRefuse:        "平台拒绝退款",
	ActionRefundConfirmReturn: "平台确认收到退货",
	ActionOrderShip:           "平台发货",
	ActionReconcileRun:        "运行对账",
}

// The kinds of target (Entry.TargetType).
const (
	TargetMember      = "member"
	TargetWork        = "work"
	TargetApplication = "partner_application"
	TargetGallery     = "gallery"
	TargetWithdrawal  = "withdrawal"
	TargetRefund      = "refund"
	TargetOrder       = "order"
	TargetReconDay    = "recon_day"
)

// Actor is who acts: a member in one of their roles, from an address.
// ID 0 is the command line (`artmarket grant-role`).
type Actor struct {
	ID   int
	Role string
	IP   string
}

// Entry is one action to record. Changes maps a field to [before, after];
// personal fields are masked by the caller (Mask), members named by id.
type Entry struct {
	Action     string
	TargetType string
	TargetID   int
	Changes    map[string][2]any
	Reason     string
}

// Append writes one entry with c (the action's own transaction, so an
// action that rolls back leaves no entry, and an entry that cannot be
// written rolls the action back).
func Append(ctx context.Context, c *ent.Client, who Actor, e Entry) error {
	if _, ok := ActionLabels[e.Action]; !ok {
		return fmt.Errorf("audit: unknown action %q", e.Action)
	}
	err := c.AuditEntry.Create().
		SetActorID(who.ID).
		SetActorRole(who.Role).
		SetAction(e.Action).
		SetTargetType(e.TargetType).
		SetTargetID(e.TargetID).
		SetChanges(e.Changes).
		SetReason(truncate(e.Reason, 200)).
		SetClientIP(truncate(who.IP, 64)).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("audit: append %s of %s %d: %w", e.Action, e.TargetType, e.TargetID, err)
	}
	return nil
}

// Mask hides a personal value in an entry's changes: its first and last
// characters stay (138****8000, a***@example.com), so an operator can tell
// two apart without the log holding the value.
func Mask(s string) string {
	r := []rune(s)
	if at := strings.LastIndexByte(s, '@'); at > 0 {
		return string(r[0]) + "***" + s[at:]
	}
	switch {
	case len(r) == 0:
		return ""
	case len(r) == 11:
		return string(r[:3]) + "****" + string(r[7:])
	case len(r) <= 2:
		return strings.Repeat("*", len(r))
	}
	return string(r[0]) + strings.Repeat("*", len(r)-2) + string(r[len(r)-1])
}

func truncate(s string, runes int) string {
	r := []rune(s)
	if len(r) > runes {
		return string(r[:runes])
	}
	return s
}

// Filter is a search of the log; zero fields match everything.
type Filter struct {
	ActorID    int
	TargetType string
	TargetID   int
	From, To   time.Time // [From, To), UTC
}

// MsgBadRange refuses a search whose end is before its start.
const MsgBadRange = "结束时间不能早于开始时间"

// Search is the query of the entries that match f, newest first. The caller
// checked the role: the query reads past the policy that keeps the log out of
// every other GraphQL path.
func Search(ctx context.Context, c *ent.Client, f Filter) (*ent.AuditEntryQuery, context.Context, error) {
	if !f.From.IsZero() && !f.To.IsZero() && f.To.Before(f.From) {
		return nil, ctx, problem.New(problem.Invalid, MsgBadRange).OnField("to")
	}
	q := c.AuditEntry.Query()
	if f.ActorID != 0 {
		q.Where(auditentry.ActorID(f.ActorID))
	}
	if f.TargetType != "" {
		q.Where(auditentry.TargetType(f.TargetType))
	}
	if f.TargetID != 0 {
		q.Where(auditentry.TargetID(f.TargetID))
	}
	if !f.From.IsZero() {
		q.Where(auditentry.CreatedAtGTE(f.From.UTC()))
	}
	if !f.To.IsZero() {
		q.Where(auditentry.CreatedAtLT(f.To.UTC()))
	}
	return q, privacy.DecisionContext(ctx, privacy.Allow), nil
}
