import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

/** Titles of the works the API returns for a filter, in its order: what the page must show. */
async function titles(page: Page, where: string, orderBy: string, first = 24): Promise<{ total: number; titles: string[] }> {
  const data = await gql<{ artworks: { totalCount: number; edges: { node: { title: string } }[] } }>(
    page,
    `query { artworks(first: ${first}, where: ${where}, orderBy: ${orderBy}) { totalCount edges { node { title } } } }`,
  );
  return { total: data.artworks.totalCount, titles: data.artworks.edges.map((e) => e.node.title) };
}

const cardTitles = (page: Page) => page.getByTestId("artwork-card").locator("span.italic");

test.describe("/artworks filters, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("a filtered, sorted list is rendered on the server; the form works without JavaScript", async ({ page, watch }) => {
    void watch;
    const want = await titles(page, `{mediumIn: [INK]}`, `{field: PRICE, direction: ASC}`);
    expect(want.total).toBeGreaterThan(0);
    // A hand-written query is redirected to its canonical form.
    const res = await page.goto("/artworks?sort=price_asc&medium=ink&price_min=");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe("?medium=INK&sort=price_asc");
    await expect(page).toHaveTitle(/^国画作品 - /);
    await expect(page.getByTestId("artworks-total")).toHaveText(`共 ${want.total} 件作品`);
    await expect(cardTitles(page)).toHaveText(want.titles);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/artworks\?medium=INK&sort=price_asc$/);

    // The GET form: tick 油画 too, choose 大幅, press 筛选.
    const form = page.getByRole("form", { name: "筛选作品" });
    await form.getByText("油画", { exact: true }).click();
    await form.getByLabel("尺寸").selectOption("large");
    await form.getByRole("button", { name: "筛选" }).click();
    expect(new URL(page.url()).search).toBe("?medium=OIL,INK&size=large&sort=price_asc");
    const large = await titles(page, `{mediumIn: [OIL, INK], sizeClass: LARGE}`, `{field: PRICE, direction: ASC}`);
    await expect(cardTitles(page)).toHaveText(large.titles);
  });

  test("no match: a helpful empty state", async ({ page, watch }) => {
    void watch;
    await page.goto("/artworks?price_min=1&price_max=2");
    await expect(page.getByTestId("artworks-empty")).toContainText("没有符合条件的作品");
    await expect(page.getByRole("link", { name: "清除筛选，查看全部作品" })).toHaveAttribute("href", "/artworks");
  });
});

test.describe("/artworks filters, in the browser", () => {
  test("choices apply at once, live in the URL, survive a reload and come off as chips", async ({ page, watch }) => {
    await page.goto(paths.artworks());
    await waitHydrated(page);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    const form = page.getByRole("form", { name: "筛选作品" });

    await form.getByText("油画", { exact: true }).click();
    await expect(page).toHaveURL(/\/artworks\?medium=OIL$/);
    const oil = await titles(page, `{mediumIn: [OIL]}`, `{field: CREATED_AT, direction: DESC}`);
    await expect(page.getByTestId("artworks-total")).toHaveText(`共 ${oil.total} 件作品`);
    await expect(cardTitles(page)).toHaveText(oil.titles);

    await form.getByLabel("排序").selectOption("price_desc");
    await expect(page).toHaveURL(/\?medium=OIL&sort=price_desc$/);
    await page.getByRole("link", { name: "5–20 万" }).click();
    await expect(page).toHaveURL(/\?medium=OIL&price_min=50000&price_max=200000&sort=price_desc$/);
    await form.getByText("仅看在售").click();
    await expect(page).toHaveURL(/\?medium=OIL&price_min=50000&price_max=200000&status=available&sort=price_desc$/);
    const want = await titles(
      page,
      `{mediumIn: [OIL], priceFenGTE: "5000000", priceFenLTE: "20000000", status: AVAILABLE}`,
      `{field: PRICE, direction: DESC}`,
    );
    await expect(cardTitles(page)).toHaveText(want.titles);
    const prices = await page.getByTestId("artwork-card").getByTestId("artwork-price").allTextContents();
    const yuan = prices.map((p) => Number(p.replace(/[^\d.]/g, "")));
    expect(yuan).toEqual([...yuan].sort((a, b) => b - a));
    for (const y of yuan) expect(y >= 50_000 && y <= 200_000, `price ${y}`).toBe(true);

    // A reload shows the same list with the same choices.
    await page.reload();
    await waitHydrated(page);
    await expect(cardTitles(page)).toHaveText(want.titles);
    await expect(form.getByLabel("排序")).toHaveValue("price_desc");
    await expect(form.locator('input[name="medium"][value="OIL"]')).toBeChecked();
    await expect(form.locator('input[name="status"]')).toBeChecked();

    // Chips take one filter off each; 清除全部 keeps only the sort.
    const chips = page.getByTestId("filter-chips");
    await chips.getByRole("link", { name: "取消筛选：油画" }).click();
    await expect(page).toHaveURL(/\?price_min=50000&price_max=200000&status=available&sort=price_desc$/);
    await chips.getByRole("link", { name: "清除全部" }).click();
    await expect(page).toHaveURL(/\/artworks\?sort=price_desc$/);
    await expect(page.getByTestId("filter-chips")).toHaveCount(0);
  });

  test("the artist and year filters", async ({ page, watch }) => {
    void watch;
    await page.goto(paths.artworks());
    await waitHydrated(page);
    const form = page.getByRole("form", { name: "筛选作品" });
    const artist = form.getByLabel("艺术家");
    const option = artist.locator("option").nth(1);
    const [name, number] = [(await option.textContent())!, (await option.getAttribute("value"))!];
    await artist.selectOption(number);
    await expect(page).toHaveURL(new RegExp(`\\?artist=${number}$`));
    await expect(page.getByTestId("artwork-card").first().locator("p.font-semibold:not([data-testid])")).toHaveText(name);
    const makers = await page.getByTestId("artwork-card").locator("p.font-semibold:not([data-testid])").allTextContents();
    expect(new Set(makers)).toEqual(new Set([name]));
    await form.getByLabel("起始年份").fill("2010");
    await form.getByLabel("截止年份").fill("2030");
    await form.getByRole("button", { name: "筛选" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?year_min=2010&year_max=2030&artist=${number}$`));
    const want = await titles(page, `{artistNumber: ${number}, yearGTE: 2010, yearLTE: 2030}`, `{field: CREATED_AT, direction: DESC}`);
    if (want.total === 0) await expect(page.getByTestId("artworks-empty")).toBeVisible();
    else await expect(cardTitles(page)).toHaveText(want.titles);
  });
});
