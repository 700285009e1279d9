package ops

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/auditentry"
	"artmarket/ent/member"
	"artmarket/ent/predicate"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/session"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// Messages of the members' page.
const (
	MsgQueryEmpty     = "请输入手机号、邮箱、用户名或会员编号"
	MsgQueryTooLong   = "搜索内容不能超过 100 个字"
	MsgReasonEmpty    = "请填写禁用原因"
	MsgReasonShort    = "禁用原因至少 2 个字"
	MsgReasonTooLong  = "禁用原因不能超过 200 个字"
	MsgNoMember       = roles.MsgNoMember
	MsgNotSelf        = "不能禁用或启用自己的账号"
	MsgAlreadyOff     = "该会员已被禁用"
	MsgNotDisabled    = "该会员未被禁用"
	MsgErased         = "该账号已注销，不能启用"
	MsgNotSelfErase   = "不能处理自己的注销申请"
	ReasonMinRunes    = 2
	ReasonMaxRunes    = 200
	QueryMaxRunes     = 100
	searchLimit       = 20
	memberStatusField = "status"
)

// StatusLabels are the member states as the console shows them.
var StatusLabels = map[member.Status]string{
	member.StatusActive:   "正常",
	member.StatusLocked:   "已锁定",
	member.StatusDisabled: "已禁用",
}

// MemberAction is what an admin may do to a member.
type MemberAction string

// The actions, and their table: which a member's status allows.
const (
	Disable MemberAction = "DISABLE"
	Enable  MemberAction = "ENABLE"
	Erase   MemberAction = "ERASE" // a deletion request whose cooling-off period is over
)

// ActionLabels are the buttons' words.
var ActionLabels = map[MemberAction]string{Disable: "禁用", Enable: "启用", Erase: "处理注销申请"}

var memberMoves = map[member.Status][]MemberAction{
	member.StatusActive:   {Disable},
	member.StatusLocked:   {Disable},
	member.StatusDisabled: {Enable},
}

// AllowedActions are what an admin may do to m now (nothing to an erased
// account, nor to themselves): the status's moves, and Erase when m's
// deletion request is due (its cooling-off period is over).
func AllowedActions(adminID int, m *ent.Member, erased, due bool) []MemberAction {
	if m.ID == adminID || erased {
		return nil
	}
	out := memberMoves[m.Status]
	if due {
		out = append(slices.Clip(out), Erase)
	}
	return out
}

// all reads past the policies (the Member policy shows the viewer only):
// every function here checks the admin role first.
func all(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

var digits = regexp.MustCompile(`^\d{1,20}$`)

// Search finds members by mobile (exact), e-mail (exact), id or short
// number, or a part of the username; at most 20.
func Search(ctx context.Context, c *ent.Client, adminID int, query string) ([]*ent.Member, error) {
	if _, err := roles.Require(ctx, c, adminID, roles.Admin); err != nil {
		return nil, err
	}
	q := strings.TrimSpace(query)
	switch {
	case q == "":
		return nil, problem.New(problem.Invalid, MsgQueryEmpty).OnField("query")
	case utf8.RuneCountInString(q) > QueryMaxRunes:
		return nil, problem.New(problem.Invalid, MsgQueryTooLong).OnField("query")
	}
	p := []predicate.Member{member.UsernameContainsFold(q)}
	if strings.Contains(q, "@") {
		p = append(p, member.Email(strings.ToLower(q)))
	}
	if mob := strings.TrimPrefix(q, "+86"); digits.MatchString(mob) {
		p = append(p, member.Mobile(mob))
		if n, err := strconv.Atoi(q); err == nil {
			if id, ok := memberID(n); ok {
				p = append(p, member.ID(id))
			}
		}
	}
	out, err := c.Member.Query().Where(member.Or(p...)).Order(ent.Asc(member.FieldID)).Limit(searchLimit).All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("ops: search members: %w", err)
	}
	return out, nil
}

// memberID reads an id or a short number as a member's id.
func memberID(n int) (int, bool) {
	if n > 0 && n < 1<<32 {
		return nodeid.ID(nodeid.Member, n)
	}
	if t, err := nodeid.Type(n); err == nil && t == member.Table {
		return n, true
	}
	return 0, false
}

// Member reads one member for the admin's page; a refusal NotFound when
// there is none.
func Member(ctx context.Context, c *ent.Client, adminID, id int) (*ent.Member, error) {
	if _, err := roles.Require(ctx, c, adminID, roles.Admin); err != nil {
		return nil, err
	}
	mid, ok := memberID(id)
	if !ok {
		return nil, problem.New(problem.NotFound, MsgNoMember)
	}
	m, err := c.Member.Get(all(ctx), mid)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNoMember)
	}
	if err != nil {
		return nil, fmt.Errorf("ops: read member %d: %w", mid, err)
	}
	return m, nil
}

// Details are what the member's page shows beside the member row.
type Details struct {
	Sessions       []*ent.Session
	Works          []*ent.Work
	Deletion       *ent.AccountDeletion
	DisabledReason string
}

// Erased tells whether the account was erased (it can never be enabled).
func (d Details) Erased() bool {
	return d.Deletion != nil && d.Deletion.State == accountdeletion.StateErased
}

// DetailsOf reads the member's devices, works, deletion request and the
// reason of their disablement. The caller read m through Member.
func DetailsOf(ctx context.Context, c *ent.Client, m *ent.Member) (Details, error) {
	ctx = all(ctx)
	var d Details
	var err error
	if d.Sessions, err = m.QuerySessions().Order(ent.Desc(session.FieldLastUsedAt)).Limit(50).All(ctx); err != nil {
		return d, fmt.Errorf("ops: sessions of member %d: %w", m.ID, err)
	}
	if d.Works, err = m.QueryWorks().Order(ent.Desc("id")).Limit(50).All(ctx); err != nil {
		return d, fmt.Errorf("ops: works of member %d: %w", m.ID, err)
	}
	d.Deletion, err = m.QueryAccountDeletion().Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return d, fmt.Errorf("ops: deletion of member %d: %w", m.ID, err)
	}
	if m.Status == member.StatusDisabled {
		e, err := c.AuditEntry.Query().Where(auditentry.Action(audit.ActionMemberDisable), auditentry.TargetType(audit.TargetMember),
			auditentry.TargetID(m.ID)).Order(ent.Desc(auditentry.FieldID)).First(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return d, fmt.Errorf("ops: disablement of member %d: %w", m.ID, err)
		}
		if e != nil {
			d.DisabledReason = e.Reason
		}
	}
	return d, nil
}

// CheckReason is the rule of a disablement's reason (the client shows it
// before sending).
func CheckReason(reason string) (string, error) {
	r := strings.TrimSpace(reason)
	switch n := utf8.RuneCountInString(r); {
	case n == 0:
		return "", problem.New(problem.Invalid, MsgReasonEmpty).OnField("reason")
	case n < ReasonMinRunes:
		return "", problem.New(problem.Invalid, MsgReasonShort).OnField("reason")
	case n > ReasonMaxRunes:
		return "", problem.New(problem.Invalid, MsgReasonTooLong).OnField("reason")
	}
	return r, nil
}

// SetDisabled disables (with a reason) or enables the member id on behalf
// of the admin who: disabling ends every session of the member at once (the
// next request of any of their devices is a visitor's) and sign-in answers
// 账号已被禁用. The status moves by the table above, under the member's row
// lock, and the audit log records it in the same transaction.
func SetDisabled(ctx context.Context, c *ent.Client, who audit.Actor, id int, disable bool, reason string) (*ent.Member, error) {
	if _, err := roles.Require(ctx, c, who.ID, roles.Admin); err != nil {
		return nil, err
	}
	who.Role = string(roles.Admin)
	if disable {
		var err error
		if reason, err = CheckReason(reason); err != nil {
			return nil, err
		}
	}
	mid, ok := memberID(id)
	if !ok {
		return nil, problem.New(problem.NotFound, MsgNoMember).OnField("memberID")
	}
	if mid == who.ID {
		return nil, problem.New(problem.Forbidden, MsgNotSelf).OnField("memberID")
	}
	ctx = all(ctx)
	var m *ent.Member
	lock := func(ctx context.Context, c *ent.Client) error {
		var err error
		m, err = c.Member.Query().Where(member.ID(mid)).Modify(db.ForUpdate).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNoMember).OnField("memberID")
		}
		return err
	}
	err := db.WithLock(ctx, c, lock, func(ctx context.Context, c *ent.Client) error {
		erased, err := c.AccountDeletion.Query().Where(accountdeletion.HasMemberWith(member.ID(mid)),
			accountdeletion.StateEQ(accountdeletion.StateErased)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("ops: deletion of member %d: %w", mid, err)
		}
		want, action, refusal := Disable, audit.ActionMemberDisable, MsgAlreadyOff
		if !disable {
			want, action, refusal = Enable, audit.ActionMemberEnable, MsgNotDisabled
		}
		if erased {
			return problem.New(problem.Conflict, MsgErased)
		}
		allowed := false
		for _, a := range AllowedActions(who.ID, m, erased, false) {
			allowed = allowed || a == want
		}
		if !allowed {
			return problem.New(problem.Conflict, refusal)
		}
		before := m.Status
		u := c.Member.UpdateOneID(mid)
		if disable {
			u.SetStatus(member.StatusDisabled)
		} else {
			u.SetStatus(member.StatusActive).SetFailedLogins(0).ClearFailedAt().ClearLockedUntil()
		}
		if m, err = u.Save(ctx); err != nil {
			return fmt.Errorf("ops: set status of member %d: %w", mid, err)
		}
		if disable {
			if _, err := c.Session.Delete().Where(session.HasMemberWith(member.ID(mid))).Exec(ctx); err != nil {
				return fmt.Errorf("ops: end sessions of member %d: %w", mid, err)
			}
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: action, TargetType: audit.TargetMember, TargetID: mid,
			Changes: map[string][2]any{memberStatusField: {string(before), string(m.Status)}}, Reason: reason})
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// AuditLog is a page of the audit log for an admin: entries matching f,
// older than the entry before (0: from the newest), at most first (50 when
// 0, at most 100); more tells whether older ones follow.
func AuditLog(ctx context.Context, c *ent.Client, adminID int, f audit.Filter, first, before int) (es []*ent.AuditEntry, more bool, err error) {
	if _, err := roles.Require(ctx, c, adminID, roles.Admin); err != nil {
		return nil, false, err
	}
	if f.ActorID != 0 {
		if id, ok := memberID(f.ActorID); ok {
			f.ActorID = id
		}
	}
	if f.TargetID != 0 && (f.TargetType == "" || f.TargetType == audit.TargetMember) {
		if id, ok := memberID(f.TargetID); ok && nodeid.Number(f.TargetID) == f.TargetID {
			f.TargetID = id
		}
	}
	q, ctx, err := audit.Search(ctx, c, f)
	if err != nil {
		return nil, false, err
	}
	switch {
	case first <= 0:
		first = 50
	case first > 100:
		first = 100
	}
	if before > 0 {
		q.Where(auditentry.IDLT(before))
	}
	es, err = q.Order(ent.Desc(auditentry.FieldID)).Limit(first + 1).All(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("ops: read the audit log: %w", err)
	}
	if len(es) > first {
		return es[:first], true, nil
	}
	return es, false, nil
}
