/**
 * Spec §8 (issue 12, point 4): a console warning is logged when the page is neither HTTPS nor localhost, once
 * per load. The browser of this file maps the host name art.test to this machine, so the same server is
 * reached over plain HTTP under a name that is not localhost.
 */
import type { ConsoleMessage, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "./fixtures";

test.use({
  launchOptions: async ({ launchOptions }, use) => {
    await use({ ...launchOptions, args: [...(launchOptions.args ?? []), "--host-resolver-rules=MAP art.test 127.0.0.1"] });
  },
});

const WARNING = /未使用 HTTPS/;

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    if (msg.type() === "warning" && WARNING.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/** Chromium's own notice that it ignores the server's COOP header on plain HTTP: expected on this origin. */
function dropBrowserCoopNotices(watch: { consoleErrors: string[] }): void {
  const keep = watch.consoleErrors.filter((e) => !e.startsWith("The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy."));
  watch.consoleErrors.splice(0, watch.consoleErrors.length, ...keep);
}

test("http://art.test: one warning per load, none more on in-app navigation", async ({ page, baseURL, watch }) => {
  const port = new URL(baseURL!).port;
  const seen = warnings(page);
  await page.goto(`http://art.test:${port}/artworks`);
  await waitHydrated(page);
  await expect.poll(() => seen.length).toBe(1);
  expect(seen[0]).toContain(`http://art.test:${port}`);

  // In-app navigations are the same load: no second warning.
  await page.locator("a[href^='/artwork/']").first().click();
  await expect(page).toHaveURL(/\/artwork\/\d+$/);
  await waitHydrated(page);
  await expect(page.locator("h1").first()).toBeVisible();
  expect(seen).toHaveLength(1);
  // A new load warns once again.
  await page.reload();
  await waitHydrated(page);
  await expect.poll(() => seen.length).toBe(2);
  dropBrowserCoopNotices(watch);
});

test("no warning on 127.0.0.1 or localhost", async ({ page, baseURL, watch }) => {
  void watch;
  const port = new URL(baseURL!).port;
  const seen = warnings(page);
  const hydrated: string[] = [];
  for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
    await page.goto(`${origin}/artworks`);
    await waitHydrated(page);
    hydrated.push(new URL(page.url()).origin);
  }
  expect(hydrated).toEqual([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  // The warning is logged at start-up, before hydration is marked: none came.
  expect(seen).toEqual([]);
});
