import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("articles", import.meta.glob("./pages/*/route.tsx"));

/** Articles: the list and one article. */
export const articlesRoutes: RouteSpec[] = [
  { path: "/article", layout: "default", title: "文章", page: page("article-index") },
  { path: "/article/:article_id", layout: "default", title: "文章", page: page("article"), params: { article_id: idParam } },
  { path: "/articles", layout: "default", title: "文章", page: page("articles") },
];
