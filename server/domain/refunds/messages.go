package refunds

// Messages (Chinese, shown as they are).
const (
	MsgNotFound        = "退款申请不存在"
	MsgOrderNotPaid    = "订单未付款，不能申请退款"
	MsgOrderRefunded   = "订单已全额退款，不能再申请退款"
	MsgWindowOver      = "已超过售后期限，不能申请退款"
	MsgOpenRequest     = "该订单已有进行中的退款申请"
	MsgKind            = "请选择退款类型"
	MsgReturnUnshipped = "商品尚未发货，请选择仅退款"
	MsgReason          = "请选择退款原因"
	MsgAmount          = "退款金额应大于 0，且不超过可退金额 ¥%s"
	MsgDescription     = "退款说明最多 500 个字"
	MsgPhotos          = "最多上传 6 张凭证图片"
	MsgRefuseReason    = "请填写拒绝理由（最多 500 个字）"
	MsgNotBuyer        = "只有买家可以进行此操作"
	MsgNotSeller       = "只有卖家可以处理退款申请"
	MsgStale           = "退款申请状态已变化，请刷新后重试"
	MsgPayUnavailable  = "支付服务暂不可用，请稍后再试"
)

// Reasons are the reasons a buyer picks from, in the form's order.
var Reasons = []string{"不想要了", "未按约定时间发货", "商品与描述不符", "商品破损", "收到的不是这件作品", "其他"}

// Limits of the request form.
const (
	DescriptionMax = 500
	PhotosMax      = 6
)
