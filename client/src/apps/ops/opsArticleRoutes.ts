import type { PageRef, RouteSpec } from "../../system/routeSpec";

/** An article in the console's addresses: its full id, or "new" for a new one. */
const articleIdParam = /^(new|\d{1,20})$/;

/**
 * Content publishing's pages of the console (issue 24, point 2): articles and lives for editors; exhibitions and
 * viewing rooms for editors and gallery managers (one page of each role for both kinds, the path saying which).
 */
export function opsArticleRoutes(page: (name: string) => PageRef): RouteSpec[] {
  return [
    { path: "/ops/articles", layout: "ops", title: "文章发布", member: true, page: page("articles") },
    { path: "/ops/articles/:article_id", layout: "ops", title: "编辑文章", member: true, params: { article_id: articleIdParam }, page: page("article-edit") },
    {
      path: "/ops/articles/:article_id/preview",
      layout: "ops",
      title: "文章预览",
      member: true,
      params: { article_id: /^\d{1,20}$/ },
      page: page("article-preview"),
    },
    { path: "/ops/lives", layout: "ops", title: "直播发布", member: true, page: page("lives") },
    { path: "/ops/lives/:live_id", layout: "ops", title: "编辑直播", member: true, params: { live_id: articleIdParam }, page: page("live-edit") },
    { path: "/ops/lives/:live_id/preview", layout: "ops", title: "直播预览", member: true, params: { live_id: /^\d{1,20}$/ }, page: page("live-preview") },
    { path: "/ops/artists", layout: "ops", title: "艺术家", member: true, page: page("artists") },
    { path: "/ops/artists/:artist_id", layout: "ops", title: "编辑艺术家", member: true, params: { artist_id: articleIdParam }, page: page("artist-edit") },
    { path: "/ops/artists/:artist_id/preview", layout: "ops", title: "艺术家预览", member: true, params: { artist_id: /^\d{1,20}$/ }, page: page("artist-preview") },
    ...(["exhibitions", "viewing-rooms"] as const).flatMap((kind): RouteSpec[] => {
      const noun = kind === "exhibitions" ? "展览" : "线上展厅";
      return [
        { path: `/ops/${kind}`, layout: "ops", title: `${noun}发布`, member: true, page: page("places") },
        { path: `/ops/${kind}/:place_id`, layout: "ops", title: `编辑${noun}`, member: true, params: { place_id: articleIdParam }, page: page("place-edit") },
        {
          path: `/ops/${kind}/:place_id/preview`,
          layout: "ops",
          title: `${noun}预览`,
          member: true,
          params: { place_id: /^\d{1,20}$/ },
          page: page("place-preview"),
        },
      ];
    }),
    { path: "/ops/goods", layout: "ops", title: "商城商品", member: true, page: page("goods") },
    { path: "/ops/goods/:goods_id", layout: "ops", title: "编辑商品", member: true, params: { goods_id: articleIdParam }, page: page("goods-edit") },
    { path: "/ops/goods/:goods_id/preview", layout: "ops", title: "商品预览", member: true, params: { goods_id: /^\d{1,20}$/ }, page: page("goods-preview") },
    { path: "/ops/homepage", layout: "ops", title: "首页编排", member: true, page: page("homepage") },
    { path: "/ops/homepage/preview", layout: "ops", title: "首页预览", member: true, page: page("homepage-preview") },
  ];
}
