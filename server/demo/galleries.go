package demo

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"strings"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/server/domain/media"
	"artmarket/server/platform/db"
)

// GallerySpec is one invented gallery of the demo catalogue.
type GallerySpec struct {
	Name, NameEn, City, Address, Hours, Phone, Email, Website string
	Founded                                                   int
	// Focus completes "画廊专注于……": what it shows and how.
	Focus string
	// Story is the gallery's own paragraph: its space and history.
	Story string
}

// demoGalleries are invented: any likeness to a real gallery is chance.
// They cover the index ('#' for the one whose name starts with a digit,
// Latin names under their letter) and the main art cities.
var demoGalleries = []GallerySpec{
	{Name: "山木画廊", NameEn: "Shanmu Gallery", City: "北京", Address: "朝阳区酒仙桥路 4 号 798 艺术区 D 区", Hours: "周二至周日 10:00–18:00，周一闭馆", Founded: 2006,
		Focus: "中国当代水墨与纸本创作，长期代理中青年水墨艺术家", Story: "画廊位于 798 艺术区一座包豪斯风格的旧厂房内，挑高八米的主展厅保留了原有的锯齿形天窗，自然光从北面洒入，适合观看纸本作品的细微层次。"},
	{Name: "观澜艺术空间", NameEn: "Guanlan Art Space", City: "上海", Address: "徐汇区龙腾大道 2555 号西岸艺术区 5 号楼", Hours: "周二至周日 11:00–19:00", Founded: 2012,
		Focus: "抽象绘画与材料实验，关注绘画在当代语境中的边界", Story: "空间由黄浦江边的一座航空仓库改建，两层展厅共一千二百平方米，每年呈现六到八个个展，并在二层设有面向公众开放的艺术图书室。"},
	{Name: "白墙画廊", NameEn: "White Wall Gallery", City: "杭州", Address: "西湖区转塘街道象山艺术公社 12 号", Hours: "周三至周日 10:00–17:30", Founded: 2015,
		Focus: "江南文人传统与当代书画的对话", Story: "画廊毗邻中国美术学院象山校区，建筑以白墙黛瓦回应王澍的校园设计，庭院里的一棵百年香樟是来访者最常提起的记忆。"},
	{Name: "青简当代", NameEn: "Qingjian Contemporary", City: "成都", Address: "锦江区东区音乐公园 A5 栋", Hours: "周二至周日 10:30–18:30", Founded: 2016,
		Focus: "西南地区的当代绘画与版画，重视艺术家的长期成长", Story: "青简当代以竹简为名，意在为艺术家留下可以慢慢书写的篇章；画廊除展览外每年举办两期青年艺术家驻留项目。"},
	{Name: "南方画廊", NameEn: "Nanfang Gallery", City: "广州", Address: "海珠区新港东路 1212 号岭南创意园 3 栋", Hours: "周二至周日 10:00–18:00", Founded: 2009,
		Focus: "岭南画派的传承与南方当代艺术", Story: "画廊从一间小小的裱画店起家，至今仍保留着自己的装裱工作室，每一件经手的纸本作品都在这里完成修复与装裱。"},
	{Name: "海岸线画廊", NameEn: "Coastline Gallery", City: "深圳", Address: "南山区华侨城创意文化园北区 B2 栋", Hours: "周二至周日 10:00–19:00", Founded: 2014,
		Focus: "摄影、影像与新媒介，兼顾年轻藏家的入门收藏", Story: "画廊所在的华侨城创意园由旧工业厂房改造而成，这里每周末的开放工作室活动让画廊成为深圳年轻人认识当代艺术的入口。"},
	{Name: "墨池书画院", NameEn: "Mochi Academy of Painting and Calligraphy", City: "西安", Address: "碑林区书院门古文化街 48 号", Hours: "每日 9:30–17:30", Founded: 1998,
		Focus: "书法与传统中国画，兼营碑帖与文房", Story: "书画院坐落在碑林博物馆东侧的书院门古街上，一楼展陈书画，二楼是书法教室与碑帖阅览室，常年有老先生在此临池。"},
	{Name: "金陵美术馆画廊", NameEn: "Jinling Gallery", City: "南京", Address: "秦淮区剪子巷 50 号", Hours: "周二至周日 9:00–17:00", Founded: 2011,
		Focus: "新金陵画派之后的山水与人物画", Story: "画廊与老城南的明代城墙仅一街之隔，由一座民国时期的纺织厂仓库改建，红砖外墙与木质屋架都被完整保留。"},
	{Name: "东湖艺术中心", NameEn: "Donghu Art Center", City: "武汉", Address: "武昌区东湖路 181 号", Hours: "周二至周日 10:00–18:00", Founded: 2013,
		Focus: "湖北美术学院背景的中青年艺术家，油画与雕塑并重", Story: "艺术中心面朝东湖，户外雕塑草坪常年陈列驻地艺术家的大型作品，是武汉市民周末散步的去处之一。"},
	{Name: "Lumen Gallery", NameEn: "Lumen Gallery", City: "上海", Address: "静安区莫干山路 50 号 7 号楼", Hours: "周二至周日 10:00–18:00", Founded: 2010,
		Focus: "以光与空间为线索的国际当代艺术", Story: "Lumen 由两位曾在欧洲工作的策展人创办，以双语出版物和严谨的展览研究著称，是 M50 园区里最早的画廊之一。"},
	{Name: "Atelier Nord", NameEn: "Atelier Nord", City: "北京", Address: "朝阳区草场地艺术区 255 号", Hours: "周三至周日 11:00–18:00", Founded: 2008,
		Focus: "具象绘画与素描，重视手工与技艺", Story: "画廊原是一位油画家的工作室，北向的大窗与长年积累的颜料痕迹被刻意保留下来，展厅里仍能闻到松节油的味道。"},
	{Name: "1301 艺术空间", NameEn: "1301 Art Space", City: "重庆", Address: "九龙坡区黄桷坪正街 108 号 13 楼", Hours: "周二至周日 13:00–20:00", Founded: 2017,
		Focus: "实验性的青年艺术与跨媒介项目", Story: "空间位于四川美术学院老校区旁一栋居民楼的十三层，窗外是黄桷坪涂鸦街与长江，许多艺术家的第一次个展在这里发生。"},
	{Name: "云间画廊", NameEn: "Yunjian Gallery", City: "苏州", Address: "姑苏区平江路 182 号", Hours: "每日 10:00–18:00", Founded: 2005,
		Focus: "苏式文人画、工笔与园林题材的当代表达", Story: "画廊是平江路上一座修缮过的清代宅院，三进院落分别陈列书画、瓷器与茶具，雨天时来访者可以在檐下听雨看画。"},
	{Name: "鹭岛画廊", NameEn: "Ludao Gallery", City: "厦门", Address: "思明区沙坡尾艺术西区 8 号", Hours: "周二至周日 10:00–19:00", Founded: 2015,
		Focus: "闽台两岸的当代绘画与陶瓷艺术", Story: "画廊由沙坡尾避风坞旁的冷冻厂改建，窗外是渔船与海，展览之外常与台湾的画廊合作交换展。"},
	{Name: "维多利亚港画廊", NameEn: "Harbourfront Gallery", City: "香港", Address: "中环毕打街 12 号毕打行 6 楼", Hours: "周二至周六 11:00–19:00", Founded: 2003,
		Focus: "亚洲现代与当代艺术，活跃于二级市场与国际博览会", Story: "画廊位于中环一座装饰艺术风格的历史建筑中，长期参与香港巴塞尔等国际艺博会，也为机构与私人藏家提供收藏顾问服务。"},
	{Name: "大稻埕画廊", NameEn: "Dadaocheng Gallery", City: "台北", Address: "大同区迪化街一段 72 巷 5 号", Hours: "周二至周日 11:00–19:00", Founded: 2007,
		Focus: "台湾战后艺术与当代水墨", Story: "画廊位于迪化街老街区一栋巴洛克立面的街屋之中，前厅展览，后院是艺术家与藏家交流的茶席。"},
	{Name: "泉山画廊", NameEn: "Quanshan Gallery", City: "青岛", Address: "市南区大学路 7 号", Hours: "周二至周日 9:30–17:30", Founded: 2012,
		Focus: "海洋题材的风景画与水彩", Story: "画廊在大学路一座德式老建筑里，红瓦黄墙，是青岛老城最常被拍照的街角之一；每年夏天举办海滨写生展。"},
	{Name: "滇池艺术仓库", NameEn: "Dianchi Art Warehouse", City: "昆明", Address: "西山区创库艺术主题社区 101 号", Hours: "周二至周日 10:00–18:00", Founded: 2001,
		Focus: "云南本土艺术家与民族题材的当代创作", Story: "艺术仓库由上世纪的机械厂厂房改造而成，是创库艺术社区最早的空间之一，见证了昆明当代艺术二十多年的变化。"},
}

// galleryDescription is the gallery's page text: two paragraphs.
func galleryDescription(g GallerySpec) string {
	return fmt.Sprintf("%s成立于 %d 年，画廊专注于%s。\n\n%s\n\n画廊与艺术家保持长期合作，提供作品的鉴定、包装、运输与售后服务；线上展厅与实体展览同步更新，藏家可在平台直接咨询与购买。",
		g.Name, g.Founded, g.Focus, g.Story)
}

// galleryContact makes the phone, e-mail and website of a demo gallery.
func galleryContact(i int, g GallerySpec) (phone, email, site string) {
	codes := map[string]string{"北京": "010", "上海": "021", "广州": "020", "深圳": "0755", "成都": "028", "重庆": "023",
		"杭州": "0571", "南京": "025", "武汉": "027", "西安": "029", "苏州": "0512", "厦门": "0592", "青岛": "0532", "昆明": "0871"}
	slug := strings.ToLower(strings.Fields(g.NameEn)[0])
	switch g.City {
	case "香港":
		phone = fmt.Sprintf("+852 2%03d %04d", 100+i*37%900, 1000+i*613%9000)
	case "台北":
		phone = fmt.Sprintf("+886 2 2%03d %04d", 100+i*41%900, 1000+i*557%9000)
	default:
		phone = fmt.Sprintf("%s-%04d%04d", codes[g.City], 5000+i*271%4000, 1000+i*619%9000)
	}
	return phone, "info@" + slug + ".example.cn", "https://www." + slug + ".example.cn"
}

// SeedGalleries gives a catalogue its galleries: each represents a few
// artists (those of its own city first) and offers most of their works.
// It does nothing when a gallery exists or no artist does, so it is safe at
// every start and adds galleries to a catalogue seeded before they existed.
// It returns how many galleries it created.
func SeedGalleries(ctx context.Context, client *ent.Client, store media.Store, log *slog.Logger) (int, error) {
	if n, err := client.Gallery.Query().Count(ctx); err != nil || n > 0 {
		return 0, wrapErr("count galleries", err)
	}
	artists, err := artistsWithWorks(ctx, client)
	if err != nil || len(artists) == 0 {
		return 0, wrapErr("load artists", err)
	}
	r := newRNG(DefaultSeed ^ 0x6a11e7)
	reps := represent(r, artists)

	// Logos first: files in the store, outside the transaction.
	logos := make([]media.Saved, len(demoGalleries))
	for i, g := range demoGalleries {
		if logos[i], err = media.SaveImage(ctx, store, paintLogo(i, g.NameEn)); err != nil {
			return 0, wrapErr("logo of "+g.Name, err)
		}
	}
	err = db.WithTx(ctx, client, func(ctx context.Context, tx *ent.Client) error {
		for i, g := range demoGalleries {
			phone, email, site := galleryContact(i, g)
			create := tx.Gallery.Create().SetName(g.Name).SetNameEn(g.NameEn).SetCity(g.City).SetAddress(g.Address).
				SetOpeningHours(g.Hours).SetPhone(phone).SetEmail(email).SetWebsite(site).SetFoundedYear(g.Founded).
				SetDescription(galleryDescription(g)).
				SetLogo(logos[i].Key).SetLogoWidth(logos[i].Width).SetLogoHeight(logos[i].Height)
			var offered []int
			var cover *ent.ArtworkImage
			for _, a := range reps[i] {
				create.AddArtistIDs(a.ID)
				for _, w := range a.Edges.Artworks {
					// A work is offered by the first gallery that represents its artist.
					if w.Status == artwork.StatusNotForSale || owner(reps, a.ID) != i {
						continue
					}
					offered = append(offered, w.ID)
					if cover == nil && len(w.Edges.Images) > 1 && strings.HasSuffix(w.Edges.Images[1].Alt, "展示效果") {
						cover = w.Edges.Images[1]
					}
				}
			}
			create.AddArtworkIDs(offered...)
			if cover != nil {
				create.SetCoverID(cover.ID)
			}
			if err := create.Exec(ctx); err != nil {
				return wrapErr("insert gallery "+g.Name, err)
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	log.InfoContext(ctx, "demo seed: galleries", "galleries", len(demoGalleries))
	return len(demoGalleries), nil
}

// represent picks each gallery's artists: two to five, its own city's first,
// so that every artist but a few has a gallery and some have two.
func represent(r rng, artists []*ent.Artist) [][]*ent.Artist {
	reps := make([][]*ent.Artist, len(demoGalleries))
	count := map[int]int{}
	for i, g := range demoGalleries {
		want := 2 + r.IntN(4)
		pool := append([]*ent.Artist(nil), artists...)
		r.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
		// Local artists first, then the least represented.
		sort.SliceStable(pool, func(a, b int) bool {
			la, lb := pool[a].Region == g.City, pool[b].Region == g.City
			if la != lb {
				return la
			}
			return count[pool[a].ID] < count[pool[b].ID]
		})
		for _, a := range pool {
			if len(reps[i]) == want {
				break
			}
			if count[a.ID] < 2 {
				reps[i] = append(reps[i], a)
				count[a.ID]++
			}
		}
	}
	return reps
}

// owner is the first gallery that represents an artist.
func owner(reps [][]*ent.Artist, artistID int) int {
	for i, as := range reps {
		for _, a := range as {
			if a.ID == artistID {
				return i
			}
		}
	}
	return -1
}

var wrapErr = seedErr("galleries")

// artistsWithWorks loads every artist with its works and their images, in
// the order they were seeded.
func artistsWithWorks(ctx context.Context, client *ent.Client) ([]*ent.Artist, error) {
	return client.Artist.Query().Order(artist.ByID()).
		WithArtworks(func(q *ent.ArtworkQuery) {
			q.Order(artwork.ByID()).WithImages(func(q *ent.ArtworkImageQuery) { q.Order(artworkimage.ByPosition()) })
		}).All(ctx)
}
