import { test, expect, gql, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

test("an editor creates the platform's goods, is told about a bad price on its field, previews and publishes them into the shop, and changes their stock by a delta", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const title = `《江南》艺术微喷 ${uniq()}`;
  // A work of the platform's own (the seeder's derived products are made after them).
  const d = await gql<{ goods: { edges: { node: { artwork: { number: number } } }[] } }>(
    page,
    `{ goods(first: 1, where: {kind: DERIVATIVE}) { edges { node { artwork { number } } } } }`,
  );
  const work = d.goods.edges[0]?.node.artwork.number ?? 0;
  expect(work).toBeGreaterThan(0);

  await signInAs(page, editor, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "商城商品" }).click();
  await expect(page).toHaveURL(/\/ops\/goods$/);
  await page.getByRole("link", { name: "新建商品" }).click();
  await expect(page).toHaveURL(/\/ops\/goods\/new$/);
  await waitHydrated(page);

  await page.getByLabel("商品类型").selectOption("PRINT");
  await page.getByLabel(/对应作品编号/).fill(String(work));
  await page.getByLabel("标题").fill(title);
  await page.getByLabel("价格（元）").fill("0");
  await page.getByLabel("版数（仅限量版画）").fill("99");
  await page.getByLabel("初始库存").fill("10");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("价格应在 ¥1 到 ¥100,000,000 之间")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/goods\/new$/);

  await page.getByLabel("价格（元）").fill("1280");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/goods\/\d+$/);
  const editUrl = page.url();
  await expect(page.getByTestId("goods-state")).toContainText("草稿");

  // A draft: the preview shows the shop's card; the shop does not have it.
  await page.getByTestId("goods-preview-link").click();
  await expect(page.getByTestId("goods-preview").getByTestId("goods-title")).toHaveText(title);
  await page.goto(paths.shop());
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Published: the shop lists it, newest first.
  await page.goto(editUrl);
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("goods-state")).toContainText("已发布");
  await page.goto(paths.shop());
  const card = page.getByTestId("goods-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("goods-price")).toHaveText("¥1,280.00");

  // Stock by a delta: more taken away than there is is refused on its field; +5 makes 15.
  await page.goto(editUrl);
  await waitHydrated(page);
  await expect(page.getByTestId("goods-stock")).toHaveText("10");
  await page.getByLabel(/增减数量/).fill("-11");
  await page.getByRole("button", { name: "调整库存" }).click();
  await expect(page.getByText("库存不足以减少这么多（已被订单预订的不能减去）")).toBeVisible();
  await expect(page.getByTestId("goods-stock")).toHaveText("10");
  await page.getByLabel(/增减数量/).fill("+5");
  await page.getByRole("button", { name: "调整库存" }).click();
  await expect(toast(page, "库存已更新")).toBeVisible();
  await expect(page.getByTestId("goods-stock")).toHaveText("15");
  await page.goto(paths.shop());
  await expect(page.getByTestId("goods-card").filter({ hasText: title }).getByTestId("goods-stock")).toContainText("15");
});
