import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("auth", import.meta.glob("./pages/*/route.tsx"));

/** Signing in: the login page and the WeChat return address. */
export const authRoutes: RouteSpec[] = [
  { path: "/login", layout: "blank", title: "登录", page: page("login") },
  { path: "/wechat-callback", layout: "blank", title: "微信登录", page: page("wechat-callback") },
  { path: "/wechat-login-callback", layout: "blank", title: "微信登录", page: page("wechat-callback") },
];
