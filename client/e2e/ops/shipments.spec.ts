import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, type Member } from "../auth/helpers";
import { answerConfirm } from "../confirmDialog";
import { paths } from "../../src/system/paths";
import { memberGql, seller, signInAs } from "../selling/helpers";
import { buyer, paidOrder } from "../orders/helpers";

reportApiFailures(test);

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";

/** A member given a role by `artmarket grant-role`, as production makes its first admin. */
function withRole(m: Member, role: string): Member {
  execFileSync("./bin/artmarket", ["grant-role", "--mobile", m.mobile ?? "", "--data-dir", dataDir, role], { cwd: repo, stdio: "pipe" });
  return m;
}

/**
 * A print or derivative of the platform's own shop, on sale: the one with the most left, so the desktop and phone
 * runs (and their retries) at once never find it sold out — each takes one piece of dozens.
 */
async function shopGoods(request: APIRequestContext, me: Member): Promise<{ number: number; title: string }> {
  const r = await memberGql<{ goods: { edges: { node: { number: number; title: string; stock: number } }[] } }>(
    request,
    me,
    `{ goods(first: 100, where: { statusIn: [ON_SALE], kindIn: [PRINT, DERIVATIVE] }) { edges { node { number title stock } } } }`,
  );
  const best = r.goods.edges.map((e) => e.node).sort((a, b) => b.stock - a.stock)[0];
  expect(best?.stock ?? 0, "a shop good with stock").toBeGreaterThan(2);
  return best!;
}

/** The row of order number on /ops/shipments, loading further pages (oldest first) until it shows. */
async function shipmentRow(page: Page, number: number) {
  const row = page.locator(`[data-testid="ops-shipment"][data-number="${number}"]`);
  const more = page.getByRole("button", { name: "加载更多" });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test("platform goods: a buyer pays for a shop print, an admin ships it from the console (bad tracking refused on its field), the buyer sees 待收货 with the parcel and confirms receipt, and the audit log shows the shipment", async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = withRole(await seller(request), "admin");
  const me = await buyer(request);
  const goods = await shopGoods(request, me);
  const order = await paidOrder(request, page, me, goods.number);

  // The admin's console: the home's queue, and the page in the navigation.
  await signInAs(page, admin, paths.ops.home());
  await waitHydrated(page);
  const queue = page.locator('[data-testid="ops-queue"][data-kind="PLATFORM_SHIPMENTS"]');
  await expect(queue).toContainText("待发货的自营订单");
  expect(Number(await queue.getByTestId("ops-queue-count").textContent())).toBeGreaterThan(0);
  await page.getByTestId("ops-nav").getByRole("link", { name: "自营发货" }).click();
  await expect(page).toHaveURL(paths.ops.shipments());
  await waitHydrated(page);

  // The order, with the buyer's address to ship to.
  const row = await shipmentRow(page, order.number);
  await expect(row).toContainText(goods.title);
  await expect(row.getByTestId("ops-shipment-recipient")).toHaveText("张三 13800138000");
  await expect(row.getByTestId("ops-shipment-address")).toContainText("科技园南区 1 栋 101");
  await expect(row).toContainText("付款于");

  // A malformed tracking number is refused on its field, and the order stays.
  await row.getByLabel("快递公司").selectOption({ label: "顺丰速运" });
  await row.getByLabel("运单号").fill("SF-12");
  await row.getByRole("button", { name: "确认发货" }).click();
  await expect(row.getByText("快递单号应为 6–30 位字母或数字")).toBeVisible();

  // Shipped: it leaves the list.
  const tracking = `SF${Date.now()}${Math.floor(Math.random() * 10)}`;
  await row.getByLabel("运单号").fill(tracking);
  await row.getByRole("button", { name: "确认发货" }).click();
  await expect(row).toHaveCount(0);

  // The buyer sees the parcel and confirms receipt.
  await signInAs(page, me, paths.member.order(order.number));
  await expect(page.getByTestId("order-state")).toHaveText("待收货");
  await expect(page.getByTestId("order-shipment")).toHaveText(`顺丰速运 ${tracking}`);
  await page.getByRole("button", { name: "确认收货" }).click();
  await answerConfirm(page, "确认已收到货品？", "确认收货");
  await expect(page.getByTestId("order-state")).toHaveText("已完成");

  // The audit log has the shipment, by the admin, on the order.
  await signInAs(page, admin, paths.ops.audit({ target: order.id }));
  await waitHydrated(page);
  const entry = page.locator('[data-testid="ops-audit-entry"][data-action="order.ship"]');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("平台发货");
  await expect(entry).toContainText(tracking);
});

test("an admin answers a refund request on a platform order in the console as its seller: refuses without a reason (refused), then agrees; the buyer sees 平台 in the timeline", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const me = await buyer(request);
  const goods = await shopGoods(request, me);
  const order = await paidOrder(request, page, me, goods.number);
  const asked = await memberGql<{ requestRefund: { userErrors: { message: string }[]; refund: { number: number } | null } }>(
    request,
    me,
    `mutation($input: RequestRefundInput!) { requestRefund(input: $input) { userErrors { message } refund { number } } }`,
    { input: { orderID: order.id, kind: "REFUND_ONLY", reason: "不想要了", amountFen: "100" } },
  );
  expect(asked.requestRefund.userErrors).toEqual([]);
  const number = asked.requestRefund.refund!.number;

  const admin = withRole(await seller(request), "admin");
  await signInAs(page, admin, paths.ops.home());
  await waitHydrated(page);
  await expect(page.locator('[data-testid="ops-queue"][data-kind="PLATFORM_REFUNDS"]')).toContainText("待处理的自营订单退款");
  await page.goto(paths.ops.shipments());
  await waitHydrated(page);
  const card = page.locator(`[data-testid="ops-platform-refund"][data-number="${number}"]`);
  await expect(card.getByTestId("ops-platform-refund-state")).toHaveText("待卖家处理");
  await card.getByRole("button", { name: "拒绝退款" }).click();
  await expect(card.getByText("请填写拒绝理由（最多 500 个字）")).toBeVisible();
  await card.getByRole("button", { name: "同意退款" }).click();
  await expect(card.getByTestId("ops-platform-refund-state")).toHaveText(/退款中|退款成功/);

  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await waitHydrated(page);
  await expect(page.getByTestId("refund-timeline")).toContainText("平台");
  await expect(page.getByTestId("refund-timeline")).toContainText("卖家同意退款");
});
