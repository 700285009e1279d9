import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("orders", import.meta.glob("./pages/*/route.tsx"));

/**
 * The orders area (issue 22): confirming an order, paying it with WeChat Pay on the request's channel, the WeChat Pay
 * return address, and the member's orders (bought and sold) with one order's detail. Loaded only by these pages, so
 * the anonymous pages never carry this code (nor the QR library the pay page imports lazily).
 */
export const ordersRoutes: RouteSpec[] = [
  { path: "/wechat-pay-callback", layout: "blank", title: "微信支付", page: page("callback") },
  { path: "/member/buy/:goods_id?", layout: "simple", title: "购买", member: true, params: { goods_id: idParam }, page: page("buy") },
  { path: "/member/order/:order_id?", layout: "member", title: "订单详情", member: true, params: { order_id: idParam }, page: page("order") },
  { path: "/member/orders", layout: "member", title: "我的订单", member: true, page: page("orders") },
  { path: "/member/order-buy/:order_id?", layout: "simple", title: "订单支付", member: true, params: { order_id: idParam }, page: page("pay") },
];
