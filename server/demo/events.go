package demo

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/catalogue/labels"
	"artmarket/server/domain/catalogue/schedule"
	"artmarket/server/platform/db"
)

// exhibitionSpec is one invented exhibition. Dates are days from the day of
// seeding (in Shanghai), so that current, upcoming and past shows all exist
// whenever the demo is seeded.
type exhibitionSpec struct {
	Title, Subtitle string
	// Gallery is the host's name in demoGalleries; empty for a venue.
	Gallery string
	// Venue, City and Address of a non-gallery venue (美术馆 ...).
	Venue, City, Address string
	Start, Days          int  // first day (days from today) and length in days
	Solo                 bool // one artist's show
	// Theme is the curators' paragraph of the press text.
	Theme string
}

// demoExhibitions: 9 current (one ends on the day of seeding), 6 upcoming,
// 9 past; 20 in galleries, 4 in invented museums.
var demoExhibitions = []exhibitionSpec{
	{Title: "墨的呼吸", Gallery: "山木画廊", Start: -20, Days: 45, Solo: true,
		Theme: "艺术家近年反复回到“呼吸”这一意象：墨在生宣上晕开的速度、笔锋停顿时留下的飞白、层层积墨之间透出的纸色，都被视为画面自身的节奏。展览以这一线索串联起大尺幅的山水与小品册页，邀请观众放慢脚步，在墨色的浓淡之间辨认时间的痕迹。"},
	{Title: "色域之外", Subtitle: "当代抽象绘画的五种方法", Gallery: "观澜艺术空间", Start: -40, Days: 50,
		Theme: "上世纪中叶的色域绘画试图让颜色摆脱形状与叙事，而今天的抽象画家面对的是屏幕、像素与无处不在的图像。参展艺术家以截然不同的路径回应这一处境：有人回到矿物颜料与手工刷底，有人把数码色卡转译为布面上的平涂，也有人让颜料在重力与时间中自行流淌。"},
	{Title: "园中岁月", Gallery: "白墙画廊", Start: -5, Days: 30, Solo: true,
		Theme: "江南园林是一种被压缩的自然，一方庭院容纳山林与四季。艺术家多年来以写生的方式记录杭州与苏州的园子，从清晨的粉墙树影到雨后的石径苔痕。这些画既是对传统园林画的致敬，也是一个当代人在城市中寻找安顿之所的私人日记。"},
	{Title: "盆地来信", Subtitle: "西南当代绘画与版画群展", Gallery: "青简当代", Start: -60, Days: 61,
		Theme: "四川盆地潮湿、多雾，也孕育了中国当代艺术最重要的源流之一。展览以“来信”为题，将参展作品视为写给远方的书信：有对故乡街巷的回望，有对山地与河流的凝视，也有对城市急速变化的冷静记录。版画的刻痕与油画的笔触在展厅中彼此呼应。"},
	{Title: "南风", Subtitle: "岭南画派的当代回响", Gallery: "南方画廊", Start: -10, Days: 40,
		Theme: "“折衷中西，融汇古今”是岭南画派开创者留下的主张。一个世纪之后，生活在广州的艺术家们如何理解这份遗产？展览呈现的作品既有对木棉、荔枝与珠江风物的描绘，也有以撞水撞粉之法处理的都市夜景，南方的湿润空气贯穿始终。"},
	{Title: "潮间带", Subtitle: "摄影与影像群展", Gallery: "海岸线画廊", Start: -30, Days: 42,
		Theme: "潮间带是涨潮时被淹没、退潮时显露的海岸地带，既属于陆地，也属于海洋。参展艺术家借这一意象讨论深圳这座移民城市中的身份与记忆：填海造地的工地、城中村的晾衣绳、深夜的跨境口岸，都在镜头中成为两种状态之间的风景。"},
	{Title: "金石有声", Gallery: "墨池书画院", Start: -2, Days: 35, Solo: true,
		Theme: "西安碑林收藏着自汉至清的数千方碑石，艺术家自少年时起便在此临池。本次展览集中呈现其篆隶与行草作品，以及以碑刻拓片为底本的再创作。刀与笔、石与纸之间的转换，构成了展览最耐人寻味的部分。"},
	{Title: "城南旧事", Gallery: "金陵美术馆画廊", Start: -15, Days: 60, Solo: true,
		Theme: "老城南是南京最有烟火气的地方，也是过去二十年变化最剧烈的街区。艺术家以水墨与设色相结合的方式，描绘门东、门西的巷弄、天井与邻里，许多场景如今已不复存在。画面安静克制，却承载着一座城市的集体记忆。"},
	{Title: "湖上的雕塑", Subtitle: "户外雕塑与小型架上作品", Gallery: "东湖艺术中心", Start: -25, Days: 33,
		Theme: "东湖艺术中心的草坪一直是雕塑家的试验场。本次展览将户外大型作品与室内的小稿、素描并置，呈现一件雕塑从构想到落成的完整过程。风、雨与湖光也参与了作品的完成，观众可以在不同的时辰看到不同的雕塑。"},
	{Title: "光的考古", Gallery: "Lumen Gallery", Start: 3, Days: 40,
		Theme: "光是绘画最古老的主题之一，也是摄影与影像的物质基础。展览从画廊所在的 M50 旧纺织厂出发，邀请艺术家回应厂房的天窗、玻璃与旧日的照明设备，以绘画、摄影与装置追溯光在空间中留下的层层痕迹。"},
	{Title: "手的记忆", Gallery: "Atelier Nord", Start: 8, Days: 45, Solo: true,
		Theme: "在图像可以被无限复制的时代，艺术家坚持以素描作为一切创作的起点。展览展出其数十年积累的速写本、人体素描与据此完成的油画，观众得以看到一只手如何在日复一日的练习中形成自己的语言。"},
	{Title: "十三楼的风", Subtitle: "青年艺术家年度提名展", Gallery: "1301 艺术空间", Start: 14, Days: 50,
		Theme: "1301 艺术空间每年从四川美术学院及周边工作室中提名数位青年艺术家，为他们提供第一次或第二次个人亮相的机会。今年的参展者在绘画、综合材料与装置之间自由穿行，作品里有重庆的坡坎与江雾，也有网络时代的孤独与幽默。"},
	{Title: "一窗一景", Gallery: "云间画廊", Start: 21, Days: 38, Solo: true,
		Theme: "苏州园林讲究“移步换景”，每一扇花窗都是一幅取景框。艺术家以工笔的方式描绘花窗之外的竹石、芭蕉与湖石，细腻的线条与淡雅的设色回应着三进院落的空间节奏。展览本身也按园林的游线布置，观众将从一扇窗走向另一扇窗。"},
	{Title: "海峡的两岸", Subtitle: "闽台当代艺术交流展", Gallery: "鹭岛画廊", Start: 30, Days: 60,
		Theme: "厦门与台湾隔海相望，共享相近的方言、信仰与饮食。展览邀请两岸艺术家以绘画与陶瓷回应“海”的意象：它既是阻隔，也是通道。作品中反复出现的渔船、妈祖庙与红砖古厝，构成一幅跨越海峡的共同风景。"},
	{Title: "现代的回声", Subtitle: "亚洲现代艺术精选", Gallery: "维多利亚港画廊", Start: 1, Days: 30,
		Theme: "二十世纪中叶，亚洲各地的艺术家在东西方之间寻找属于自己的现代语言。展览精选画廊多年来经手的重要作品，并与当代艺术家的新作并置，讨论这份现代遗产如何在今天继续回响。"},
	{Title: "迪化街的午后", Gallery: "大稻埕画廊", Start: -90, Days: 40, Solo: true,
		Theme: "大稻埕曾是台北最繁华的商埠，南北货、布行与茶行沿街排开。艺术家在这里生活与工作十余年，以水墨记录街屋立面、骑楼光影与午后的人来人往。画面中的时间仿佛慢了下来，旧街区的温度跃然纸上。"},
	{Title: "海的颜色", Gallery: "泉山画廊", Start: -120, Days: 45, Solo: true,
		Theme: "青岛的海一年四季颜色各异：春天灰绿，夏天湛蓝，冬天则是铅一般的沉重。艺术家坚持在海边写生二十年，以水彩的透明与速度捕捉瞬息万变的海面。展览按季节编排，观众在展厅中走完一年。"},
	{Title: "高原的光", Subtitle: "云南当代艺术群展", Gallery: "滇池艺术仓库", Start: -150, Days: 60,
		Theme: "高原的阳光强烈而清澈，万物的轮廓因此格外分明。参展艺术家大多生活在昆明与大理，他们的作品关注土地、民族与日常劳作，也不回避旅游开发与城市化带来的变化。展览是创库艺术社区二十余年历程的一次回望。"},
	{Title: "纸上行旅", Gallery: "山木画廊", Start: -200, Days: 50,
		Theme: "“行旅”是中国山水画最古老的母题之一。展览邀请几位水墨艺术家以各自的旅途为题：有人沿长江溯流而上，有人徒步穿越太行，也有人只是每日往返于城市的地铁线路。纸上的行旅，也是心灵的行旅。"},
	{Title: "静默的方法", Gallery: "观澜艺术空间", Start: 45, Days: 50, Solo: true,
		Theme: "艺术家的画面几乎只有一种颜色，却经过数十遍的薄涂与打磨。展览题为“静默的方法”，指向其近乎修行的工作方式：每一件作品都需要数月完成，观众需要在画前停留足够久，才能看见颜色深处细微的变化。"},
	{Title: "时间的褶皱", Subtitle: "中国当代绘画三十年", Venue: "浦江当代美术馆", City: "上海", Address: "黄浦区花园港路 200 号", Start: -45, Days: 44,
		Theme: "展览以三十年为跨度，梳理中国当代绘画在具象、抽象与水墨之间的往复与转折。作品按年代与议题交错陈列，让不同代际的艺术家在同一展厅中对话。美术馆由黄浦江边的旧电厂改建，高大的空间为大尺幅作品提供了难得的观看距离。"},
	{Title: "水墨再造", Subtitle: "当代水墨邀请展", Venue: "燕山美术馆", City: "北京", Address: "海淀区颐和园路 5 号", Start: -70, Days: 30,
		Theme: "水墨是否只能属于过去？展览邀请的艺术家给出了各不相同的回答：有人坚守笔墨程式，在细微处求变；有人以水墨处理完全当代的题材；也有人把墨、纸与水带入装置与影像。展览同时出版研究文集，收录多位学者的文章。"},
	{Title: "新南方", Subtitle: "青年艺术家邀请展", Venue: "珠江美术馆", City: "广州", Address: "越秀区二沙岛烟雨路 38 号", Start: -100, Days: 35,
		Theme: "“新南方”并不指向一个地理范围，而是一种潮湿、混杂、充满生机的感受方式。展览汇集活跃于粤港澳及东南亚的青年艺术家，他们的作品从亚热带植物、城中村与海洋贸易中汲取灵感，呈现出与北方截然不同的当代图景。"},
	{Title: "物的诗学", Subtitle: "当代雕塑与装置", Venue: "锦城艺术中心", City: "成都", Address: "高新区天府大道北段 966 号", Start: -300, Days: 60,
		Theme: "日常之物如何成为艺术？展览聚焦以雕塑与装置为主要媒介的艺术家，他们使用竹、陶、铜与工业废料，让物在展厅中重新获得重量、温度与叙事。展期内美术馆还举办了多场艺术家工作坊，面向公众开放。"},
}

// viewingRoomSpec is one invented viewing room of a demo gallery; the room
// opens at 10:00 in Shanghai on day Opens and closes at midnight after day
// Closes (days from today).
type viewingRoomSpec struct {
	Title, Gallery string
	Opens, Closes  int
	Statement      string
}

// demoViewingRooms: 5 open (two closing within days), 2 opening soon, 3 closed.
var demoViewingRooms = []viewingRoomSpec{
	{Title: "墨色四时", Gallery: "山木画廊", Opens: -10, Closes: 20,
		Statement: "这个线上展厅从画廊代理艺术家的近作中选出十余件纸本，按春夏秋冬编排。墨色的浓淡枯润本身就带着季节感：春天的湿墨，夏天的泼墨，秋天的焦墨与冬天大片的留白。\n\n所有作品均为画廊现货，可在线咨询与购买；画廊提供装裱建议与全国运输服务。"},
	{Title: "收藏入门：一万元以内的原作", Gallery: "海岸线画廊", Opens: -20, Closes: 1,
		Statement: "许多年轻藏家的第一件作品都来自一次偶然的心动。我们为刚开始收藏的朋友挑选了一组价格友好的原作与限量版画，每一件都附有艺术家签名与画廊出具的作品证书。\n\n展厅即将关闭，所列作品售完即止。"},
	{Title: "夏日写生", Gallery: "泉山画廊", Opens: -5, Closes: 2,
		Statement: "每年夏天，画廊都会带艺术家去海边写生。这里的作品大多在户外一次完成，保留了海风、阳光与水汽留在纸上的痕迹。\n\n写生是水彩最本真的状态：来不及修改，只能相信第一笔。"},
	{Title: "抽象的温度", Gallery: "观澜艺术空间", Opens: -30, Closes: 45,
		Statement: "抽象绘画常被认为是冷的、理性的。这个展厅试图证明相反的事：颜色的堆叠、刮擦与覆盖记录了画家身体的运动与情绪的起伏，每一件作品都有自己的体温。\n\n我们为每件作品附上了艺术家的工作室照片与创作笔记，帮助观众走近画面背后的过程。"},
	{Title: "工笔新境", Gallery: "云间画廊", Opens: -3, Closes: 12,
		Statement: "工笔画以“三矾九染”著称，一幅作品往往需要数月。画廊代理的年轻工笔画家在传统技法中加入了当代的观看方式：更大胆的构图，更个人的题材，以及对材料本身的兴趣。\n\n展厅中的作品均可预约到画廊看原作。"},
	{Title: "光与影的练习", Gallery: "Lumen Gallery", Opens: 4, Closes: 34,
		Statement: "作为实体展览《光的考古》的延伸，这个线上展厅呈现参展艺术家的小幅作品与工作草图。它们是更大作品的起点，也是艺术家日常练习的片段。\n\n展厅开放后，藏家可以在线预订作品，并优先受邀参加开幕导览。"},
	{Title: "岭南花木", Gallery: "南方画廊", Opens: 10, Closes: 40,
		Statement: "木棉、紫荆、芭蕉、荔枝：岭南的花木四季不断，也一直是岭南画家最钟爱的题材。这个展厅汇集画廊几代艺术家的花鸟作品，从传统的没骨写生到当代的重彩实验。\n\n展厅将在开放日上线全部作品与价格。"},
	{Title: "版画的刻度", Gallery: "青简当代", Opens: -60, Closes: -30,
		Statement: "版画是一种关于复数的艺术，也是一种关于时间的艺术：每一刀都不可撤回。展厅呈现画廊代理的版画家在木版、铜版与丝网上的近作，并介绍每件作品的版数与印制过程。\n\n展厅已结束，部分作品仍可向画廊咨询。"},
	{Title: "雕塑小品", Gallery: "东湖艺术中心", Opens: -90, Closes: -45,
		Statement: "大型雕塑难以走进家庭，而小品与小稿却保留了雕塑家最初的构想与手感。这个展厅挑选了适合在书桌与书架上陈列的雕塑作品，材质包括铜、陶与木。\n\n展厅已结束，感谢所有来访的藏家。"},
	{Title: "书斋清供", Gallery: "墨池书画院", Opens: -40, Closes: -7,
		Statement: "文人书斋中的一幅字、一方砚、一件小画，构成了古人日常审美的全部。展厅以“清供”为题，选出适合在书房与茶室悬挂的书法与小品画作。\n\n展厅已结束，书画院的实体展厅常年陈列相关作品，欢迎来访。"},
}

// Events reports what SeedEvents created.
type Events struct{ Exhibitions, ViewingRooms int }

// SeedEvents gives a catalogue with galleries its exhibitions and viewing
// rooms, dated around now (the seeding time: current, upcoming and past all
// exist). Exhibitions and viewing rooms are seeded each only when none
// exists, so it is safe at every start and adds them to a catalogue seeded
// before they existed.
func SeedEvents(ctx context.Context, client *ent.Client, log *slog.Logger, now time.Time) (Events, error) {
	var res Events
	if now.IsZero() {
		now = time.Now()
	}
	hasEx, err := client.Exhibition.Query().Exist(ctx)
	if err != nil {
		return res, eventsErr("count exhibitions", err)
	}
	hasVR, err := client.ViewingRoom.Query().Exist(ctx)
	if err != nil {
		return res, eventsErr("count viewing rooms", err)
	}
	if hasEx && hasVR {
		return res, nil
	}
	withWorks := func(q *ent.ArtistQuery) {
		q.Order(artist.ByID()).WithArtworks(func(q *ent.ArtworkQuery) { q.Order(artwork.ByID()).WithImages() })
	}
	galleries, err := client.Gallery.Query().Order(gallery.ByID()).WithArtists(withWorks).
		WithArtworks(func(q *ent.ArtworkQuery) { q.Order(artwork.ByID()).WithImages() }).All(ctx)
	if err != nil {
		return res, eventsErr("load galleries", err)
	}
	everyone, err := client.Artist.Query().Order(artist.ByID()).
		WithArtworks(func(q *ent.ArtworkQuery) { q.Order(artwork.ByID()).WithImages() }).All(ctx)
	if err != nil {
		return res, eventsErr("load artists", err)
	}
	if len(galleries) == 0 || len(everyone) == 0 {
		return res, nil
	}
	byName := map[string]*ent.Gallery{}
	for _, g := range galleries {
		byName[g.Name] = g
	}
	today := schedule.Day(now)

	err = db.WithTx(ctx, client, func(ctx context.Context, tx *ent.Client) error {
		if !hasEx {
			for i, spec := range demoExhibitions {
				if err := createExhibition(ctx, tx, i, spec, byName[spec.Gallery], everyone, today); err != nil {
					return eventsErr("insert exhibition "+spec.Title, err)
				}
				res.Exhibitions++
			}
		}
		if !hasVR {
			for i, spec := range demoViewingRooms {
				g := byName[spec.Gallery]
				if g == nil {
					g = galleries[i%len(galleries)]
				}
				if err := createViewingRoom(ctx, tx, i, spec, g, everyone, today); err != nil {
					return eventsErr("insert viewing room "+spec.Title, err)
				}
				res.ViewingRooms++
			}
		}
		return nil
	})
	if err != nil {
		return res, err
	}
	log.InfoContext(ctx, "demo seed: exhibitions and viewing rooms", "exhibitions", res.Exhibitions, "viewing_rooms", res.ViewingRooms)
	return res, nil
}

func createExhibition(ctx context.Context, tx *ent.Client, i int, spec exhibitionSpec, g *ent.Gallery, everyone []*ent.Artist, today time.Time) error {
	// The hosting gallery's roster; a museum's show (or a gallery without
	// artists, in small catalogues) draws from everyone.
	var pool []*ent.Artist
	if g != nil {
		pool = g.Edges.Artists
	}
	if len(pool) == 0 {
		pool = rotate(everyone, i*5)
	} else {
		pool = rotate(pool, i)
	}
	n := min(len(pool), 4)
	if spec.Venue != "" {
		n = min(len(pool), 6)
	}
	if spec.Solo {
		n = 1
	}
	artists := pool[:n]
	perArtist := 3
	if spec.Solo {
		perArtist = 8
	}
	var works []*ent.Artwork
	for _, a := range artists {
		works = append(works, a.Edges.Artworks[:min(len(a.Edges.Artworks), perArtist)]...)
	}
	var installation []int
	for _, w := range works {
		for _, im := range w.Edges.Images {
			if strings.HasSuffix(im.Alt, "展示效果") && len(installation) < 4 {
				installation = append(installation, im.ID)
			}
		}
	}
	// Small catalogues have no room views: the works' own pictures stand in.
	for _, w := range works {
		if len(installation) >= 2 {
			break
		}
		if len(w.Edges.Images) > 0 {
			installation = append(installation, w.Edges.Images[0].ID)
		}
	}
	starts := schedule.AddDays(today, spec.Start)
	ends := schedule.AddDays(starts, spec.Days-1)
	city, address, venue := spec.City, spec.Address, spec.Venue
	if g != nil {
		city, address, venue = g.City, g.Address, ""
	} else if venue == "" {
		// A gallery missing from the catalogue: the show moves to a venue.
		city, venue = "北京", spec.Gallery
	}
	host := venue
	if g != nil {
		host = g.Name
	}
	create := tx.Exhibition.Create().SetTitle(spec.Title).SetSubtitle(subtitle(spec, artists)).
		SetVenue(venue).SetCity(city).SetAddress(address).SetStartsOn(starts).SetEndsOn(ends).
		SetPressText(pressText(spec, host, artists, works, starts, ends)).
		AddArtists(artists...).AddArtworks(works...).AddInstallationImageIDs(installation...)
	if g != nil {
		create.SetGallery(g)
	}
	return create.Exec(ctx)
}

func createViewingRoom(ctx context.Context, tx *ent.Client, i int, spec viewingRoomSpec, g *ent.Gallery, everyone []*ent.Artist, today time.Time) error {
	works := g.Edges.Artworks
	if len(works) == 0 {
		for _, a := range g.Edges.Artists {
			works = append(works, a.Edges.Artworks...)
		}
	}
	// A gallery with nothing to show (small catalogues): anyone's works.
	for _, a := range rotate(everyone, i) {
		if len(works) >= 6 {
			break
		}
		works = append(works, a.Edges.Artworks...)
	}
	works = works[:min(len(works), 10)]
	opens := schedule.AddDays(today, spec.Opens).Add(10 * time.Hour)
	closes := schedule.AddDays(today, spec.Closes+1)
	create := tx.ViewingRoom.Create().SetTitle(spec.Title).SetGallery(g).SetStatement(spec.Statement).
		SetOpensAt(opens).SetClosesAt(closes).AddArtworks(works...)
	if cover := coverOf(works); cover != nil {
		create.SetCoverID(cover.ID).SetCoverPicture(pictureOf(cover))
	}
	return create.Exec(ctx)
}

// pictureOf is a work's picture as a cover picture (the pages read it).
func pictureOf(im *ent.ArtworkImage) *imageref.Image {
	return &imageref.Image{Key: im.Key, Width: im.Width, Height: im.Height}
}

// coverOf is the first room view among the works' pictures, else the first picture (nil: none).
func coverOf(works []*ent.Artwork) *ent.ArtworkImage {
	for _, w := range works {
		for _, im := range w.Edges.Images {
			if strings.HasSuffix(im.Alt, "展示效果") {
				return im
			}
		}
	}
	for _, w := range works {
		if len(w.Edges.Images) > 0 {
			return w.Edges.Images[0]
		}
	}
	return nil
}

func subtitle(spec exhibitionSpec, artists []*ent.Artist) string {
	if spec.Solo && len(artists) == 1 {
		return artists[0].Name + "个展"
	}
	return spec.Subtitle
}

// pressText writes the three paragraphs of a show's press release.
func pressText(spec exhibitionSpec, host string, artists []*ent.Artist, works []*ent.Artwork, starts, ends time.Time) string {
	names := make([]string, len(artists))
	for i, a := range artists {
		names[i] = a.Name
	}
	var b strings.Builder
	when := fmt.Sprintf("展期为 %s 至 %s", cnDate(starts), cnDate(ends))
	if spec.Solo && len(names) == 1 {
		fmt.Fprintf(&b, "%s荣幸呈现艺术家%s的个展《%s》，%s。展览集中展出艺术家近年创作的 %d 件作品，其中多件为首次公开亮相。",
			host, names[0], spec.Title, when, len(works))
	} else {
		fmt.Fprintf(&b, "%s荣幸呈现群展《%s》，%s。展览汇集%s等 %d 位艺术家的 %d 件作品，涵盖%s。",
			host, spec.Title, when, strings.Join(names, "、"), len(names), len(works), mediaOf(works))
	}
	b.WriteString("\n\n")
	b.WriteString(spec.Theme)
	b.WriteString("\n\n")
	var titles []string
	for _, w := range works[:min(len(works), 3)] {
		titles = append(titles, "《"+w.Title+"》")
	}
	if len(titles) > 0 {
		fmt.Fprintf(&b, "展览中的%s等作品同时在平台上线，观众可在线查看作品详情并向%s咨询收藏。", strings.Join(titles, ""), host)
	}
	b.WriteString("展览期间将举办艺术家对谈与公众导览，具体安排请关注官方公告；参观免费，无需预约。")
	return b.String()
}

func mediaOf(works []*ent.Artwork) string {
	seen := map[string]bool{}
	var out []string
	for _, w := range works {
		if l := labels.Medium(w.Medium); !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return "多种媒介"
	}
	return strings.Join(out[:min(len(out), 4)], "、") + "等媒介"
}

// cnDate writes a stored day as 2026年3月1日.
func cnDate(day time.Time) string {
	d := day.In(schedule.Shanghai)
	return fmt.Sprintf("%d年%d月%d日", d.Year(), d.Month(), d.Day())
}

func rotate(as []*ent.Artist, k int) []*ent.Artist {
	if len(as) == 0 {
		return nil
	}
	k %= len(as)
	return append(append([]*ent.Artist(nil), as[k:]...), as[:k]...)
}

var eventsErr = seedErr("events")
