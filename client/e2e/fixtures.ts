import { test as base, expect, type Page } from "@playwright/test";

export interface PageWatch {
  consoleErrors: string[];
  cspViolations: string[];
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
      document.addEventListener("securitypolicyviolation", (e) => {
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
      if (msg.type() !== "error") return;
      const text = msg.text();
      // Chromium's echo of a failed load; the response listener above judges it.
      if (text.startsWith("Failed to load resource: the server responded with a status of")) return;
      if (text.startsWith("CSP violation")) w.cspViolations.push(text);
      else w.consoleErrors.push(text);
    });
    page.on("pageerror", (err) => w.pageErrors.push(err.message));
    await use(w);
    expect(w.cspViolations, "CSP violations").toEqual([]);
    expect(w.pageErrors, "uncaught page errors").toEqual([]);
    expect(w.consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };

export async function waitHydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
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
  const res = await page.request.post("/graphql", {
    data: {
      query: `query { artworks(first: ${first}, orderBy: {field: PRICE, direction: DESC}) { edges { node { number title priceFen status images { id } } } } }`,
    },
  });
  expect(res.ok()).toBeTruthy();
  const json = (await res.json()) as {
    data: { artworks: { edges: { node: { number: number; title: string; priceFen: string; status: string; images: { id: string }[] } }[] } };
  };
  return json.data.artworks.edges.map(({ node }) => ({
    number: node.number,
    title: node.title,
    priceFen: node.priceFen,
    status: node.status,
    images: node.images.length,
  }));
}
