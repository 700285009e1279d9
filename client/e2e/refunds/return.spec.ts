import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { answerConfirm } from "../confirmDialog";
import { paths } from "../../src/system/paths";
import { memberGql, signInAs } from "../selling/helpers";
import { buyer, listedWork, paidOrder } from "../orders/helpers";

reportApiFailures(test);

/** Reloads page until the refund shows state: WeChat Pay's notification arrives in its own time. */
async function until(page: Page, state: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("refund-state")).toHaveText(state, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("a return with tracking: the buyer asks for 退货退款, the seller agrees, the parcel goes back with its number, the seller confirms it, the sandbox refunds; the order shows 已退款 and the original waits under 已下架 until its seller relists it", async ({ page, request }) => {
  test.setTimeout(240_000);
  const work = await listedWork(request);
  const me = await buyer(request);
  const order = await paidOrder(request, page, me, work.goods);
  const shipped = await memberGql<{ shipOrder: { userErrors: { message: string }[] } }>(
    request,
    work.owner,
    `mutation($input: ShipOrderInput!) { shipOrder(input: $input) { userErrors { message } } }`,
    { input: { orderID: order.id, carrier: "SF", trackingNumber: "SF1234567890" } },
  );
  expect(shipped.shipOrder.userErrors).toEqual([]);

  // The buyer asks for a return of the shipped order.
  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await waitHydrated(page);
  const form = page.getByTestId("refund-form");
  await form.getByLabel("退款类型").selectOption({ label: "退货退款" });
  await form.getByLabel("退款原因").selectOption("商品破损");
  await form.getByLabel("退款说明").fill("画框在运输中破损");
  await form.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByTestId("refund-state")).toHaveText("待卖家处理");

  // The seller agrees to the return: no money moves yet.
  await signInAs(page, work.owner, paths.member.sellerRefunds());
  await waitHydrated(page);
  await page.getByTestId("refund-list").getByRole("link").filter({ hasText: work.title }).click();
  await expect(page).toHaveURL(/\/member\/seller-refund\/\d+$/);
  const sellerRefund = new URL(page.url()).pathname;
  await expect(page.getByTestId("refund-actions").getByRole("button")).toHaveText(["同意退货", "拒绝退款"]);
  await page.getByRole("button", { name: "同意退货" }).click();
  await answerConfirm(page, "同意退货？", "同意退货");
  await expect(page.getByTestId("refund-state")).toHaveText("待买家退货");

  // The buyer sends the parcel back: a bad number is refused on its field, then the carrier and number are kept.
  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await waitHydrated(page);
  await page.getByRole("button", { name: "填写退货物流" }).click();
  const ship = page.getByTestId("ship-back-form");
  await ship.getByLabel("快递公司").selectOption({ label: "顺丰速运" });
  await ship.getByLabel("运单号").fill("x");
  await ship.getByRole("button", { name: "提交退货物流" }).click();
  await expect(ship.getByText("快递单号应为 6–30 位字母或数字")).toBeVisible();
  await ship.getByLabel("运单号").fill("sf9876543210");
  await ship.getByRole("button", { name: "提交退货物流" }).click();
  await expect(page.getByTestId("refund-state")).toHaveText("待卖家收货");
  await expect(page.getByTestId("refund-facts")).toContainText("顺丰速运 SF9876543210");

  // The seller confirms the parcel came back: the sandbox pays the refund.
  await signInAs(page, work.owner, sellerRefund);
  await waitHydrated(page);
  await page.getByRole("button", { name: "确认收到退货" }).click();
  await answerConfirm(page, "确认已收到退货？", "确认收货");
  await until(page, "退款成功");
  await expect(page.getByTestId("refund-timeline")).toContainText("买家已寄回商品");
  await expect(page.getByTestId("refund-timeline")).toContainText("卖家确认收到退货");

  // The buyer's order is closed as 已退款, in its own tab, with the refund in its amounts and timeline.
  await signInAs(page, me, paths.member.order(order.number));
  await expect(page.getByTestId("order-state")).toHaveText("已退款");
  await expect(page.getByTestId("order-refunded")).toHaveText("¥12,800.00");
  await expect(page.getByTestId("order-timeline")).toContainText("全额退款成功，订单已退款");
  await page.goto(paths.member.orders({ tab: "refunded" }));
  await expect(page.getByTestId("order-count-refunded")).toHaveText("1");
  const cards = page.getByTestId("orders-list").getByTestId("order-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId("order-card-title")).toContainText(work.title);
  await expect(cards.getByTestId("order-card-state")).toHaveText("已退款");

  // The original came back to its seller: not sold any more, off sale until they relist it, then on sale.
  await signInAs(page, work.owner, paths.member.artworks("taken-down"));
  await waitHydrated(page);
  const card = page.getByTestId("selling-card").filter({ hasText: work.title });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "重新上架" }).click();
  await expect(card).toHaveCount(0);
  await page.goto(paths.member.artworks("selling"));
  await expect(page.getByTestId("selling-card").filter({ hasText: work.title })).toHaveCount(1);
  await page.goto(paths.artwork(work.artwork));
  await expect(page.locator("h1")).toContainText(work.title);
  await expect(page.getByText("已售")).toHaveCount(0);
});
