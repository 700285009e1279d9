import { areaPages, type RouteSpec } from "../../system/routeSpec";

const page = areaPages("shop", import.meta.glob("./pages/*/route.tsx"));

/** The shop. */
export const shopRoutes: RouteSpec[] = [
  { path: "/shop", layout: "default", title: "商城", page: page("shop") },
];
