import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("member", import.meta.glob("./pages/*/route.tsx"));

/**
 * The member pages (buying and orders are apps/orders/ordersRoutes.ts). Layout "member": the member navigation beside the page;
 * refunds are apps/refunds/refundsRoutes.ts; publishing and editing a work are the selling area's
 * (apps/selling/sellingRoutes.ts).
 */
export const memberRoutes: RouteSpec[] = [
  { path: "/member/address", layout: "member", title: "收货地址", member: true, page: page("address") },
  { path: "/member/profile", layout: "member", title: "个人资料", member: true, page: page("profile") },
  { path: "/member/fav-artists", layout: "member", title: "关注的艺术家", member: true, page: page("favorites") },
  { path: "/member/fav/artists", layout: "member", title: "关注的艺术家", member: true, page: page("favorites") },
  { path: "/member/fav-artworks", layout: "member", title: "收藏的作品", member: true, page: page("favorites") },
  { path: "/member/fav/artworks", layout: "member", title: "收藏的作品", member: true, page: page("favorites") },
  { path: "/member/fav-galleries", layout: "member", title: "关注的画廊", member: true, page: page("favorites") },
  { path: "/member/fav/galleries", layout: "member", title: "关注的画廊", member: true, page: page("favorites") },
  { path: "/member/funds-settings", layout: "member", title: "资金设置", member: true, page: page("funds-settings") },
  { path: "/member/account-settings", layout: "member", title: "账户设置", member: true, page: page("account-settings") },
];
