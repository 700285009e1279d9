package demo

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"artmarket/ent/artwork"
)

// ArtistSpec is one invented artist of the demo catalogue.
type ArtistSpec struct {
	Name      string
	NameEn    string
	BirthYear int
	Region    string
	Bio       string
	Mediums   []artwork.Medium // main medium first
	CreatedAt time.Time
}

// ArtworkSpec is one work of the demo catalogue. Prices are in fen.
type ArtworkSpec struct {
	Artist      int // index into Catalogue.Artists
	Title       string
	Year        int
	Medium      artwork.Medium
	Materials   string
	WidthCm     float64
	HeightCm    float64
	DepthCm     float64 // 0 when flat
	Edition     string
	Description string
	PriceFen    int64
	Status      artwork.Status
	CreatedAt   time.Time
	Images      int    // pictures to show, 1–3; the first is the main one
	PictureSeed uint64 // seed of the generated pictures
}

// Catalogue is the demo data set, before any picture is painted.
type Catalogue struct {
	Artists  []ArtistSpec
	Artworks []ArtworkSpec
}

// CatalogueOptions sizes a catalogue.
type CatalogueOptions struct {
	Seed     uint64
	Artists  int
	Artworks int
	// Now anchors the creation times (spread over the two years before it)
	// and caps the works' years. Zero means time.Now().
	Now time.Time
}

// Fen values of the two flagship works every catalogue gives its senior
// artists: above 2^31-1 fen, so 64-bit money is exercised end to end.
const (
	FlagshipPriceFen1 int64 = 3_680_000_000 // ¥36,800,000.00
	FlagshipPriceFen2 int64 = 2_880_000_000 // ¥28,800,000.00
)

type tier int

const (
	tierEmerging tier = iota
	tierMid
	tierEstablished
	tierMaster
)

func tierOf(birth int) tier {
	switch {
	case birth <= 1955:
		return tierMaster
	case birth <= 1970:
		return tierEstablished
	case birth <= 1985:
		return tierMid
	default:
		return tierEmerging
	}
}

// BuildCatalogue invents the catalogue: the same options always give the
// same artists and works (creation times move with Now). Artists come from
// their own random stream, so a small catalogue's artists are the first
// artists of a larger one with the same seed.
func BuildCatalogue(o CatalogueOptions) Catalogue {
	now := o.Now
	if now.IsZero() {
		now = time.Now()
	}
	now = now.UTC()
	ar := newRNG(o.Seed ^ 0xa7715)
	wr := newRNG(o.Seed ^ 0xa27)
	var cat Catalogue
	used := map[string]bool{}
	for i := 0; i < o.Artists; i++ {
		cat.Artists = append(cat.Artists, newArtist(ar, i, used))
	}
	if len(cat.Artists) == 0 {
		return cat
	}
	// How prolific each artist is.
	weights := make([]float64, len(cat.Artists))
	var total float64
	for i := range weights {
		weights[i] = math.Exp(ar.NormFloat64() * 0.6)
		total += weights[i]
	}
	titles := map[string]bool{}
	span := 2 * 365 * 24 * time.Hour
	for i := 0; i < o.Artworks; i++ {
		a := i
		if i >= len(cat.Artists) {
			x := wr.Float64() * total
			for a = 0; a < len(weights)-1 && x >= weights[a]; a++ {
				x -= weights[a]
			}
		}
		created := now.Add(-time.Duration(wr.Int64N(int64(span)))).Truncate(time.Second)
		cat.Artworks = append(cat.Artworks, newArtwork(wr, o.Seed, i, a, &cat.Artists[a], created, titles))
	}
	// Flagships: the largest works of the two senior artists at the head of
	// the list.
	for k, price := range []int64{FlagshipPriceFen1, FlagshipPriceFen2} {
		if k >= len(cat.Artists) {
			break
		}
		best := -1
		for j, w := range cat.Artworks {
			if w.Artist == k && (best < 0 || w.WidthCm*w.HeightCm > cat.Artworks[best].WidthCm*cat.Artworks[best].HeightCm) {
				best = j
			}
		}
		if best >= 0 {
			cat.Artworks[best].PriceFen = price
			cat.Artworks[best].Status = artwork.StatusAvailable
		}
	}
	// An artist joins the marketplace shortly before their first listing.
	first := make([]time.Time, len(cat.Artists))
	for _, w := range cat.Artworks {
		if first[w.Artist].IsZero() || w.CreatedAt.Before(first[w.Artist]) {
			first[w.Artist] = w.CreatedAt
		}
	}
	for i := range cat.Artists {
		t := first[i]
		if t.IsZero() {
			t = now.Add(-time.Duration(ar.Int64N(int64(span))))
		}
		cat.Artists[i].CreatedAt = t.Add(-time.Duration(1+ar.IntN(30*24)) * time.Hour).Truncate(time.Second)
	}
	return cat
}

func weightedMedium(r rng, old bool) artwork.Medium {
	keys := make([]artwork.Medium, 0, len(mediumInfos))
	for m := range mediumInfos {
		keys = append(keys, m)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] }) // map order is random
	total := 0
	w := make([]int, len(keys))
	for i, m := range keys {
		w[i] = mediumInfos[m].share
		if old {
			switch m {
			case artwork.MediumInk, artwork.MediumCalligraphy, artwork.MediumOil:
				w[i] *= 3
			case artwork.MediumInstallation, artwork.MediumPhotography, artwork.MediumMixedMedia, artwork.MediumAcrylic:
				w[i] /= 3
			}
		}
		total += w[i]
	}
	x := r.IntN(total)
	for i, m := range keys {
		if x < w[i] {
			return m
		}
		x -= w[i]
	}
	return keys[len(keys)-1]
}

var secondMedium = map[artwork.Medium][]artwork.Medium{
	artwork.MediumOil:          {artwork.MediumDrawing, artwork.MediumAcrylic, artwork.MediumWatercolor},
	artwork.MediumInk:          {artwork.MediumCalligraphy, artwork.MediumInk},
	artwork.MediumCalligraphy:  {artwork.MediumInk},
	artwork.MediumWatercolor:   {artwork.MediumDrawing, artwork.MediumOil},
	artwork.MediumPrint:        {artwork.MediumDrawing, artwork.MediumMixedMedia},
	artwork.MediumSculpture:    {artwork.MediumDrawing, artwork.MediumInstallation},
	artwork.MediumPhotography:  {artwork.MediumMixedMedia, artwork.MediumInstallation},
	artwork.MediumMixedMedia:   {artwork.MediumAcrylic, artwork.MediumInstallation},
	artwork.MediumAcrylic:      {artwork.MediumMixedMedia, artwork.MediumPrint},
	artwork.MediumDrawing:      {artwork.MediumOil, artwork.MediumPrint},
	artwork.MediumInstallation: {artwork.MediumSculpture, artwork.MediumPhotography},
}

func newArtist(r rng, i int, used map[string]bool) ArtistSpec {
	var birth int
	switch {
	case i < 2: // the catalogue always opens with two senior masters
		birth = 1932 + r.IntN(16)
	default:
		switch x := r.IntN(100); {
		case x < 12:
			birth = 1930 + r.IntN(26)
		case x < 37:
			birth = 1956 + r.IntN(15)
		case x < 70:
			birth = 1971 + r.IntN(15)
		default:
			birth = 1986 + r.IntN(13)
		}
	}
	// Region, then a name romanised the way that place would.
	total := 0
	for _, g := range regions {
		total += g.weight
	}
	x := r.IntN(total)
	var reg region
	for _, g := range regions {
		if x < g.weight {
			reg = g
			break
		}
		x -= g.weight
	}
	var name, nameEn string
	for {
		sn := pick(r, surnames)
		pool := givenYounger
		if birth < 1966 {
			pool = givenOlder
		}
		g1 := pick(r, pool)
		given, givenPy := g1.cn, capitalise(g1.py)
		if r.chance(0.75) {
			g2 := pick(r, pool)
			if g2.cn == g1.cn {
				continue
			}
			given += g2.cn
			givenPy = capitalise(g1.py) + g2.py
			if reg.hk || reg.tw {
				givenPy = capitalise(g1.py) + "-" + g2.py
			}
		}
		name = sn.cn + given
		if famous[name] || used[name] {
			continue
		}
		switch {
		case reg.hk:
			nameEn = sn.hk + " " + givenPy
			if r.chance(0.6) {
				nameEn = pick(r, westernNames) + " " + sn.hk
			}
		case reg.tw:
			nameEn = givenPy + " " + sn.tw
			if r.chance(0.4) {
				nameEn = pick(r, westernNames) + " " + sn.tw
			}
		default:
			nameEn = sn.pinyin + " " + givenPy
			if birth >= 1980 && r.chance(0.08) {
				nameEn = pick(r, westernNames) + " " + sn.pinyin
			}
		}
		used[name] = true
		break
	}
	main := weightedMedium(r, birth < 1960)
	mediums := []artwork.Medium{main}
	if r.chance(0.55) {
		if m := pick(r, secondMedium[main]); m != main {
			mediums = append(mediums, m)
		}
	}
	info := mediumInfos[main]
	school := pick(r, reg.schools)
	if r.chance(0.3) {
		school = pick(r, regions[r.IntN(len(regions)-2)].schools)
	}
	grad := birth + 22 + r.IntN(4)
	var b strings.Builder
	home := pick(r, hometowns)
	if reg.hk {
		home = "香港"
	} else if reg.tw && r.chance(0.7) {
		home = pick(r, []string{"台北", "台湾台中", "台湾台南", "台湾高雄"})
	}
	fmt.Fprintf(&b, "%d年生于%s，", birth, home)
	d := r.IntN(10)
	if d >= 8 && grad+6 > 2025 {
		d = 5
	}
	if d >= 5 && grad+3 > 2025 {
		d = 0
	}
	switch {
	case d < 5:
		fmt.Fprintf(&b, "%d年毕业于%s%s。", grad, school, pick(r, info.dept))
	case d < 8:
		fmt.Fprintf(&b, "%d年毕业于%s%s，获硕士学位。", grad+3, school, pick(r, info.dept))
	default:
		fmt.Fprintf(&b, "%d年毕业于%s%s，获博士学位。", grad+6, school, pick(r, info.dept))
	}
	b.WriteString(pick(r, info.focus))
	switch s := r.IntN(10); {
	case s < 4:
		shows := append(append([]string{}, exhibitions...), exhibitionsFor[main]...)
		fmt.Fprintf(&b, "作品曾参加%s，为%s收藏，现工作生活于%s。", pick(r, shows), pick(r, collections), reg.name)
	case s < 7:
		fmt.Fprintf(&b, "现任教于%s，工作生活于%s。", school, reg.name)
	case s < 9:
		fmt.Fprintf(&b, "现为职业艺术家，工作生活于%s。", reg.name)
	}
	return ArtistSpec{Name: name, NameEn: nameEn, BirthYear: birth, Region: reg.name, Bio: b.String(), Mediums: mediums}
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func newArtwork(r rng, seed uint64, i, ai int, a *ArtistSpec, created time.Time, titles map[string]bool) ArtworkSpec {
	m := a.Mediums[0]
	if len(a.Mediums) > 1 && r.chance(0.25) {
		m = a.Mediums[1]
	}
	info := mediumInfos[m]
	w := ArtworkSpec{Artist: ai, Medium: m, CreatedAt: created, Status: artwork.StatusAvailable}
	w.PictureSeed = seed*0x9e3779b97f4a7c15 ^ uint64(i+1)*0xbf58476d1ce4e5b9
	// Year: after the artist's 20th birthday, no later than the listing.
	lo := max(1985, a.BirthYear+20)
	hi := min(created.Year(), a.BirthYear+90, 2026)
	if lo > hi {
		lo = hi
	}
	back := int(math.Abs(r.NormFloat64()) * float64(hi-lo+1) / 2.5)
	w.Year = max(lo, hi-back)

	w.Title = uniqueTitle(r, m, w.Year, titles)
	w.Materials = pick(r, info.materials)
	size := func(opts ...[2]float64) {
		s := pick(r, opts)
		w.WidthCm, w.HeightCm = s[0], s[1]
		if r.chance(0.5) {
			w.WidthCm, w.HeightCm = s[1], s[0]
		}
	}
	switch m {
	case artwork.MediumOil, artwork.MediumAcrylic:
		size([2]float64{50, 60}, [2]float64{60, 80}, [2]float64{80, 100}, [2]float64{100, 120}, [2]float64{120, 150},
			[2]float64{150, 200}, [2]float64{40, 50}, [2]float64{180, 240}, [2]float64{100, 100})
	case artwork.MediumMixedMedia:
		size([2]float64{60, 80}, [2]float64{100, 120}, [2]float64{120, 160}, [2]float64{80, 80}, [2]float64{150, 200})
	case artwork.MediumInk:
		opts := [][2]float64{{69, 138}, {97, 180}, {45, 68}, {69, 69}, {50, 100}, {124, 248}, {34, 138}}
		s := pick(r, opts)
		w.WidthCm, w.HeightCm = s[0], s[1]
		if r.chance(0.35) {
			w.WidthCm, w.HeightCm = s[1], s[0] // 横幅
		}
	case artwork.MediumCalligraphy:
		opts := [][2]float64{{34, 138}, {69, 138}, {138, 34}, {138, 69}, {69, 69}, {50, 100}, {180, 48}}
		s := pick(r, opts)
		w.WidthCm, w.HeightCm = s[0], s[1]
	case artwork.MediumWatercolor:
		size([2]float64{38, 56}, [2]float64{28, 38}, [2]float64{56, 76}, [2]float64{31, 41})
	case artwork.MediumPrint:
		size([2]float64{30, 40}, [2]float64{45, 60}, [2]float64{60, 90}, [2]float64{50, 70}, [2]float64{40, 40})
	case artwork.MediumDrawing:
		size([2]float64{39, 54}, [2]float64{54, 78}, [2]float64{30, 40}, [2]float64{60, 80})
	case artwork.MediumPhotography:
		size([2]float64{40, 60}, [2]float64{60, 90}, [2]float64{80, 120}, [2]float64{100, 150}, [2]float64{50, 50})
	case artwork.MediumSculpture:
		h := float64(20 + r.IntN(100))
		w.HeightCm = h
		w.WidthCm = math.Round(h * (0.35 + r.Float64()*0.6))
		w.DepthCm = math.Round(w.WidthCm * (0.6 + r.Float64()*0.5))
	case artwork.MediumInstallation:
		w.WidthCm = float64(100 + 20*r.IntN(21))
		w.HeightCm = float64(100 + 20*r.IntN(11))
		w.DepthCm = float64(50 + 20*r.IntN(16))
	}
	// Editions.
	w.Edition = "独版"
	switch m {
	case artwork.MediumPrint:
		w.Edition = fmt.Sprintf("版数 %d", pick(r, []int{10, 15, 20, 20, 25, 30, 35, 50}))
	case artwork.MediumPhotography:
		n := pick(r, []int{5, 6, 7, 8, 10, 12, 15})
		w.Edition = fmt.Sprintf("版数 %d", n)
		if r.chance(0.3) {
			w.Edition += " + 2AP"
		}
	case artwork.MediumSculpture:
		if strings.Contains(w.Materials, "铜") || strings.Contains(w.Materials, "不锈钢") || strings.Contains(w.Materials, "树脂") {
			w.Edition = fmt.Sprintf("版数 %d", pick(r, []int{3, 6, 8, 8, 9, 12}))
		}
	case artwork.MediumInstallation:
		w.Edition = "独版，尺寸可变"
	}
	// Description: one or two medium sentences and maybe a note.
	d := pick(r, info.desc)
	if r.chance(0.5) {
		if e := pick(r, info.desc); e != d {
			d += e
		}
	}
	switch m {
	case artwork.MediumInk, artwork.MediumCalligraphy:
		d += pick(r, conditionsPaper)
	case artwork.MediumSculpture, artwork.MediumInstallation:
	default:
		d += pick(r, conditionsOther)
	}
	w.Description = d

	w.PriceFen = price(r, tierOf(a.BirthYear), m, w.WidthCm, w.HeightCm, w.DepthCm)
	switch x := r.IntN(100); {
	case x < 11:
		w.Status = artwork.StatusSold
	case x < 18:
		w.Status = artwork.StatusReserved
	case x < 24:
		w.Status = artwork.StatusNotForSale
	}
	switch x := r.IntN(100); {
	case x < 50:
		w.Images = 1
	case x < 88:
		w.Images = 2
	default:
		w.Images = 3
	}
	return w
}

func uniqueTitle(r rng, m artwork.Medium, year int, used map[string]bool) string {
	gen := func() string {
		switch m {
		case artwork.MediumInk:
			if r.chance(0.25) {
				return pick(r, inkFlowers)
			}
			return pick(r, inkTitleA) + pick(r, inkTitleB)
		case artwork.MediumOil:
			switch x := r.IntN(10); {
			case x < 5:
				return pick(r, oilTime) + pick(r, oilPlace)
			case x < 7:
				return "静物·" + pick(r, oilStill)
			case x < 9:
				return pick(r, oilPlace) + pick(r, []string{"印象", "", "写生", "系列"})
			default:
				return fmt.Sprintf("%s No.%d", pick(r, abstract), 1+r.IntN(30))
			}
		case artwork.MediumWatercolor:
			return pick(r, wcPlaces)
		case artwork.MediumPrint:
			return pick(r, printTitle)
		case artwork.MediumSculpture:
			return pick(r, sculpTitle)
		case artwork.MediumPhotography:
			t := pick(r, photoTitle)
			if r.chance(0.5) {
				return fmt.Sprintf("%s #%d", t, 1+r.IntN(40))
			}
			return fmt.Sprintf("%s，%d", t, year)
		case artwork.MediumCalligraphy:
			return pick(r, callScript) + "·" + pick(r, callTexts)
		case artwork.MediumDrawing:
			return pick(r, drawTitle)
		case artwork.MediumInstallation:
			return pick(r, instTitle)
		default: // mixed media, acrylic
			if r.chance(0.6) {
				return fmt.Sprintf("%s No.%d", pick(r, abstract), 1+r.IntN(30))
			}
			return pick(r, abstract) + pick(r, []string{" I", " II", " III", " 02", " 07"})
		}
	}
	for try := 0; try < 12; try++ {
		t := gen()
		if !used[t] {
			used[t] = true
			return t
		}
	}
	base := gen()
	for _, s := range seriesNums {
		if t := base + s; !used[t] {
			used[t] = true
			return t
		}
	}
	t := fmt.Sprintf("%s No.%d", base, len(used))
	used[t] = true
	return t
}

// mediumPrices is how a medium's prices stand to an oil painting's (1, as
// any medium not named).
var mediumPrices = map[artwork.Medium]float64{
	artwork.MediumPrint:        0.08,
	artwork.MediumPhotography:  0.2,
	artwork.MediumDrawing:      0.25,
	artwork.MediumWatercolor:   0.4,
	artwork.MediumCalligraphy:  0.6,
	artwork.MediumSculpture:    0.9,
	artwork.MediumInstallation: 1.4,
}

// price estimates an asking price in fen from the artist's standing, the
// medium and the size, rounded the way galleries round.
func price(r rng, t tier, m artwork.Medium, wCm, hCm, dCm float64) int64 {
	base := map[tier]float64{tierEmerging: 8_000, tierMid: 45_000, tierEstablished: 260_000, tierMaster: 1_300_000}[t]
	k, ok := mediumPrices[m]
	if !ok {
		k = 1
	}
	area := wCm * hCm
	if dCm > 0 {
		area = math.Max(area, wCm*dCm) * 1.5
	}
	size := math.Sqrt(area / (80 * 100))
	yuan := base * k * size * math.Exp(r.NormFloat64()*0.45)
	yuan = max(yuan, 800)
	return niceYuan(yuan) * 100
}

// niceYuan rounds to two significant figures, preferring endings in 8 now
// and then (the way prices are set in China).
func niceYuan(y float64) int64 {
	if y < 1000 {
		return int64(math.Round(y/100)) * 100
	}
	mag := math.Pow(10, math.Floor(math.Log10(y))-1)
	v := math.Round(y / mag)
	if int64(v)%10 == 7 || int64(v)%10 == 9 {
		v = math.Floor(v/10)*10 + 8
	}
	return int64(v * mag)
}
