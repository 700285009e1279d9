import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("search", import.meta.glob("./pages/*/route.tsx"));

/** Search, over every kind or one kind of result. */
export const searchRoutes: RouteSpec[] = [
  { path: "/search", layout: "default", title: "搜索", page: page("search") },
  { path: "/search/:type_name", layout: "default", title: "搜索", page: page("search"), params: { type_name: /^(artworks|artists|galleries|exhibitions|viewing-rooms|articles)$/ } },
];
