package selling

import (
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
	"artmarket/ent/artwork"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/work"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/region"
)

// The publish form (发布作品) and its messages: the limits and words the
// client shows too, the rules of a draft (Normalize) and of a work sent to
// review (complete), and how a change of the form reads on the timeline.

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
// for a work sent to review (lengths, ranges, known values); what a work
// sent to review must have is complete's.
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

// complete checks what a work sent to review must have beyond Normalize's
// rules; galleryID is the gallery of a gallery's listing (nil otherwise).
func complete(in Input, galleryID *int) error {
	if err := galleryArtist(galleryID, in); err != nil {
		return err
	}
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

// InputOf is the form of a stored work.
func InputOf(s *ent.Work) Input {
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

// set writes in to an update of a work.
func set(u *ent.WorkUpdate, in Input) {
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
		u.SetArtistKind(work.ArtistKind(in.ArtistKind))
	}
	if in.Shipping == "" {
		u.ClearShipping()
	} else {
		u.SetShipping(work.Shipping(in.Shipping))
	}
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

func cm(mm *int) *float64 {
	if mm == nil {
		return nil
	}
	v := float64(*mm) / 10
	return &v
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
