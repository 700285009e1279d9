// Package roles is the one list of the operators' roles (issue 24) and the
// rules of holding, granting and revoking them. A member's roles are stored
// on the member (ent/schema/member.go, field roles) as strings: the role's
// name, and for a gallery manager "gallery_manager:<gallery id>".
package roles

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
)

// Name is a role's name.
type Name string

// The roles, one list shared with the refunds issue.
const (
	Admin          Name = "admin"           // grants roles, looks after members
	Editor         Name = "editor"          // publishes content
	Reviewer       Name = "reviewer"        // reviews works for sale
	Arbiter        Name = "arbiter"         // decides refund disputes
	Finance        Name = "finance"         // pays withdrawals
	GalleryManager Name = "gallery_manager" // keeps one gallery's pages
)

// All are the roles in the order the console lists them.
var All = []Name{Admin, Editor, Reviewer, Arbiter, Finance, GalleryManager}

// Labels are the roles as the console shows them.
var Labels = map[Name]string{
	Admin:          "管理员",
	Editor:         "编辑",
	Reviewer:       "审核员",
	Arbiter:        "仲裁员",
	Finance:        "财务",
	GalleryManager: "画廊管理员",
}

// Messages of the refusals.
const (
	MsgForbidden     = "无权进行此操作"
	MsgUnknownRole   = "未知的角色"
	MsgNeedGallery   = "请选择画廊管理员负责的画廊"
	MsgNoGallery     = "画廊不存在"
	MsgNotSelf       = "不能修改自己的角色"
	MsgNoMember      = "会员不存在"
	MsgAlreadyHeld   = "该会员已有此角色"
	MsgNotHeld       = "该会员没有此角色"
	MsgNoMobileMatch = "没有绑定该手机号的会员"
)

// Role is one role a member holds; GalleryID is set for a gallery manager
// only.
type Role struct {
	Name      Name
	GalleryID int
}

// String is the stored form.
func (r Role) String() string {
	if r.Name == GalleryManager {
		return string(GalleryManager) + ":" + strconv.Itoa(r.GalleryID)
	}
	return string(r.Name)
}

// Label is the role as the console shows it.
func (r Role) Label() string { return Labels[r.Name] }

// Parse reads a stored role ("reviewer", "gallery_manager:42").
func Parse(s string) (Role, bool) {
	name, gid, scoped := strings.Cut(s, ":")
	if Name(name) == GalleryManager {
		id, err := strconv.Atoi(gid)
		if !scoped || err != nil || id <= 0 {
			return Role{}, false
		}
		return Role{Name: GalleryManager, GalleryID: id}, true
	}
	if scoped || !slices.Contains(All, Name(name)) {
		return Role{}, false
	}
	return Role{Name: Name(name)}, true
}

// Held are the roles of a member, as stored (unknown strings are left out).
type Held []Role

// FromStrings reads the stored roles.
func FromStrings(ss []string) Held {
	var out Held
	for _, s := range ss {
		if r, ok := Parse(s); ok {
			out = append(out, r)
		}
	}
	return out
}

// Has tells whether any of names is held (a gallery manager of any gallery
// holds GalleryManager).
func (h Held) Has(names ...Name) bool {
	for _, r := range h {
		if slices.Contains(names, r.Name) {
			return true
		}
	}
	return false
}

// Manages tells whether h manages gallery id.
func (h Held) Manages(galleryID int) bool {
	return galleryID > 0 && slices.Contains(h, Role{Name: GalleryManager, GalleryID: galleryID})
}

// Galleries are the ids of the galleries h manages.
func (h Held) Galleries() []int {
	var out []int
	for _, r := range h {
		if r.Name == GalleryManager {
			out = append(out, r.GalleryID)
		}
	}
	return out
}

// Any tells whether the member holds a role at all: the console is theirs.
func (h Held) Any() bool { return len(h) > 0 }

// Of reads the roles of a member (none for an unknown id). It reads past the
// Member policy (which inside GraphQL shows the viewer only): the roles are
// what every operator check starts from.
func Of(ctx context.Context, c *ent.Client, memberID int) (Held, error) {
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldRoles, member.FieldStatus).
		Only(privacy.DecisionContext(ctx, privacy.Allow))
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("roles: read roles of member %d: %w", memberID, err)
	}
	if m.Status != member.StatusActive {
		return nil, nil
	}
	return FromStrings(m.Roles), nil
}

// Require refuses a member who holds none of names; it returns the role
// they act in (the first of names they hold), for the audit log.
func Require(ctx context.Context, c *ent.Client, memberID int, names ...Name) (Name, error) {
	h, err := Of(ctx, c, memberID)
	if err != nil {
		return "", err
	}
	for _, n := range names {
		if h.Has(n) {
			return n, nil
		}
	}
	return "", problem.New(problem.Forbidden, MsgForbidden)
}

// Validate checks a role to grant: a known name, and for a gallery manager
// a gallery that exists.
func Validate(ctx context.Context, c *ent.Client, r Role) (Role, error) {
	if !slices.Contains(All, r.Name) {
		return Role{}, problem.New(problem.Invalid, MsgUnknownRole).OnField("role")
	}
	if r.Name != GalleryManager {
		return Role{Name: r.Name}, nil
	}
	if r.GalleryID <= 0 {
		return Role{}, problem.New(problem.Invalid, MsgNeedGallery).OnField("galleryID")
	}
	ok, err := c.Gallery.Query().Where(gallery.ID(r.GalleryID)).Exist(ctx)
	if err != nil {
		return Role{}, fmt.Errorf("roles: find gallery %d: %w", r.GalleryID, err)
	}
	if !ok {
		return Role{}, problem.New(problem.Invalid, MsgNoGallery).OnField("galleryID")
	}
	return r, nil
}

// Grant gives role to the member target, on behalf of the admin who (never
// to themselves), and records it in the audit log. Granting a role already
// held is refused (nothing changes, no entry).
func Grant(ctx context.Context, c *ent.Client, who audit.Actor, target int, role Role) (*ent.Member, error) {
	return change(ctx, c, who, target, role, true)
}

// Revoke takes role from the member target, on behalf of the admin who
// (never from themselves), and records it in the audit log.
func Revoke(ctx context.Context, c *ent.Client, who audit.Actor, target int, role Role) (*ent.Member, error) {
	return change(ctx, c, who, target, role, false)
}

func change(ctx context.Context, c *ent.Client, who audit.Actor, target int, role Role, grant bool) (*ent.Member, error) {
	if who.ID != 0 {
		if _, err := Require(ctx, c, who.ID, Admin); err != nil {
			return nil, err
		}
		who.Role = string(Admin)
		if who.ID == target {
			return nil, problem.New(problem.Forbidden, MsgNotSelf)
		}
	}
	role, err := Validate(ctx, c, role)
	if err != nil {
		return nil, err
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow) // the target is another member
	var out *ent.Member
	lock := func(ctx context.Context, c *ent.Client) error {
		m, err := c.Member.Query().Where(member.ID(target)).Modify(db.ForUpdate).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNoMember).OnField("memberID")
		}
		out = m
		return err
	}
	err = db.WithLock(ctx, c, lock, func(ctx context.Context, c *ent.Client) error {
		before := slices.Clone(out.Roles)
		held := slices.Contains(before, role.String())
		var after []string
		switch {
		case grant && held:
			return problem.New(problem.Conflict, MsgAlreadyHeld).OnField("role")
		case !grant && !held:
			return problem.New(problem.Conflict, MsgNotHeld).OnField("role")
		case grant:
			after = append(slices.Clone(before), role.String())
		default:
			after = slices.DeleteFunc(slices.Clone(before), func(s string) bool { return s == role.String() })
		}
		m, err := c.Member.UpdateOneID(target).SetRoles(after).Save(ctx)
		if err != nil {
			return fmt.Errorf("roles: save roles of member %d: %w", target, err)
		}
		out = m
		action := audit.ActionRoleRevoke
		if grant {
			action = audit.ActionRoleGrant
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: action, TargetType: audit.TargetMember, TargetID: target,
			Changes: map[string][2]any{"roles": {orEmpty(before), orEmpty(after)}}})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Add gives role to the member target inside the caller's transaction c,
// under the member's row lock, writing no audit entry of its own: for an
// action that grants a role as one of its effects (approving a partner
// application makes the applicant its gallery's manager) and records the
// whole in its own entry. A role already held stays (before == after).
func Add(ctx context.Context, c *ent.Client, target int, role Role) (before, after []string, err error) {
	if role, err = Validate(ctx, c, role); err != nil {
		return nil, nil, err
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	m, err := c.Member.Query().Where(member.ID(target)).Modify(db.ForUpdate).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil, problem.New(problem.NotFound, MsgNoMember)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("roles: lock member %d: %w", target, err)
	}
	before = orEmpty(slices.Clone(m.Roles))
	if slices.Contains(before, role.String()) {
		return before, before, nil
	}
	after = append(slices.Clone(before), role.String())
	if err := c.Member.UpdateOneID(target).SetRoles(after).Exec(ctx); err != nil {
		return nil, nil, fmt.Errorf("roles: save roles of member %d: %w", target, err)
	}
	return before, after, nil
}

func orEmpty(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

// GrantByMobile is `artmarket grant-role`: the command line gives a role to
// the member with that bound mobile number (how the first admin comes to
// be). The audit log names the command line as actor 0.
func GrantByMobile(ctx context.Context, c *ent.Client, mobile string, role Role) (*ent.Member, error) {
	m, err := c.Member.Query().Where(member.Mobile(strings.TrimPrefix(strings.TrimSpace(mobile), "+86"))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNoMobileMatch)
	}
	if err != nil {
		return nil, fmt.Errorf("roles: find member by mobile: %w", err)
	}
	out, err := Grant(ctx, c, audit.Actor{Role: "command-line"}, m.ID, role)
	if p := problem.As(err); p != nil && p.Message == MsgAlreadyHeld {
		return m, nil
	}
	return out, err
}
