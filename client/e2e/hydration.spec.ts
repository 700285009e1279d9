import { test, expect, waitHydrated, artworks } from "./fixtures";
import { paths } from "../src/system/paths";

for (const path of ["/", "/artworks", "ARTWORK", "/no-such-page"]) {
  test(`hydrates ${path} with no error, no CSP violation and no GraphQL request`, async ({ page, watch }) => {
    let target = path;
    if (path === "ARTWORK") target = paths.artwork((await artworks(page, 1))[0]!.number);
    await page.goto(target);
    await waitHydrated(page);
    expect(await watch.hydrationErrors()).toEqual([]);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    // The served markup was hydrated, not replaced: no shell fallback.
    expect(await page.evaluate(() => document.getElementById("root"))).toBeNull();
  });
}

test("the page's modules are fetched after its first screen's pictures, all of them, and the page hydrates", async ({ page, watch }) => {
  await page.goto(paths.artworks());
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  const seen = await page.evaluate(() => {
    const listed = JSON.parse(document.getElementById("__MODULES__")?.textContent ?? "[]") as string[];
    const fetched = new Map(
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => [r.name, r.startTime]),
    );
    // The first screen's pictures (loaded eagerly): requested while the HTML is parsed.
    const pictures = [...document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].map((i) => fetched.get(i.currentSrc));
    const links = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")));
    return {
      listed,
      pictures,
      starts: listed.map((m) => fetched.get(new URL(m, location.href).href) ?? null),
      linked: listed.filter((m) => links.has(m)),
    };
  });
  expect(seen.listed.length).toBeGreaterThan(5);
  expect(seen.pictures.length).toBeGreaterThan(0);
  const lastPicture = Math.max(...seen.pictures.map((p) => p ?? Infinity));
  expect(lastPicture).toBeLessThan(Infinity);
  // Every listed module was fetched, each after the pictures, through the link the entry added.
  for (const [i, start] of seen.starts.entries()) {
    expect(start, seen.listed[i]).not.toBeNull();
    expect(start!, seen.listed[i]).toBeGreaterThan(lastPicture);
  }
  expect(seen.linked).toEqual(seen.listed);
});

test("a tap on a button before the page is hydrated is not lost: it is answered once the page is", async ({ page }) => {
  // The client's start held back until the tap is made: the page is painted, its buttons there, none of them live.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.artworks(), { waitUntil: "domcontentloaded" });
  const favourite = page.getByTestId("artwork-card").first().getByRole("button", { name: "收藏", exact: true });
  await favourite.click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
  await expect(page.getByRole("dialog", { name: "登录" })).toHaveCount(0);
  release();
  await waitHydrated(page);
  // The visitor's tap, answered as if made now: a favourite needs a member, so the login dialog opens, once.
  await expect(page.getByRole("dialog", { name: "登录" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "登录" })).toHaveCount(1);
});
