import { describe, expect, it } from "vitest";
import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import { createRelayEnvironment } from "../system/relay";
import { createRoutes } from "./router";
import { routesByIds } from "./matchedRoutes";

describe("routesByIds", () => {
  const env = () => createRelayEnvironment({ url: "https://example.test/graphql" });
  const routes = createRoutes(env(), { origin: "https://example.test" });
  // What the server sends: the ids react-router gave the routes it matched.
  const { dataRoutes } = createStaticHandler(createRoutes(env(), { origin: "https://example.test" }));

  it.each(["/", "/artworks", "/artwork/12", "/artist/3", "/member/orders", "/login", "/no-such-page", "/search/artworks"])(
    "finds the routes the server matched for %s, the ones matching the URL finds",
    (url) => {
      const ids = (matchRoutes(dataRoutes, url) ?? []).map((m) => m.route.id);
      expect(ids.length).toBeGreaterThan(1);
      const byUrl = (matchRoutes(routes, url) ?? []).map((m) => m.route);
      const byIds = routesByIds(routes, ids);
      expect(byIds).toHaveLength(byUrl.length);
      byIds.forEach((r, i) => expect(r).toBe(byUrl[i]));
    },
  );

  it("names routes without an id by their place in the tree, and ignores ids it does not have", () => {
    const tree: RouteObject[] = [
      { id: "root", children: [{ path: "a" }, { id: "named", children: [{ path: "b" }, { path: "c" }] }] },
    ];
    expect(routesByIds(tree, ["root", "named", "root-1"]).map((r) => r.id)).toEqual(["root", "named"]);
    expect(routesByIds(tree, ["0-0"]).map((r) => r.path)).toEqual(["a"]);
    expect(routesByIds(tree, ["0-1-1"]).map((r) => r.path)).toEqual(["c"]);
    expect(routesByIds(tree, ["9", "x"])).toEqual([]);
  });
});
