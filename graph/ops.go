package graph

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/gallery"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/model"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/member/devices"
	"artmarket/server/domain/ops"
	"artmarket/server/domain/partner"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/domain/selling"

	"github.com/vektah/gqlparser/v2/gqlerror"
)

// The console's GraphQL shapes of the ops domain's values: translation only.

func opsRole(n roles.Name) model.OpsRole { return model.OpsRole(strings.ToUpper(string(n))) }

func roleOf(in model.RoleInput) roles.Role {
	r := roles.Role{Name: roles.Name(strings.ToLower(string(in.Role)))}
	if in.GalleryID != nil {
		r.GalleryID = *in.GalleryID
	}
	return r
}

// actor is the signed-in operator of a console mutation, for the audit log.
func actor(ctx context.Context, m *ent.Member) audit.Actor {
	return audit.Actor{ID: m.ID, IP: clientIP(ctx)}
}

func roleGrants(ctx context.Context, c *ent.Client, h roles.Held) ([]*model.RoleGrant, error) {
	out := make([]*model.RoleGrant, 0, len(h))
	for _, r := range h {
		g := &model.RoleGrant{Role: opsRole(r.Name), Label: r.Label()}
		if r.Name == roles.GalleryManager {
			id := r.GalleryID
			g.GalleryID = &id
			name, err := c.Gallery.Query().Where(gallery.ID(id)).Select(gallery.FieldName).String(privacy.DecisionContext(ctx, privacy.Allow))
			if err != nil && !ent.IsNotFound(err) {
				return nil, err
			}
			g.GalleryName = &name
		}
		out = append(out, g)
	}
	return out, nil
}

func consoleModel(ctx context.Context, c *ent.Client, v *ops.Console) (*model.Console, error) {
	rs, err := roleGrants(ctx, c, v.Roles)
	if err != nil {
		return nil, err
	}
	out := &model.Console{Roles: rs, Sections: []*model.ConsoleSectionItem{}, Queues: []*model.ConsoleQueue{}}
	for _, s := range v.Sections {
		out.Sections = append(out.Sections, &model.ConsoleSectionItem{Section: model.ConsoleSection(s.Section), Label: s.Label})
	}
	for _, q := range v.Queues {
		cq := &model.ConsoleQueue{Kind: model.ConsoleQueueKind(q.Kind), Label: q.Label, Count: q.Count}
		if q.Section != "" {
			s := model.ConsoleSection(q.Section)
			cq.Section = &s
		}
		out.Queues = append(out.Queues, cq)
	}
	return out, nil
}

var deletionLabels = map[accountdeletion.State]string{
	accountdeletion.StatePending: "冷静期中", accountdeletion.StateCancelled: "已撤销", accountdeletion.StateErased: "已注销",
}

// opsMembers are ms as an admin sees them.
func (r *Resolver) opsMembers(ctx context.Context, adminID int, ms []*ent.Member) ([]*model.OpsMember, error) {
	out := make([]*model.OpsMember, 0, len(ms))
	for _, m := range ms {
		om, err := r.opsMember(ctx, adminID, m)
		if err != nil {
			return nil, err
		}
		out = append(out, om)
	}
	return out, nil
}

func (r *Resolver) opsMember(ctx context.Context, adminID int, m *ent.Member) (*model.OpsMember, error) {
	c := r.client(ctx)
	d, err := ops.DetailsOf(ctx, c, m)
	if err != nil {
		return nil, err
	}
	rs, err := roleGrants(ctx, c, roles.FromStrings(m.Roles))
	if err != nil {
		return nil, err
	}
	out := &model.OpsMember{
		ID: m.ID, Number: nodeid.Number(m.ID), Username: m.Username, Nickname: m.Nickname,
		Status: model.OpsMemberStatus(strings.ToUpper(string(m.Status))), StatusLabel: ops.StatusLabels[m.Status],
		CreatedAt: m.CreatedAt, Roles: rs,
		Devices: []*model.OpsDevice{}, Works: []*model.OpsMemberWork{}, AllowedActions: []*model.OpsMemberActionItem{},
	}
	if m.Mobile != nil && *m.Mobile != "" {
		s := audit.Mask(*m.Mobile)
		out.MaskedMobile = &s
	}
	if m.Email != nil && *m.Email != "" {
		s := audit.Mask(*m.Email)
		out.MaskedEmail = &s
	}
	if d.DisabledReason != "" {
		out.DisabledReason = &d.DisabledReason
	}
	for _, s := range d.Sessions {
		out.Devices = append(out.Devices, &model.OpsDevice{Device: devices.Describe(s.UserAgent), Location: devices.Location(s.IP),
			SignedInAt: s.CreatedAt, LastUsedAt: s.LastUsedAt})
	}
	for _, w := range d.Works {
		out.Works = append(out.Works, &model.OpsMemberWork{Number: nodeid.Number(w.ID), Title: w.Title,
			StateLabel: selling.StateName(selling.State(w.State))})
	}
	due := r.Deletion != nil && r.Deletion.Due(d.Deletion)
	if d.Deletion != nil {
		out.Deletion = &model.OpsDeletion{StateLabel: deletionLabels[d.Deletion.State], RequestedAt: d.Deletion.RequestedAt,
			EraseAt: d.Deletion.EraseAt, Due: due}
	}
	for _, a := range ops.AllowedActions(adminID, m, d.Erased(), due) {
		out.AllowedActions = append(out.AllowedActions, &model.OpsMemberActionItem{Action: model.OpsMemberAction(a), Label: ops.ActionLabels[a]})
	}
	return out, nil
}

// opsMemberPayload answers a console member mutation.
func (r *Resolver) opsMemberPayload(ctx context.Context, adminID int, m *ent.Member, err error) (*model.OpsMemberPayload, error) {
	if err != nil {
		ue, err := userErrors(err)
		return &model.OpsMemberPayload{UserErrors: ue}, err
	}
	om, err := r.opsMember(ctx, adminID, m)
	if err != nil {
		return nil, err
	}
	return &model.OpsMemberPayload{UserErrors: []*model.UserError{}, Member: om}, nil
}

func auditEntry(e *ent.AuditEntry) *model.OpsAuditEntry {
	out := &model.OpsAuditEntry{ID: e.ID, At: e.CreatedAt, ActorID: e.ActorID, ActorRole: e.ActorRole, Action: e.Action,
		ActionLabel: audit.ActionLabels[e.Action], TargetType: e.TargetType, TargetID: e.TargetID, Reason: e.Reason,
		ClientIP: e.ClientIP, Changes: []*model.AuditChange{}}
	fields := make([]string, 0, len(e.Changes))
	for f := range e.Changes {
		fields = append(fields, f)
	}
	slices.Sort(fields)
	for _, f := range fields {
		ba := e.Changes[f]
		before, _ := json.Marshal(ba[0])
		after, _ := json.Marshal(ba[1])
		out.Changes = append(out.Changes, &model.AuditChange{Field: f, Before: string(before), After: string(after)})
	}
	return out
}

// queryRefusal answers a console query's refusal: a member without the role
// reads null (or an empty list), as for a record that does not exist; bad
// input is a GraphQL error with the Chinese message and its field.
func queryRefusal(err error) error {
	p := problem.Of(err)
	switch {
	case p == nil:
		return err
	case p.Kind == problem.Forbidden || p.Kind == problem.NotFound:
		return nil
	}
	ext := map[string]any{"code": "BAD_USER_INPUT"}
	if p.Field != "" {
		ext["field"] = p.Field
	}
	return &gqlerror.Error{Message: p.Message, Extensions: ext}
}

func orZero[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func partnerApplication(a *ent.PartnerApplication) *model.OpsPartnerApplication {
	out := &model.OpsPartnerApplication{ID: a.ID, Organization: a.Organization, TypeLabel: partner.TypeLabels[a.Type], Contact: a.Contact,
		MaskedMobile: audit.Mask(a.Mobile), MaskedEmail: audit.Mask(a.Email), Message: a.Message,
		Status: model.PartnerApplicationStatus(a.Status), StatusLabel: partner.StatusLabels[a.Status], CreatedAt: a.CreatedAt,
		AllowedDecisions: []*model.PartnerApplicationDecisionItem{}}
	for _, d := range partner.Allowed(a.Status) {
		out.AllowedDecisions = append(out.AllowedDecisions, &model.PartnerApplicationDecisionItem{Decision: model.PartnerApplicationDecision(d),
			Label: partner.DecisionLabels[d]})
	}
	return out
}
