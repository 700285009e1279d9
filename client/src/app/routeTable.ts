/**
 * Every route of spec §2.1 and §2.2 with its layout and title. Routes whose
 * page has not been built yet say plainly what they will hold (`purpose`).
 */
export type Layout = "default" | "simple" | "blank";

/** A parameter check: the route is a 404 ('Page Not Found: {path}') when it fails. */
export type ParamRule = Record<string, RegExp>;

export interface RouteSpec {
  path: string;
  layout: Layout;
  title: string;
  /** A built page: the module under client/src/pages. */
  page?: PageName;
  /** What a not-yet-built page will hold. */
  purpose?: string;
  params?: ParamRule;
  member?: boolean;
}

export type PageName =
  | "home"
  | "artworks"
  | "artwork"
  | "artists"
  | "artists-names"
  | "artist"
  | "artist-index"
  | "galleries"
  | "galleries-names"
  | "gallery"
  | "gallery-index"
  | "exhibitions"
  | "exhibition"
  | "exhibition-index"
  | "viewing-rooms"
  | "viewing-room"
  | "viewing-room-index"
  | "articles"
  | "article"
  | "article-index"
  | "art-lives"
  | "live-list"
  | "agreement"
  | "agreement-index"
  | "apply-partener"
  | "search"
  | "shop"
  | "about"
  | "studio"
  | "login"
  | "wechat-callback"
  | "csp-test"
  | "csp-test-comparison";

const id = /^\d{1,10}$/;
const letter = /^[A-Za-z]$|^other$/;

export const routeTable: RouteSpec[] = [
  { path: "/", layout: "default", title: "首页", page: "home" },
  { path: "/shop", layout: "default", title: "商城", page: "shop" },
  { path: "/about", layout: "default", title: "关于我们", page: "about" },
  { path: "/login", layout: "blank", title: "登录", page: "login" },
  { path: "/artists", layout: "default", title: "艺术家", page: "artists" },
  { path: "/artists/:letter", layout: "default", title: "艺术家", page: "artists", params: { letter } },
  { path: "/artists-names", layout: "default", title: "艺术家索引", page: "artists-names" },
  { path: "/artist", layout: "default", title: "艺术家", page: "artist-index" },
  { path: "/artist/:artist_id/:tab_id?", layout: "default", title: "艺术家", page: "artist", params: { artist_id: id, tab_id: /^(artworks|exhibitions|articles|about)$/ } },
  { path: "/artwork", layout: "default", title: "作品", page: "artworks" },
  { path: "/artwork/:artwork_id", layout: "default", title: "作品详情", page: "artwork", params: { artwork_id: id } },
  { path: "/artworks", layout: "default", title: "全部作品", page: "artworks" },
  { path: "/article", layout: "default", title: "文章", page: "article-index" },
  { path: "/article/:article_id", layout: "default", title: "文章", page: "article", params: { article_id: id } },
  { path: "/articles", layout: "default", title: "文章", page: "articles" },
  { path: "/gallery", layout: "default", title: "画廊", page: "gallery-index" },
  { path: "/gallery/:gallery_id", layout: "default", title: "画廊", page: "gallery", params: { gallery_id: id } },
  { path: "/galleries", layout: "default", title: "画廊", page: "galleries" },
  { path: "/galleries/:letter", layout: "default", title: "画廊", page: "galleries", params: { letter } },
  { path: "/galleries-names", layout: "default", title: "画廊索引", page: "galleries-names" },
  { path: "/exhibition", layout: "default", title: "展览", page: "exhibition-index" },
  { path: "/exhibition/:exhibition_id", layout: "default", title: "展览", page: "exhibition", params: { exhibition_id: id } },
  { path: "/exhibitions", layout: "default", title: "展览", page: "exhibitions" },
  { path: "/viewing-room", layout: "default", title: "线上展厅", page: "viewing-room-index" },
  { path: "/viewing-room/:viewing_room_id", layout: "default", title: "线上展厅", page: "viewing-room", params: { viewing_room_id: id } },
  { path: "/viewing-rooms", layout: "default", title: "线上展厅", page: "viewing-rooms" },
  { path: "/search", layout: "default", title: "搜索", page: "search" },
  { path: "/search/:type_name", layout: "default", title: "搜索", page: "search", params: { type_name: /^(artworks|artists|galleries|exhibitions|viewing-rooms|articles)$/ } },
  { path: "/studio", layout: "default", title: "艺术家工作室", page: "studio" },
  { path: "/art-lives", layout: "default", title: "艺术直播", page: "art-lives" },
  { path: "/live-list", layout: "default", title: "直播列表", page: "live-list" },
  { path: "/agreement", layout: "simple", title: "协议", page: "agreement-index" },
  { path: "/agreement/:key", layout: "simple", title: "协议", page: "agreement", params: { key: /^[a-z]+(-[a-z]+)*$/ } },
  { path: "/apply-partener", layout: "simple", title: "合作申请", page: "apply-partener" },
  { path: "/wechat-callback", layout: "blank", title: "微信登录", page: "wechat-callback" },
  { path: "/wechat-pay-callback", layout: "blank", title: "微信支付", purpose: "微信支付的返回地址：查询订单的支付结果。" },
  { path: "/wechat-login-callback", layout: "blank", title: "微信登录", page: "wechat-callback" },
  { path: "/csp-test", layout: "default", title: "CSP样式处理工具测试", page: "csp-test" },
  { path: "/csp-test-comparison", layout: "default", title: "CSP对比测试", page: "csp-test-comparison" },

  { path: "/member/buy/:goods_id?", layout: "simple", title: "购买", purpose: "确认购买的商品、收货地址与支付方式。", member: true, params: { goods_id: id } },
  { path: "/member/order/:order_id?", layout: "default", title: "订单详情", purpose: "订单的商品、状态、支付与物流信息。", member: true, params: { order_id: id } },
  { path: "/member/orders", layout: "default", title: "我的订单", purpose: "我买到的与卖出的订单。", member: true },
  { path: "/member/order-buy/:order_id?", layout: "simple", title: "订单支付", purpose: "订单的支付页：微信支付。", member: true, params: { order_id: id } },
  { path: "/member/address", layout: "default", title: "收货地址", purpose: "管理收货地址。", member: true },
  { path: "/member/artwork/:artwork_id?", layout: "simple", title: "我的作品", purpose: "我发布的一件作品的详情与状态。", member: true, params: { artwork_id: id } },
  { path: "/member/artworks/:tab_name?", layout: "default", title: "我的作品", purpose: "我发布的作品：在售、已售、草稿。", member: true, params: { tab_name: /^(selling|sold|draft|all)$/ } },
  { path: "/member/publish-artwork", layout: "simple", title: "发布作品", purpose: "发布一件作品：图片、信息与价格。", member: true },
  { path: "/member/edit-artwork/:artwork_id?", layout: "simple", title: "编辑作品", purpose: "编辑我发布的作品。", member: true, params: { artwork_id: id } },
  { path: "/member/profile", layout: "default", title: "个人资料", purpose: "头像、昵称与个人简介。", member: true },
  { path: "/member/fav-artists", layout: "default", title: "关注的艺术家", purpose: "我关注的艺术家。", member: true },
  { path: "/member/fav/artists", layout: "default", title: "关注的艺术家", purpose: "我关注的艺术家。", member: true },
  { path: "/member/fav-artworks", layout: "default", title: "收藏的作品", purpose: "我收藏的作品。", member: true },
  { path: "/member/fav/artworks", layout: "default", title: "收藏的作品", purpose: "我收藏的作品。", member: true },
  { path: "/member/fav-galleries", layout: "default", title: "关注的画廊", purpose: "我关注的画廊。", member: true },
  { path: "/member/fav/galleries", layout: "default", title: "关注的画廊", purpose: "我关注的画廊。", member: true },
  { path: "/member/funds-settings", layout: "default", title: "资金设置", purpose: "收款账户与提现记录。", member: true },
  { path: "/member/account-settings", layout: "default", title: "账户设置", purpose: "手机号、邮箱、密码与微信绑定。", member: true },
  { path: "/member/buyer-refund-detail", layout: "simple", title: "退款详情", purpose: "我申请的退款的进度。", member: true },
  { path: "/member/buyer-refund/:order_id", layout: "simple", title: "退款详情", purpose: "我申请的退款的进度。", member: true, params: { order_id: id } },
  { path: "/member/seller-refund-detail", layout: "simple", title: "退款详情", purpose: "买家申请的退款：同意或拒绝。", member: true },
  { path: "/member/seller-refund/:refund_id", layout: "simple", title: "退款详情", purpose: "买家申请的退款：同意或拒绝。", member: true, params: { refund_id: id } },
];

/** True when every present parameter passes its rule. */
export function paramsValid(spec: RouteSpec, params: Record<string, string | undefined>): boolean {
  for (const [name, rule] of Object.entries(spec.params ?? {})) {
    const v = params[name];
    if (v !== undefined && v !== "" && !rule.test(v)) return false;
  }
  return true;
}
