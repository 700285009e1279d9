import { areaPages, idParam, letterParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("galleries", import.meta.glob("./pages/*/route.tsx"));

/** Galleries: the lists by letter, the name index, and one gallery. */
export const galleriesRoutes: RouteSpec[] = [
  { path: "/gallery", layout: "default", title: "画廊", page: page("gallery-index") },
  { path: "/gallery/:gallery_id", layout: "default", title: "画廊", page: page("gallery"), params: { gallery_id: idParam } },
  { path: "/galleries", layout: "default", title: "画廊", page: page("galleries") },
  { path: "/galleries/:letter", layout: "default", title: "画廊", page: page("galleries"), params: { letter: letterParam } },
  { path: "/galleries-names", layout: "default", title: "画廊索引", page: page("galleries-names") },
];
