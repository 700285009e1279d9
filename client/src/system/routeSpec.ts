import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { PageData, Site } from "./pageLoader";

/**
 * What a route is: its path, layout, title and page. Each area declares its own routes in
 * client/src/apps/<area>/<area>Routes.ts; client/src/app/routes.ts joins them into one list.
 * Routes whose page has not been built yet say plainly what they will hold (`purpose`).
 */
export type Layout = "default" | "simple" | "blank" | "member" | "ops";

/** A parameter check: the route is a 404 ('Page Not Found: {path}') when it fails. */
export type ParamRule = Record<string, RegExp>;

/** What a page module (apps/<area>/pages/<page>/route.tsx) exports. */
export interface PageModule {
  Component: React.ComponentType;
  /** site: where the site lives, for the absolute addresses of the page's meta. */
  load: (env: Environment, args: LoaderFunctionArgs, site: Site) => Promise<PageData<unknown>>;
}

/** A lazily loaded page: the loader, and its source module (the build manifest's key, for modulepreload). */
export interface PageRef {
  module: string;
  load: () => Promise<PageModule>;
}

export interface RouteSpec {
  path: string;
  layout: Layout;
  title: string;
  /** A built page. */
  page?: PageRef;
  /** What a not-yet-built page will hold. */
  purpose?: string;
  params?: ParamRule;
  member?: boolean;
}

/** What a matched route carries for the root (its layout and title) and the coming-soon page. */
export interface RouteHandle {
  title: string;
  layout: Layout;
  spec?: RouteSpec;
}

/** A public number in a path: /artwork/{n}. */
export const idParam = /^\d{1,10}$/;
/** An index letter: /artists/{A-Z|other}. */
export const letterParam = /^[A-Za-z]$|^other$/;

/**
 * The pages of one area, by folder name: `const page = areaPages("artworks", import.meta.glob("./pages/*\/route.tsx"))`
 * then `page("artwork")` (apps/artworks/pages/artwork/route.tsx). A name with no page throws when the area's routes
 * load, so a typo fails every test at once rather than at the first visit.
 */
export function areaPages(
  area: string,
  modules: Record<string, () => Promise<unknown>>,
): (name: string) => PageRef {
  return (name) => {
    const load = modules[`./pages/${name}/route.tsx`];
    if (!load) throw new Error(`area ${area}: no page ${name} (apps/${area}/pages/${name}/route.tsx)`);
    return { module: `src/apps/${area}/pages/${name}/route.tsx`, load: load as () => Promise<PageModule> };
  };
}

/**
 * The pages of an area no visitor opens (the console), behind one lazily loaded registry of the area's pages
 * (a module exporting `pages = import.meta.glob("./pages/*\/route.tsx")`). Each page of `areaPages` costs every first
 * load an entry in the shell's import map (about 30 bytes gzip; the console's 18 pushed /artist/{n} over its 200 kB
 * budget); a registry costs one. An operator's page then loads the registry (small) before the page. A name with no
 * page fails when the page loads; the area's routes test checks every name against the registry.
 */
export function registryPages(
  area: string,
  registry: () => Promise<{ pages: Record<string, () => Promise<unknown>> }>,
): (name: string) => PageRef {
  return (name) => ({
    module: `src/apps/${area}/pages/${name}/route.tsx`,
    load: async () => {
      const load = (await registry()).pages[`./pages/${name}/route.tsx`];
      if (!load) throw new Error(`area ${area}: no page ${name} (apps/${area}/pages/${name}/route.tsx)`);
      return (await load()) as PageModule;
    },
  });
}

/** True when every present parameter passes its rule. */
export function paramsValid(spec: RouteSpec, params: Record<string, string | undefined>): boolean {
  for (const [name, rule] of Object.entries(spec.params ?? {})) {
    const v = params[name];
    if (v !== undefined && v !== "" && !rule.test(v)) return false;
  }
  return true;
}
