import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

async function goods(page: Page, where: string, orderBy: string): Promise<{ total: number; titles: string[] }> {
  const data = await gql<{ goods: { totalCount: number; edges: { node: { title: string } }[] } }>(
    page,
    `query { goods(first: 24, where: ${where}, orderBy: ${orderBy}) { totalCount edges { node { title } } } }`,
  );
  return { total: data.goods.totalCount, titles: data.goods.edges.map((e) => e.node.title) };
}

test.describe("shop, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("/shop lists goods on sale by kind and sort; odd parameters are tidied away", async ({ page, watch }) => {
    void watch;
    const all = await goods(page, `{statusIn: [ON_SALE]}`, `{field: CREATED_AT, direction: DESC}`);
    expect(all.total).toBeGreaterThan(24);
    const res = await page.goto(paths.shop());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^商城 - /);
    await expect(page.getByTestId("goods-total")).toHaveText(`共 ${all.total} 件商品`);
    await expect(page.getByTestId("goods-title")).toHaveText(all.titles);

    const prints = await goods(page, `{statusIn: [ON_SALE], kind: PRINT}`, `{field: PRICE, direction: ASC}`);
    await page.goto("/shop?sort=price_asc&kind=print");
    expect(new URL(page.url()).search).toBe("?kind=print&sort=price_asc");
    await expect(page.getByTestId("goods-title")).toHaveText(prints.titles);
    const kinds = await page.getByTestId("goods-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")));
    expect(new Set(kinds)).toEqual(new Set(["PRINT"]));
    await expect(page.getByTestId("goods-stock").first()).toContainText("限量 99 版");

    await page.goto("/shop?kind=cars");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/shop");
  });
});

test.describe("shop, in the browser", () => {
  test("tabs and sort in the URL; sold-out goods on request; buying asks a visitor to sign in", async ({ page, watch }) => {
    void watch;
    await page.goto(paths.shop());
    await waitHydrated(page);
    await page.getByRole("navigation", { name: "商品类别" }).getByRole("link", { name: "艺术衍生品" }).click();
    await expect(page).toHaveURL(/\/shop\?kind=derivative$/);
    await page.getByRole("link", { name: "价格从高到低" }).click();
    await expect(page).toHaveURL(/\/shop\?kind=derivative&sort=price_desc$/);
    const want = await goods(page, `{statusIn: [ON_SALE], kind: DERIVATIVE}`, `{field: PRICE, direction: DESC}`);
    await expect(page.getByTestId("goods-title")).toHaveText(want.titles);
    await page.getByRole("link", { name: "显示已售罄" }).click();
    await expect(page).toHaveURL(/sold=1$/);
    await expect(page.getByTestId("goods-stock").filter({ hasText: "已售罄" }).first()).toBeVisible();

    // A visitor who presses 立即购买 is asked to sign in first (the member route's guard).
    await page.getByTestId("goods-card").filter({ has: page.getByRole("link", { name: /^购买/ }) }).first().getByRole("link", { name: /^购买/ }).click();
    await expect(page.getByRole("dialog", { name: "登录" })).toBeVisible();
  });

  test("an artwork page lists what the shop sells of it", async ({ page, watch }) => {
    void watch;
    await page.goto("/shop?kind=print");
    await waitHydrated(page);
    const card = page.getByTestId("goods-card").first();
    const title = (await card.getByTestId("goods-title").textContent())!;
    await card.getByTestId("goods-title").click();
    await expect(page).toHaveURL(/\/artwork\/\d+$/);
    const section = page.getByTestId("artwork-goods");
    await expect(section).toContainText(title);
    await expect(section.getByRole("link", { name: `购买 ${title}` })).toHaveAttribute("href", /^\/member\/buy\/\d+$/);
  });
});
