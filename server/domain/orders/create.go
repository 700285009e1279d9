package orders

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/address"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/goods"
	"artmarket/ent/member"
	"artmarket/ent/order"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/region"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/db"
)

// Quote is what an order of goods would be, computed on the server: the
// snapshot it would take and the amounts in fen (the confirm page shows it;
// Create stores it).
type Quote struct {
	Goods        *ent.Goods
	ArtworkID    int
	SubmissionID *int
	SellerID     *int // nil for the platform's own goods
	SellerName   string
	Title        string
	ArtistName   string
	Edition      string
	Picture      Picture
	Quantity     int
	MaxQuantity  int // what may be bought now; 0 when none
	UnitPriceFen int64
	GoodsFen     int64
	Shipping     order.Shipping
	ShippingFee  int64 // the fixed fee of the seller's rule (0 unless FIXED)
	ShippingFen  int64 // paid with the order
	TotalFen     int64
	// Unavailable says why it cannot be bought now (sold, taken down, the
	// viewer's own work); nil when it can.
	Unavailable *problem.Error
}

// Picture is a stored picture's name and size.
type Picture struct {
	Key           string
	Width, Height int
}

// ShippingLabel is the words for how an order ships: 包邮, 运费 ¥12.00, 运费到付.
func ShippingLabel(rule order.Shipping, feeFen int64) string {
	switch rule {
	case order.ShippingFixed:
		return "运费 " + selling.Yuan(feeFen)
	case order.ShippingCollect:
		return selling.LabelShippingCollect
	}
	return selling.LabelShippingFree
}

// Quote reads goodsID for buyerID (0: a visitor) and prices quantity of it.
// Goods that do not exist, or whose work is hidden to the public without
// ever having been bought, are not found; sold or taken down goods are
// quoted with Unavailable set.
func (s *Service) Quote(ctx context.Context, c *ent.Client, buyerID, goodsID, quantity int) (*Quote, error) {
	ctx = privacy.DecisionContext(viewer.AllowHidden(ctx), privacy.Allow)
	g, err := c.Goods.Query().Where(goods.ID(goodsID)).WithArtwork(func(q *ent.ArtworkQuery) {
		q.WithArtist().WithImages(func(q *ent.ArtworkImageQuery) {
			q.Order(ent.Asc(artworkimage.FieldPosition)).Limit(1)
		})
	}).Only(ctx)
	if ent.IsNotFound(err) || (err == nil && neverPublished(g)) {
		return nil, problem.New(problem.NotFound, MsgGoodsNotFound).OnField("goodsID")
	}
	if err != nil {
		return nil, wrap("read goods", goodsID, err)
	}
	w := g.Edges.Artwork
	q := &Quote{Goods: g, ArtworkID: w.ID, Title: g.Title, UnitPriceFen: g.PriceFen, Shipping: order.ShippingFree}
	if w.Edges.Artist != nil {
		q.ArtistName = w.Edges.Artist.Name
	}
	switch {
	case g.EditionSize > 0:
		q.Edition = fmt.Sprintf("限量 %d 版", g.EditionSize)
	case g.Kind != goods.KindDerivative:
		q.Edition = w.Edition
	}
	if imgs := w.Edges.Images; len(imgs) > 0 {
		q.Picture = Picture{Key: imgs[0].Key, Width: imgs[0].Width, Height: imgs[0].Height}
	}
	q.SellerName = MsgPlatformSeller
	sub, err := c.Work.Query().Where(work.ArtworkID(w.ID)).First(ctx)
	own := false
	switch {
	case ent.IsNotFound(err): // the platform's own goods: free shipping
	case err != nil:
		return nil, wrap("read seller of goods", goodsID, err)
	default:
		q.SubmissionID, q.SellerID = &sub.ID, &sub.MemberID
		// The buyer's own work: theirs, or a gallery's listing of a gallery they manage.
		if own, err = selling.ActsAsSeller(ctx, c, buyerID, sub); err != nil {
			return nil, wrap("read seller of goods", goodsID, err)
		}
		m, err := c.Member.Query().Where(member.ID(sub.MemberID)).Select(member.FieldNickname).Only(ctx)
		if err != nil {
			return nil, wrap("read seller of goods", goodsID, err)
		}
		q.SellerName = strings.TrimSpace(m.Nickname)
		if q.SellerName == "" {
			q.SellerName = selling.MsgAnonymousSeller
		}
		if sub.Shipping != nil {
			q.Shipping = order.Shipping(strings.ToUpper(string(*sub.Shipping)))
		}
		if q.Shipping == order.ShippingFixed {
			q.ShippingFee = sub.ShippingFeeFen
		}
	}
	q.MaxQuantity = min(g.Stock, QuantityMax)
	if g.Kind == goods.KindOriginal {
		q.MaxQuantity = min(q.MaxQuantity, 1)
	}
	switch {
	case own:
		q.Unavailable = problem.New(problem.Forbidden, MsgOwnWork)
	case g.Status == goods.StatusOffShelf || w.Hidden || g.Publication != goods.PublicationPublished:
		q.Unavailable = problem.New(problem.Conflict, MsgOffShelf)
	case g.Status == goods.StatusSoldOut || g.Stock == 0:
		q.Unavailable = problem.New(problem.Conflict, soldMessage(g.Kind, w.Status))
	}
	if q.Unavailable != nil {
		q.MaxQuantity = 0
	}
	q.Quantity = max(1, min(quantity, max(q.MaxQuantity, 1)))
	q.price()
	return q, nil
}

// neverPublished: the platform's goods an editor has not yet published
// (issue 24) are not in the shop; withdrawn ones are off the shelf.
func neverPublished(g *ent.Goods) bool {
	return g.Publication == goods.PublicationDraft || g.Publication == goods.PublicationScheduled
}

// price computes the amounts of q.Quantity pieces.
func (q *Quote) price() {
	q.GoodsFen = q.UnitPriceFen * int64(q.Quantity)
	q.ShippingFen = 0
	if q.Shipping == order.ShippingFixed {
		q.ShippingFen = q.ShippingFee
	}
	q.TotalFen = q.GoodsFen + q.ShippingFen
}

// soldMessage says why goods with no stock cannot be bought: an original
// held by another buyer's unpaid order may come back when that order is
// cancelled, so its buyer is told it is reserved, not sold.
func soldMessage(k goods.Kind, s artwork.Status) string {
	switch {
	case k != goods.KindOriginal:
		return MsgSoldOut
	case s == artwork.StatusReserved:
		return MsgReserved
	}
	return MsgSold
}

// Input is a new order as the confirm page submits it.
type Input struct {
	GoodsID, Quantity, AddressID int
	Note                         string
	IdempotencyKey               string
}

var keyRe = regexp.MustCompile(`^[A-Za-z0-9_-]{8,64}$`)

// normalize checks the form's own rules and trims the note.
func normalize(in Input) (Input, error) {
	if !keyRe.MatchString(in.IdempotencyKey) {
		return in, problem.New(problem.Invalid, MsgKeyFormat).OnField("idempotencyKey")
	}
	switch {
	case in.Quantity < 1:
		return in, problem.New(problem.Invalid, MsgQuantity).OnField("quantity")
	case in.Quantity > QuantityMax:
		return in, problem.New(problem.Invalid, MsgQuantityMax).OnField("quantity")
	case in.AddressID <= 0:
		return in, problem.New(problem.NotFound, MsgAddressNotFound).OnField("addressID")
	}
	in.Note = strings.TrimSpace(in.Note)
	if !utf8.ValidString(in.Note) || strings.IndexFunc(in.Note, unicode.IsControl) >= 0 {
		return in, problem.New(problem.Invalid, MsgNoteControl).OnField("note")
	}
	if utf8.RuneCountInString(in.Note) > NoteMax {
		return in, problem.New(problem.Invalid, MsgNoteLength).OnField("note")
	}
	return in, nil
}

// hash is what the request asked, to tell a retry from another request
// under the same key.
func (in Input) hash() string {
	h := sha256.Sum256([]byte(strconv.Itoa(in.GoodsID) + "\x00" + strconv.Itoa(in.Quantity) + "\x00" +
		strconv.Itoa(in.AddressID) + "\x00" + in.Note))
	return hex.EncodeToString(h[:])
}

// lockBuyer holds the buyer's row for the transaction, so that two creates
// of one buyer (a double click) run one after the other and the second sees
// the first's order under its key.
func lockBuyer(buyerID int) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		_, err := c.Member.Query().Where(member.ID(buyerID)).Modify(db.ForUpdate).Select(member.FieldID).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.Unauthorized, problem.MsgUnauthorized)
		}
		return wrap("lock buyer", buyerID, err)
	}
}

// Create places buyerID's order: in one transaction it reserves the stock
// with a conditional update (never below 0: an original sells once), copies
// the goods, price, seller's terms and address into the order, computes the
// amounts in fen and records the move. The same idempotency key with the
// same request answers the order it made; with another request it is
// refused.
func (s *Service) Create(ctx context.Context, c *ent.Client, buyerID int, in Input) (*ent.Order, error) {
	in, err := normalize(in)
	if err != nil {
		return nil, err
	}
	ctx = privacy.DecisionContext(viewer.AllowHidden(ctx), privacy.Allow)
	var out *ent.Order
	err = db.WithLock(ctx, c, lockBuyer(buyerID), func(ctx context.Context, c *ent.Client) error {
		prev, err := c.Order.Query().Where(order.BuyerID(buyerID), order.IdempotencyKey(in.IdempotencyKey)).Only(ctx)
		switch {
		case err == nil && prev.RequestHash == in.hash():
			out = prev
			return nil
		case err == nil:
			return problem.New(problem.Conflict, MsgKeyReused).OnField("idempotencyKey")
		case !ent.IsNotFound(err):
			return wrap("read order of key of buyer", buyerID, err)
		}
		q, err := s.Quote(ctx, c, buyerID, in.GoodsID, in.Quantity)
		if err != nil {
			return err
		}
		if q.Unavailable != nil {
			return q.Unavailable
		}
		if q.Goods.Kind == goods.KindOriginal && in.Quantity > 1 {
			return problem.New(problem.Invalid, MsgOriginalOne).OnField("quantity")
		}
		q.Quantity = in.Quantity
		q.price()
		a, err := c.Address.Query().Where(address.ID(in.AddressID), address.MemberID(buyerID)).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgAddressNotFound).OnField("addressID")
		}
		if err != nil {
			return wrap("read address of buyer", buyerID, err)
		}
		if err := reserve(ctx, c, q.Goods, q.ArtworkID, in.Quantity); err != nil {
			return err
		}
		now := s.now()
		o, err := c.Order.Create().
			SetBuyerID(buyerID).SetNillableSellerID(q.SellerID).SetGoodsID(q.Goods.ID).SetArtworkID(q.ArtworkID).
			SetNillableSubmissionID(q.SubmissionID).SetIdempotencyKey(in.IdempotencyKey).SetRequestHash(in.hash()).
			SetGoodsKind(order.GoodsKind(q.Goods.Kind)).SetTitle(q.Title).SetArtistName(q.ArtistName).SetEdition(q.Edition).
			SetPictureKey(q.Picture.Key).SetPictureWidth(q.Picture.Width).SetPictureHeight(q.Picture.Height).
			SetSellerName(q.SellerName).SetQuantity(q.Quantity).SetUnitPriceFen(q.UnitPriceFen).SetGoodsFen(q.GoodsFen).
			SetShipping(q.Shipping).SetShippingFen(q.ShippingFen).SetTotalFen(q.TotalFen).SetCommissionBp(s.commissionBP()).SetNote(in.Note).
			SetRecipient(a.Recipient).SetMobile(a.Mobile).SetProvince(a.Province).SetCity(a.City).SetDistrict(a.District).
			SetRegionName(region.FullName(a.District)).SetAddressDetail(a.Detail).SetPostcode(a.Postcode).
			SetExpiresAt(now.Add(s.payWindow())).SetCreatedAt(now).SetUpdatedAt(now).
			Save(ctx)
		if err != nil {
			return wrap("create order of buyer", buyerID, err)
		}
		if err := record(ctx, c, o.ID, Create, None, PendingPayment, Buyer, &buyerID, "", now); err != nil {
			return err
		}
		out = o
		return nil
	})
	return out, err
}

// reserve takes quantity pieces of g off its stock with one conditional
// update (WHERE stock >= q AND status = ON_SALE): of concurrent buyers of
// the last piece exactly one updates a row. Goods left with none are sold
// out; an original held by an order shows 已预订 on its public work.
func reserve(ctx context.Context, c *ent.Client, g *ent.Goods, artworkID, quantity int) error {
	n, err := c.Goods.Update().
		Where(goods.ID(g.ID), goods.StockGTE(quantity), goods.StatusEQ(goods.StatusOnSale), goods.PublicationEQ(goods.PublicationPublished)).
		AddStock(-quantity).Save(ctx)
	if err != nil {
		return wrap("reserve goods", g.ID, err)
	}
	if n == 0 {
		now, err := c.Goods.Query().Where(goods.ID(g.ID)).Only(ctx)
		if err != nil {
			return wrap("read goods", g.ID, err)
		}
		switch {
		case now.Status == goods.StatusOffShelf || now.Publication != goods.PublicationPublished:
			return problem.New(problem.Conflict, MsgOffShelf)
		case now.Stock == 0 || now.Status == goods.StatusSoldOut:
			w, err := c.Artwork.Query().Where(artwork.ID(artworkID)).Select(artwork.FieldStatus).Only(ctx)
			if err != nil {
				return wrap("read artwork of goods", g.ID, err)
			}
			return problem.New(problem.Conflict, soldMessage(g.Kind, w.Status))
		}
		return problem.New(problem.Conflict, fmt.Sprintf(MsgStockShort, now.Stock)).OnField("quantity")
	}
	if _, err := c.Goods.Update().Where(goods.ID(g.ID), goods.Stock(0), goods.StatusEQ(goods.StatusOnSale)).
		SetStatus(goods.StatusSoldOut).Save(ctx); err != nil {
		return wrap("sell out goods", g.ID, err)
	}
	if g.Kind == goods.KindOriginal {
		err := c.Artwork.Update().Where(artwork.ID(artworkID), artwork.StatusEQ(artwork.StatusAvailable)).
			SetStatus(artwork.StatusReserved).Exec(ctx)
		return wrap("reserve artwork of goods", g.ID, err)
	}
	return nil
}

// release puts an unpaid order's pieces back on the stock (one conditional
// update, once: the caller moved the order out of PENDING_PAYMENT in the
// same transaction) and its goods back on sale, unless they were taken off
// the shelf meanwhile; an original's work is available again.
func release(ctx context.Context, c *ent.Client, o *ent.Order) error {
	if err := c.Goods.Update().Where(goods.ID(o.GoodsID)).AddStock(o.Quantity).Exec(ctx); err != nil {
		return wrap("release goods of order", o.ID, err)
	}
	status := goods.StatusOnSale
	hidden, err := c.Artwork.Query().Where(artwork.ID(o.ArtworkID), artwork.Hidden(true)).Exist(ctx)
	if err != nil {
		return wrap("read artwork of order", o.ID, err)
	}
	if hidden { // taken down meanwhile: the piece is back, off the shelf
		status = goods.StatusOffShelf
	}
	if err := c.Goods.Update().Where(goods.ID(o.GoodsID), goods.StatusEQ(goods.StatusSoldOut), goods.StockGT(0)).
		SetStatus(status).Exec(ctx); err != nil {
		return wrap("put goods on sale of order", o.ID, err)
	}
	if o.GoodsKind == order.GoodsKindOriginal {
		err := c.Artwork.Update().Where(artwork.ID(o.ArtworkID), artwork.StatusEQ(artwork.StatusReserved)).
			SetStatus(artwork.StatusAvailable).Exec(ctx)
		return wrap("release artwork of order", o.ID, err)
	}
	return nil
}
