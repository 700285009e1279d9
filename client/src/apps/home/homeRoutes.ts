import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("home", import.meta.glob("./pages/*/route.tsx"));

/** The home page. */
export const homeRoutes: RouteSpec[] = [
  { path: "/", layout: "default", title: "首页", page: page("home") },
];
