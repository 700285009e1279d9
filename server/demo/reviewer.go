package demo

import (
	"context"
	"fmt"
	"log/slog"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/media"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/selling"
)

// The sandbox's demo reviewer (README: "Selling"). Only a sandbox server
// makes it; in production a reviewer is granted by `artmarket grant-role`.
const (
	ReviewerMobile   = "13900000009"
	ReviewerPassword = "Review2026!"
	ReviewerUsername = "demo_reviewer"
)

// SandboxReviewer makes the demo reviewer account when it is missing: a
// member with a bound mobile, a password and the reviewer role.
func SandboxReviewer(ctx context.Context, client *ent.Client) (created bool, err error) {
	if ok, err := client.Member.Query().Where(member.Mobile(ReviewerMobile)).Exist(ctx); err != nil || ok {
		return false, err
	}
	hash, err := auth.NewHasher(auth.DefaultParams).Hash(ReviewerPassword)
	if err != nil {
		return false, fmt.Errorf("demo: hash the reviewer's password: %w", err)
	}
	err = client.Member.Create().SetUsername(ReviewerUsername).SetNickname("演示审核员").
		SetMobile(ReviewerMobile).SetPasswordHash(hash).SetRoles([]string{selling.RoleReviewer}).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("demo: create the reviewer: %w", err)
	}
	return true, nil
}

// WithSandboxReviewer is seed followed by SandboxReviewer, which logs the
// reviewer's credentials (the sandbox only: the caller decides).
func WithSandboxReviewer(seed func(ctx context.Context, client *ent.Client, store media.Store) error, log *slog.Logger) func(ctx context.Context, client *ent.Client, store media.Store) error {
	return func(ctx context.Context, client *ent.Client, store media.Store) error {
		if err := seed(ctx, client, store); err != nil {
			return err
		}
		if _, err := SandboxReviewer(ctx, client); err != nil {
			return err
		}
		log.Warn("SANDBOX demo reviewer: sign in with mobile "+ReviewerMobile+" and password "+ReviewerPassword+
			" to review works for sale (/ops/artworks)", "username", ReviewerUsername)
		return nil
	}
}
