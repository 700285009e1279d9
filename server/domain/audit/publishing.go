package audit

// The actions of content publishing (package publishing), kept in their own
// file beside the console's other areas.
const (
	ActionArticleCreate     = "article.create"
	ActionArticleUpdate     = "article.update"
	ActionArticlePublish    = "article.publish"
	ActionArticleSchedule   = "article.schedule"
	ActionArticleUnschedule = "article.unschedule"
	ActionArticleUnpublish  = "article.unpublish"

	TargetArticle = "article"
)

func init() {
	for k, v := range map[string]string{
		ActionArticleCreate:     "新建文章",
		ActionArticleUpdate:     "编辑文章草稿",
		ActionArticlePublish:    "发布文章",
		ActionArticleSchedule:   "定时发布文章",
		ActionArticleUnschedule: "取消定时发布",
		ActionArticleUnpublish:  "下线文章",
	} {
		ActionLabels[k] = v
	}
}
