import { StrictMode, startTransition } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createRelayEnvironment, relayAuthHeaders } from "../../system/relay";
import { memberStore } from "../../features/auth/memberStore";
import { currentUserAgent } from "../../lib/channel";
import { createRoutes } from "../router";
import { routesByIds } from "../matchedRoutes";
import { DATA_ELEMENT_ID, DocumentContext, type DocumentValue, type SerializedState } from "../../system/document";
import { deserializeErrors } from "../../system/errorsState";
import { PrefetchContext } from "../../components/AppLink/AppLink";
import { createPrefetcher } from "../../system/prefetcher";
import { clearStartupErrors } from "../../system/errors";
import { shouldHardNavigate, startBuildWatcher } from "../../lib/buildWatcher";
import { parseAppConfig, readAppConfigText, type AppConfig } from "../../lib/appConfig";
import { trackPageview } from "../../lib/analytics";
import { readSessionViewer } from "../../features/session/sessionViewer";
import { yieldToMain } from "../../lib/schedule";
import { whenHydrated, type EarlyClicks } from "../earlyClicks";

declare const __BUILD_ID__: string;

declare global {
  interface Window {
    /** Hydration problems React recovered from; the browser tests require none. */
    __hydrationErrors?: string[];
    /** The server's runtime configuration (lib/appConfig.ts). */
    __APP_CONFIG__?: AppConfig;
  }
}

/**
 * Resolve the lazy routes the server matched (their ids, from the serialised state), so hydration renders them at
 * once. A page without them (rendered by an earlier build) has the URL matched here instead.
 */
async function resolveLazyMatches(routes: RouteObject[], ids: string[] | undefined) {
  const matched = ids ? routesByIds(routes, ids) : (matchRoutes(routes, window.location) ?? []).map((m) => m.route);
  await Promise.all(
    matched.map(async (route) => {
      const lazy = route.lazy;
      if (typeof lazy !== "function") return;
      const resolved = await lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** Once the page is hydrated and the browser idle: work nobody waits for. */
function whenIdle(fn: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 200);
}

/**
 * The client's start (app/entry-client.tsx imports this module on its own, once the server's page is painted and the
 * libraries are evaluated): the store from the server's records, the router, then hydration.
 */
export async function start(early?: EarlyClicks) {
  const dataEl = document.getElementById(DATA_ELEMENT_ID);
  const json = dataEl?.textContent ?? "";
  const state: SerializedState | null = json ? (JSON.parse(json) as SerializedState) : null;
  // The store's records are most of the page's weight in JSON: parsed in a task of their own.
  await yieldToMain();
  const env = createRelayEnvironment({
    url: "/graphql",
    records: state?.records,
    // Token and Channel on every GraphQL request, like the REST client (spec §6).
    getHeaders: () => relayAuthHeaders(memberStore.getToken(), currentUserAgent()),
    // A mutation refused for want of a session: re-check it (a 401 clears the token and opens the login dialog).
    onUnauthenticated: () => void memberStore.fetchMemberInfo().catch(() => undefined),
  });
  const origin = state?.origin || window.location.origin;
  const routes = createRoutes(env, { origin });
  const nonceMeta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const configJson = readAppConfigText();
  window.__APP_CONFIG__ = Object.assign(window.__APP_CONFIG__ ?? {}, parseAppConfig(configJson));
  const doc: DocumentValue = {
    json,
    assets: state?.assets ?? { entry: "", css: [], preload: [] },
    nonce: nonceMeta?.nonce ?? "",
    configJson,
    origin,
    bare: !state,
    // The member the server rendered for, from its serialised records (before anything else uses the store).
    viewer: state ? readSessionViewer(env) : null,
  };
  const prefetch = createPrefetcher(routes, navigator as never, window.location.origin);

  let router;
  if (state) {
    await yieldToMain();
    await resolveLazyMatches(routes, state.matches);
    await yieldToMain();
    router = createBrowserRouter(routes, {
      hydrationData: { loaderData: state.loaderData, errors: deserializeErrors(state.errors) as never },
    });
  } else {
    router = createBrowserRouter(routes);
  }

  // Once idle: drop the last visit's chunk-load records (localStorage's first read is a long task on a phone) and
  // watch for a new deployment (the next navigation then loads the page afresh).
  whenIdle(() => {
    clearStartupErrors();
    startBuildWatcher({ currentBuild: __BUILD_ID__, url: "/build.json" });
  });
  let viewed = window.location.pathname + window.location.search;
  router.subscribe((s) => {
    if (s.navigation.state === "loading" && shouldHardNavigate()) {
      const l = s.navigation.location;
      window.location.assign(l.pathname + l.search + l.hash);
    }
    const path = s.location.pathname + s.location.search;
    if (s.navigation.state === "idle" && path !== viewed) {
      viewed = path;
      trackPageview(path);
    }
  });

  const app = (
    <StrictMode>
      <DocumentContext.Provider value={doc}>
        <RelayEnvironmentProvider environment={env}>
          <PrefetchContext.Provider value={prefetch}>
            <RouterProvider router={router} />
          </PrefetchContext.Provider>
        </RelayEnvironmentProvider>
      </DocumentContext.Provider>
    </StrictMode>
  );
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import("./reactDom");
  await yieldToMain();
  // From here React sees the taps itself; those before are clicked again once the page is hydrated.
  if (early) {
    early.stop();
    // Not after a hydration error (React rendered that part anew: the tapped button may mean something else), and
    // not at all if the page never says it is hydrated.
    const forget = setTimeout(() => early.discard(), 10_000);
    whenHydrated(() => {
      clearTimeout(forget);
      if (window.__hydrationErrors?.length) early.discard();
      else void early.replay();
    });
  }
  if (state) {
    window.__hydrationErrors = [];
    // Hydration as a transition: React works through it in slices of a few milliseconds, yielding to the browser
    // between them, instead of one long task (the page's total blocking time on a slow phone). What the visitor
    // touches first is hydrated first, and events before hydration are replayed.
    startTransition(() => {
      hydrateRoot(document, app, {
        onRecoverableError(error) {
          const msg = error instanceof Error ? error.message : String(error);
          window.__hydrationErrors?.push(msg);
          console.error("hydration error:", msg);
        },
      });
    });
  } else {
    // The client-only shell (the renderer was down): render into #root.
    createRoot(document.getElementById("root")!).render(app);
  }
}

