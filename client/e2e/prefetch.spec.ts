import { test, expect, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

test("links in view prefetch their page only after the page has loaded and the browser is idle", async ({ page, watch }) => {
  void watch;
  // The time of the load event and of every artwork-page query, on the page's own clock.
  const prefetches: number[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname !== "/graphql" || r.method() !== "POST") return;
    const body = r.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === "ArtworkPageQuery") prefetches.push(Date.now());
  });
  await page.goto(paths.artworks());
  await waitHydrated(page);
  const loadedAt = await page.evaluate(() => performance.timing.loadEventEnd || Date.now());
  // The cards in view do get prefetched (their artwork pages' queries go out without any click) ...
  await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // ... and none of them went out before the load event.
  expect(Math.min(...prefetches)).toBeGreaterThanOrEqual(loadedAt);
  expect(await watch.graphqlBeforeHydration()).toEqual([]);
});
