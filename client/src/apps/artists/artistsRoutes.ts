import { areaPages, idParam, letterParam, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("artists", import.meta.glob("./pages/*/route.tsx"));

/** Artists: the lists by letter, the name index, and one artist with its tabs. */
export const artistsRoutes: RouteSpec[] = [
  { path: "/artists", layout: "default", title: "艺术家", page: page("artists") },
  { path: "/artists/:letter", layout: "default", title: "艺术家", page: page("artists"), params: { letter: letterParam } },
  { path: "/artists-names", layout: "default", title: "艺术家索引", page: page("artists-names") },
  { path: "/artist", layout: "default", title: "艺术家", page: page("artist-index") },
  { path: "/artist/:artist_id/:tab_id?", layout: "default", title: "艺术家", page: page("artist"), params: { artist_id: idParam, tab_id: /^(artworks|exhibitions|articles|about)$/ } },
];
