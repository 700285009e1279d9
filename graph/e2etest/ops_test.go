package e2etest_test

// The operations console, proven from the schema: every field marked
// @operator (graph/ops.graphql) is called by each role, a plain member and a
// visitor, and answers only the roles the directive names (the
// authorization matrix); every operator mutation that succeeds writes
// exactly one audit entry, and a refused one writes none. A new operator
// field fails TestOperatorMatrix until it has a case in operatorCalls.

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/auditentry"
	"artmarket/ent/member"
)

// operatorFields are the fields marked @operator on typ, with their roles.
func operatorFields(typ string) map[string][]string {
	out := map[string][]string{}
	for _, f := range fieldsOf(typ) {
		d := f.Directives.ForName("operator")
		if d == nil {
			continue
		}
		var rs []string
		for _, c := range d.Arguments.ForName("roles").Value.Children {
			rs = append(rs, strings.ToLower(c.Value.Raw))
		}
		out[f.Name] = rs
	}
	return out
}

// principal is one caller of the matrix: a role's holder, a plain member, a visitor.
type principal struct {
	name  string
	roles []string
	login login
}

// opCall is how the matrix calls one operator field: prepare makes what the
// call needs (a fresh pending work, a member to act on) and returns the
// query and variables; granted checks an allowed answer, denied a refused
// one. action is the audit entry a mutation's success writes.
type opCall struct {
	prepare func(e *env, target login) (string, map[string]any)
	granted func(r gqlReply) bool
	action  string
}

func payloadOK(field string) func(r gqlReply) bool {
	return func(r gqlReply) bool {
		var p struct{ UserErrors []struct{ Code string } }
		_ = json.Unmarshal(r.Data[field], &p)
		return len(r.Errors) == 0 && len(p.UserErrors) == 0
	}
}

func memberInput(target login, extra map[string]any) map[string]any {
	in := map[string]any{"memberID": strconv.Itoa(target.Member.ID)}
	for k, v := range extra {
		in[k] = v
	}
	return map[string]any{"input": in}
}

var operatorCalls = map[string]opCall{
	"reviewQueue": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.workAt(target, "pending")
			return `{ reviewQueue(first: 10) { totalCount } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["reviewQueue"]), `"totalCount":`) && !strings.Contains(string(r.Data["reviewQueue"]), `"totalCount":0`)
		},
	},
	"opsMembers": {
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($q: String!) { opsMembers(query: $q) { id maskedMobile } }`, map[string]any{"q": e.mobileOf(target)}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["opsMembers"]), "****") },
	},
	"opsMember": {
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { opsMember(id: $id) { id username } }`, map[string]any{"id": strconv.Itoa(target.Member.ID)}
		},
		granted: func(r gqlReply) bool { return !isNull(r.Data["opsMember"]) },
	},
	"opsDeletions": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.dueDeletion(target, time.Hour)
			return `{ opsDeletions { id deletion { due } } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["opsDeletions"]), `"due":false`) },
	},
	"partnerApplications": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.partnerApplication(target)
			return `{ partnerApplications { id maskedMobile allowedDecisions { decision } } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["partnerApplications"]), `"APPROVE"`) },
	},
	"managedGalleries": {
		prepare: func(e *env, target login) (string, map[string]any) {
			return `{ managedGalleries { id name } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["managedGalleries"]), "长街画廊") },
	},
	"auditLog": {
		prepare: func(e *env, target login) (string, map[string]any) {
			return `{ auditLog { entries { id action } hasMore } }`, nil
		},
		granted: func(r gqlReply) bool { return !isNull(r.Data["auditLog"]) },
	},
	"approveWork": {
		prepare: func(e *env, target login) (string, map[string]any) {
			id := e.workAt(target, "pending")
			return `mutation($id: ID!) { approveWork(input: {id: $id}) { userErrors { code message } } }`, map[string]any{"id": id}
		},
		granted: payloadOK("approveWork"), action: "work.approve",
	},
	"rejectWork": {
		prepare: func(e *env, target login) (string, map[string]any) {
			id := e.workAt(target, "pending")
			return `mutation($id: ID!) { rejectWork(input: {id: $id, reason: "图片不清晰"}) { userErrors { code message } } }`, map[string]any{"id": id}
		},
		granted: payloadOK("rejectWork"), action: "work.reject",
	},
	"grantRole": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.setRoles(target, nil)
			return `mutation($input: RoleInput!) { grantRole(input: $input) { userErrors { code message } } }`, memberInput(target, map[string]any{"role": "EDITOR"})
		},
		granted: payloadOK("grantRole"), action: "role.grant",
	},
	"revokeRole": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.setRoles(target, []string{"editor"})
			return `mutation($input: RoleInput!) { revokeRole(input: $input) { userErrors { code message } } }`, memberInput(target, map[string]any{"role": "EDITOR"})
		},
		granted: payloadOK("revokeRole"), action: "role.revoke",
	},
	"disableMember": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.Client.Member.UpdateOneID(target.Member.ID).SetStatus("active").ExecX(context.Background())
			return `mutation($input: DisableMemberInput!) { disableMember(input: $input) { userErrors { code message } } }`, memberInput(target, map[string]any{"reason": "发布违规内容"})
		},
		granted: payloadOK("disableMember"), action: "member.disable",
	},
	"enableMember": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.Client.Member.UpdateOneID(target.Member.ID).SetStatus("disabled").ExecX(context.Background())
			return `mutation($input: OpsMemberInput!) { enableMember(input: $input) { userErrors { code message } } }`, memberInput(target, nil)
		},
		granted: payloadOK("enableMember"), action: "member.enable",
	},
	"approvePartnerApplication": {
		prepare: func(e *env, target login) (string, map[string]any) {
			id := e.partnerApplication(target)
			return `mutation($input: ApprovePartnerApplicationInput!) { approvePartnerApplication(input: $input) { userErrors { code message } gallery { name } } }`,
				map[string]any{"input": map[string]any{"id": strconv.Itoa(id), "city": "上海"}}
		},
		granted: payloadOK("approvePartnerApplication"), action: "partner.approve",
	},
	"rejectPartnerApplication": {
		prepare: func(e *env, target login) (string, map[string]any) {
			id := e.partnerApplication(target)
			return `mutation($input: RejectPartnerApplicationInput!) { rejectPartnerApplication(input: $input) { userErrors { code message } } }`,
				map[string]any{"input": map[string]any{"id": strconv.Itoa(id), "reason": "资料不全"}}
		},
		granted: payloadOK("rejectPartnerApplication"), action: "partner.reject",
	},
	"eraseMember": {
		prepare: func(e *env, target login) (string, map[string]any) {
			e.dueDeletion(target, -time.Minute)
			return `mutation($input: OpsMemberInput!) { eraseMember(input: $input) { userErrors { code message } member { statusLabel deletion { stateLabel } } } }`, memberInput(target, nil)
		},
		granted: func(r gqlReply) bool {
			return payloadOK("eraseMember")(r) && strings.Contains(string(r.Data["eraseMember"]), "已注销")
		},
		action: "member.erase",
	},
}

// galleries numbers the names the tests give (gallery names are unique).
var galleries atomic.Int64

// partnerApplication files a partner application with l's mobile (l is its applicant).
func (e *env) partnerApplication(l login) int {
	e.T.Helper()
	return e.Client.PartnerApplication.Create().SetOrganization("画廊" + strconv.Itoa(int(galleries.Add(1)))).SetType("GALLERY").SetContact("王经理").
		SetMobile(e.mobileOf(l)).SetEmail("apply@example.com").SaveX(context.Background()).ID
}

// dueDeletion gives l a pending deletion request (replacing any) whose
// cooling-off period ends in `in` (negative: it is over).
func (e *env) dueDeletion(l login, in time.Duration) {
	e.T.Helper()
	ctx := context.Background()
	e.Client.AccountDeletion.Delete().Where(accountdeletion.HasMemberWith(member.ID(l.Member.ID))).ExecX(ctx)
	at := e.Clock.Now().Add(in)
	e.Client.AccountDeletion.Create().SetMemberID(l.Member.ID).SetState(accountdeletion.StatePending).
		SetRequestedAt(at.Add(-15 * 24 * time.Hour)).SetEraseAt(at).SetConfirmedBy(accountdeletion.ConfirmedBySms).ExecX(ctx)
}

func (e *env) setRoles(l login, roles []string) {
	e.T.Helper()
	e.Client.Member.UpdateOneID(l.Member.ID).SetRoles(roles).ExecX(context.Background())
}

func (e *env) auditCount() int {
	return e.Client.AuditEntry.Query().CountX(context.Background())
}

func TestOperatorMatrix(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		var ps []principal
		for _, r := range []string{"admin", "editor", "reviewer", "arbiter", "finance", "gallery_manager"} {
			l := e.LoginMobile(e.Mobile())
			stored := r
			if r == "gallery_manager" {
				g := e.Client.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(context.Background())
				stored += ":" + strconv.Itoa(g.ID)
			}
			e.setRoles(l, []string{stored})
			ps = append(ps, principal{name: r, roles: []string{r}, login: l})
		}
		ps = append(ps, principal{name: "a plain member", login: e.LoginMobile(e.Mobile())}, principal{name: "a visitor"})

		for _, typ := range []string{schema.Query.Name, schema.Mutation.Name} {
			fields := operatorFields(typ)
			if len(fields) == 0 {
				t.Fatalf("no @operator field on %s", typ)
			}
			for name, allowed := range fields {
				c, ok := operatorCalls[name]
				if !ok {
					t.Errorf("%s.%s is an operator field without a case in operatorCalls: add one (its call, its check, its audit action)", typ, name)
					continue
				}
				if typ == schema.Mutation.Name && c.action == "" {
					t.Errorf("mutation %s names no audit action", name)
				}
				// A fresh address per field: the matrix signs in far more members than the daily SMS bound of one
				// address allows, and sends more decisions than the operators' per-address bound.
				e.NewIP()
				target := e.LoginMobile(e.Mobile()) // the member (and seller) acted on, one per field
				// The refused first (they must change nothing), then the allowed.
				slices.SortStableFunc(ps, func(a, b principal) int {
					return boolInt(slices.Contains(allowed, a.name)) - boolInt(slices.Contains(allowed, b.name))
				})
				for _, p := range ps {
					want := slices.Contains(allowed, p.name)
					q, vars := c.prepare(e, target)
					before := e.auditCount()
					r := e.GraphQL(p.login.Token, q, vars)
					if got := c.granted(r); got != want {
						t.Errorf("%s by %s: granted %v, want %v: %s %+v", name, p.name, got, want, mustJSON(r.Data), r.Errors)
					}
					if typ != schema.Mutation.Name {
						continue
					}
					if !want && p.login.Token != "" && !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) {
						t.Errorf("%s by %s: want the user error FORBIDDEN, got %s", name, p.name, r.Data[name])
					}
					after := e.auditCount()
					switch {
					case !want && after != before:
						t.Errorf("%s refused to %s wrote %d audit entries", name, p.name, after-before)
					case want && after != before+1:
						t.Errorf("%s by %s wrote %d audit entries, want 1", name, p.name, after-before)
					case want:
						last := e.Client.AuditEntry.Query().Order(ent.Desc(auditentry.FieldID)).FirstX(context.Background())
						if last.Action != c.action || last.ActorID != p.login.Member.ID || last.ActorRole != p.name {
							t.Errorf("%s: entry %+v", name, last)
						}
					}
				}
			}
		}
	})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// A plain member's console mutations on another member: FORBIDDEN, and a is as it was.
func init() {
	for _, name := range []string{"grantRole", "revokeRole", "disableMember", "enableMember", "eraseMember", "approvePartnerApplication", "rejectPartnerApplication"} {
		otherMember[name] = func(t *testing.T, e *env, a, b login) {
			q, vars := operatorCalls[name].prepare(e, a)
			before := e.Client.Member.GetX(context.Background(), a.Member.ID)
			r := e.GraphQL(b.Token, q, vars)
			after := e.Client.Member.GetX(context.Background(), a.Member.ID)
			if !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) || after.Status != before.Status || !slices.Equal(after.Roles, before.Roles) ||
				after.Nickname != before.Nickname {
				t.Errorf("b's %s on a: %s %+v; a is %s %v", name, r.Data[name], r.Errors, after.Status, after.Roles)
			}
		}
	}
}

// adminLogin is a signed-in member with the admin role.
func (e *env) adminLogin() login {
	e.T.Helper()
	m := e.LoginMobile(e.Mobile())
	e.setRoles(m, []string{"admin"})
	return m
}

// The console's mutations driven into a user error by an admin: bad input or
// a move the member's state does not allow; nothing is written, the audit
// log included (TestRefusedMutationWritesNothing).
func init() {
	id := func(a login) string { return strconv.Itoa(a.Member.ID) }
	refusals["grantRole"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: map[string]any{"memberID": id(a), "role": "GALLERY_MANAGER"}}
	}
	refusals["revokeRole"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: map[string]any{"memberID": id(a), "role": "EDITOR"}}
	}
	refusals["disableMember"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: map[string]any{"memberID": id(a), "reason": "坏"}}
	}
	refusals["enableMember"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: map[string]any{"memberID": id(a)}}
	}
	refusals["approvePartnerApplication"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: map[string]any{"id": strconv.Itoa(e.partnerApplication(a)), "city": " "}}
	}
	refusals["rejectPartnerApplication"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: map[string]any{"id": strconv.Itoa(e.partnerApplication(a)), "reason": "坏"}}
	}
	refusals["eraseMember"] = func(t *testing.T, e *env, a login) refusal {
		e.dueDeletion(a, time.Hour) // still in its cooling-off period
		return refusal{token: e.adminLogin().Token, input: map[string]any{"memberID": id(a)}}
	}
}

// The console itself by role: each role opens its pages and sees its
// queues, in the navigation's order; a plain member and a visitor have no
// console (null), whatever else they hold.
func TestConsoleByRole(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		g := e.Client.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(context.Background())
		want := map[string]struct{ sections, queues string }{
			"admin":                         {"HOME MEMBERS DELETIONS PARTNERS SHIPMENTS AUDIT", "PARTNER_APPLICATIONS DELETION_REQUESTS PLATFORM_SHIPMENTS PLATFORM_REFUNDS"},
			"editor":                        {"HOME ARTICLES LIVES ARTISTS EXHIBITIONS VIEWING_ROOMS GOODS GALLERIES HOMEPAGE", ""},
			"reviewer":                      {"HOME REVIEW", "WORKS_TO_REVIEW"},
			"arbiter":                       {"HOME ARBITRATION", "REFUNDS_TO_ARBITRATE"},
			"finance":                       {"HOME WITHDRAWALS MONEY_ANOMALIES LEDGER RECONCILIATION", "WITHDRAWALS_TO_PAY ABNORMAL_REFUNDS RECONCILIATION_DIFFERENCES"},
			"gallery_manager:" + itoa(g.ID): {"HOME ARTISTS EXHIBITIONS VIEWING_ROOMS GALLERY GALLERY_WORKS", ""},
			"reviewer admin":                {"HOME REVIEW MEMBERS DELETIONS PARTNERS SHIPMENTS AUDIT", "WORKS_TO_REVIEW PARTNER_APPLICATIONS DELETION_REQUESTS PLATFORM_SHIPMENTS PLATFORM_REFUNDS"},
		}
		const q = `{ console { roles { role galleryName } sections { section label } queues { kind count section } } }`
		for stored, w := range want {
			l := e.LoginMobile(e.Mobile())
			e.setRoles(l, strings.Fields(stored))
			var got struct {
				Console *struct {
					Roles    []struct{ Role string }
					Sections []struct{ Section, Label string }
					Queues   []struct{ Kind string }
				}
			}
			r := e.GraphQL(l.Token, q, nil)
			if err := json.Unmarshal(mustRaw(r.Data), &got); err != nil || got.Console == nil {
				t.Fatalf("%s: %s %+v", stored, mustJSON(r.Data), r.Errors)
			}
			var ss, qs []string
			for _, s := range got.Console.Sections {
				if s.Label == "" {
					t.Errorf("%s: section %s without a label", stored, s.Section)
				}
				ss = append(ss, s.Section)
			}
			for _, x := range got.Console.Queues {
				qs = append(qs, x.Kind)
			}
			if strings.Join(ss, " ") != w.sections || strings.Join(qs, " ") != w.queues || len(got.Console.Roles) != len(strings.Fields(stored)) {
				t.Errorf("%s: sections %v, queues %v, roles %v; want %q, %q", stored, ss, qs, got.Console.Roles, w.sections, w.queues)
			}
		}
		for name, token := range map[string]string{"a plain member": e.LoginMobile(e.Mobile()).Token, "a visitor": ""} {
			if r := e.GraphQL(token, q, nil); !isNull(r.Data["console"]) || len(r.Errors) != 0 {
				t.Errorf("%s: console %s %+v, want null", name, r.Data["console"], r.Errors)
			}
		}
	})
}

func itoa(n int) string { return strconv.Itoa(n) }

func mustRaw(data map[string]json.RawMessage) []byte {
	b, _ := json.Marshal(data)
	return b
}
