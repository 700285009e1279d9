package demo

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/artlive"
	"artmarket/ent/artworkimage"
	"artmarket/ent/gallery"
	"artmarket/server/platform/db"
)

// liveSpec is one demo art live. Hours is the start relative to the seed
// time (negative: in the past).
type liveSpec struct {
	Title, Host, Description string
	Status                   artlive.Status
	Hours                    float64
	// Gallery: the host is the n-th demo gallery (1-based); 0: no gallery.
	Gallery int
}

// demoLives: upcoming ones over the next days, two on air, and replays.
var demoLives = []liveSpec{
	{Title: "798 艺术区周末导览：秋季新展一次看完", Host: "山木画廊", Gallery: 1, Status: artlive.StatusLive, Hours: -0.5,
		Description: "画廊总监带您走进 798 艺术区 D 区的三家画廊，现场讲解本季新展，并回答观众关于收藏的提问。"},
	{Title: "走进艺术家工作室：一幅油画的诞生", Host: "观澜艺术空间", Gallery: 2, Status: artlive.StatusLive, Hours: -1.2,
		Description: "镜头跟随艺术家在工作室里完成一幅中幅油画的最后一层罩染，边画边聊色彩与光线。"},
	{Title: "水墨私享会：如何看懂一张山水画", Host: "白墙画廊", Gallery: 3, Status: artlive.StatusUpcoming, Hours: 5,
		Description: "从笔墨、构图到题跋，策展人以三件馆藏级作品为例，讲解欣赏山水画的基本方法。"},
	{Title: "新藏家入门：一万元以内可以买到什么", Host: "艺术市场编辑部", Status: artlive.StatusUpcoming, Hours: 26,
		Description: "编辑部精选二十件一万元以内的原作，介绍版画、摄影与纸本作品的收藏要点，直播间可直接咨询购买。"},
	{Title: "岭南画派的传承：装裱工作室里的对话", Host: "南方画廊", Gallery: 5, Status: artlive.StatusUpcoming, Hours: 50,
		Description: "在画廊自有的装裱工作室中，老师傅演示书画托裱的全过程，并与艺术家聊岭南画派的今天。"},
	{Title: "影像与城市：深圳青年摄影师联展导览", Host: "海岸线画廊", Gallery: 6, Status: artlive.StatusUpcoming, Hours: 75,
		Description: "六位青年摄影师讲述他们镜头里的深圳，从城中村到海岸线，一座年轻城市的不同面孔。"},
	{Title: "书院门里的书法课：临帖的门道", Host: "墨池书画院", Gallery: 7, Status: artlive.StatusUpcoming, Hours: 100,
		Description: "书画院的老师现场示范《九成宫》的临习方法，讲解选帖、读帖与临帖的次序。"},
	{Title: "冬季特别策划“纸上的时间”开幕直播", Host: "艺术市场编辑部", Status: artlive.StatusUpcoming, Hours: 170,
		Description: "三十位艺术家的纸本作品同步上线，策展人与两位参展艺术家在直播间与观众见面。"},
	{Title: "秋拍预展巡礼：现当代板块精选", Host: "维多利亚港画廊", Gallery: 15, Status: artlive.StatusReplay, Hours: -30,
		Description: "顾问团队解读秋拍预展中的现当代精品，谈估价、品相与来源，适合准备参与拍卖的藏家。"},
	{Title: "平江路上的园林与画：云间画廊十九年", Host: "云间画廊", Gallery: 13, Status: artlive.StatusReplay, Hours: -52,
		Description: "跟随画廊主人走过三进院落，聊苏式文人画、工笔与园林题材的当代表达。"},
	{Title: "版画工作室开放日：从制版到印刷", Host: "青简当代", Gallery: 4, Status: artlive.StatusReplay, Hours: -76,
		Description: "在版画工作室里完整记录一件铜版画从制版、腐蚀到印刷的全过程，并讲解版数与签名。"},
	{Title: "海滨写生：一个下午的水彩", Host: "泉山画廊", Gallery: 17, Status: artlive.StatusReplay, Hours: -120,
		Description: "艺术家在青岛海边现场写生，一个下午完成一幅水彩，边画边讲水分与时机的把握。"},
	{Title: "雕塑如何陈列：家居空间里的立体作品", Host: "东湖艺术中心", Gallery: 9, Status: artlive.StatusReplay, Hours: -170,
		Description: "从承重、光线到视线高度，设计师与雕塑家一起讨论如何在家中陈列雕塑与陶瓷作品。"},
	{Title: "创库二十年：昆明当代艺术口述史", Host: "滇池艺术仓库", Gallery: 18, Status: artlive.StatusReplay, Hours: -240,
		Description: "几位见证创库艺术社区成立的艺术家回忆二十多年来的变化，以及云南本土艺术的生长。"},
	{Title: "油画保养公开课：藏家常见的五个误区", Host: "Atelier Nord", Gallery: 11, Status: artlive.StatusReplay, Hours: -320,
		Description: "修复师讲解油画保存的温湿度、光照与清洁，现场解答观众关于作品保养的问题。"},
	{Title: "青年艺术家首展之夜", Host: "1301 艺术空间", Gallery: 12, Status: artlive.StatusReplay, Hours: -400,
		Description: "黄桷坪十三楼的开幕现场：三位青年艺术家的第一次个展，与观众面对面聊创作。"},
}

// SeedLives gives a catalogue its art lives, hosted by the demo galleries
// where there are any, with covers from the works' room views. Like
// SeedGalleries it does nothing when a live exists or no artwork does. Start
// times count from now. Lives on air and replays get a playback address on
// this site; the demo ships no video, so the player says it cannot play.
func SeedLives(ctx context.Context, client *ent.Client, log *slog.Logger, now time.Time) (int, error) {
	if n, err := client.ArtLive.Query().Count(ctx); err != nil || n > 0 {
		return 0, liveErr("count lives", err)
	}
	images, err := client.ArtworkImage.Query().Where(artworkimage.AltHasSuffix("展示效果")).
		Order(artworkimage.ByID()).Limit(len(demoLives)).All(ctx)
	if err != nil {
		return 0, liveErr("load pictures", err)
	}
	if len(images) < len(demoLives) {
		more, err := client.ArtworkImage.Query().Order(artworkimage.ByID()).Limit(len(demoLives)).All(ctx)
		if err != nil {
			return 0, liveErr("load pictures", err)
		}
		images = append(images, more...)
	}
	if len(images) == 0 {
		return 0, nil
	}
	galleries := map[string]int{}
	gs, err := client.Gallery.Query().Select(gallery.FieldID, gallery.FieldName).All(ctx)
	if err != nil {
		return 0, liveErr("load galleries", err)
	}
	for _, g := range gs {
		galleries[g.Name] = g.ID
	}
	err = db.WithTx(ctx, client, func(ctx context.Context, tx *ent.Client) error {
		bs := make([]*ent.ArtLiveCreate, len(demoLives))
		for i, l := range demoLives {
			start := now.UTC().Add(time.Duration(l.Hours * float64(time.Hour))).Truncate(time.Minute)
			if l.Status == artlive.StatusUpcoming {
				// Announced starts are on the half hour.
				start = start.Truncate(30 * time.Minute).Add(30 * time.Minute)
			}
			b := tx.ArtLive.Create().SetTitle(l.Title).SetHost(l.Host).SetDescription(l.Description).
				SetStatus(l.Status).SetStartsAt(start).SetCoverID(images[i%len(images)].ID)
			if l.Status != artlive.StatusUpcoming {
				b.SetPlaybackURL(fmt.Sprintf("/media/lives/demo-%02d.mp4", i+1))
			}
			if l.Gallery > 0 && l.Gallery <= len(demoGalleries) {
				if id, ok := galleries[demoGalleries[l.Gallery-1].Name]; ok && strings.TrimSpace(l.Host) != "" {
					b.SetGalleryID(id)
				}
			}
			bs[i] = b
		}
		if err := tx.ArtLive.CreateBulk(bs...).Exec(ctx); err != nil {
			return liveErr("insert", err)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	log.InfoContext(ctx, "demo seed: art lives", "lives", len(demoLives))
	return len(demoLives), nil
}

var liveErr = seedErr("art lives")
