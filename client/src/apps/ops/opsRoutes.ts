import { registryPages, type RouteSpec } from "../../system/routeSpec";
import { opsArticleRoutes } from "./opsArticleRoutes";

const page = registryPages("ops", () => import("./opsPages"));

/** A member's id in the console's addresses (the full id, or its short number). */
const memberIdParam = /^\d{1,20}$/;

/**
 * The operations console (issue 24), layout "ops": every page needs a signed-in member whose roles open it (the
 * layout's loader answers 404 to anyone else). The review queue (/ops/artworks) is the selling area's page, in this
 * layout too.
 */
export const opsRoutes: RouteSpec[] = [
  { path: "/ops", layout: "ops", title: "运营后台", member: true, page: page("home") },
  { path: "/ops/members", layout: "ops", title: "会员管理", member: true, page: page("members") },
  { path: "/ops/members/:member_id", layout: "ops", title: "会员详情", member: true, params: { member_id: memberIdParam }, page: page("member") },
  { path: "/ops/deletions", layout: "ops", title: "注销申请", member: true, page: page("deletions") },
  { path: "/ops/partners", layout: "ops", title: "合作申请", member: true, page: page("partners") },
  { path: "/ops/gallery", layout: "ops", title: "画廊空间", member: true, page: page("gallery") },
  { path: "/ops/gallery/:gallery_id/preview", layout: "ops", title: "画廊预览", member: true, params: { gallery_id: /^\d{1,20}$/ }, page: page("gallery-preview") },
  { path: "/ops/galleries", layout: "ops", title: "画廊", member: true, page: page("galleries") },
  { path: "/ops/galleries/:gallery_id", layout: "ops", title: "编辑画廊", member: true, params: { gallery_id: /^(new|\d{1,20})$/ }, page: page("gallery-edit") },
  { path: "/ops/galleries/:gallery_id/preview", layout: "ops", title: "画廊预览", member: true, params: { gallery_id: /^\d{1,20}$/ }, page: page("gallery-preview") },
  { path: "/ops/shipments", layout: "ops", title: "自营发货", member: true, page: page("shipments") },
  { path: "/ops/audit", layout: "ops", title: "操作日志", member: true, page: page("audit") },
  { path: "/ops/arbitration", layout: "ops", title: "退款仲裁", member: true, page: page("arbitration") },
  { path: "/ops/withdrawals", layout: "ops", title: "提现审核", member: true, page: page("withdrawals") },
  { path: "/ops/anomalies", layout: "ops", title: "资金异常", member: true, page: page("anomalies") },
  { path: "/ops/ledger", layout: "ops", title: "试算平衡", member: true, page: page("ledger") },
  { path: "/ops/reconciliation", layout: "ops", title: "对账", member: true, page: page("reconciliation") },
  ...opsArticleRoutes(page),
];
