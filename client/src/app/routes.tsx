import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { Environment } from "relay-runtime";
import { routeTable, paramsValid, type Layout, type PageName, type RouteSpec } from "./routeTable";
import { notFound, pathOf, type PageData } from "./pageLoader";
import { Root } from "./Root";
import { DefaultLayout } from "./layouts/DefaultLayout";
import { SimpleLayout } from "./layouts/SimpleLayout";
import { BlankLayout } from "./layouts/BlankLayout";
import { RouteError } from "./RouteError";
import { guardMemberRoute, MemberGate } from "../features/auth/guard";

/** What a page module under client/src/pages exports. */
export interface PageModule {
  Component: React.ComponentType;
  load: (env: Environment, args: LoaderFunctionArgs) => Promise<PageData<unknown>>;
}

const pages: Record<PageName, () => Promise<PageModule>> = {
  home: () => import("../pages/home/route"),
  artworks: () => import("../pages/artworks/route"),
  artwork: () => import("../pages/artwork/route"),
  login: () => import("../pages/login/route"),
  "wechat-callback": () => import("../pages/wechat-callback/route"),
};

const comingSoon = () => import("../pages/coming-soon/route");
const notFoundPage = () => import("../pages/not-found/route");

export interface RouteHandle {
  title: string;
  layout: Layout;
  spec?: RouteSpec;
}

function pageRoute(env: Environment, spec: RouteSpec): RouteObject {
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
          return m.load(env, args);
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

/** The route tree for one Relay environment (one per request on the server). */
export function createRoutes(env: Environment): RouteObject[] {
  const byLayout = (layout: Layout) => routeTable.filter((r) => r.layout === layout).map((r) => pageRoute(env, r));
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
