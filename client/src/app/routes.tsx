import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { Environment } from "relay-runtime";
import { routeTable, paramsValid, type Layout, type PageName, type RouteSpec } from "./routeTable";
import { notFound, pathOf, type PageData, type Site } from "./pageLoader";
import { Root } from "./Root";
import { DefaultLayout } from "./layouts/DefaultLayout";
import { SimpleLayout } from "./layouts/SimpleLayout";
import { BlankLayout } from "./layouts/BlankLayout";
import { RouteError } from "./RouteError";
import { guardMemberRoute, MemberGate } from "../features/auth/guard";

/** What a page module under client/src/pages exports. */
export interface PageModule {
  Component: React.ComponentType;
  /** site: where the site lives, for the absolute addresses of the page's meta. */
  load: (env: Environment, args: LoaderFunctionArgs, site: Site) => Promise<PageData<unknown>>;
}

const pages: Record<PageName, () => Promise<PageModule>> = {
  home: () => import("../pages/home/route"),
  artworks: () => import("../pages/artworks/route"),
  artwork: () => import("../pages/artwork/route"),
  artists: () => import("../pages/artists/route"),
  "artists-names": () => import("../pages/artists-names/route"),
  artist: () => import("../pages/artist/route"),
  "artist-index": () => import("../pages/artist-index/route"),
  galleries: () => import("../pages/galleries/route"),
  "galleries-names": () => import("../pages/galleries-names/route"),
  gallery: () => import("../pages/gallery/route"),
  "gallery-index": () => import("../pages/gallery-index/route"),
  exhibitions: () => import("../pages/exhibitions/route"),
  exhibition: () => import("../pages/exhibition/route"),
  "exhibition-index": () => import("../pages/exhibition-index/route"),
  "viewing-rooms": () => import("../pages/viewing-rooms/route"),
  "viewing-room": () => import("../pages/viewing-room/route"),
  "viewing-room-index": () => import("../pages/viewing-room-index/route"),
  articles: () => import("../pages/articles/route"),
  article: () => import("../pages/article/route"),
  "article-index": () => import("../pages/article-index/route"),
  "art-lives": () => import("../pages/art-lives/route"),
  "live-list": () => import("../pages/live-list/route"),
  agreement: () => import("../pages/agreement/route"),
  "agreement-index": () => import("../pages/agreement-index/route"),
  "apply-partener": () => import("../pages/apply-partener/route"),
  search: () => import("../pages/search/route"),
  shop: () => import("../pages/shop/route"),
  about: () => import("../pages/about/route"),
  studio: () => import("../pages/studio/route"),
  login: () => import("../pages/login/route"),
  "wechat-callback": () => import("../pages/wechat-callback/route"),
  "csp-test": () => import("../pages/csp-test/route"),
  "csp-test-comparison": () => import("../pages/csp-test-comparison/route"),
};

const comingSoon = () => import("../pages/coming-soon/route");
const notFoundPage = () => import("../pages/not-found/route");

export interface RouteHandle {
  title: string;
  layout: Layout;
  spec?: RouteSpec;
}

function pageRoute(env: Environment, spec: RouteSpec, site: Site): RouteObject {
  const handle: RouteHandle = { title: spec.title, layout: spec.layout, spec };
  const importer = spec.page ? pages[spec.page] : comingSoon;
  return {
    path: spec.path,
    handle,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const m = await importer();
      const Page = m.Component;
      return {
        // Member pages: the server renders a neutral shell (the token lives in
        // the browser); the gate sends a visitor without one to /login.
        Component: spec.member
          ? () => (
              <MemberGate>
                <Page />
              </MemberGate>
            )
          : Page,
        loader: async (args: LoaderFunctionArgs) => {
          if (!paramsValid(spec, args.params)) notFound(pathOf(args));
          if (spec.member) await guardMemberRoute(args.request);
          return m.load(env, args, site);
        },
      };
    },
  };
}

const layoutComponents: Record<Layout, React.ComponentType> = {
  default: DefaultLayout,
  simple: SimpleLayout,
  blank: BlankLayout,
};

/**
 * The route tree for one Relay environment (one per request on the server). site.origin is the public origin
 * (PUBLIC_URL, else the request's); the client's own location when not given.
 */
export function createRoutes(env: Environment, site?: Site): RouteObject[] {
  const where: Site = site ?? { origin: typeof window === "undefined" ? "" : window.location.origin };
  const byLayout = (layout: Layout) => routeTable.filter((r) => r.layout === layout).map((r) => pageRoute(env, r, where));
  const layouts: RouteObject[] = (["default", "simple", "blank"] as const).map((layout) => ({
    id: `layout-${layout}`,
    Component: layoutComponents[layout],
    ErrorBoundary: RouteError,
    children: byLayout(layout),
  }));
  // Unknown paths: the 404 page inside the default layout, with status 404.
  layouts[0]!.children!.push({
    path: "*",
    handle: { title: "页面未找到", layout: "default" } satisfies RouteHandle,
    lazy: async () => {
      const m = await notFoundPage();
      return { Component: m.Component, loader: (args: LoaderFunctionArgs) => m.load(env, args) };
    },
  });
  return [{ id: "root", Component: Root, ErrorBoundary: RouteError, children: layouts }];
}
