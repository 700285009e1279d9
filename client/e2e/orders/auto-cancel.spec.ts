import { test, expect } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { submitOrder } from "./helpers";

reportApiFailures(test);

test("an order left unpaid is cancelled by the job at the end of its hold: the pay page and the order say 已取消, the work is for sale again", async ({ page, request }, info) => {
  test.skip(info.project.name !== "desktop", "the job is the server's; one browser is enough");
  test.setTimeout(180_000);
  const { work } = await submitOrder(page, request);
  await page.waitForURL(/\/member\/order-buy\/\d+$/);
  const orderNumber = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("pay-qr")).toBeVisible();

  // While held, the work cannot be bought.
  const buyLink = new RegExp(`^购买 《${work.title}》`);
  const other = await page.context().newPage();
  await other.goto(paths.artwork(work.artwork));
  await expect(other.getByRole("link", { name: buyLink })).toHaveCount(0);

  // The sandbox runs the auto-cancel of this order alone, as the job does when its hold ends (no one waits 30 minutes).
  const r = await request.post(`/_sandbox/api/orders/${orderNumber}/expire`);
  expect(await r.json()).toMatchObject({ code: 1, data: { cancelled: true } });

  // The pay page follows the order without a reload.
  await expect(page.getByTestId("pay-closed")).toContainText("订单已取消");
  await page.goto(paths.member.order(orderNumber));
  await expect(page.getByTestId("order-state")).toHaveText("已取消");
  await expect(page.getByTestId("order-timeline")).toContainText("超时未付款，订单已取消");
  await expect(page.getByTestId("order-actions").getByRole("button")).toHaveCount(0);
  await page.goto(paths.member.orders({ tab: "cancelled" }));
  await expect(page.getByTestId("order-card").filter({ hasText: work.title })).toHaveCount(1);

  // For sale again: its 购买 leads to a confirm page that takes the order.
  await other.reload();
  await other.getByRole("link", { name: buyLink }).click();
  await expect(other).toHaveURL(paths.member.buy(work.goods));
  await expect(other.getByRole("button", { name: "提交订单" })).toBeEnabled();
  await other.close();
});
