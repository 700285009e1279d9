// Package labels holds the Chinese names shown for the catalogue's enums.
package labels

import (
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
)

var mediums = map[artwork.Medium]string{
	artwork.MediumOil:          "油画",
	artwork.MediumInk:          "国画",
	artwork.MediumWatercolor:   "水彩",
	artwork.MediumPrint:        "版画",
	artwork.MediumSculpture:    "雕塑",
	artwork.MediumPhotography:  "摄影",
	artwork.MediumCalligraphy:  "书法",
	artwork.MediumMixedMedia:   "综合材料",
	artwork.MediumAcrylic:      "丙烯",
	artwork.MediumDrawing:      "素描",
	artwork.MediumInstallation: "装置",
}

var statuses = map[artwork.Status]string{
	artwork.StatusAvailable:  "在售",
	artwork.StatusReserved:   "已预订",
	artwork.StatusSold:       "已售出",
	artwork.StatusNotForSale: "非卖品",
}

// Medium is the Chinese name of a medium.
func Medium(m artwork.Medium) string {
	return label(mediums, m)
}

// Status is the Chinese name of an artwork's availability.
func Status(s artwork.Status) string {
	return label(statuses, s)
}

var goodsKinds = map[goods.Kind]string{
	goods.KindOriginal:   "原作",
	goods.KindPrint:      "限量版画",
	goods.KindDerivative: "衍生品",
}

var goodsStatuses = map[goods.Status]string{
	goods.StatusOnSale:   "在售",
	goods.StatusSoldOut:  "已售罄",
	goods.StatusOffShelf: "已下架",
}

// GoodsKind is the Chinese name of a kind of goods.
func GoodsKind(k goods.Kind) string {
	return label(goodsKinds, k)
}

// GoodsStatus is the Chinese name of a goods status.
func GoodsStatus(s goods.Status) string {
	return label(goodsStatuses, s)
}

// label is k's Chinese name in names; a value without one (a new one) is
// shown as it is.
func label[K ~string](names map[K]string, k K) string {
	if l, ok := names[k]; ok {
		return l
	}
	return string(k)
}
