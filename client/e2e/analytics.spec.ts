import { test, expect, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

// Nothing here reaches the internet: every request to Baidu's host is routed and answered (or refused) locally.
const SITE_ID = "0123456789abcdef0123456789abcdef";
const FAKE_HM_JS = "window.__hmLoads = (window.__hmLoads || 0) + 1;";

test("analytics are off by default: no provider script, no request", async ({ page, watch }) => {
  void watch;
  const hits: string[] = [];
  await page.route(/hm\.baidu\.com/, (route) => {
    hits.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await expect(page.locator("script#__APP_CONFIG__")).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __APP_CONFIG__?: { analyticsSiteId?: string } }).__APP_CONFIG__?.analyticsSiteId ?? null)).toBeNull();
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  expect(hits).toEqual([]);
});

test("with a site id, hm.js is loaded once with the CSP nonce and counts client-side page views", async ({ page, watch }) => {
  void watch;
  // The test server runs without ANALYTICS_SITE_ID: give this one document the configuration the Go server
  // writes when it is set (server/ssr tests prove it does), keeping the real CSP header.
  await page.route(
    (url) => url.pathname === "/artworks",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '<script id="__APP_CONFIG__" type="application/json">{}</script>',
        `<script id="__APP_CONFIG__" type="application/json">{"analyticsSiteId":"${SITE_ID}"}</script>`,
      );
      return route.fulfill({ response, body });
    },
  );
  const hits: string[] = [];
  await page.route(/hm\.baidu\.com/, (route) => {
    hits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_HM_JS });
  });
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await expect.poll(() => page.evaluate(() => (window as { __hmLoads?: number }).__hmLoads ?? 0)).toBe(1);
  const script = page.locator("script[data-analytics]");
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute("src", `https://hm.baidu.com/hm.js?${SITE_ID}`);
  const nonces = await page.evaluate(() => ({
    script: document.querySelector<HTMLScriptElement>("script[data-analytics]")!.nonce,
    page: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce,
  }));
  expect(nonces.script).not.toBe("");
  expect(nonces.script).toBe(nonces.page);
  expect(hits).toEqual([`https://hm.baidu.com/hm.js?${SITE_ID}`]);

  // A client-side navigation is a page view, not a second script.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="/artwork/"]')!.click());
  await expect(page).toHaveURL(/\/artwork\/\d+$/);
  await expect
    .poll(() => page.evaluate(() => ((window as { _hmt?: unknown[][] })._hmt ?? []).filter((e) => e[0] === "_trackPageview").length))
    .toBe(1);
  await expect(script).toHaveCount(1);
  expect(hits).toHaveLength(1);
  expect(await page.evaluate(() => (window as { __hmLoads?: number }).__hmLoads)).toBe(1);
});
