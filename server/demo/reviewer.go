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

// The sandbox's demo reviewer (README: "Sandbox mode"). Only a sandbox
// server makes it; in production a reviewer is granted by `artmarket
// grant-role`. Password sign-in is e-mail and password (spec §3, §5), so the
// reviewer has an e-mail to sign in with; the mobile signs in by SMS code.
const (
	ReviewerMobile   = "13900000009"
	ReviewerEmail    = "reviewer@artmarket.test"
	ReviewerPassword = "Review2026!"
	ReviewerUsername = "demo_reviewer"
)

// SandboxReviewer makes the demo reviewer account when it is missing: a
// member with a bound mobile and e-mail, a password and the reviewer role.
// A reviewer made before it had an e-mail is given it (when no one else has
// the address).
func SandboxReviewer(ctx context.Context, client *ent.Client) (created bool, err error) {
	old, err := client.Member.Query().Where(member.Mobile(ReviewerMobile)).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return false, fmt.Errorf("demo: find the reviewer: %w", err)
	}
	if old != nil {
		if old.Email != nil {
			return false, nil
		}
		taken, err := client.Member.Query().Where(member.Email(ReviewerEmail)).Exist(ctx)
		if err != nil || taken {
			return false, err
		}
		if err := client.Member.UpdateOne(old).SetEmail(ReviewerEmail).Exec(ctx); err != nil {
			return false, fmt.Errorf("demo: give the reviewer an e-mail: %w", err)
		}
		return false, nil
	}
	hash, err := auth.NewHasher(auth.DefaultParams).Hash(ReviewerPassword)
	if err != nil {
		return false, fmt.Errorf("demo: hash the reviewer's password: %w", err)
	}
	err = client.Member.Create().SetUsername(ReviewerUsername).SetNickname("演示审核员").
		SetMobile(ReviewerMobile).SetEmail(ReviewerEmail).SetPasswordHash(hash).SetRoles([]string{selling.RoleReviewer}).Exec(ctx)
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
		log.Warn("SANDBOX demo reviewer: sign in (账号登录) with e-mail "+ReviewerEmail+" and password "+ReviewerPassword+
			", or (手机登录) with mobile "+ReviewerMobile+" and an SMS code from /_sandbox/outbox, to review works for sale (/ops/artworks)",
			"username", ReviewerUsername)
		return nil
	}
}
