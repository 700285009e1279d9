package erasure_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/goods"
	"artmarket/ent/migrate"
	"artmarket/ent/outboxmessage"
	"artmarket/ent/refundphoto"
	"artmarket/ent/refundrequest"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/ent/workevent"
	"artmarket/server/domain/media"
	"artmarket/server/domain/media/avatar"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/erasure"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/outbox"
)

// Every table of the schema is either erased for a member (by the deletion
// itself or a registered eraser) or kept with a written reason: a new table
// in none of them fails here, before a member's data can outlive them.
func TestEveryTableAccounted(t *testing.T) {
	where := map[string][]string{}
	for _, name := range deletion.CoreTables {
		where[name] = append(where[name], "the deletion itself")
	}
	for _, p := range erasure.Parts() {
		if p.Erase == nil {
			t.Errorf("part %q has no eraser", p.Name)
		}
		for _, name := range p.Tables {
			where[name] = append(where[name], "eraser "+p.Name)
		}
	}
	for name, reason := range erasure.Kept {
		if strings.TrimSpace(reason) == "" {
			t.Errorf("table %s is kept without a reason", name)
		}
		where[name] = append(where[name], "kept")
	}
	known := map[string]bool{}
	for _, tbl := range migrate.Tables {
		known[tbl.Name] = true
		refersToMembers := false
		for _, fk := range tbl.ForeignKeys {
			// Their favourites of the erased works go with those works.
			if fk.RefTable != nil && fk.RefTable.Name == migrate.MembersTable.Name && tbl.Name != migrate.FavoritesTable.Name {
				refersToMembers = true
			}
		}
		switch got := where[tbl.Name]; {
		case len(got) == 0 && refersToMembers:
			t.Errorf("table %s refers to members but has no eraser and no reason to keep its rows (erasure.Parts or erasure.Kept)", tbl.Name)
		case len(got) == 0:
			t.Errorf("table %s is neither erased nor kept with a reason (erasure.Parts or erasure.Kept): say whether it holds a member's data", tbl.Name)
		case len(got) > 1:
			t.Errorf("table %s is in more than one place: %v", tbl.Name, got)
		}
	}
	for name := range where {
		if !known[name] {
			t.Errorf("%s is no table of the schema", name)
		}
	}
}

// inbox keeps the codes sent, by address.
type inbox struct {
	mu    sync.Mutex
	codes map[string]string
}

func (b *inbox) SendSMS(_ context.Context, m outbox.SMS) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.codes[m.To] = m.Code
	return nil
}

func (b *inbox) code(to string) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.codes[to]
}

type fixture struct {
	db     dbtest.DB
	client *ent.Client
	store  *media.DiskStore
	svc    *deletion.Service
	codes  *verify.Codes
	box    *inbox
	mu     sync.Mutex
	now    time.Time
}

func (f *fixture) clock() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *fixture) advance(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now = f.now.Add(d)
}

func setup(t *testing.T, tdb dbtest.DB) *fixture {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	f := &fixture{db: tdb, client: d.Client, store: media.NewDiskStore(t.TempDir()), box: &inbox{codes: map[string]string{}},
		now: time.Date(2026, 5, 20, 9, 0, 0, 0, time.UTC)}
	f.codes = &verify.Codes{Cache: c, SMS: f.box, Now: f.clock, Log: slog.New(slog.DiscardHandler)}
	// As the server wires it (server/web/app).
	f.svc = erasure.Wire(&deletion.Service{Client: d.Client, Codes: f.codes, Now: f.clock, Log: slog.New(slog.DiscardHandler)}, f.store)
	return f
}

// requestDeletion confirms m's deletion with a code, in a transaction of its
// own as the GraphQL mutation does.
func (f *fixture) requestDeletion(t *testing.T, m *ent.Member) error {
	t.Helper()
	ctx := context.Background()
	key, _, err := f.svc.SendCode(ctx, f.client, m, verify.SMS, "203.0.113.9")
	if err != nil {
		t.Fatal(err)
	}
	f.codes.Wait()
	in := deletion.Confirm{Channel: verify.SMS, Key: key, Code: f.box.code(*m.Mobile)}
	return db.WithTx(ctx, f.client, func(ctx context.Context, c *ent.Client) error {
		_, err := f.svc.Request(ctx, c, m.ID, 0, in)
		return err
	})
}

// picture stores a small picture of one colour, as an upload would: its key.
func (f *fixture) picture(t *testing.T, shade uint8) imageref.Image {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	for y := range 30 {
		for x := range 40 {
			img.SetRGBA(x, y, color.RGBA{shade, 255 - shade, 7, 255}) // opaque: one key per shade
		}
	}
	s, err := media.SaveImage(context.Background(), f.store, img)
	if err != nil {
		t.Fatal(err)
	}
	return imageref.Image{Key: s.Key, Width: s.Width, Height: s.Height}
}

// avatarOf stores an avatar of one colour: the name the member row keeps.
func (f *fixture) avatarOf(t *testing.T, c color.RGBA) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 64, 64))
	for y := range 64 {
		for x := range 64 {
			img.SetRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	name, err := avatar.Save(context.Background(), f.store, buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return name
}

// exists tells whether any file of key is stored (its folder holds one).
func (f *fixture) exists(t *testing.T, key string) bool {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(f.store.Dir(), filepath.FromSlash(key)))
	if errors.Is(err, fs.ErrNotExist) {
		return false
	}
	if err != nil {
		t.Fatal(err)
	}
	return len(entries) > 0
}

func ptr[T any](v T) *T { return &v }

func form(title string, pics ...imageref.Image) selling.Input {
	return selling.Input{
		Title: title, ArtistKind: "self", Year: ptr(2024), Medium: "OIL", Materials: "布面油画",
		WidthMM: ptr(605), HeightMM: ptr(800), PriceFen: ptr(int64(1_280_000)), Shipping: "free", ShipFrom: "4403",
		Description: "私人描述：" + title, Images: pics,
	}
}

// seller is a member with works in every state that matters.
type seller struct {
	m                       *ent.Member
	listed, draft, pending  *ent.Work
	sold                    *ent.Work // nil: none
	listedArtwork, artistID int
	pictures                []string // every picture key of theirs
	avatarKey               string
}

func (f *fixture) newSeller(t *testing.T, name, mobile string, reviewer int, shade uint8, withSold bool) *seller {
	t.Helper()
	ctx := context.Background()
	c := f.client
	av := f.avatarOf(t, color.RGBA{shade, 100, 50, 255})
	m := c.Member.Create().SetUsername("u" + mobile).SetNickname(name).SetMobile(mobile).
		SetEmail(mobile + "@example.com").SetAvatar(av).SaveX(ctx)
	s := &seller{m: m}
	s.avatarKey = strings.Join(strings.Split(av, "/")[:2], "/")
	pic := func(d uint8) imageref.Image {
		p := f.picture(t, shade+d)
		s.pictures = append(s.pictures, p.Key)
		return p
	}
	list := func(title string, d uint8) *ent.Work {
		w, err := selling.CreateWork(ctx, c, m.ID, form(title, pic(d)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := selling.SubmitWork(ctx, c, m.ID, w.ID, true); err != nil {
			t.Fatal(err)
		}
		w, err = selling.ApproveWork(ctx, c, reviewer, w.ID)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	s.listed = list(name+"的在售作品", 1)
	s.listedArtwork, s.artistID = *s.listed.ArtworkID, *s.listed.ArtistID
	if withSold {
		w := list(name+"的已售作品", 2)
		// Sold as an order will sell it (no order exists yet): the table's
		// move, its line on the timeline, the public Artwork sold.
		actx := viewer.AllowHidden(ctx)
		to, ok := selling.Next(selling.State(w.State), selling.Sell)
		if !ok {
			t.Fatalf("work in state %s is not for sale", w.State)
		}
		c.Work.UpdateOneID(w.ID).SetState(work.State(to)).AddVersion(1).ExecX(actx)
		c.WorkEvent.Create().SetWorkID(w.ID).SetAction(string(selling.Sell)).
			SetFromState(w.State.String()).SetToState(string(to)).ExecX(actx)
		c.Artwork.UpdateOneID(*w.ArtworkID).SetStatus(artwork.StatusSold).ExecX(actx)
		s.sold = c.Work.GetX(actx, w.ID)
	}
	var err error
	if s.draft, err = selling.CreateWork(ctx, c, m.ID, form(name+"的草稿", pic(3))); err != nil {
		t.Fatal(err)
	}
	if s.pending, err = selling.CreateWork(ctx, c, m.ID, form(name+"的审核中作品", pic(4))); err != nil {
		t.Fatal(err)
	}
	if s.pending, err = selling.SubmitWork(ctx, c, m.ID, s.pending.ID, true); err != nil {
		t.Fatal(err)
	}
	// Their other data: an address, favourites, sessions, funds settings,
	// messages sent to them.
	c.Address.Create().SetMemberID(m.ID).SetRecipient(name).SetMobile(mobile).SetProvince("44").SetCity("4403").
		SetDistrict("440305").SetDetail("科技园 1 号").ExecX(ctx)
	c.Session.Create().SetMemberID(m.ID).SetTokenHash(fmt.Sprintf("%064d", m.ID)).SetExpiresAt(f.clock().Add(time.Hour)).
		SetIP("203.0.113.7").SetUserAgent("test").ExecX(ctx)
	c.RealName.Create().SetMemberID(m.ID).SetName(name).SetIDCipher([]byte("cipher")).SetIDHash(fmt.Sprintf("%064d", m.ID)).
		SetIDMasked("1****2").ExecX(ctx)
	c.CashOutAccount.Create().SetMemberID(m.ID).SetKind(cashoutaccount.KindALIPAY).SetHolder(name).
		SetAccountMasked("138****0000").ExecX(ctx)
	c.OutboxMessage.Create().SetChannel(outboxmessage.ChannelSms).SetTo(mobile).SetBody("您的验证码是 123456").
		SetCode("123456").SetPurpose("login").ExecX(ctx)
	c.OutboxMessage.Create().SetChannel(outboxmessage.ChannelEmail).SetTo(mobile + "@example.com").SetBody("验证码 654321").
		SetCode("654321").SetPurpose("bind").ExecX(ctx)
	return s
}

// public reads as a visitor's GraphQL operation does (the privacy rules
// apply inside one).
func public() context.Context {
	return graphql.WithOperationContext(context.Background(), &graphql.OperationContext{})
}

// A seller asks to delete their account: their works leave the market at
// once; 15 days later every row and file of theirs is gone or anonymised,
// and nobody else's is touched.
func TestErasureLeavesNothing(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		ctx := context.Background()
		f := setup(t, tdb)
		c := f.client
		reviewer := c.Member.Create().SetUsername("reviewer").SetMobile("13900000009").SetRoles([]string{selling.RoleReviewer}).SaveX(ctx).ID
		gone := f.newSeller(t, "王小明", "13900000101", reviewer, 10, true)
		alone := f.newSeller(t, "赵一", "13900000103", reviewer, 120, false) // no sold work: their artist goes
		stays := f.newSeller(t, "李四", "13900000102", reviewer, 200, false)
		for _, s := range []*seller{gone, alone, stays} {
			for _, o := range []*seller{gone, alone, stays} {
				if o != s {
					if _, err := favorites.Set(ctx, c, s.m.ID, o.listedArtwork, true); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		eventsOf := func(ids ...int) int {
			return c.WorkEvent.Query().Where(workevent.WorkIDIn(ids...)).CountX(ctx)
		}
		all := append(append(slices.Clone(gone.pictures), alone.pictures...), stays.pictures...)
		if slices.Sort(all); len(slices.Compact(all)) != 10 {
			t.Fatalf("pictures share keys: %v", all)
		}
		goneSubs := []int{gone.listed.ID, gone.sold.ID, gone.draft.ID, gone.pending.ID}
		if eventsOf(goneSubs...) == 0 {
			t.Fatal("no events to erase")
		}
		before := snapshot(t, f, stays)

		// Confirmed: the listings end now.
		for _, s := range []*seller{gone, alone} {
			if err := f.requestDeletion(t, s.m); err != nil {
				t.Fatal(err)
			}
			if ok := c.Artwork.Query().Where(artwork.ID(s.listedArtwork)).ExistX(public()); ok {
				t.Fatalf("%s: the listed work is still public after the request", s.m.Nickname)
			}
			g := c.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(s.listedArtwork))).OnlyX(ctx)
			if g.Status != goods.StatusOffShelf {
				t.Fatalf("%s: the original is %s after the request", s.m.Nickname, g.Status)
			}
			if w := c.Work.GetX(ctx, s.listed.ID); w.State != work.StateTakenDown {
				t.Fatalf("listed work is %s", w.State)
			}
			if w := c.Work.GetX(ctx, s.pending.ID); w.State != work.StateDraft {
				t.Fatalf("pending work is %s: a reviewer could still list it", w.State)
			}
			// Nor can the seller put it back during the cooling-off period.
			_, err := selling.RelistWork(ctx, c, s.m.ID, s.listed.ID)
			if p := problem.As(err); p == nil || p.Message != selling.MsgLeaving {
				t.Fatalf("relist while leaving: %v", err)
			}
			_, err = selling.SubmitWork(ctx, c, s.m.ID, s.pending.ID, true)
			if p := problem.As(err); p == nil || p.Message != selling.MsgLeaving {
				t.Fatalf("submit while leaving: %v", err)
			}
		}
		if !c.Artwork.Query().Where(artwork.ID(stays.listedArtwork)).ExistX(public()) {
			t.Fatal("another seller's work left the market")
		}

		f.advance(deletion.CoolingOff - time.Minute)
		if n, err := f.svc.Sweep(ctx); err != nil || n != 0 {
			t.Fatalf("sweep before the end of the cooling-off: %d %v", n, err)
		}
		f.advance(time.Minute)
		if n, err := f.svc.Sweep(ctx); err != nil || n != 2 {
			t.Fatalf("sweep: %d %v", n, err)
		}

		for _, s := range []*seller{gone, alone} {
			id := s.m.ID
			// Every table that refers to members holds no row of theirs,
			// but the kept ones (the erasure's record).
			for _, tbl := range migrate.Tables {
				for _, fk := range tbl.ForeignKeys {
					if fk.RefTable == nil || fk.RefTable.Name != migrate.MembersTable.Name || erasure.Kept[tbl.Name] != "" {
						continue
					}
					if n := countRef(t, f.db, tbl.Name, fk.Columns[0].Name, id); n != 0 {
						t.Errorf("%s: %d rows of %s still point at them", s.m.Nickname, n, tbl.Name)
					}
				}
			}
			m := c.Member.GetX(ctx, id)
			if m.Nickname != deletion.ErasedNickname || m.Mobile != nil || m.Email != nil || m.Avatar != "" {
				t.Errorf("member row %+v", m)
			}
			if n := c.OutboxMessage.Query().Where(outboxmessage.ToIn(*s.m.Mobile, *s.m.Email)).CountX(ctx); n != 0 {
				t.Errorf("%s: %d messages with their mobile, e-mail and codes", s.m.Nickname, n)
			}
			if c.Artwork.Query().Where(artwork.ID(s.listedArtwork)).ExistX(ctx) {
				t.Errorf("%s: their listed work's artwork is still there (hidden or not)", s.m.Nickname)
			}
			if n := c.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(s.listedArtwork))).CountX(ctx); n != 0 {
				t.Errorf("%s: %d goods of their listed work", s.m.Nickname, n)
			}
			if n := c.Artist.Query().Where(artist.Name(s.m.Nickname)).CountX(ctx); n != 0 {
				t.Errorf("%s: an artist record still carries their nickname", s.m.Nickname)
			}
			if f.exists(t, s.avatarKey) {
				t.Errorf("%s: their avatar's files are still stored", s.m.Nickname)
			}
		}
		if n := eventsOf(goneSubs...); n != 0 {
			t.Errorf("%d events of the erased member's works", n)
		}
		// The sold work stays, the record of a sale, under an anonymous artist;
		// its pictures with it. Every other picture of theirs is gone.
		sold := c.Artwork.Query().Where(artwork.ID(*gone.sold.ArtworkID)).WithArtist().OnlyX(ctx)
		if sold.Edges.Artist.ID != gone.artistID || sold.Edges.Artist.Name != deletion.ErasedNickname || sold.Description == "" {
			t.Errorf("sold work %+v by %+v", sold, sold.Edges.Artist)
		}
		soldPics := c.ArtworkImage.Query().Where(artworkimage.HasArtworkWith(artwork.ID(sold.ID))).Select(artworkimage.FieldKey).StringsX(ctx)
		for _, k := range append(gone.pictures, alone.pictures...) {
			if want := slices.Contains(soldPics, k); f.exists(t, k) != want {
				t.Errorf("picture %s stored: %v, want %v", k, !want, want)
			}
		}
		if c.Artist.Query().Where(artist.ID(alone.artistID)).ExistX(ctx) {
			t.Error("the artist made from a seller with nothing left is still there")
		}

		// Nothing of the other seller's changed, their files included.
		if after := snapshot(t, f, stays); after != before {
			t.Errorf("the other seller's data changed:\nbefore %s\nafter  %s", before, after)
		}
		for _, k := range append(stays.pictures, stays.avatarKey) {
			if !f.exists(t, k) {
				t.Errorf("the other seller's file %s is gone", k)
			}
		}
		if !c.Artwork.Query().Where(artwork.ID(stays.listedArtwork)).ExistX(public()) {
			t.Error("the other seller's work left the market")
		}
	})
}

// Cancelling during the cooling-off period keeps the account; the works the
// request took off the market stay off it, and the seller relists them.
func TestCancelLeavesListingsDown(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		ctx := context.Background()
		f := setup(t, tdb)
		c := f.client
		reviewer := c.Member.Create().SetUsername("reviewer").SetMobile("13900000009").SetRoles([]string{selling.RoleReviewer}).SaveX(ctx).ID
		s := f.newSeller(t, "王小明", "13900000101", reviewer, 10, false)
		if err := f.requestDeletion(t, s.m); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.Cancel(ctx, c, s.m.ID); err != nil {
			t.Fatal(err)
		}
		if c.Artwork.Query().Where(artwork.ID(s.listedArtwork)).ExistX(public()) {
			t.Fatal("cancelling put the work back on sale by itself")
		}
		if _, err := selling.RelistWork(ctx, c, s.m.ID, s.listed.ID); err != nil {
			t.Fatal(err)
		}
		if !c.Artwork.Query().Where(artwork.ID(s.listedArtwork)).ExistX(public()) {
			t.Fatal("relisted, the work is not public")
		}
		f.advance(deletion.CoolingOff)
		if n, err := f.svc.Sweep(ctx); err != nil || n != 0 {
			t.Fatalf("sweep after cancel: %d %v", n, err)
		}
	})
}

// countRef counts the rows of table whose column is id.
func countRef(t *testing.T, d dbtest.DB, table, column string, id int) int {
	t.Helper()
	arg := "?"
	if d.Dialect == "postgres" {
		arg = "$1"
	}
	var n int
	q := fmt.Sprintf(`SELECT COUNT(*) FROM %q WHERE %q = %s`, table, column, arg)
	if err := d.SQL.QueryRowContext(context.Background(), q, id).Scan(&n); err != nil && !errors.Is(err, sql.ErrNoRows) {
		t.Fatal(err)
	}
	return n
}

// snapshot is every row of the member's own data that the test can read, as text.
func snapshot(t *testing.T, f *fixture, s *seller) string {
	c := f.client
	t.Helper()
	ctx := context.Background()
	var parts []string
	add := func(name string, v any) { parts = append(parts, fmt.Sprintf("%s=%v", name, v)) }
	m := c.Member.GetX(ctx, s.m.ID)
	add("member", []any{m.Nickname, *m.Mobile, *m.Email, m.Avatar})
	subs := c.Work.Query().Where(work.MemberID(s.m.ID)).Order(ent.Asc(work.FieldID)).AllX(ctx)
	for _, w := range subs {
		add("work", []any{w.ID, w.State, w.Version, w.Description, w.ShipFrom})
	}
	ids := make([]int, len(subs))
	for i, w := range subs {
		ids[i] = w.ID
	}
	add("events", c.WorkEvent.Query().Where(workevent.WorkIDIn(ids...)).CountX(ctx))
	aw := c.Artwork.Query().Where(artwork.ID(s.listedArtwork)).WithArtist().OnlyX(ctx)
	add("artwork", []any{aw.Hidden, aw.Status, aw.Edges.Artist.Name})
	g := c.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(s.listedArtwork))).OnlyX(ctx)
	add("goods", []any{g.Status, g.Stock})
	add("pictures", c.ArtworkImage.Query().Where(artworkimage.HasArtworkWith(artwork.ID(s.listedArtwork))).CountX(ctx))
	for _, tbl := range migrate.Tables {
		for _, fk := range tbl.ForeignKeys {
			// Their favourites of the erased works go with those works.
			if fk.RefTable != nil && fk.RefTable.Name == migrate.MembersTable.Name && tbl.Name != migrate.FavoritesTable.Name {
				add(tbl.Name, countRef(t, f.db, tbl.Name, fk.Columns[0].Name, s.m.ID))
			}
		}
	}
	add("messages", c.OutboxMessage.Query().Where(outboxmessage.ToIn(*s.m.Mobile, *s.m.Email)).CountX(ctx))
	sort.Strings(parts[1:])
	return strings.Join(parts, " ")
}

// A buyer's refund photos go as their other pictures do: their upload rows,
// the photos of the requests they made (the requests stay), and the files
// no one else uploaded; a picture another member uploaded too stays.
func TestErasureRefundPhotos(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		ctx := context.Background()
		f := setup(t, tdb)
		c := f.client
		buyer := c.Member.Create().SetUsername("buyer").SetMobile("13900000201").SaveX(ctx)
		other := c.Member.Create().SetUsername("other").SetMobile("13900000202").SaveX(ctx)
		own, shared := f.picture(t, 31), f.picture(t, 32)
		for _, p := range []struct {
			m   int
			img imageref.Image
		}{{buyer.ID, own}, {buyer.ID, shared}, {other.ID, shared}} {
			if err := refunds.KeepPhoto(ctx, c, p.m, p.img); err != nil {
				t.Fatal(err)
			}
		}
		req := c.RefundRequest.Create().SetOrderID(1).SetBuyerID(buyer.ID).SetKind(refundrequest.KindREFUND_ONLY).SetReason("商品破损").
			SetAmountFen(100).SetPhotos([]imageref.Image{own, shared}).SetState("CANCELLED").SetOutRefundNo("RR1test").SaveX(ctx)
		if err := f.requestDeletion(t, buyer); err != nil {
			t.Fatal(err)
		}
		f.advance(deletion.CoolingOff)
		if n, err := f.svc.Sweep(ctx); err != nil || n != 1 {
			t.Fatalf("sweep: %d %v", n, err)
		}
		if n := c.RefundPhoto.Query().Where(refundphoto.MemberID(buyer.ID)).CountX(ctx); n != 0 {
			t.Errorf("%d upload rows of the erased buyer left", n)
		}
		if got := c.RefundRequest.GetX(ctx, req.ID); len(got.Photos) != 0 || got.AmountFen != 100 {
			t.Errorf("the request after erasure: %+v", got)
		}
		if f.exists(t, own.Key) {
			t.Error("the erased buyer's own photo is still stored")
		}
		if !f.exists(t, shared.Key) || c.RefundPhoto.Query().Where(refundphoto.MemberID(other.ID)).CountX(ctx) != 1 {
			t.Error("the photo another member uploaded too went with the erased buyer's")
		}
	})
}
