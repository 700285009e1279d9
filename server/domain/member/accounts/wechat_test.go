package accounts_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"artmarket/ent/member"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/wechat"
)

func setup(t *testing.T, d dbtest.DB) (*accounts.WeChatLogin, *db.DB) {
	t.Helper()
	database, err := db.FromSQL(context.Background(), d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	return &accounts.WeChatLogin{Client: database.Client, Auth: auth.New(database.Client, c, auth.Options{})}, database
}

func ident(app wechat.App, appID, openid, unionid string) accounts.Identity {
	return accounts.Identity{App: app, AppID: appID, OpenID: openid, UnionID: unionid, Nickname: "测试用户一", AvatarURL: "https://thirdwx.qlogo.cn/a.png"}
}

func login(t *testing.T, m *accounts.WeChatLogin, id accounts.Identity) (string, profile.Info, bool) {
	t.Helper()
	token, info, need, err := m.LoginWeChat(context.Background(), id, auth.Client{IP: "203.0.113.1", UserAgent: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return token, info, need
}

func TestLinkingRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		m, database := setup(t, d)
		ctx := context.Background()

		tok1, first, need := login(t, m, ident(wechat.WebApp, "wx_web", "oWeb1", "oUnion1"))
		if tok1 == "" || !need || first.Nickname != "测试用户一" {
			t.Fatalf("first login: token %q need %v info %+v", tok1, need, first)
		}
		// The token works.
		if got, _, err := m.Auth.Authenticate(ctx, tok1); err != nil || got.ID != first.ID {
			t.Fatalf("token does not authenticate: %v", err)
		}
		// Same identity again: same member, a new token.
		tok2, again, _ := login(t, m, ident(wechat.WebApp, "wx_web", "oWeb1", "oUnion1"))
		if again.ID != first.ID || tok2 == tok1 {
			t.Fatalf("second login made member %v (first %v)", again.ID, first.ID)
		}
		// The same person through the official account (other openid, same unionid): same member.
		_, mp, _ := login(t, m, ident(wechat.MPApp, "wx_mp", "oMp1", "oUnion1"))
		if mp.ID != first.ID {
			t.Fatalf("unionid did not link the apps: %v vs %v", mp.ID, first.ID)
		}
		// Without a unionid each app's openid is its own person.
		_, a, _ := login(t, m, ident(wechat.WebApp, "wx_web", "oWeb3", ""))
		_, b, _ := login(t, m, ident(wechat.MPApp, "wx_mp", "oMp3", ""))
		if a.ID == b.ID || a.ID == first.ID {
			t.Fatal("openids without unionid were merged")
		}
		// A bound mobile ends the need to bind.
		database.Client.Member.UpdateOneID(first.ID).SetMobile("13800138000").ExecX(ctx)
		if _, _, need := login(t, m, ident(wechat.WebApp, "wx_web", "oWeb1", "oUnion1")); need {
			t.Fatal("need_bind_mobile with a mobile bound")
		}
		// A disabled member cannot sign in.
		database.Client.Member.UpdateOneID(first.ID).SetStatus(member.StatusDisabled).ExecX(ctx)
		_, _, _, err := m.LoginWeChat(ctx, ident(wechat.WebApp, "wx_web", "oWeb1", "oUnion1"), auth.Client{})
		if p := problem.As(err); p == nil || p.Kind != problem.Forbidden || p.Message != accounts.MsgDisabled {
			t.Fatalf("disabled member: %v", err)
		}
		if n := database.Client.Member.Query().CountX(ctx); n != 3 {
			t.Fatalf("%d members, want 3", n)
		}
	})
}

// Two first logins of one person at the same moment make one member.
func TestConcurrentFirstLogins(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		m, database := setup(t, d)
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for i := 0; i < 4; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, _, err := m.LoginWeChat(context.Background(), ident(wechat.WebApp, "wx_web", "oRace", ""), auth.Client{})
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if n := database.Client.Member.Query().CountX(context.Background()); n != 1 {
			t.Fatalf("%d members for one person", n)
		}
	})
}

func TestBindAndUnbindWeChat(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		m, database := setup(t, d)
		ctx := context.Background()
		c := database.Client
		mobile := "13900000001"
		a := c.Member.Create().SetUsername("bind_a").SetNickname("甲").SetMobile(mobile).SaveX(ctx)
		b := c.Member.Create().SetUsername("bind_b").SetNickname("乙").SaveX(ctx)
		kind := func(err error) problem.Kind {
			if p := problem.As(err); p != nil {
				return p.Kind
			}
			t.Fatalf("not a refusal: %v", err)
			return 0
		}
		// Not bound yet: nothing to unbind.
		if _, err := accounts.UnbindWeChat(ctx, c, a.ID); kind(err) != problem.Invalid || problem.As(err).Message != accounts.MsgWeChatNotBound {
			t.Fatalf("unbind with nothing bound: %v", err)
		}
		// Binding, twice: one identity.
		for range 2 {
			if _, err := m.BindWeChat(ctx, a.ID, ident(wechat.WebApp, "wx_web", "oBindA", "uBindA")); err != nil {
				t.Fatal(err)
			}
		}
		if n := c.WeChatIdentity.Query().CountX(ctx); n != 1 {
			t.Fatalf("%d identities after binding twice", n)
		}
		// Signing in with that WeChat now reaches a.
		if _, info, _ := login(t, m, ident(wechat.WebApp, "wx_web", "oBindA", "uBindA")); info.ID != a.ID {
			t.Fatalf("WeChat sign-in reached member %d, want %d", info.ID, a.ID)
		}
		// b cannot take a's WeChat: by openid, nor by unionid through the other app.
		for _, id := range []accounts.Identity{
			ident(wechat.WebApp, "wx_web", "oBindA", "uBindA"),
			ident(wechat.MPApp, "wx_mp", "oMpA", "uBindA"),
		} {
			if _, err := m.BindWeChat(ctx, b.ID, id); kind(err) != problem.Conflict || problem.As(err).Message != accounts.MsgWeChatTaken {
				t.Fatalf("b binding a's WeChat: %v", err)
			}
		}
		// b has no other way in once WeChat is its only one: unbinding is refused, and nothing is removed.
		if _, err := m.BindWeChat(ctx, b.ID, ident(wechat.WebApp, "wx_web", "oBindB", "")); err != nil {
			t.Fatal(err)
		}
		if _, err := accounts.UnbindWeChat(ctx, c, b.ID); kind(err) != problem.Invalid || problem.As(err).Message != accounts.MsgWeChatLastWay {
			t.Fatalf("unbinding b's only way in: %v", err)
		}
		if n := c.WeChatIdentity.Query().Where(wechatidentity.HasMemberWith(member.ID(b.ID))).CountX(ctx); n != 1 {
			t.Fatalf("a refused unbind removed identities: %d left", n)
		}
		// a signs in by SMS too: unbinding works.
		if _, err := accounts.UnbindWeChat(ctx, c, a.ID); err != nil {
			t.Fatal(err)
		}
		if n := c.WeChatIdentity.Query().Where(wechatidentity.HasMemberWith(member.ID(a.ID))).CountX(ctx); n != 0 {
			t.Fatalf("%d identities left after unbinding", n)
		}
	})
}
