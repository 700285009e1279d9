import { matchRoutes, type RouteObject } from "react-router";
import { canPrefetch, createPreloadQueue, type NavigatorLike } from "./prefetch";

type LazyResult = { loader?: (args: { request: Request; params: Record<string, string | undefined>; context: unknown }) => unknown };

/**
 * Prefetches a link's route code and query into the Relay store, at most 4
 * at a time, never on data-saver or 2g connections. Query data is prefetched
 * once per URL per page view; the store then serves the navigation.
 */
export function createPrefetcher(routes: RouteObject[], nav: NavigatorLike | undefined, origin: string) {
  const queue = createPreloadQueue();
  return (href: string) => {
    if (!canPrefetch(nav)) return;
    const url = new URL(href, origin);
    if (url.origin !== origin) return;
    const matches = matchRoutes(routes, url.pathname);
    if (!matches) return;
    // Member routes' loaders may open the login dialog: never on hover.
    if (matches.some((m) => (m.route.handle as { spec?: { member?: boolean } } | undefined)?.spec?.member)) return;
    void queue.enqueue(url.pathname + url.search, async () => {
      for (const m of matches) {
        const lazy = m.route.lazy as (() => Promise<LazyResult>) | undefined;
        if (typeof lazy !== "function") continue;
        const resolved = await lazy();
        try {
          await resolved.loader?.({ request: new Request(url), params: m.params, context: undefined });
        } catch {
          // A 404 or a failed fetch while prefetching is the navigation's business.
        }
      }
    });
  };
}
