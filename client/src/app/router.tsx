import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { Environment } from "relay-runtime";
import { paramsValid, type Layout, type PageRef, type RouteHandle, type RouteSpec } from "../system/routeSpec";
import { routes } from "./routes";
import { notFound, pathOf, type PageData, type Site } from "../system/pageLoader";
import { Root } from "./Root";
import { DefaultLayout } from "./layouts/DefaultLayout";
import { SimpleLayout } from "./layouts/SimpleLayout";
import { BlankLayout } from "./layouts/BlankLayout";
import { RouteError } from "./RouteError";

export const comingSoon: PageRef = { module: "src/app/pages/coming-soon/route.tsx", load: () => import("./pages/coming-soon/route") };
export const notFoundPage: PageRef = { module: "src/app/pages/not-found/route.tsx", load: () => import("./pages/not-found/route") };

/** A lazily loaded layout's source module (the build manifest's key, for modulepreload). */
export interface LayoutHandle {
  module: string;
}

/** What only the server knows about a request. */
export interface ServerRequestInfo {
  /** The request carries a live member session (its cookie): member pages render for it. */
  session: boolean;
}

const memberLayoutModule = "src/apps/member/MemberLayout.tsx";
const opsLayoutModule = "src/apps/ops/OpsLayout.tsx";

function pageRoute(env: Environment, spec: RouteSpec, site: Site, server?: ServerRequestInfo): RouteObject {
  const handle: RouteHandle = { title: spec.title, layout: spec.layout, spec };
  const page = spec.page ?? comingSoon;
  return {
    path: spec.path,
    handle,
    ErrorBoundary: RouteError,
    lazy: async () => {
      // The member guard comes with the member pages only (a visitor's first load does not carry it).
      const [m, guard] = await Promise.all([page.load(), spec.member ? import("../features/auth/guard") : null]);
      const Page = m.Component;
      return {
        // Member pages: the server renders a neutral shell (the token lives in
        // the browser); the gate sends a visitor without one to /login.
        // The member layout gates its routes itself (with the navigation inside the gate).
        Component: guard && spec.layout !== "member"
          ? () => (
              <guard.MemberGate>
                <Page />
              </guard.MemberGate>
            )
          : Page,
        loader: async (args: LoaderFunctionArgs) => {
          if (!paramsValid(spec, args.params)) notFound(pathOf(args));
          if (guard) await guard.guardMemberRoute(args.request, server ? { serverSession: server.session } : {});
          return m.load(env, args, site);
        },
      };
    },
  };
}

const layoutComponents: Record<Exclude<Layout, "member" | "ops">, React.ComponentType> = {
  default: DefaultLayout,
  simple: SimpleLayout,
  blank: BlankLayout,
};

/**
 * The route tree for one Relay environment (one per request on the server). site.origin is the public origin
 * (PUBLIC_URL, else the request's); the client's own location when not given.
 */
export function createRoutes(env: Environment, site?: Site, server?: ServerRequestInfo): RouteObject[] {
  const where: Site = site ?? { origin: typeof window === "undefined" ? "" : window.location.origin };
  const byLayout = (layout: Layout) => routes.filter((r) => r.layout === layout).map((r) => pageRoute(env, r, where, server));
  const layouts: RouteObject[] = (["default", "simple", "blank"] as const).map((layout) => ({
    id: `layout-${layout}`,
    Component: layoutComponents[layout],
    ErrorBoundary: RouteError,
    children: byLayout(layout),
  }));
  // The member layout is loaded with the member pages only: visitors' pages never carry its code.
  layouts.push({
    id: "layout-member",
    handle: { module: memberLayoutModule } satisfies LayoutHandle,
    lazy: async () => ({ Component: (await import("../apps/member/MemberLayout")).MemberLayout }),
    ErrorBoundary: RouteError,
    children: byLayout("member"),
  });
  // The operations console's layout (issue 24), loaded with its pages only. Its loader answers the 404 of an unknown
  // page to a member whose roles do not open the page (on the server and in the browser), shown in the default layout.
  layouts.push({
    id: "layout-ops",
    handle: { module: opsLayoutModule } satisfies LayoutHandle,
    lazy: async () => {
      const m = await import("../apps/ops/OpsLayout");
      return { Component: m.OpsLayout, loader: (args: LoaderFunctionArgs) => m.loadConsole(env, args) };
    },
    ErrorBoundary: () => (
      <DefaultLayout>
        <RouteError />
      </DefaultLayout>
    ),
    children: byLayout("ops"),
  });
  // Unknown paths: the 404 page inside the default layout, with status 404.
  layouts[0]!.children!.push({
    path: "*",
    handle: { title: "页面未找到", layout: "default" } satisfies RouteHandle,
    lazy: async () => {
      const m = await notFoundPage.load();
      return { Component: m.Component, loader: (args: LoaderFunctionArgs) => m.load(env, args, where) };
    },
  });
  return [{ id: "root", Component: Root, ErrorBoundary: RouteError, children: layouts }];
}
