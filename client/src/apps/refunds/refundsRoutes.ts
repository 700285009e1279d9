import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("refunds", import.meta.glob("./pages/*/route.tsx"));

/**
 * The refunds area (issue 23): a buyer requests and follows a refund of a paid order, a seller answers. No layout
 * (the spec's one reading of these pages); loaded only by them.
 */
export const refundsRoutes: RouteSpec[] = [
  { path: "/member/buyer-refund-detail", layout: "simple", title: "退款详情", member: true, page: page("refund-list") },
  { path: "/member/buyer-refund/:order_id", layout: "simple", title: "退款详情", member: true, params: { order_id: idParam }, page: page("buyer-refund") },
  { path: "/member/seller-refund-detail", layout: "simple", title: "退款详情", member: true, page: page("refund-list") },
  { path: "/member/seller-refund/:refund_id", layout: "simple", title: "退款详情", member: true, params: { refund_id: idParam }, page: page("seller-refund") },
];
