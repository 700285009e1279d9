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
)

func init() {
	for target, noun := range map[string]string{TargetArticle: "文章", TargetLive: "直播", TargetExhibition: "展览", TargetViewingRoom: "线上展厅"} {
		for action, label := range map[string]string{
			"create": "新建" + noun, "update": "编辑" + noun + "草稿", "publish": "发布" + noun,
			"schedule": "定时发布" + noun, "unschedule": "取消定时发布", "unpublish": "下线" + noun,
		} {
			ActionLabels[target+"."+action] = label
		}
	}
}
