package demo

import (
	"context"
	"log/slog"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
)

// derivative is a product the shop makes after a work.
type derivative struct {
	suffix   string
	priceFen int64
	stock    int
}

var derivatives = []derivative{
	{"真丝方巾", 58_000, 40},
	{"明信片（8 张）", 4_800, 200},
	{"帆布袋", 12_800, 0}, // sold out: the shop shows that state too
	{"限量画册", 26_800, 25},
}

// printable mediums get limited giclée prints.
var printable = map[artwork.Medium]bool{
	artwork.MediumOil: true, artwork.MediumInk: true, artwork.MediumWatercolor: true,
	artwork.MediumAcrylic: true, artwork.MediumPhotography: true, artwork.MediumPrint: true,
}

// SeedGoods stocks the shop: every work for sale as an original (one piece,
// its price), limited prints after some paintings and photographs, and a
// few products. It does nothing when goods exist or no artwork does.
func SeedGoods(ctx context.Context, client *ent.Client, log *slog.Logger) (int, error) {
	if n, err := client.Goods.Query().Count(ctx); err != nil || n > 0 {
		return 0, goodsErr("count goods", err)
	}
	works, err := client.Artwork.Query().Where(artwork.StatusIn(artwork.StatusAvailable, artwork.StatusSold)).
		Order(artwork.ByID()).All(ctx)
	if err != nil || len(works) == 0 {
		return 0, goodsErr("load artworks", err)
	}
	r := newRNG(DefaultSeed ^ 0x600d5)
	var bs []*ent.GoodsCreate
	for i, w := range works {
		if w.Status == artwork.StatusAvailable {
			bs = append(bs, client.Goods.Create().SetArtworkID(w.ID).SetKind(goods.KindOriginal).
				SetTitle("《"+w.Title+"》原作").SetPriceFen(w.PriceFen).SetStock(1).SetCreatedAt(w.CreatedAt))
		}
		if printable[w.Medium] && i%5 == 0 {
			// A print costs a small share of the original, rounded to ¥10, between ¥680 and ¥3,800.
			price := min(max(w.PriceFen/150/1000*1000, 68_000), 380_000)
			bs = append(bs, client.Goods.Create().SetArtworkID(w.ID).SetKind(goods.KindPrint).
				SetTitle("《"+w.Title+"》艺术微喷 限量 99 版").SetPriceFen(price).SetEditionSize(99).
				SetStock(5+r.IntN(90)).SetCreatedAt(w.CreatedAt))
		}
		if i%11 == 3 {
			d := derivatives[(i/11)%len(derivatives)]
			bs = append(bs, client.Goods.Create().SetArtworkID(w.ID).SetKind(goods.KindDerivative).
				SetTitle("《"+w.Title+"》"+d.suffix).SetPriceFen(d.priceFen).SetStock(d.stock).SetCreatedAt(w.CreatedAt))
		}
	}
	for lo := 0; lo < len(bs); lo += 100 {
		if err := client.Goods.CreateBulk(bs[lo:min(lo+100, len(bs))]...).Exec(ctx); err != nil {
			return 0, goodsErr("insert goods", err)
		}
	}
	log.InfoContext(ctx, "demo seed: goods", "goods", len(bs))
	return len(bs), nil
}

var goodsErr = seedErr("goods")
