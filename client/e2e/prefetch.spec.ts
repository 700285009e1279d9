import { test, expect, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

test("a link prefetches its page when the visitor points at it, never merely because it is in view", async ({ page, watch }) => {
  void watch;
  const artworkQueries: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname !== "/graphql" || r.method() !== "POST") return;
    const body = r.postDataJSON() as { operationName?: string; variables?: { number?: number } } | null;
    if (body?.operationName === "ArtworkPageQuery") artworkQueries.push(String(body.variables?.number ?? ""));
  });
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await page.waitForLoadState("networkidle");
  // A screen of cards in view, the page loaded and idle: no artwork page was fetched.
  expect(artworkQueries).toEqual([]);
  expect(await watch.graphqlBeforeHydration()).toEqual([]);

  // Pointing at a card prefetches its page ...
  const link = page.getByTestId("artwork-card").nth(1).getByRole("link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/artwork\/\d+$/);
  await link.hover();
  await expect.poll(() => artworkQueries.length).toBe(1);
  // ... and following it is served from what was prefetched: no second query.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(artworkQueries).toHaveLength(1);
});
