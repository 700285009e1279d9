import { areaPages, idParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("artworks", import.meta.glob("./pages/*/route.tsx"));

/** Artworks: the list with its filters, and one artwork. */
export const artworksRoutes: RouteSpec[] = [
  { path: "/artwork", layout: "default", title: "作品", page: page("artworks") },
  { path: "/artwork/:artwork_id", layout: "default", title: "作品详情", page: page("artwork"), params: { artwork_id: idParam } },
  { path: "/artworks", layout: "default", title: "全部作品", page: page("artworks") },
];
