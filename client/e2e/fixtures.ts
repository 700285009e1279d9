import { test as base, expect, type Page } from "@playwright/test";

export interface PageWatch {
  consoleErrors: string[];
  cspViolations: string[];
  /**
   * Violations the CSP test pages cause on purpose: only on /csp-test and /csp-test-comparison, and only from an
   * element inside a [data-csp-deliberate] sample container. Each is "directive path".
   */
  deliberateCsp: string[];
  /** Chromium's own console reports of blocked content; as many as deliberateCsp are tolerated, no more. */
  browserCspReports: string[];
  pageErrors: string[];
  /** GraphQL requests sent before the document was hydrated. */
  graphqlBeforeHydration: () => Promise<string[]>;
  hydrationErrors: () => Promise<string[]>;
}

/**
 * Every test watches its page: console errors, uncaught errors and CSP
 * violations fail the test at its end, whatever else it checks.
 */
export const test = base.extend<{ watch: PageWatch }>({
  watch: async ({ page }, use) => {
    const w: PageWatch = {
      consoleErrors: [],
      cspViolations: [],
      deliberateCsp: [],
      browserCspReports: [],
      pageErrors: [],
      graphqlBeforeHydration: () =>
        page.evaluate(() => (window as unknown as { __gqlEarly?: string[] }).__gqlEarly ?? []),
      hydrationErrors: () =>
        page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? []),
    };
    await page.addInitScript(() => {
      const early: string[] = [];
      (window as unknown as { __gqlEarly: string[] }).__gqlEarly = early;
      const orig = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (url.includes("/graphql") && document.documentElement.dataset.hydrated !== "true") {
          early.push(String(init?.body ?? url).slice(0, 200));
        }
        return orig(input, init);
      };
      // The only exception: the CSP test pages' deliberately blocked samples. They sit in a marked container
      // ([data-csp-deliberate]) of /csp-test or /csp-test-comparison, or in a srcdoc frame (itself marked) placed
      // in such a container; this runs in every frame.
      const deliberatePages = ["/csp-test", "/csp-test-comparison"];
      document.addEventListener("securitypolicyviolation", (e) => {
        const target = e.target instanceof Element ? e.target : null;
        let topPath = location.pathname;
        try {
          topPath = window.top?.location.pathname ?? topPath;
        } catch {
          // a cross-origin top: keep our own path
        }
        const frame = window.frameElement;
        const frameOk = window === window.top || (frame !== null && frame.closest("[data-csp-deliberate]") !== null);
        if (target?.closest("[data-csp-deliberate]") && frameOk && deliberatePages.includes(topPath)) {
          console.info(`CSP deliberate: ${e.effectiveDirective} ${topPath}`);
          return;
        }
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    // A failed sub-resource (script, style, image, API call) fails the test;
    // a page that is meant to be a 404 document does not.
    page.on("response", (res) => {
      if (res.status() >= 400 && res.request().resourceType() !== "document") {
        w.consoleErrors.push(`HTTP ${res.status()} for ${res.request().resourceType()} ${res.url()}`);
      }
    });
    page.on("console", (msg) => {
      const text = msg.text();
      if (msg.type() === "info" && text.startsWith("CSP deliberate: ")) w.deliberateCsp.push(text.slice(16));
      if (msg.type() !== "error") return;
      // Chromium's own report of a blocked inline script or style; matched against deliberate ones at the end.
      if (/violates the following Content Security Policy directive/.test(text)) {
        w.browserCspReports.push(text);
        return;
      }
      // Chromium's echo of a failed load; the response listener above judges it.
      if (text.startsWith("Failed to load resource: the server responded with a status of")) return;
      if (text.startsWith("CSP violation")) w.cspViolations.push(text);
      else w.consoleErrors.push(text);
    });
    page.on("pageerror", (err) => w.pageErrors.push(err.message));
    await use(w);
    // Every browser report needs a deliberate violation to account for it; any extra one is an error.
    w.consoleErrors.push(...w.browserCspReports.slice(w.deliberateCsp.length));
    expect(w.cspViolations, "CSP violations").toEqual([]);
    expect(w.pageErrors, "uncaught page errors").toEqual([]);
    expect(w.consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };

export async function waitHydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
}

/** A GraphQL query through the test's browser context: it must answer 200 without errors. */
export async function gql<T>(page: Page, query: string): Promise<T> {
  const res = await page.request.post("/graphql", { data: { query } });
  expect(res.ok(), `POST /graphql ${res.status()}`).toBeTruthy();
  const json = (await res.json()) as { data: T; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data;
}

interface ArtworkInfo {
  number: number;
  title: string;
  images: number;
  priceFen: string;
  status: string;
}

/** Artworks from the API, to pick test subjects (many images, one image, a price above 2^31 fen). */
export async function artworks(page: Page, first = 100): Promise<ArtworkInfo[]> {
  const data = await gql<{
    artworks: { edges: { node: { number: number; title: string; priceFen: string; status: string; images: { id: string }[] } }[] };
  }>(page, `query { artworks(first: ${first}, orderBy: {field: PRICE, direction: DESC}) { edges { node { number title priceFen status images { id } } } } }`);
  return data.artworks.edges.map(({ node }) => ({
    number: node.number,
    title: node.title,
    priceFen: node.priceFen,
    status: node.status,
    images: node.images.length,
  }));
}
