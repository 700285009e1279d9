import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("site", import.meta.glob("./pages/*/route.tsx"));

/** The site's own pages: about, studio, agreements, the partner application, the CSP test pages. */
export const siteRoutes: RouteSpec[] = [
  { path: "/about", layout: "default", title: "关于我们", page: page("about") },
  { path: "/studio", layout: "default", title: "艺术家工作室", page: page("studio") },
  { path: "/agreement", layout: "simple", title: "协议", page: page("agreement-index") },
  { path: "/agreement/:key", layout: "simple", title: "协议", page: page("agreement"), params: { key: /^[a-z]+(-[a-z]+)*$/ } },
  { path: "/apply-partener", layout: "simple", title: "合作申请", page: page("apply-partener") },
  { path: "/csp-test", layout: "default", title: "CSP样式处理工具测试", page: page("csp-test") },
  { path: "/csp-test-comparison", layout: "default", title: "CSP对比测试", page: page("csp-test-comparison") },
];
