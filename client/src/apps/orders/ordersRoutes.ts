import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("orders", import.meta.glob("./pages/*/route.tsx"));

/**
 * The orders area (issue 22): confirming an order, paying it with WeChat Pay on the request's channel, the WeChat Pay
 * return address, and the member's orders (bought and sold) with one order's detail. Loaded only by these pages, so
 * the anonymous pages never carry this code (nor the QR library the pay page imports lazily).
 */
export const ordersRoutes: RouteSpec[] = [
  { path: "/wechat-pay-callback", layout: "blank", title: "微信支付", purpose: "微信支付的返回地址：查询订单的支付结果。", page: page("callback") },
  { path: "/member/buy/:goods_id?", layout: "simple", title: "购买", purpose: "确认购买的商品、收货地址与支付方式。", member: true, params: { goods_id: idParam }, page: page("buy") },
  { path: "/member/order/:order_id?", layout: "member", title: "订单详情", purpose: "订单的商品、状态、支付与物流信息。", member: true, params: { order_id: idParam }, page: page("order") },
  { path: "/member/orders", layout: "member", title: "我的订单", purpose: "我买到的与卖出的订单。", member: true, page: page("orders") },
  { path: "/member/order-buy/:order_id?", layout: "simple", title: "订单支付", purpose: "订单的支付页：微信支付。", member: true, params: { order_id: idParam }, page: page("pay") },
];
