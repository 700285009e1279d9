package main

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/platform/db"
	"artmarket/server/web/app"
	"artmarket/server/web/authn"
)

// benchMember signs in a member of the demo data's kind (a nickname, no
// avatar, a favourite among the newest works and the first listed artist)
// and returns their session cookie as a browser sends it.
func benchMember(ctx context.Context, a *app.App) (string, error) {
	c := a.DB.Client
	m, err := c.Member.Create().SetUsername("bench_member").SetNickname("压测会员").Save(ctx)
	if err != nil {
		return "", err
	}
	works, err := c.Artwork.Query().Order(ent.Desc(artwork.FieldCreatedAt)).Limit(3).IDs(ctx)
	if err != nil {
		return "", err
	}
	artists, err := c.Artist.Query().Limit(1).IDs(ctx)
	if err != nil {
		return "", err
	}
	for _, id := range append(works, artists...) {
		err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			_, err := favorites.Set(ctx, c, m.ID, id, true)
			return err
		})
		if err != nil {
			return "", fmt.Errorf("favourite %d: %w", id, err)
		}
	}
	token, err := a.Auth.Issue(ctx, c, m.ID, auth.Client{IP: "127.0.0.1", UserAgent: "bench"})
	if err != nil {
		return "", err
	}
	return authn.CookieName + "=" + token, nil
}
