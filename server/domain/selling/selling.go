package selling

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/artworksubmission"
	"artmarket/ent/goods"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/submissionevent"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/region"
	"artmarket/server/platform/db"
)

// RoleReviewer is the role of the members who review works for sale.
const RoleReviewer = "reviewer"

// The limits of the publish form (the client uses the same).
const (
	TitleMax       = 60
	ArtistNameMax  = 20
	MaterialsMax   = 40
	DescriptionMax = 2000
	ImagesMax      = 9
	DimensionMax   = 100000 // tenths of a centimetre: 10,000 cm
	EditionMax     = 10000
	PriceMinFen    = 100            // ¥1
	PriceMaxFen    = 100_000_000_00 // ¥100,000,000
	ShippingMaxFen = 10_000_00      // ¥10,000
	ReasonMax      = 500
	YearMin        = 1000 // the earliest year of creation (the latest is this year)
)

// The messages (the client shows the same words for the same rules).
const (
	MsgNeedMobile       = "请先绑定手机号再发布作品"
	MsgNotFound         = "作品不存在"
	MsgStale            = "作品已在其他页面修改，请刷新后再试"
	MsgNotReviewer      = "只有审核员可以审核作品"
	MsgTitleEmpty       = "请填写作品名称"
	MsgTitleLength      = "作品名称不能超过 60 个字"
	MsgControl          = "不能包含换行等控制字符"
	MsgArtistEmpty      = "请选择艺术家"
	MsgArtistUnknown    = "所选艺术家不存在"
	MsgArtistName       = "请填写艺术家姓名（不超过 20 个字）"
	MsgYear             = "创作年份应在 1000 年到今年之间"
	MsgMediumEmpty      = "请选择作品类别"
	MsgMediumUnknown    = "作品类别不在可选范围内"
	MsgMaterialsLength  = "材质不能超过 40 个字"
	MsgDimensionEmpty   = "请填写作品尺寸"
	MsgDimension        = "尺寸应在 0.1 到 10000 厘米之间"
	MsgEdition          = "版数应为 1 到 10000 之间的「第 N 版 / 共 M 版」，N 不大于 M"
	MsgPriceEmpty       = "请填写价格"
	MsgPrice            = "价格应在 ¥1 到 ¥100,000,000 之间"
	MsgShippingEmpty    = "请选择运费方式"
	MsgShippingFee      = "固定运费应在 ¥0.01 到 ¥10,000 之间"
	MsgShipFromEmpty    = "请选择发货地"
	MsgShipFromUnknown  = "发货地不在可选范围内"
	MsgDescriptionLong  = "作品描述不能超过 2000 个字"
	MsgImagesEmpty      = "请上传 1 到 9 张作品图片"
	MsgImagesMany       = "作品图片最多 9 张"
	MsgImageBad         = "作品图片无效，请重新上传"
	MsgReasonEmpty      = "请填写驳回原因"
	MsgReasonLength     = "驳回原因不能超过 500 个字"
	MsgDeletePublished  = "上架过的作品不能删除，可以下架"
	MsgUnknownShipping  = "运费方式不在可选范围内"
	MsgUnknownArtistWay = "艺术家的填写方式不在可选范围内"
	MsgAgreement        = "请阅读并勾选声明，同意《用户协议》后再提交"
)

// AgreementAccepted is the reason recorded on a submit: the seller ticked the
// declaration that accepts the service agreement (/agreement/service).
const AgreementAccepted = "卖家已勾选声明，同意《用户协议》"

// Input is the publish form: every field may be empty while a draft;
// SubmitWork needs them filled (see complete).
type Input struct {
	Title          string
	ArtistKind     string // "existing", "self" (本人), "new", or "" when not chosen
	ArtistID       *int   // for "existing"
	ArtistName     string // for "new"
	Year           *int
	Medium         string // an Artwork medium: OIL, INK, …
	Materials      string
	WidthMM        *int // tenths of a centimetre (one decimal)
	HeightMM       *int
	DepthMM        *int   // optional
	EditionNumber  *int   // N of an edition N/M; both empty for a unique work
	EditionSize    *int   // M
	Framed         bool   // 含框
	Signed         bool   // 签名
	Certificate    bool   // 附证书
	PriceFen       *int64 // exact fen
	Shipping       string // "free", "fixed", "collect" (到付), or ""
	ShippingFeeFen int64  // for "fixed"
	ShipFrom       string // region code (package region)
	Description    string // plain text with line breaks
	Images         []imageref.Image
}

func invalid(field, msg string) *problem.Error {
	return problem.New(problem.Invalid, msg).OnField(field)
}

var tags = regexp.MustCompile(`<[^>]*>`)

func hasControl(s string, newlines bool) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsControl(r) && !(newlines && r == '\n') })
}

// Normalize trims in and checks the rules that hold for a draft as well as
// for a submission (lengths, ranges, known values); what a submission must
// have is complete's.
func Normalize(in Input) (Input, error) {
	in.Title = strings.TrimSpace(in.Title)
	in.ArtistName = strings.TrimSpace(in.ArtistName)
	in.Materials = strings.TrimSpace(in.Materials)
	in.ShipFrom = strings.TrimSpace(in.ShipFrom)
	in.Description = strings.TrimSpace(tags.ReplaceAllString(strings.ReplaceAll(in.Description, "\r\n", "\n"), ""))
	switch {
	case utf8.RuneCountInString(in.Title) > TitleMax:
		return in, invalid("title", MsgTitleLength)
	case hasControl(in.Title, false):
		return in, invalid("title", "作品名称"+MsgControl)
	}
	switch in.ArtistKind {
	case "", "self":
		in.ArtistID, in.ArtistName = nil, ""
	case "existing":
		in.ArtistName = ""
	case "new":
		in.ArtistID = nil
		if in.ArtistName != "" && (utf8.RuneCountInString(in.ArtistName) > ArtistNameMax || hasControl(in.ArtistName, false)) {
			return in, invalid("artistName", MsgArtistName)
		}
	default:
		return in, invalid("artistKind", MsgUnknownArtistWay)
	}
	if in.Year != nil && (*in.Year < YearMin || *in.Year > time.Now().Year()) {
		return in, invalid("year", MsgYear)
	}
	if in.Medium != "" && artwork.MediumValidator(artwork.Medium(in.Medium)) != nil {
		return in, invalid("medium", MsgMediumUnknown)
	}
	if utf8.RuneCountInString(in.Materials) > MaterialsMax {
		return in, invalid("materials", MsgMaterialsLength)
	}
	if hasControl(in.Materials, false) {
		return in, invalid("materials", "材质"+MsgControl)
	}
	for _, d := range []struct {
		name string
		v    *int
	}{{"width", in.WidthMM}, {"height", in.HeightMM}, {"depth", in.DepthMM}} {
		if d.v != nil && (*d.v < 1 || *d.v > DimensionMax) {
			return in, invalid(d.name, MsgDimension)
		}
	}
	if (in.EditionNumber == nil) != (in.EditionSize == nil) ||
		in.EditionNumber != nil && (*in.EditionNumber < 1 || *in.EditionSize > EditionMax || *in.EditionNumber > *in.EditionSize) {
		return in, invalid("edition", MsgEdition)
	}
	if in.PriceFen != nil && (*in.PriceFen < PriceMinFen || *in.PriceFen > PriceMaxFen) {
		return in, invalid("price", MsgPrice)
	}
	switch in.Shipping {
	case "", "free", "collect":
		in.ShippingFeeFen = 0
	case "fixed":
		if in.ShippingFeeFen < 1 || in.ShippingFeeFen > ShippingMaxFen {
			return in, invalid("shippingFee", MsgShippingFee)
		}
	default:
		return in, invalid("shipping", MsgUnknownShipping)
	}
	if in.ShipFrom != "" {
		if _, ok := region.Lookup(in.ShipFrom); !ok {
			return in, invalid("shipFrom", MsgShipFromUnknown)
		}
	}
	if utf8.RuneCountInString(in.Description) > DescriptionMax {
		return in, invalid("description", MsgDescriptionLong)
	}
	if hasControl(in.Description, true) {
		return in, invalid("description", "作品描述"+MsgControl)
	}
	if len(in.Images) > ImagesMax {
		return in, invalid("images", MsgImagesMany)
	}
	for _, im := range in.Images {
		if strings.TrimSpace(im.Key) == "" || len(im.Key) > 200 || im.Width < 1 || im.Height < 1 {
			return in, invalid("images", MsgImageBad)
		}
	}
	return in, nil
}

// complete checks what a submission must have beyond Normalize's rules.
func complete(in Input) error {
	switch {
	case len(in.Images) == 0:
		return invalid("images", MsgImagesEmpty)
	case in.Title == "":
		return invalid("title", MsgTitleEmpty)
	case in.ArtistKind == "" || in.ArtistKind == "existing" && in.ArtistID == nil:
		return invalid("artist", MsgArtistEmpty)
	case in.ArtistKind == "new" && in.ArtistName == "":
		return invalid("artistName", MsgArtistName)
	case in.Medium == "":
		return invalid("medium", MsgMediumEmpty)
	case in.WidthMM == nil:
		return invalid("width", MsgDimensionEmpty)
	case in.HeightMM == nil:
		return invalid("height", MsgDimensionEmpty)
	case in.PriceFen == nil:
		return invalid("price", MsgPriceEmpty)
	case in.Shipping == "":
		return invalid("shipping", MsgShippingEmpty)
	case in.ShipFrom == "":
		return invalid("shipFrom", MsgShipFromEmpty)
	}
	return nil
}

// InputOf is the form of a stored submission.
func InputOf(s *ent.ArtworkSubmission) Input {
	in := Input{
		Title: s.Title, ArtistID: s.ArtistID, ArtistName: s.ArtistName, Year: s.Year, Medium: s.Medium,
		Materials: s.Materials, WidthMM: s.WidthMm, HeightMM: s.HeightMm, DepthMM: s.DepthMm,
		EditionNumber: s.EditionNumber, EditionSize: s.EditionSize, Framed: s.Framed, Signed: s.Signed,
		Certificate: s.Certificate, PriceFen: s.PriceFen, ShippingFeeFen: s.ShippingFeeFen, ShipFrom: s.ShipFrom,
		Description: s.Description, Images: s.Images,
	}
	if s.ArtistKind != nil {
		in.ArtistKind = string(*s.ArtistKind)
	}
	if s.Shipping != nil {
		in.Shipping = string(*s.Shipping)
	}
	return in
}

func eqPtr[T comparable](a, b *T) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// contentChanged tells whether a and b differ in what the review checks
// (everything but price and shipping).
func contentChanged(a, b Input) bool {
	return a.Title != b.Title || a.ArtistKind != b.ArtistKind || a.ArtistKind == "existing" && !eqPtr(a.ArtistID, b.ArtistID) ||
		a.ArtistName != b.ArtistName || !eqPtr(a.Year, b.Year) || a.Medium != b.Medium || a.Materials != b.Materials ||
		!eqPtr(a.WidthMM, b.WidthMM) || !eqPtr(a.HeightMM, b.HeightMM) || !eqPtr(a.DepthMM, b.DepthMM) ||
		!eqPtr(a.EditionNumber, b.EditionNumber) || !eqPtr(a.EditionSize, b.EditionSize) ||
		a.Framed != b.Framed || a.Signed != b.Signed || a.Certificate != b.Certificate ||
		a.Description != b.Description || !slices.Equal(a.Images, b.Images)
}

// priceChanged tells whether a and b differ in price or shipping.
func priceChanged(a, b Input) bool {
	return !eqPtr(a.PriceFen, b.PriceFen) || a.Shipping != b.Shipping || a.ShippingFeeFen != b.ShippingFeeFen || a.ShipFrom != b.ShipFrom
}

// set writes in to an update of a submission.
func set(u *ent.ArtworkSubmissionUpdate, in Input) {
	u.SetTitle(in.Title).SetArtistName(in.ArtistName).SetMedium(in.Medium).SetMaterials(in.Materials).
		SetNillableArtistID(in.ArtistID).SetNillableYear(in.Year).SetNillableWidthMm(in.WidthMM).
		SetNillableHeightMm(in.HeightMM).SetNillableDepthMm(in.DepthMM).SetNillableEditionNumber(in.EditionNumber).
		SetNillableEditionSize(in.EditionSize).SetFramed(in.Framed).SetSigned(in.Signed).SetCertificate(in.Certificate).
		SetNillablePriceFen(in.PriceFen).SetShippingFeeFen(in.ShippingFeeFen).SetShipFrom(in.ShipFrom).
		SetDescription(in.Description).SetImages(in.Images)
	if in.ArtistID == nil {
		u.ClearArtistID()
	}
	if in.Year == nil {
		u.ClearYear()
	}
	if in.WidthMM == nil {
		u.ClearWidthMm()
	}
	if in.HeightMM == nil {
		u.ClearHeightMm()
	}
	if in.DepthMM == nil {
		u.ClearDepthMm()
	}
	if in.EditionNumber == nil {
		u.ClearEditionNumber()
		u.ClearEditionSize()
	}
	if in.PriceFen == nil {
		u.ClearPriceFen()
	}
	if in.ArtistKind == "" {
		u.ClearArtistKind()
	} else {
		u.SetArtistKind(artworksubmission.ArtistKind(in.ArtistKind))
	}
	if in.Shipping == "" {
		u.ClearShipping()
	} else {
		u.SetShipping(artworksubmission.Shipping(in.Shipping))
	}
}

// inTx runs fn in a transaction: the caller's, when c is already one.
func wrap(op string, id int, err error) error {
	if err == nil || problem.As(err) != nil {
		return err
	}
	return fmt.Errorf("selling: %s %d: %w", op, id, err)
}

// CanSell refuses a member without a bound mobile number.
func CanSell(ctx context.Context, c *ent.Client, memberID int) error {
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldMobile).Only(ctx)
	if ent.IsNotFound(err) {
		return problem.New(problem.Unauthorized, problem.MsgUnauthorized)
	}
	if err != nil {
		return wrap("read member", memberID, err)
	}
	if m.Mobile == nil || *m.Mobile == "" {
		return problem.New(problem.Forbidden, MsgNeedMobile).OnField("mobile")
	}
	return nil
}

// IsReviewer tells whether the member has the reviewer role.
func IsReviewer(ctx context.Context, c *ent.Client, memberID int) (bool, error) {
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldRoles).Only(ctx)
	if ent.IsNotFound(err) {
		return false, nil
	}
	if err != nil {
		return false, wrap("read roles of member", memberID, err)
	}
	return slices.Contains(m.Roles, RoleReviewer), nil
}

func mustReview(ctx context.Context, c *ent.Client, reviewerID int) error {
	ok, err := IsReviewer(ctx, c, reviewerID)
	if err != nil {
		return err
	}
	if !ok {
		return problem.New(problem.Forbidden, MsgNotReviewer)
	}
	return nil
}

// GrantRole gives role to the member with mobile (the grant-role command).
func GrantRole(ctx context.Context, c *ent.Client, mobile, role string) (*ent.Member, error) {
	if role != RoleReviewer {
		return nil, problem.New(problem.Invalid, "未知的角色："+role+"（可用：reviewer）")
	}
	m, err := c.Member.Query().Where(member.Mobile(strings.TrimPrefix(strings.TrimSpace(mobile), "+86"))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, "没有绑定该手机号的会员")
	}
	if err != nil {
		return nil, fmt.Errorf("selling: find member by mobile: %w", err)
	}
	if slices.Contains(m.Roles, role) {
		return m, nil
	}
	return m.Update().SetRoles(append(slices.Clone(m.Roles), role)).Save(ctx)
}

// Own reads the member's submission; another member's is not found.
func Own(ctx context.Context, c *ent.Client, memberID, id int) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	s, err := c.ArtworkSubmission.Query().Where(artworksubmission.ID(id), artworksubmission.MemberID(memberID)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return s, wrap("read", id, err)
}

// record writes one line of the timeline.
func record(ctx context.Context, c *ent.Client, id int, actor *int, a Action, from, to State, reason string) error {
	err := c.SubmissionEvent.Create().SetSubmissionID(id).SetNillableActorID(actor).SetAction(string(a)).
		SetFromState(string(from)).SetToState(string(to)).SetReason(reason).Exec(ctx)
	return wrap("record "+string(a)+" of", id, err)
}

// CreateDraft starts a work for sale as a draft.
func CreateDraft(ctx context.Context, c *ent.Client, memberID int, in Input) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	if err := CanSell(ctx, c, memberID); err != nil {
		return nil, err
	}
	in, err := Normalize(in)
	if err != nil {
		return nil, err
	}
	var s *ent.ArtworkSubmission
	err = db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err = c.ArtworkSubmission.Create().SetMemberID(memberID).Save(ctx)
		if err != nil {
			return wrap("create for member", memberID, err)
		}
		u := c.ArtworkSubmission.Update().Where(artworksubmission.ID(s.ID))
		set(u, in)
		if err := u.Exec(ctx); err != nil {
			return wrap("fill", s.ID, err)
		}
		if err := record(ctx, c, s.ID, &memberID, Create, None, Draft, ""); err != nil {
			return err
		}
		s, err = c.ArtworkSubmission.Get(ctx, s.ID)
		return wrap("read", s.ID, err)
	})
	return s, err
}

func fen(v *int64) string {
	if v == nil {
		return "未填"
	}
	return Yuan(*v)
}

// Yuan is an amount of fen as every page shows money: ¥ with two decimals and
// thousands separated, ¥12,800.00 (the client's formatFen, spec: prices in ¥
// with two decimals), so a timeline reads the same as the price beside it.
func Yuan(fen int64) string {
	sign := ""
	u := uint64(fen)
	if fen < 0 {
		sign, u = "-", uint64(-fen)
	}
	digits := strconv.FormatUint(u/100, 10)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return fmt.Sprintf("%s¥%s.%02d", sign, b.String(), u%100)
}

// repriceReason says what a price or shipping change changed, and only that:
// 价格 ¥12,800.00 → ¥9,900.00, with 运费 and 发货地 only when they changed.
func repriceReason(old, in Input) string {
	var parts []string
	if !eqPtr(old.PriceFen, in.PriceFen) {
		parts = append(parts, fmt.Sprintf("价格 %s → %s", fen(old.PriceFen), fen(in.PriceFen)))
	}
	if a, b := shippingText(old), shippingText(in); a != b {
		parts = append(parts, fmt.Sprintf("运费 %s → %s", a, b))
	}
	if old.ShipFrom != in.ShipFrom {
		parts = append(parts, fmt.Sprintf("发货地 %s → %s", placeName(old.ShipFrom), placeName(in.ShipFrom)))
	}
	return strings.Join(parts, "；")
}

// placeName is a region's full name, 未填 for none.
func placeName(code string) string {
	if name := region.FullName(code); name != "" {
		return name
	}
	return "未填"
}

// UpdateDraft saves the form over the submission the seller read at version.
// A stale version is refused and nothing is written. On a listed work a
// content change goes to review (the public version stays until approved)
// and a price or shipping change applies at once; both are recorded. Sold
// works and works in review are not edited.
func UpdateDraft(ctx context.Context, c *ent.Client, memberID, id, version int, in Input) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	in, err := Normalize(in)
	if err != nil {
		return nil, err
	}
	var out *ent.ArtworkSubmission
	err = db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err := Own(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if s.Version != version {
			return problem.New(problem.Conflict, MsgStale)
		}
		from := State(s.State)
		old := InputOf(s)
		if in.ArtistKind == old.ArtistKind && (in.ArtistKind == "self" || in.ArtistKind == "new" && in.ArtistName == old.ArtistName) {
			in.ArtistID = old.ArtistID // the artist made on approval stays
		}
		content, price := contentChanged(old, in), priceChanged(old, in)
		to := from
		if content || from == Sold || from == Pending {
			next, ok := Next(from, Edit)
			if !ok {
				return problem.New(problem.Conflict, refusal(from, Edit))
			}
			to = next
		}
		public := s.ArtworkID != nil && (from == Listed || from == TakenDown)
		if price && public {
			if _, ok := Next(from, Reprice); !ok {
				return problem.New(problem.Conflict, refusal(from, Reprice))
			}
		}
		u := c.ArtworkSubmission.Update().
			Where(artworksubmission.ID(id), artworksubmission.Version(version)).
			SetState(artworksubmission.State(to)).AddVersion(1)
		set(u, in)
		if from == Listed && to == Pending {
			// The listed version, with the price and shipping of this save (they
			// apply at once), comes back if the seller withdraws the edit.
			listed := old
			listed.PriceFen, listed.Shipping, listed.ShippingFeeFen, listed.ShipFrom = in.PriceFen, in.Shipping, in.ShippingFeeFen, in.ShipFrom
			b, err := json.Marshal(listed)
			if err != nil {
				return wrap("keep listed form of", id, err)
			}
			u.SetListedForm(string(b))
		}
		n, err := u.Save(ctx)
		if err != nil {
			return wrap("update", id, err)
		}
		if n == 0 {
			return problem.New(problem.Conflict, MsgStale)
		}
		if price && public {
			if err := reprice(ctx, c, *s.ArtworkID, in); err != nil {
				return err
			}
			if err := record(ctx, c, id, &memberID, Reprice, from, from, repriceReason(old, in)); err != nil {
				return err
			}
		}
		if to != from {
			if err := record(ctx, c, id, &memberID, Edit, from, to, ""); err != nil {
				return err
			}
		}
		out, err = c.ArtworkSubmission.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

func shippingText(in Input) string {
	switch in.Shipping {
	case "free":
		return "包邮"
	case "collect":
		return "到付"
	case "fixed":
		return "固定运费 " + fen(&in.ShippingFeeFen)
	}
	return "未填"
}

// reprice applies a price change to the public work and its original at once.
func reprice(ctx context.Context, c *ent.Client, artworkID int, in Input) error {
	if in.PriceFen == nil {
		return invalid("price", MsgPriceEmpty)
	}
	if err := c.Artwork.UpdateOneID(artworkID).SetPriceFen(*in.PriceFen).Exec(ctx); err != nil {
		return wrap("reprice artwork", artworkID, err)
	}
	ids, err := c.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(artworkID)), goods.KindEQ(goods.KindOriginal)).IDs(ctx)
	if err != nil {
		return wrap("read goods of artwork", artworkID, err)
	}
	for _, gid := range ids {
		if err := c.Goods.UpdateOneID(gid).SetPriceFen(*in.PriceFen).Exec(ctx); err != nil {
			return wrap("reprice goods", gid, err)
		}
	}
	return nil
}

// move applies action a to the submission s read before, on condition that
// neither its state nor its version changed meanwhile, and records it.
func move(ctx context.Context, c *ent.Client, s *ent.ArtworkSubmission, actor *int, a Action, reason string, extra func(*ent.ArtworkSubmissionUpdate)) (State, error) {
	from := State(s.State)
	to, ok := Next(from, a)
	if !ok {
		return from, problem.New(problem.Conflict, refusal(from, a))
	}
	if to == Deleted { // the row goes, and its timeline with it
		n, err := c.ArtworkSubmission.Delete().
			Where(artworksubmission.ID(s.ID), artworksubmission.StateEQ(s.State), artworksubmission.Version(s.Version)).Exec(ctx)
		if err != nil {
			return from, wrap("delete", s.ID, err)
		}
		if n == 0 {
			return from, problem.New(problem.Conflict, MsgStale)
		}
		return to, nil
	}
	u := c.ArtworkSubmission.Update().
		Where(artworksubmission.ID(s.ID), artworksubmission.StateEQ(s.State), artworksubmission.Version(s.Version)).
		SetState(artworksubmission.State(to)).AddVersion(1)
	if extra != nil {
		extra(u)
	}
	n, err := u.Save(ctx)
	if err != nil {
		return from, wrap(string(a), s.ID, err)
	}
	if n == 0 {
		return from, problem.New(problem.Conflict, MsgStale)
	}
	return to, record(ctx, c, s.ID, actor, a, from, to, reason)
}

// sellerMove runs action a of the seller on their submission id, recording
// reason with it (a submit needs AgreementAccepted there).
func sellerMove(ctx context.Context, c *ent.Client, memberID, id int, a Action, reason string, then func(c *ent.Client, s *ent.ArtworkSubmission) error) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	var out *ent.ArtworkSubmission
	err := db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err := Own(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if a == Submit || a == Relist {
			if err := notLeaving(ctx, c, memberID); err != nil {
				return err
			}
		}
		if a == Submit {
			if err := CanSell(ctx, c, memberID); err != nil {
				return err
			}
			if _, ok := Next(State(s.State), a); ok {
				if err := complete(InputOf(s)); err != nil {
					return err
				}
				if reason != AgreementAccepted {
					return invalid("acceptAgreement", MsgAgreement)
				}
			}
		}
		if a == Delete && s.ArtworkID != nil {
			if _, ok := Next(State(s.State), a); ok {
				return problem.New(problem.Conflict, MsgDeletePublished)
			}
		}
		if _, err := move(ctx, c, s, &memberID, a, reason, nil); err != nil {
			return err
		}
		if then != nil {
			if err := then(c, s); err != nil {
				return err
			}
		}
		if a == Delete {
			return nil
		}
		out, err = c.ArtworkSubmission.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// SubmitWork sends a draft (or a rejected work, edited) to review. The seller
// must accept the service agreement (the form's declaration); the acceptance
// is the submit event's reason, so the timeline keeps it.
func SubmitWork(ctx context.Context, c *ent.Client, memberID, id int, acceptAgreement bool) (*ent.ArtworkSubmission, error) {
	reason := ""
	if acceptAgreement {
		reason = AgreementAccepted
	}
	return sellerMove(ctx, c, memberID, id, Submit, reason, nil)
}

// WithdrawWork takes a work back from review. A work whose listed version is
// on sale while its edit is in review drops the edit (DropEdit): the form
// comes back as listed and the work stays on sale, untouched (taking it off
// sale is TakeDownWork's). Any other goes back to a draft, which is never
// public.
func WithdrawWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	var out *ent.ArtworkSubmission
	err := db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err := Own(ctx, c, memberID, id)
		if err != nil {
			return err
		}
		if State(s.State) != Pending || s.ListedForm == "" {
			if _, err := move(ctx, c, s, &memberID, Withdraw, "", nil); err != nil {
				return err
			}
			// Only a work that was never listed, or was rejected or taken down
			// before this review, gets here: its public version is hidden already.
			if err := show(ctx, c, s.ArtworkID, false); err != nil {
				return err
			}
		} else {
			var listed Input
			if err := json.Unmarshal([]byte(s.ListedForm), &listed); err != nil {
				return wrap("read listed form of", id, err)
			}
			if _, err := move(ctx, c, s, &memberID, DropEdit, "", func(u *ent.ArtworkSubmissionUpdate) {
				set(u, listed)
				u.SetListedForm("")
			}); err != nil {
				return err
			}
		}
		out, err = c.ArtworkSubmission.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// TakeDownWork takes a listed work off sale (下架): its public page is gone.
func TakeDownWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.ArtworkSubmission, error) {
	return sellerMove(ctx, c, memberID, id, TakeDown, "", func(c *ent.Client, s *ent.ArtworkSubmission) error {
		return show(ctx, c, s.ArtworkID, false)
	})
}

// RelistWork puts a work taken down back on sale, as it was approved.
func RelistWork(ctx context.Context, c *ent.Client, memberID, id int) (*ent.ArtworkSubmission, error) {
	return sellerMove(ctx, c, memberID, id, Relist, "", func(c *ent.Client, s *ent.ArtworkSubmission) error {
		return show(ctx, c, s.ArtworkID, true)
	})
}

// DeleteDraft deletes a draft that was never listed.
func DeleteDraft(ctx context.Context, c *ent.Client, memberID, id int) error {
	_, err := sellerMove(ctx, c, memberID, id, Delete, "", nil)
	return err
}

// MarkSold records that an order sold a listed work (the order's side).
func MarkSold(ctx context.Context, c *ent.Client, id int) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	var out *ent.ArtworkSubmission
	err := db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err := c.ArtworkSubmission.Get(ctx, id)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNotFound)
		}
		if err != nil {
			return wrap("read", id, err)
		}
		if _, err := move(ctx, c, s, nil, Sell, "", nil); err != nil {
			return err
		}
		if s.ArtworkID != nil {
			if err := c.Artwork.UpdateOneID(*s.ArtworkID).SetStatus(artwork.StatusSold).Exec(ctx); err != nil {
				return wrap("mark sold artwork", *s.ArtworkID, err)
			}
		}
		out, err = c.ArtworkSubmission.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// show makes the public work (and its original) visible or hidden.
func show(ctx context.Context, c *ent.Client, artworkID *int, visible bool) error {
	if artworkID == nil {
		return nil
	}
	if err := c.Artwork.UpdateOneID(*artworkID).SetHidden(!visible).Exec(ctx); err != nil {
		return wrap("show artwork", *artworkID, err)
	}
	status := goods.StatusOffShelf
	if visible {
		status = goods.StatusOnSale
	}
	_, err := c.Goods.Update().Where(goods.HasArtworkWith(artwork.ID(*artworkID)), goods.KindEQ(goods.KindOriginal),
		goods.StatusNEQ(goods.StatusSoldOut)).SetStatus(status).Save(ctx)
	return wrap("shelve goods of artwork", *artworkID, err)
}

// RejectWork refuses a work in review with a reason the seller reads.
func RejectWork(ctx context.Context, c *ent.Client, reviewerID, id int, reason string) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	reason = strings.TrimSpace(reason)
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	switch {
	case reason == "":
		return nil, invalid("reason", MsgReasonEmpty)
	case utf8.RuneCountInString(reason) > ReasonMax:
		return nil, invalid("reason", MsgReasonLength)
	}
	var out *ent.ArtworkSubmission
	err := db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err := c.ArtworkSubmission.Get(ctx, id)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNotFound)
		}
		if err != nil {
			return wrap("read", id, err)
		}
		if _, err := move(ctx, c, s, &reviewerID, Reject, reason, func(u *ent.ArtworkSubmissionUpdate) { u.SetRejectReason(reason).SetListedForm("") }); err != nil {
			return err
		}
		// A refused edit of a listed work takes its public version down too:
		// resubmitted and approved, it is back.
		if err := show(ctx, c, s.ArtworkID, false); err != nil {
			return err
		}
		out, err = c.ArtworkSubmission.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// ApproveWork lists a work in review: it creates (or, for an edit, updates) the
// public Artwork with its pictures and its Goods (an original, stock 1), so
// the catalogue, search and the sitemap show it as any other work.
func ApproveWork(ctx context.Context, c *ent.Client, reviewerID, id int) (*ent.ArtworkSubmission, error) {
	ctx = viewer.AllowHidden(ctx)
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	var out *ent.ArtworkSubmission
	err := db.WithTx(ctx, c, func(c *ent.Client) error {
		s, err := c.ArtworkSubmission.Get(ctx, id)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNotFound)
		}
		if err != nil {
			return wrap("read", id, err)
		}
		if _, ok := Next(State(s.State), Approve); ok {
			if err := complete(InputOf(s)); err != nil {
				return err
			}
		}
		// The versioned state change first: of parallel approvals (or an
		// approval racing a withdrawal or a rejection) one wins, and the
		// others are refused before they write any artist or artwork (issue
		// 26: 7 to 10 public orphans per 20 parallel approvals, when the
		// catalogue rows came first and the refusal after).
		if _, err := move(ctx, c, s, &reviewerID, Approve, "", func(u *ent.ArtworkSubmissionUpdate) {
			u.SetRejectReason("").SetListedForm("")
		}); err != nil {
			return err
		}
		artistID, err := resolveArtist(ctx, c, s)
		if err != nil {
			return err
		}
		artworkID, err := publish(ctx, c, s, artistID)
		if err != nil {
			return err
		}
		if err := c.ArtworkSubmission.UpdateOneID(s.ID).SetArtistID(artistID).SetArtworkID(artworkID).Exec(ctx); err != nil {
			return wrap("link catalogue rows of", s.ID, err)
		}
		out, err = c.ArtworkSubmission.Get(ctx, id)
		return wrap("read", id, err)
	})
	return out, err
}

// resolveArtist is the catalogue artist of s: the one chosen, the seller's
// own profile (made with their first work 本人, reused after), or a new one.
func resolveArtist(ctx context.Context, c *ent.Client, s *ent.ArtworkSubmission) (int, error) {
	kind := ""
	if s.ArtistKind != nil {
		kind = string(*s.ArtistKind)
	}
	switch kind {
	case "existing":
		ok, err := c.Artist.Query().Where(artist.ID(*s.ArtistID)).Exist(ctx)
		if err != nil {
			return 0, wrap("find artist of", s.ID, err)
		}
		if !ok {
			return 0, invalid("artist", MsgArtistUnknown)
		}
		return *s.ArtistID, nil
	case "self":
		if s.ArtistID != nil {
			return *s.ArtistID, nil
		}
		prev, err := c.ArtworkSubmission.Query().Where(artworksubmission.MemberID(s.MemberID),
			artworksubmission.ArtistKindEQ(artworksubmission.ArtistKindSelf), artworksubmission.ArtistIDNotNil()).
			Order(ent.Asc(artworksubmission.FieldID)).First(ctx)
		if err == nil {
			return *prev.ArtistID, nil
		}
		if !ent.IsNotFound(err) {
			return 0, wrap("find own artist of", s.ID, err)
		}
		// The reviewer reads the seller's name: past the Member policy, for this one read.
		m, err := c.Member.Get(privacy.DecisionContext(ctx, privacy.Allow), s.MemberID)
		if err != nil {
			return 0, wrap("read seller of", s.ID, err)
		}
		name := m.Nickname
		if name == "" {
			name = m.Username
		}
		a, err := c.Artist.Create().SetName(name).Save(ctx)
		if err != nil {
			return 0, wrap("create own artist of", s.ID, err)
		}
		return a.ID, nil
	}
	if s.ArtistID != nil {
		return *s.ArtistID, nil // approved before: the artist made then
	}
	a, err := c.Artist.Create().SetName(s.ArtistName).Save(ctx)
	if err != nil {
		return 0, wrap("create artist of", s.ID, err)
	}
	return a.ID, nil
}

func cm(mm *int) *float64 {
	if mm == nil {
		return nil
	}
	v := float64(*mm) / 10
	return &v
}

// Edition is the catalogue's words for an edition: 独版, or 第 N 版 / 共 M 版.
func Edition(number, size *int) string {
	if number == nil || size == nil {
		return "独版"
	}
	return fmt.Sprintf("第 %d 版 / 共 %d 版", *number, *size)
}

// publish writes s into its public Artwork (created on the first approval)
// with its pictures and its original, and shows it.
func publish(ctx context.Context, c *ent.Client, s *ent.ArtworkSubmission, artistID int) (int, error) {
	var id int
	if s.ArtworkID == nil {
		w, err := c.Artwork.Create().SetTitle(s.Title).SetArtistID(artistID).SetNillableYear(s.Year).
			SetMedium(artwork.Medium(s.Medium)).SetMaterials(s.Materials).SetWidthCm(*cm(s.WidthMm)).
			SetHeightCm(*cm(s.HeightMm)).SetNillableDepthCm(cm(s.DepthMm)).SetEdition(Edition(s.EditionNumber, s.EditionSize)).
			SetDescription(s.Description).SetPriceFen(*s.PriceFen).SetStatus(artwork.StatusAvailable).SetHidden(false).
			SetFramed(s.Framed).SetSigned(s.Signed).SetCertificate(s.Certificate).Save(ctx)
		if err != nil {
			return 0, wrap("create artwork of", s.ID, err)
		}
		id = w.ID
		if err := c.Goods.Create().SetArtworkID(id).SetKind(goods.KindOriginal).SetTitle("《" + s.Title + "》原作").
			SetPriceFen(*s.PriceFen).SetStock(1).Exec(ctx); err != nil {
			return 0, wrap("create original of", s.ID, err)
		}
	} else {
		id = *s.ArtworkID
		u := c.Artwork.UpdateOneID(id).SetTitle(s.Title).SetArtistID(artistID).SetNillableYear(s.Year).
			SetMedium(artwork.Medium(s.Medium)).SetMaterials(s.Materials).SetWidthCm(*cm(s.WidthMm)).
			SetHeightCm(*cm(s.HeightMm)).SetNillableDepthCm(cm(s.DepthMm)).SetEdition(Edition(s.EditionNumber, s.EditionSize)).
			SetDescription(s.Description).SetPriceFen(*s.PriceFen).SetHidden(false).
			SetFramed(s.Framed).SetSigned(s.Signed).SetCertificate(s.Certificate)
		if s.Year == nil {
			u.ClearYear()
		}
		if s.DepthMm == nil {
			u.ClearDepthCm()
		}
		if err := u.Exec(ctx); err != nil {
			return 0, wrap("update artwork of", s.ID, err)
		}
		if _, err := c.ArtworkImage.Delete().Where(artworkimage.HasArtworkWith(artwork.ID(id))).Exec(ctx); err != nil {
			return 0, wrap("replace pictures of", s.ID, err)
		}
		if err := reprice(ctx, c, id, InputOf(s)); err != nil {
			return 0, err
		}
		if err := show(ctx, c, &id, true); err != nil {
			return 0, err
		}
	}
	bs := make([]*ent.ArtworkImageCreate, len(s.Images))
	for i, im := range s.Images {
		bs[i] = c.ArtworkImage.Create().SetArtworkID(id).SetPosition(i).SetKey(im.Key).
			SetWidth(im.Width).SetHeight(im.Height).SetAlt(s.Title)
	}
	if err := c.ArtworkImage.CreateBulk(bs...).Exec(ctx); err != nil {
		return 0, wrap("add pictures of", s.ID, err)
	}
	return id, nil
}

// List is the seller's works, in one state or all (state None), newest
// change first: the query the GraphQL connection pages.
func List(ctx context.Context, c *ent.Client, memberID int, state State) *ent.ArtworkSubmissionQuery {
	q := c.ArtworkSubmission.Query().Where(artworksubmission.MemberID(memberID))
	if state != None {
		q.Where(artworksubmission.StateEQ(artworksubmission.State(state)))
	}
	return q
}

// Counts is how many works the seller has in each state (the tabs).
func Counts(ctx context.Context, c *ent.Client, memberID int) (map[State]int, error) {
	var rows []struct {
		State string `json:"state"`
		Count int    `json:"count"`
	}
	err := c.ArtworkSubmission.Query().Where(artworksubmission.MemberID(memberID)).
		GroupBy(artworksubmission.FieldState).Aggregate(ent.Count()).Scan(viewer.AllowHidden(ctx), &rows)
	if err != nil {
		return nil, wrap("count works of member", memberID, err)
	}
	out := map[State]int{}
	for _, r := range rows {
		out[State(r.State)] = r.Count
	}
	return out, nil
}

// Queue is the review queue, oldest submission first, for a reviewer.
func Queue(ctx context.Context, c *ent.Client, reviewerID int) (*ent.ArtworkSubmissionQuery, error) {
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	return c.ArtworkSubmission.Query().Where(artworksubmission.StateEQ(artworksubmission.StatePending)).
		Order(ent.Asc(artworksubmission.FieldUpdatedAt), ent.Asc(artworksubmission.FieldID)), nil
}

// Timeline is the seller's record of a work, oldest first.
func Timeline(ctx context.Context, c *ent.Client, memberID, id int) ([]*ent.SubmissionEvent, error) {
	if _, err := Own(ctx, c, memberID, id); err != nil {
		return nil, err
	}
	evs, err := c.SubmissionEvent.Query().Where(submissionevent.SubmissionID(id)).
		Order(ent.Asc(submissionevent.FieldCreatedAt), ent.Asc(submissionevent.FieldID)).All(ctx)
	return evs, wrap("read timeline of", id, err)
}

// MsgDimensionDecimal: dimensions keep one decimal.
const MsgDimensionDecimal = "尺寸最多保留一位小数"

// Tenths is a dimension in centimetres as the stored tenths, refusing more
// than one decimal.
func Tenths(field string, cm *float64) (*int, error) {
	if cm == nil {
		return nil, nil
	}
	v := math.Round(*cm * 10)
	if math.Abs(*cm*10-v) > 1e-6 || math.IsNaN(v) || math.IsInf(v, 0) {
		return nil, invalid(field, MsgDimensionDecimal)
	}
	if v < 1 || v > DimensionMax {
		return nil, invalid(field, MsgDimension)
	}
	n := int(v)
	return &n, nil
}

// CM is stored tenths as centimetres.
func CM(tenths *int) *float64 { return cm(tenths) }

// MsgAnonymousSeller names a seller without a nickname on the public page.
const MsgAnonymousSeller = "匿名卖家"

// Sale is what the public page of a member's work says of its sale: who
// sells it and how it ships. Shipping applies at once when the seller
// changes it (see priceChanged), so it is read from the submission, unlike
// the work's content, which the public Artwork keeps until a review.
type Sale struct {
	MemberID       int    // the seller
	SubmissionID   int    // the seller's work (their page /member/artwork/{number})
	Seller         string // the nickname, MsgAnonymousSeller without one
	Shipping       string // free, fixed or collect
	ShippingFeeFen int64  // for fixed
	ShipFrom       string // the region's full name ("广东省 深圳市"), "" when unknown
}

// Shipping labels on the public page.
const (
	LabelShippingFree    = "包邮"
	LabelShippingCollect = "运费到付"
)

// ShippingLabel is the public words for how a work ships: 包邮, 运费 ¥12.00,
// or 运费到付; "" when unknown.
func (s Sale) ShippingLabel() string {
	switch s.Shipping {
	case "free":
		return LabelShippingFree
	case "collect":
		return LabelShippingCollect
	case "fixed":
		return "运费 " + Yuan(s.ShippingFeeFen)
	}
	return ""
}

// PublicSale is the sale of the public work artworkID; ok is false for the
// catalogue's own works (no member sells them).
func PublicSale(ctx context.Context, c *ent.Client, artworkID int) (sale Sale, ok bool, err error) {
	ctx = privacy.DecisionContext(viewer.AllowHidden(ctx), privacy.Allow) // the seller's name and terms only
	s, err := c.ArtworkSubmission.Query().Where(artworksubmission.ArtworkID(artworkID)).
		Select(artworksubmission.FieldID, artworksubmission.FieldMemberID, artworksubmission.FieldShipping, artworksubmission.FieldShippingFeeFen,
			artworksubmission.FieldShipFrom).First(ctx)
	if ent.IsNotFound(err) {
		return Sale{}, false, nil
	}
	if err != nil {
		return Sale{}, false, wrap("find seller of artwork", artworkID, err)
	}
	m, err := c.Member.Query().Where(member.ID(s.MemberID)).Select(member.FieldNickname).Only(ctx)
	if err != nil {
		return Sale{}, false, wrap("read seller of artwork", artworkID, err)
	}
	sale = Sale{MemberID: s.MemberID, SubmissionID: s.ID, Seller: strings.TrimSpace(m.Nickname), ShippingFeeFen: s.ShippingFeeFen, ShipFrom: region.FullName(s.ShipFrom)}
	if sale.Seller == "" {
		sale.Seller = MsgAnonymousSeller
	}
	if s.Shipping != nil {
		sale.Shipping = string(*s.Shipping)
	}
	return sale, true, nil
}
