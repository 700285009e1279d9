import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("lives", import.meta.glob("./pages/*/route.tsx"));

/** Art lives: the live page and the list of lives. */
export const livesRoutes: RouteSpec[] = [
  { path: "/art-lives", layout: "default", title: "艺术直播", page: page("art-lives") },
  { path: "/live-list", layout: "default", title: "直播列表", page: page("live-list") },
];
