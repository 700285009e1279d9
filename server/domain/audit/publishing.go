package audit

// The actions of content publishing (package publishing), kept in their own
// file beside the console's other areas: each kind's are its target type and
// the action (article.publish).
const (
	ActionArticleCreate     = "article.create"
	ActionArticleUpdate     = "article.update"
	ActionArticlePublish    = "article.publish"
	ActionArticleSchedule   = "article.schedule"
	ActionArticleUnschedule = "article.unschedule"
	ActionArticleUnpublish  = "article.unpublish"

	TargetArticle     = "article"
	TargetLive        = "live"
	TargetExhibition  = "exhibition"
	TargetViewingRoom = "viewing_room"
	TargetGoods       = "goods"
	// TargetArtist is an artist the console publishes (an editor's, or a representing gallery's manager's).
	TargetArtist = "artist"

	// ActionGoodsStock is an editor's change of the platform's goods' stock by a delta.
	ActionGoodsStock = "goods.stock"
)

func init() {
	for target, noun := range map[string]string{TargetArticle: "文章", TargetLive: "直播", TargetExhibition: "展览", TargetViewingRoom: "线上展厅", TargetGoods: "商品", TargetGallery: "画廊"} {
		labelPublishing(target, noun)
	}
	labelPublishing(TargetArtist, "艺术家")
	ActionLabels[ActionGoodsStock] = "调整商品库存"
}

// labelPublishing names the publishing actions of a kind of content (target) by its noun.
func labelPublishing(target, noun string) {
	for action, label := range map[string]string{
		"create": "新建" + noun, "update": "编辑" + noun + "草稿", "publish": "发布" + noun,
		"schedule": "定时发布" + noun, "unschedule": "取消定时发布", "unpublish": "下线" + noun,
	} {
		ActionLabels[target+"."+action] = label
	}
}

// The home page's layout (package publishing, home.go): one row, its
// actions home_layout.update, .publish, .schedule and .unschedule.
const TargetHomeLayout = "home_layout"

func init() {
	for action, label := range map[string]string{"update": "编辑首页编排草稿", "publish": "发布首页编排", "schedule": "定时发布首页编排", "unschedule": "取消定时发布"} {
		ActionLabels[TargetHomeLayout+"."+action] = label
	}
}
