package benchdata

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

type gallerySpec struct {
	name, nameEn, city, address, phone, website, description string
	founded                                                  int
	created                                                  time.Time
}

var (
	galleryCities = []struct{ cn, en, phone string }{
		{"北京", "Beijing", "010"}, {"上海", "Shanghai", "021"}, {"广州", "Guangzhou", "020"}, {"深圳", "Shenzhen", "0755"},
		{"杭州", "Hangzhou", "0571"}, {"南京", "Nanjing", "025"}, {"成都", "Chengdu", "028"}, {"重庆", "Chongqing", "023"},
		{"西安", "Xi'an", "029"}, {"武汉", "Wuhan", "027"}, {"苏州", "Suzhou", "0512"}, {"厦门", "Xiamen", "0592"},
		{"天津", "Tianjin", "022"}, {"长沙", "Changsha", "0731"}, {"青岛", "Qingdao", "0532"}, {"昆明", "Kunming", "0871"},
		{"香港", "Hong Kong", "852"}, {"台北", "Taipei", "02"},
	}
	// Two characters of a gallery's name, with their pinyin for the Latin name.
	galleryWords = []struct{ cn, en string }{
		{"山水", "Shanshui"}, {"墨韵", "Moyun"}, {"当代", "Dangdai"}, {"东方", "Dongfang"}, {"青藤", "Qingteng"},
		{"观复", "Guanfu"}, {"德润", "Derun"}, {"艺林", "Yilin"}, {"长风", "Changfeng"}, {"云间", "Yunjian"},
		{"拾光", "Shiguang"}, {"白盒子", "Baihezi"}, {"蓝海", "Lanhai"}, {"翰墨", "Hanmo"}, {"松风", "Songfeng"},
		{"一方", "Yifang"}, {"千岛", "Qiandao"}, {"半山", "Banshan"}, {"静观", "Jingguan"}, {"素心", "Suxin"},
		{"乐山", "Leshan"}, {"北岸", "Bei'an"}, {"南园", "Nanyuan"}, {"西泠", "Xiling"}, {"问津", "Wenjin"},
		{"知白", "Zhibai"}, {"听雨", "Tingyu"}, {"清和", "Qinghe"}, {"春晓", "Chunxiao"}, {"秋水", "Qiushui"},
		{"朴素", "Pusu"}, {"藏真", "Cangzhen"}, {"嘉德", "Jiade"}, {"博雅", "Boya"}, {"天一", "Tianyi"},
		{"星空", "Xingkong"}, {"原点", "Yuandian"}, {"方圆", "Fangyuan"}, {"光合", "Guanghe"}, {"回声", "Huisheng"},
	}
	galleryKinds = []struct{ cn, en string }{
		{"画廊", "Gallery"}, {"艺术空间", "Art Space"}, {"艺术中心", "Art Center"}, {"美术馆", "Art Museum"},
		{"当代艺术馆", "Contemporary Art Museum"}, {"艺术", "Art"}, {"画院", "Academy of Painting"},
	}
	galleryStreets = []string{"艺术区", "文化路", "创意园", "老街", "滨江路", "美术馆路", "胡同", "工业园"}
)

// inventGalleries makes n galleries whose names are none of taken (the
// gallery name is unique).
func inventGalleries(r *rand.Rand, n int, taken map[string]bool, now time.Time) []gallerySpec {
	out := make([]gallerySpec, 0, n)
	for len(out) < n {
		c := galleryCities[r.IntN(len(galleryCities))]
		w := galleryWords[r.IntN(len(galleryWords))]
		k := galleryKinds[r.IntN(len(galleryKinds))]
		name, nameEn := c.cn+w.cn+k.cn, c.en+" "+w.en+" "+k.en
		if r.IntN(2) == 0 {
			name, nameEn = w.cn+k.cn+"（"+c.cn+"）", w.en+" "+k.en+" ("+c.en+")"
		}
		for i := 2; taken[name]; i++ {
			// A second space of the same name: 山水画廊（北京）二号馆 and the like.
			name = fmt.Sprintf("%s%d号馆", strings.TrimSuffix(name, fmt.Sprintf("%d号馆", i-1)), i)
			nameEn = fmt.Sprintf("%s %d", strings.TrimSuffix(nameEn, fmt.Sprintf(" %d", i-1)), i)
		}
		taken[name] = true
		founded := 1985 + r.IntN(40)
		out = append(out, gallerySpec{
			name: name, nameEn: nameEn, city: c.cn, founded: founded,
			address: fmt.Sprintf("%s%s%d号", c.cn, galleryStreets[r.IntN(len(galleryStreets))], 1+r.IntN(300)),
			phone:   fmt.Sprintf("%s-%08d", c.phone, r.IntN(100_000_000)),
			website: fmt.Sprintf("https://gallery-%d.example.cn", len(out)+1),
			description: fmt.Sprintf("%s成立于%d年，位于%s，关注%s与当代艺术的对话，每年举办六至八个展览。",
				name, founded, c.cn, []string{"水墨", "油画", "摄影", "版画", "雕塑"}[r.IntN(5)]),
			created: now.Add(-time.Duration(r.Int64N(int64(3 * 365 * 24 * time.Hour)))).Truncate(time.Second),
		})
	}
	return out
}
