package orders

// Messages (Chinese, shown as they are).
const (
	MsgNotFound         = "订单不存在"
	MsgGoodsNotFound    = "商品不存在或已下架"
	MsgSold             = "该作品已售出"
	MsgReserved         = "该作品已被其他买家下单，待付款期间暂不可购买"
	MsgOffShelf         = "该作品已下架"
	MsgSoldOut          = "该商品已售罄"
	MsgStockShort       = "库存不足，最多还能购买 %d 件"
	MsgOwnWork          = "不能购买自己的作品"
	MsgOriginalOne      = "原作是孤品，只能购买 1 件"
	MsgQuantity         = "购买数量至少为 1 件"
	MsgQuantityMax      = "一次最多购买 99 件"
	MsgAddressNotFound  = "收货地址不存在或已被删除"
	MsgAddressEmpty     = "请选择收货地址"
	MsgNoteLength       = "给卖家的留言最多 200 个字"
	MsgNoteControl      = "留言不能包含控制字符"
	MsgKeyFormat        = "提交编号格式不正确，请刷新页面后重试"
	MsgKeyReused        = "该提交编号已用于另一笔订单，请刷新页面后重新提交"
	MsgStale            = "订单状态已变化，请刷新后重试"
	MsgExpired          = "订单已超时，请重新下单"
	MsgPayUnavailable   = "支付服务暂不可用，请稍后再试"
	MsgOpenIDRequired   = "请先授权微信，再使用微信支付"
	MsgChannel          = "不支持的支付方式"
	MsgCarrier          = "请选择快递公司"
	MsgTracking         = "快递单号应为 6–30 位字母或数字"
	MsgNotSeller        = "只有卖家可以发货"
	MsgPlatformShipping = "平台自营商品由平台发货"
	MsgNotBuyer         = "只有买家可以进行此操作"
	MsgSellerNotBuying  = "卖家不能为买家付款"
	MsgPlatformSeller   = "艺术市场自营"
	MsgCancelByBuyer    = "买家取消"
	MsgCancelExpired    = "超时未付款"
)

// NoteMax is the most characters of a note to the seller.
const NoteMax = 200

// QuantityMax is the most pieces one order buys.
const QuantityMax = 99
