import type { RouteObject } from "react-router";

/**
 * The routes of a tree that carry the given route ids, in tree order. An id is the route's own `id`, else its
 * position in the tree ("0-2-5"), as react-router names the routes it is given (convertRoutesToDataRoutes): the
 * server sends the ids of the routes it matched (SerializedState.matches), so the browser finds them without matching
 * the URL against the whole table (react-router's matching flattens and ranks every route and compiles a pattern for
 * each it tries: a few hundred patterns a load, which the router then does once more).
 */
export function routesByIds(routes: RouteObject[], ids: readonly string[]): RouteObject[] {
  const wanted = new Set(ids);
  const found: RouteObject[] = [];
  const walk = (list: RouteObject[], parent: string[]) => {
    list.forEach((route, index) => {
      const path = [...parent, String(index)];
      const id = typeof route.id === "string" ? route.id : path.join("-");
      if (wanted.has(id)) found.push(route);
      if (route.children) walk(route.children, path);
    });
  };
  walk(routes, []);
  return found;
}
