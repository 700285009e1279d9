package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/address"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/favorite"
	"artmarket/ent/member"
	"artmarket/ent/realname"
	"artmarket/ent/session"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/selling"
)

func TestAccountDeletion(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"devices: channel, browser and place":     testDeviceDetails,
		"request, cooling-off, erase":             testDeletionErase,
		"listings end at the request":             testDeletionEndsListings,
		"wrong code and bad input change nothing": testDeletionBadInput,
		"signing in cancels, and says so once":    testDeletionCancelBySignIn,
		"the member cancels":                      testDeletionCancelByButton,
		"refused while obligations are open":      testDeletionObligations,
		"two requests at the same instant":        testDeletionConcurrent,
		"visitors and other members":              testDeletionAccess,
	})
}

const (
	deletionQuery  = `{ viewer { id nickname accountDeletion { requestedAt eraseAt confirmedBy } deletionBlockers } }`
	sendDeletion   = `mutation($ch: DeletionCodeChannel!) { sendAccountDeletionCode(input: {channel: $ch}) { userErrors { field message code } codeKey sentTo } }`
	requestDeleton = `mutation($ch: DeletionCodeChannel!, $key: String!, $code: String!) { requestAccountDeletion(input: {channel: $ch, codeKey: $key, code: $code}) { userErrors { field message code } viewer { accountDeletion { eraseAt } } } }`
	cancelDeletion = `mutation { cancelAccountDeletion { userErrors { field message code } viewer { accountDeletion { eraseAt } } } }`
)

type userError struct {
	Field   *string `json:"field"`
	Message string  `json:"message"`
	Code    string  `json:"code"`
}

type payload struct {
	UserErrors []userError `json:"userErrors"`
	CodeKey    *string     `json:"codeKey"`
	SentTo     *string     `json:"sentTo"`
}

func (e *env) call(token, name, query string, vars map[string]any) payload {
	e.T.Helper()
	r := e.GraphQL(token, query, vars)
	if len(r.Errors) > 0 {
		e.T.Fatalf("%s: GraphQL errors %v", name, r.Errors)
	}
	var out payload
	if err := json.Unmarshal(r.Data[name], &out); err != nil {
		e.T.Fatal(err)
	}
	return out
}

type deletionView struct {
	Nickname        string `json:"nickname"`
	AccountDeletion *struct {
		RequestedAt time.Time `json:"requestedAt"`
		EraseAt     time.Time `json:"eraseAt"`
		ConfirmedBy string    `json:"confirmedBy"`
	} `json:"accountDeletion"`
	DeletionBlockers []string `json:"deletionBlockers"`
}

func (e *env) deletionView(token string) deletionView {
	e.T.Helper()
	r := e.GraphQL(token, deletionQuery, nil)
	if len(r.Errors) > 0 {
		e.T.Fatal(r.Errors)
	}
	var v deletionView
	if err := json.Unmarshal(r.Data["viewer"], &v); err != nil {
		e.T.Fatal(err)
	}
	return v
}

// requestDeletion sends a code to the member's mobile and confirms with it.
func (e *env) requestDeletion(token, mobile string) payload {
	e.T.Helper()
	sent := e.call(token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
	if len(sent.UserErrors) != 0 || sent.CodeKey == nil || *sent.SentTo != mobile[:3]+"****"+mobile[7:] {
		e.T.Fatalf("send: %+v", sent)
	}
	out := e.call(token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey, "code": e.LastCode(mobile)})
	e.Clock.Advance(61 * time.Second)
	return out
}

// sweep runs the erasing sweep (over the whole test database: other
// tests' requests may go too, so tests look at their own member's row).
func (e *env) sweep() {
	e.T.Helper()
	if _, err := e.Deletion.Sweep(context.Background()); err != nil {
		e.T.Fatal(err)
	}
}

func (e *env) deletionRow(memberID int) *ent.AccountDeletion {
	e.T.Helper()
	row, err := e.Client.AccountDeletion.Query().Where(accountdeletion.HasMemberWith(member.ID(memberID))).Only(context.Background())
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		e.T.Fatal(err)
	}
	return row
}

func testDeviceDetails(t *testing.T, e *env) {
	mobile := e.Mobile()
	pc := e.LoginMobile(mobile).Token
	e.Headers = map[string]string{
		"User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44",
		"Channel":    "wechat",
	}
	e.LoginMobile(mobile)
	e.Headers = map[string]string{"User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36", "Channel": "bogus"}
	e.LoginMobile(mobile)
	e.Headers = nil
	r := e.GraphQL(pc, `{ viewer { sessions { current channel device location createdAt lastUsedAt } } }`, nil)
	if len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	var v struct {
		Sessions []struct {
			Current  bool   `json:"current"`
			Channel  string `json:"channel"`
			Device   string `json:"device"`
			Location string `json:"location"`
		} `json:"sessions"`
	}
	if err := json.Unmarshal(r.Data["viewer"], &v); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range v.Sessions {
		got[s.Device] = s.Channel
		if s.Location != "局域网" { // the tests' addresses are 10.x.y.z
			t.Errorf("location %q", s.Location)
		}
	}
	want := map[string]string{"未知设备": "PC", "微信 8 · iOS 16": "WECHAT", "Chrome 120 · Windows": "PC"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("devices %v, want %v", got, want)
	}
}

func testDeletionErase(t *testing.T, e *env) {
	ctx := context.Background()
	mobile := e.Mobile()
	other := e.LoginMobile(mobile).Token // another device of the member
	in := e.LoginMobile(mobile)
	tok, id := in.Token, in.Member.ID
	e.Client.WeChatIdentity.Create().SetAppID("wxapp").SetOpenid(fmt.Sprintf("o-%d", id)).SetMemberID(id).SaveX(ctx)
	e.Client.Member.UpdateOneID(id).SetEmail(e.Email()).SetBio("我的简介").SetNickname("张三").
		SetGender(member.GenderFemale).SetBirthday("1990-05-06").SetCity("3101").ExecX(ctx)
	// What the member areas keep: an address, a favourite (counted on the artwork), a real name, an account.
	e.Client.Address.Create().SetMemberID(id).SetRecipient("张三").SetMobile(mobile).SetProvince("31").SetCity("3101").
		SetDistrict("310101").SetDetail("南京东路 1 号").SetIsDefault(true).ExecX(ctx)
	art := newArtwork(t, e)
	if r := e.GraphQL(tok, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true}); len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	e.Client.RealName.Create().SetMemberID(id).SetName("张三").SetIDCipher([]byte{1}).
		SetIDHash(fmt.Sprintf("hash-%d", id)).SetIDMasked("1101**********1234").ExecX(ctx)
	e.Client.CashOutAccount.Create().SetMemberID(id).SetKind(cashoutaccount.KindALIPAY).SetAccountMasked("z***@example.com").ExecX(ctx)

	start := e.Clock.Now()
	if out := e.requestDeletion(tok, mobile); len(out.UserErrors) != 0 {
		t.Fatalf("request: %+v", out)
	}
	v := e.deletionView(tok)
	if v.AccountDeletion == nil || !v.AccountDeletion.EraseAt.Equal(v.AccountDeletion.RequestedAt.Add(15*24*time.Hour)) ||
		v.AccountDeletion.RequestedAt.Before(start) || v.AccountDeletion.ConfirmedBy != "SMS" {
		t.Fatalf("pending request: %+v", v.AccountDeletion)
	}
	// The other devices are signed out (signing in again would cancel); this one stays.
	if e.SignedIn(other) || !e.SignedIn(tok) {
		t.Fatal("requesting should sign the other devices out, and only them")
	}
	// A second request while pending is refused.
	out := e.call(tok, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
	if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "CONFLICT" || out.UserErrors[0].Message != deletion.MsgPending {
		t.Fatalf("second request: %+v", out)
	}
	// Not yet: a minute before the 15 days are over.
	e.Clock.Set(v.AccountDeletion.EraseAt.Add(-time.Minute))
	e.sweep()
	if !e.SignedIn(tok) || e.deletionRow(id).State != accountdeletion.StatePending {
		t.Fatal("erased early")
	}
	e.Clock.Advance(2 * time.Minute)
	e.sweep()
	m := e.Client.Member.GetX(ctx, id)
	if m.Nickname != deletion.ErasedNickname || m.Mobile != nil || m.Email != nil || m.PasswordHash != "" || m.Avatar != "" ||
		m.Bio != "" || m.Status != member.StatusDisabled || strings.Contains(m.Username, mobile) {
		t.Fatalf("not anonymised: %+v", m)
	}
	if n := e.Client.Session.Query().Where(session.HasMemberWith(member.ID(id))).CountX(ctx); n != 0 {
		t.Fatalf("%d sessions left", n)
	}
	if n := e.Client.WeChatIdentity.Query().Where(wechatidentity.HasMemberWith(member.ID(id))).CountX(ctx); n != 0 {
		t.Fatalf("%d WeChat identities left", n)
	}
	if m.Gender != member.GenderUnknown || m.Birthday != "" || m.City != "" {
		t.Fatalf("profile fields kept: %+v", m)
	}
	// Every area's eraser ran: no address, favourite (the artwork's count back to 0), real name or account.
	if n := e.Client.Address.Query().Where(address.MemberID(id)).CountX(ctx); n != 0 {
		t.Fatalf("%d addresses left", n)
	}
	if n := e.Client.Favorite.Query().Where(favorite.MemberID(id)).CountX(ctx); n != 0 {
		t.Fatalf("%d favourites left", n)
	}
	if c := e.Client.Artwork.GetX(ctx, art.ID).FavoriteCount; c != 0 {
		t.Fatalf("artwork still counts %d favourites", c)
	}
	if n := e.Client.RealName.Query().Where(realname.HasMemberWith(member.ID(id))).CountX(ctx); n != 0 {
		t.Fatal("real name left")
	}
	if n := e.Client.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith(member.ID(id))).CountX(ctx); n != 0 {
		t.Fatal("cash-out account left")
	}
	if row := e.deletionRow(id); row.State != accountdeletion.StateErased || row.ErasedAt == nil {
		t.Fatalf("row %+v", row)
	}
	if e.SignedIn(tok) {
		t.Fatal("still signed in")
	}
	// The number can sign up afresh, as a new member.
	if again := e.LoginMobile(mobile); again.Member.ID == id {
		t.Fatal("the erased member signed in again")
	}
}

// A seller's confirmed request takes their works off the market at once
// (the public node is gone, the work in review is back to a draft), puts
// nothing back when cancelled, and refuses relisting while it is pending;
// a wrong code takes nothing off.
func testDeletionEndsListings(t *testing.T, e *env) {
	ctx := context.Background()
	mobile := e.Mobile()
	seller := e.LoginMobile(mobile)
	listed, pending := e.workAt(seller, "listed"), e.workAt(seller, "pending")
	artworkID := fmt.Sprint(*e.Client.Work.GetX(ctx, nodeNumber(e, listed)).ArtworkID)
	visible := func() bool {
		r := e.GraphQL("", `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": artworkID})
		if len(r.Errors) == 1 && r.Errors[0].Extensions["code"] == "NOT_FOUND" {
			return false // a hidden work does not exist for visitors
		}
		if len(r.Errors) > 0 {
			t.Fatalf("node: %v", r.Errors)
		}
		return string(r.Data["node"]) != "null"
	}
	if !visible() {
		t.Fatal("the listed work is not public to begin with")
	}
	sent := e.call(seller.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
	wrong := "000000"
	if e.LastCode(mobile) == wrong {
		wrong = "111111"
	}
	if out := e.call(seller.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey, "code": wrong}); len(out.UserErrors) != 1 {
		t.Fatalf("wrong code: %+v", out)
	}
	if !visible() || e.stateOf(listed) != "listed" || e.stateOf(pending) != "pending" {
		t.Fatal("a refused request took works off the market")
	}
	e.Clock.Advance(61 * time.Second)
	if out := e.requestDeletion(seller.Token, mobile); len(out.UserErrors) != 0 {
		t.Fatalf("request: %+v", out)
	}
	if visible() {
		t.Fatal("the listed work is still public after the request")
	}
	if e.stateOf(listed) != "taken_down" || e.stateOf(pending) != "draft" {
		t.Fatalf("after the request: listed %s, pending %s", e.stateOf(listed), e.stateOf(pending))
	}
	relist := e.Sell(seller.Token, "relistWork", "WorkIDInput", map[string]any{"id": listed})
	if len(relist.UserErrors) != 1 || relist.UserErrors[0].Message != selling.MsgLeaving || visible() {
		t.Fatalf("relist while leaving: %+v", relist)
	}
	if out := e.call(seller.Token, "cancelAccountDeletion", cancelDeletion, nil); len(out.UserErrors) != 0 {
		t.Fatalf("cancel: %+v", out)
	}
	if visible() || e.stateOf(listed) != "taken_down" {
		t.Fatal("cancelling put the work back on sale by itself")
	}
	if relist := e.Sell(seller.Token, "relistWork", "WorkIDInput", map[string]any{"id": listed}); len(relist.UserErrors) != 0 || !visible() {
		t.Fatalf("relist after cancelling: %+v", relist)
	}
}

func testDeletionBadInput(t *testing.T, e *env) {
	mobile := e.Mobile()
	in := e.LoginMobile(mobile)
	sent := e.call(in.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
	code := e.LastCode(mobile)
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	for _, c := range []struct{ key, code, field, msg string }{
		{*sent.CodeKey, wrong, "code", "验证码错误"},
		{*sent.CodeKey, "", "code", deletion.MsgCodeRequired},
		{*sent.CodeKey, "12345", "code", deletion.MsgCodeFormat},
		{*sent.CodeKey, strings.Repeat("9", 10_000), "code", deletion.MsgCodeFormat},
		{*sent.CodeKey, "12345a", "code", deletion.MsgCodeFormat},
		{"", code, "codeKey", deletion.MsgKeyRequired},
		{"nonsense", code, "code", "验证码已失效，请重新获取"},
	} {
		out := e.call(in.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": c.key, "code": c.code})
		if len(out.UserErrors) != 1 || out.UserErrors[0].Field == nil || *out.UserErrors[0].Field != c.field || out.UserErrors[0].Message != c.msg {
			t.Fatalf("%+v: %+v", c, out)
		}
	}
	// The e-mail way needs an address: this member has none.
	out := e.call(in.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "EMAIL"})
	if len(out.UserErrors) != 1 || out.UserErrors[0].Message != deletion.MsgNoEmail || out.CodeKey != nil {
		t.Fatalf("no e-mail: %+v", out)
	}
	// A code of the SMS way does not confirm the e-mail way.
	out = e.call(in.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "EMAIL", "key": *sent.CodeKey, "code": code})
	if len(out.UserErrors) != 1 || out.UserErrors[0].Message != deletion.MsgNoEmail {
		t.Fatalf("e-mail way: %+v", out)
	}
	// A wrong-typed or unknown channel, or a code of the wrong type: a
	// GraphQL validation error in Chinese naming the field, not a change.
	for _, c := range []struct {
		query string
		vars  map[string]any
		want  string
	}{
		{sendDeletion, map[string]any{"ch": 7}, "请求格式错误：字段 ch 取值无效"},
		{sendDeletion, map[string]any{"ch": "FAX"}, "请求格式错误：字段 ch 取值无效"},
		{requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey, "code": 123456}, "请求格式错误：字段 code 类型错误"},
		{requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey}, "请求格式错误：缺少必填字段 code"},
	} {
		r := e.GraphQL(in.Token, c.query, c.vars)
		if len(r.Errors) != 1 || r.Errors[0].Message != c.want || r.Errors[0].Extensions["code"] != "GRAPHQL_VALIDATION_FAILED" {
			t.Fatalf("%v: want %q, got %+v", c.vars, c.want, r.Errors)
		}
	}
	if e.deletionRow(in.Member.ID) != nil || e.deletionView(in.Token).AccountDeletion != nil {
		t.Fatal("a refused request left a row")
	}
	// The right code still works after all that (it was never spent on a refusal).
	out = e.call(in.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey, "code": code})
	if len(out.UserErrors) == 1 && out.UserErrors[0].Message == "验证码错误次数过多，请重新获取" {
		return // five wrong tries void a code: that is the rule too
	}
	if len(out.UserErrors) != 0 {
		t.Fatalf("right code: %+v", out)
	}
}

func testDeletionCancelBySignIn(t *testing.T, e *env) {
	ctx := context.Background()
	mobile := e.Mobile()
	in := e.LoginMobile(mobile)
	if out := e.requestDeletion(in.Token, mobile); len(out.UserErrors) != 0 {
		t.Fatalf("request: %+v", out)
	}
	e.Clock.Advance(3 * 24 * time.Hour)
	again := e.LoginMobile(mobile)
	row := e.deletionRow(in.Member.ID)
	if row.State != accountdeletion.StateCancelled || row.CancelledBy == nil || *row.CancelledBy != accountdeletion.CancelledBySignIn {
		t.Fatalf("row after sign-in: %+v", row)
	}
	if again.Notice != deletion.MsgCancelledBySignIn {
		t.Fatalf("sign-in notice %q", again.Notice)
	}
	third := e.LoginMobile(mobile)
	if third.Notice != "" {
		t.Fatalf("told twice: %q", third.Notice)
	}
	if e.deletionView(again.Token).AccountDeletion != nil {
		t.Fatal("still pending in GraphQL")
	}
	e.Clock.Advance(30 * 24 * time.Hour)
	e.sweep()
	if m := e.Client.Member.GetX(ctx, in.Member.ID); m.Mobile == nil || m.Status != member.StatusActive {
		t.Fatalf("member changed: %+v", m)
	}
}

func testDeletionCancelByButton(t *testing.T, e *env) {
	ctx := context.Background()
	mobile := e.Mobile()
	in := e.LoginMobile(mobile)
	if out := e.requestDeletion(in.Token, mobile); len(out.UserErrors) != 0 {
		t.Fatalf("request: %+v", out)
	}
	out := e.call(in.Token, "cancelAccountDeletion", cancelDeletion, nil)
	if len(out.UserErrors) != 0 || e.deletionView(in.Token).AccountDeletion != nil {
		t.Fatalf("cancel: %+v", out)
	}
	out = e.call(in.Token, "cancelAccountDeletion", cancelDeletion, nil)
	if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "NOT_FOUND" || out.UserErrors[0].Message != deletion.MsgNothingToCancel {
		t.Fatalf("cancel twice: %+v", out)
	}
	if row := e.deletionRow(in.Member.ID); *row.CancelledBy != accountdeletion.CancelledByMember || row.NoticePending {
		t.Fatalf("row %+v", row)
	}
	e.Clock.Advance(16 * 24 * time.Hour)
	e.sweep()
	if e.deletionRow(in.Member.ID).State != accountdeletion.StateCancelled || e.Client.Member.GetX(ctx, in.Member.ID).Mobile == nil {
		t.Fatal("a cancelled request was erased")
	}
	// Asking again starts a fresh cooling-off period.
	if out := e.requestDeletion(in.Token, mobile); len(out.UserErrors) != 0 {
		t.Fatalf("request again: %+v", out)
	}
	if v := e.deletionView(in.Token); v.AccountDeletion == nil || v.AccountDeletion.EraseAt.Before(e.Clock.Now().Add(14*24*time.Hour)) {
		t.Fatalf("renewed: %+v", v.AccountDeletion)
	}
}

func testDeletionObligations(t *testing.T, e *env) {
	mobile := e.Mobile()
	in := e.LoginMobile(mobile)
	open := false
	e.Deletion.Obligations = []deletion.Obligation{func(_ context.Context, _ *ent.Client, memberID int) ([]string, error) {
		if open && memberID == in.Member.ID {
			return []string{"有未完成的订单"}, nil
		}
		return nil, nil
	}}
	open = true
	if v := e.deletionView(in.Token); len(v.DeletionBlockers) != 1 || v.DeletionBlockers[0] != "有未完成的订单" {
		t.Fatalf("blockers %+v", v.DeletionBlockers)
	}
	out := e.call(in.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
	if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "FORBIDDEN" || out.UserErrors[0].Message != "暂时无法注销：有未完成的订单" {
		t.Fatalf("send while open: %+v", out)
	}
	if e.OutboxCount(mobile) != 1 { // only the sign-in code
		t.Fatal("a code went out for a refused request")
	}
	open = false
	sent := e.call(in.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
	open = true // an order opens between the code and the confirmation
	out = e.call(in.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": *sent.CodeKey, "code": e.LastCode(mobile)})
	if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "FORBIDDEN" || e.deletionRow(in.Member.ID) != nil {
		t.Fatalf("confirm while open: %+v", out)
	}
	// Pending, then an obligation opens during the cooling-off: the sweep waits.
	open = false
	e.Clock.Advance(61 * time.Second)
	if out := e.requestDeletion(in.Token, mobile); len(out.UserErrors) != 0 {
		t.Fatalf("request: %+v", out)
	}
	open = true
	e.Clock.Advance(16 * 24 * time.Hour)
	e.sweep()
	if e.deletionRow(in.Member.ID).State != accountdeletion.StatePending {
		t.Fatal("erased with an obligation open")
	}
	open = false
	e.sweep()
	if e.deletionRow(in.Member.ID).State != accountdeletion.StateErased {
		t.Fatal("not erased once the obligation closed")
	}
}

func testDeletionConcurrent(t *testing.T, e *env) {
	mobile := e.Mobile()
	in := e.LoginMobile(mobile)
	// Two codes, each valid: two confirmations race.
	var keys, codes [2]string
	for i := range keys {
		sent := e.call(in.Token, "sendAccountDeletionCode", sendDeletion, map[string]any{"ch": "SMS"})
		if sent.CodeKey == nil {
			t.Fatalf("send %d: %+v", i, sent)
		}
		keys[i], codes[i] = *sent.CodeKey, e.LastCode(mobile)
		e.Clock.Advance(61 * time.Second)
	}
	var wg sync.WaitGroup
	outs := make([]payload, 2)
	for i := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i] = e.call(in.Token, "requestAccountDeletion", requestDeleton, map[string]any{"ch": "SMS", "key": keys[i], "code": codes[i]})
		}()
	}
	wg.Wait()
	ok, conflict := 0, 0
	for _, o := range outs {
		switch {
		case len(o.UserErrors) == 0:
			ok++
		case o.UserErrors[0].Code == "CONFLICT" && o.UserErrors[0].Message == deletion.MsgPending:
			conflict++
		default:
			t.Fatalf("unexpected answer %+v", o)
		}
	}
	if ok != 1 || conflict != 1 {
		t.Fatalf("%d succeeded, %d conflicted", ok, conflict)
	}
	if n := e.Client.AccountDeletion.Query().Where(accountdeletion.HasMemberWith(member.ID(in.Member.ID))).CountX(context.Background()); n != 1 {
		t.Fatalf("%d rows", n)
	}
}

func testDeletionAccess(t *testing.T, e *env) {
	mobile := e.Mobile()
	a := e.LoginMobile(mobile)
	b := e.LoginMobile(e.Mobile())
	if out := e.requestDeletion(a.Token, mobile); len(out.UserErrors) != 0 {
		t.Fatal(out)
	}
	for name, q := range map[string]string{
		"sendAccountDeletionCode": sendDeletion, "cancelAccountDeletion": cancelDeletion,
	} {
		r := e.GraphQL("", q, map[string]any{"ch": "SMS"})
		if len(r.Errors) != 1 || r.Errors[0].Extensions["code"] != "UNAUTHENTICATED" || len(r.Data) != 0 {
			t.Fatalf("visitor %s: %+v", name, r)
		}
	}
	// b cancelling cancels nothing of a's.
	out := e.call(b.Token, "cancelAccountDeletion", cancelDeletion, nil)
	if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "NOT_FOUND" {
		t.Fatalf("b cancels: %+v", out)
	}
	if e.deletionView(a.Token).AccountDeletion == nil {
		t.Fatal("a's request was cancelled by b")
	}
	// a's member through node(id) is nothing for b.
	r := e.GraphQL(b.Token, `query($id: ID!) { node(id: $id) { ... on Member { accountDeletion { eraseAt } } } }`, map[string]any{"id": fmt.Sprint(a.Member.ID)})
	if n := string(r.Data["node"]); n != "null" {
		t.Fatalf("b reads a: %s", n)
	}
}

// The server's sweep loop erases due requests at once when started, and
// stops when its context ends.
func TestDeletionSweepLoop(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){"run": func(t *testing.T, e *env) {
		mobile := e.Mobile()
		in := e.LoginMobile(mobile)
		if out := e.requestDeletion(in.Token, mobile); len(out.UserErrors) != 0 {
			t.Fatal(out)
		}
		e.Clock.Advance(deletion.CoolingOff + time.Minute)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { e.Deletion.Run(ctx, time.Hour); close(done) }()
		deadline := time.Now().Add(10 * time.Second)
		for e.deletionRow(in.Member.ID).State != accountdeletion.StateErased {
			if time.Now().After(deadline) {
				t.Fatal("the loop did not sweep")
			}
			time.Sleep(10 * time.Millisecond)
		}
		cancel()
		<-done
	}})
}
