import { test, expect, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

test("home → list → load more → artwork, all client-side", async ({ page, watch }) => {
  void watch;
  await page.goto("/");
  await waitHydrated(page);
  await expect(page.getByRole("heading", { name: "最新上架" })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await page.getByRole("link", { name: "浏览全部作品" }).click();
  await expect(page).toHaveURL(/\/artworks$/);
  const cards = page.getByTestId("artwork-card");
  await expect(cards).toHaveCount(24);

  await page.getByRole("button", { name: "加载更多" }).click();
  await expect(cards).toHaveCount(48);
  const hrefs = await cards.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size, "no duplicates after loading more").toBe(48);

  const title = (await cards.nth(30).locator("p.text-secondary span.italic").textContent()) ?? "";
  await cards.nth(30).locator("a").click();
  await expect(page).toHaveURL(/\/artwork\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page).toHaveTitle(new RegExp(title));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/artworks$/);
});

test("a card not yet laid out is as tall as it will be: 加载更多 does not move under the press", async ({ page, watch }) => {
  void watch;
  await page.goto(paths.artworks());
  await waitHydrated(page);
  const cards = page.getByTestId("artwork-card");
  await expect(cards).toHaveCount(24);
  // The browser skips the layout of cards far below (content-visibility). Were a skipped card given another
  // height than a laid-out one, scrolling to the button would lay out the last rows a frame later and move it
  // by the difference, between a press and its release (the click then went to the grid: nothing loaded).
  const heights = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(heights).size, `card heights ${heights.join(",")}`).toBe(1);
  const more = page.getByRole("button", { name: "加载更多" });
  const top = () => more.evaluate((b) => Math.round(b.getBoundingClientRect().top + window.scrollY));
  const before = await top();
  await more.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await top(), "the button's place in the page after the rows above it were laid out").toBe(before);
});

test("every grid of cards, not only /artworks: a card not yet laid out is as tall as it will be (the front page's)", async ({ page, watch }) => {
  void watch;
  await page.goto(paths.home());
  await waitHydrated(page);
  const grid = page.getByTestId("home-newest");
  const cards = grid.getByTestId("artwork-card");
  await expect(cards).toHaveCount(12);
  // The rows far below are skipped (content-visibility); with the 360 px estimate they were shorter than a desktop's
  // laid-out card, and whatever came below the grid moved once they were laid out.
  const heights = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(heights).size, `card heights ${heights.join(",")}`).toBe(1);
  const bottom = () => grid.evaluate((s) => Math.round(s.getBoundingClientRect().bottom + window.scrollY));
  const before = await bottom();
  await cards.last().scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await bottom(), "the grid's end after its last rows were laid out").toBe(before);
});

test("the 404 page's buttons go home and back", async ({ page, watch }) => {
  void watch;
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await page.goto("/no-such-page");
  await waitHydrated(page);
  await page.getByRole("button", { name: "返回上一页" }).click();
  await expect(page).toHaveURL(/\/artworks$/);
  await page.goto("/no-such-page");
  await waitHydrated(page);
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "最新上架" })).toBeVisible();
});
