package schema

import (
	"context"
	"errors"
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
)

// AuditEntry is one line of the operations console's audit log (issue 24):
// who did what to which record, the fields it changed (before and after,
// personal fields masked, members named by id), from which address, when.
// The log is append-only: every field is immutable, and the policy and the
// hook below refuse every update and delete, whoever asks (there is no path
// in the code or the API that changes or removes an entry). The one
// exception is the retention purge (package audit's Purger): a bulk delete
// in a context marked by AuditPurgeContext, which the hook narrows to the
// entries created before the mark's cutoff, whatever else it asks.
type AuditEntry struct{ ent.Schema }

// Fields of the AuditEntry.
func (AuditEntry) Fields() []ent.Field {
	return []ent.Field{
		field.Time("created_at").Default(now).Immutable().Comment("when the action was taken (UTC)"),
		field.Int("actor_id").Immutable().Comment("the operator's member id (0: the command line, `artmarket grant-role`)"),
		field.String("actor_role").MaxLen(40).Immutable().Comment("the role the operator acted in"),
		field.String("action").NotEmpty().MaxLen(60).Immutable().Comment("what was done, e.g. role.grant, member.disable, work.approve"),
		field.String("target_type").NotEmpty().MaxLen(40).Immutable().Comment("the kind of record acted on, e.g. member, work"),
		field.Int("target_id").Immutable().Comment("the record's id"),
		field.JSON("changes", map[string][2]any{}).Optional().Immutable().
			Comment("changed fields: name → [before, after]; personal fields masked"),
		field.String("reason").Optional().MaxLen(600).Immutable().Comment("the operator's reason, when the action takes one"),
		field.String("client_ip").Optional().MaxLen(64).Immutable().Comment("the operator's client address"),
	}
}

// Indexes of the AuditEntry: the console searches by actor, by target and by time.
func (AuditEntry) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("actor_id", "created_at"),
		index.Fields("target_type", "target_id", "created_at"),
		index.Fields("created_at"),
	}
}

// Annotations of the AuditEntry: never a GraphQL node (the console reads it
// through its own query, which checks the role).
func (AuditEntry) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("audit_entries"),
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.AuditEntry),
	}
}

// ErrAuditAppendOnly refuses any change to the audit log but a new entry.
var ErrAuditAppendOnly = errors.New("audit log is append-only: entries are never updated or deleted")

type auditPurgeKey struct{}

// AuditPurgeContext marks ctx for the audit log's retention purge: a bulk
// delete in it removes the entries created before cutoff, and only those.
// Package audit's Purger is its one caller (cutoff: its clock's now less the
// retention period).
func AuditPurgeContext(ctx context.Context, cutoff time.Time) context.Context {
	return context.WithValue(ctx, auditPurgeKey{}, cutoff.UTC())
}

// auditPurgeCutoff is the cutoff of a purge context; false outside one.
func auditPurgeCutoff(ctx context.Context) (time.Time, bool) {
	t, ok := ctx.Value(auditPurgeKey{}).(time.Time)
	return t, ok && !t.IsZero()
}

// isAuditPurge tells whether m is the retention purge: a bulk delete (never
// one entry by id, never an update) in a purge context.
func isAuditPurge(ctx context.Context, m ent.Mutation) bool {
	_, ok := auditPurgeCutoff(ctx)
	return ok && m.Op() == ent.OpDelete
}

// Policy of the AuditEntry: create only (an update or delete is denied,
// inside GraphQL or not); inside a GraphQL operation the log is read only by
// the console's domain code after it checked the role (privacy.Allow in its
// context), never through node(id) or another type's edge.
func (AuditEntry) Policy() ent.Policy {
	return privacy.Policy{
		Mutation: privacy.MutationPolicy{
			privacy.OnMutationOperation(privacy.MutationRuleFunc(func(ctx context.Context, m gen.Mutation) error {
				if isAuditPurge(ctx, m) {
					return privacy.Skip // narrowed to the expired entries by the hook
				}
				return privacy.Denyf("%w", ErrAuditAppendOnly)
			}), ent.OpUpdate|ent.OpUpdateOne|ent.OpDelete|ent.OpDeleteOne),
		},
		Query: privacy.QueryPolicy{
			privacy.QueryRuleFunc(func(ctx context.Context, _ gen.Query) error {
				if graphql.HasOperationContext(ctx) {
					return privacy.Denyf("the audit log is read through the console only")
				}
				return privacy.Skip
			}),
		},
	}
}

// Hooks of the AuditEntry: the same refusal again below the policy, so a
// context that skips privacy (privacy.DecisionContext(ctx, privacy.Allow))
// cannot change or remove an entry either; the retention purge deletes only
// the entries created before its cutoff (the predicate is added here, so no
// caller can widen it).
func (AuditEntry) Hooks() []ent.Hook {
	return []ent.Hook{
		func(next ent.Mutator) ent.Mutator {
			return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
				if isAuditPurge(ctx, m) {
					am, ok := m.(*gen.AuditEntryMutation)
					if !ok {
						return nil, ErrAuditAppendOnly
					}
					cutoff, _ := auditPurgeCutoff(ctx)
					am.Where(auditentry.CreatedAtLT(cutoff))
					return next.Mutate(ctx, m)
				}
				if !m.Op().Is(ent.OpCreate) {
					return nil, ErrAuditAppendOnly
				}
				return next.Mutate(ctx, m)
			})
		},
	}
}
