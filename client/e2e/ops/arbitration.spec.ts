import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { answerConfirm } from "../confirmDialog";
import { paths } from "../../src/system/paths";
import { makePng, memberGql, seller, signInAs } from "../selling/helpers";
import { buyer, listedWork, paidOrder } from "../orders/helpers";
import { grant, memberId } from "./moneyHelpers";

reportApiFailures(test);

/** Reloads page until the refund shows state: WeChat Pay's notification arrives in its own time. */
async function until(page: Page, state: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("refund-state")).toHaveText(state, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("a refusal escalated by the buyer: the seller (an arbiter too) may not decide it, an arbiter refunds part in the console, the sandbox pays it, both sides see it and the audit log shows it", async ({ page, request }) => {
  test.setTimeout(240_000);
  const work = await listedWork(request);
  const me = await buyer(request);
  const order = await paidOrder(request, page, me, work.goods);

  // The buyer asks for all of it with a photo (the request form itself is refunds/refund.spec.ts'); the seller refuses.
  const up = await request.post("/api/upload/refund-photo", {
    headers: { Token: me.token },
    multipart: { file: { name: "late.png", mimeType: "image/png", buffer: makePng(1000, 900) } },
  });
  expect(up.ok(), `upload → HTTP ${up.status()}`).toBeTruthy();
  const photo = ((await up.json()) as { data: { key: string } }).data.key;
  const asked = await memberGql<{ requestRefund: { userErrors: { message: string }[]; refund: { id: string; number: number } | null } }>(
    request,
    me,
    `mutation($input: RequestRefundInput!) { requestRefund(input: $input) { userErrors { message } refund { id number } } }`,
    { input: { orderID: order.id, kind: "REFUND_ONLY", reason: "未按约定时间发货", amountFen: "1280000", description: "等了很久没有发货", photos: [photo] } },
  );
  expect(asked.requestRefund.userErrors).toEqual([]);
  const refund = asked.requestRefund.refund!;
  const refused = await memberGql<{ refuseRefund: { userErrors: { message: string }[] } }>(
    request,
    work.owner,
    `mutation($input: RefuseRefundInput!) { refuseRefund(input: $input) { userErrors { message } } }`,
    { input: { refundID: refund.id, reason: "已按约定发货，物流延误" } },
  );
  expect(refused.refuseRefund.userErrors).toEqual([]);

  // The buyer escalates on the refund's page.
  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await waitHydrated(page);
  await expect(page.getByTestId("refund-state")).toHaveText("卖家已拒绝");
  await page.getByRole("button", { name: "申请平台介入" }).click();
  await answerConfirm(page, "申请平台介入？", "申请平台介入");
  await expect(page.getByTestId("refund-state")).toHaveText("平台介入中");

  // The seller is an arbiter too: their own case is left out of their queue (the server refuses it anyway).
  grant(work.owner, "arbiter");
  await signInAs(page, work.owner, paths.ops.arbitration());
  await waitHydrated(page);
  await expect(page.getByRole("heading", { name: "退款仲裁" })).toBeVisible();
  await expect(page.locator(`[data-testid="ops-arbitration-case"][data-number="${refund.number}"]`)).toHaveCount(0);

  // An arbiter (and admin, to read the audit log) finds it from the console's home.
  const arbiter = grant(grant(await seller(request), "arbiter"), "admin");
  await signInAs(page, arbiter, paths.ops.home());
  await waitHydrated(page);
  const queue = page.locator('[data-testid="ops-queue"][data-kind="REFUNDS_TO_ARBITRATE"]');
  await expect(queue).toContainText("待仲裁退款");
  expect(Number(await queue.getByTestId("ops-queue-count").textContent())).toBeGreaterThan(0);
  await page.getByTestId("ops-nav").getByRole("link", { name: "退款仲裁" }).click();
  await expect(page).toHaveURL(paths.ops.arbitration());
  const c = page.locator(`[data-testid="ops-arbitration-case"][data-number="${refund.number}"]`);
  await expect(c).toContainText(work.title);
  await expect(c.getByTestId("ops-arbitration-asked")).toContainText("¥12,800.00");
  await expect(c).toContainText("等了很久没有发货"); // the buyer's words
  await expect(c).toContainText("已按约定发货，物流延误"); // the seller's
  // The buyer's photo: a thumbnail opening large.
  await c.getByTestId("ops-arbitration-photos").getByRole("button").click();
  const viewer = page.getByRole("dialog", { name: `退款凭证：《${work.title}》` }); // the order is titled 《work》原作
  await expect(viewer.locator("img").first()).toHaveAttribute("src", new RegExp(`/media/${photo}/`));
  await viewer.getByRole("button", { name: "关闭" }).click();
  await expect(viewer).toHaveCount(0);

  // Bad amounts are refused on the field before anything is sent; then a part.
  const amount = c.getByLabel("退款金额（元）");
  await expect(amount).toHaveValue("12800.00");
  for (const bad of ["0", "-1", "12800.01"]) {
    await amount.fill(bad);
    await c.getByRole("button", { name: "裁定退款" }).click();
    await expect(c.getByText("裁定退款金额应大于 0，且不超过买家申请的 ¥12800.00")).toBeVisible();
  }
  await amount.fill("5000.50");
  await c.getByLabel("裁定说明（选填）").fill("物流确有延误，退一部分");
  await c.getByRole("button", { name: "裁定退款" }).click();
  await expect(c.getByTestId("ops-arbitration-state")).toHaveText(/退款中|退款成功/);

  // The sandbox pays it: the buyer and the seller see it, with the platform's decision in the timeline.
  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await until(page, "退款成功");
  await expect(page.getByTestId("refund-timeline")).toContainText("平台裁定退款");
  await expect(page.getByTestId("refund-timeline")).toContainText("物流确有延误，退一部分");
  await expect(page.getByTestId("refund-facts")).toContainText("¥5,000.50"); // the part refunded
  await signInAs(page, work.owner, paths.member.sellerRefund(refund.number));
  await expect(page.getByTestId("refund-state")).toHaveText("退款成功");

  // The audit log: the arbiter's decision, with the amount.
  const id = await memberId(request, arbiter);
  await signInAs(page, arbiter, paths.ops.audit({ actor: id }));
  await waitHydrated(page);
  const entry = page.getByTestId("ops-audit-entry").first();
  await expect(entry).toHaveAttribute("data-action", "refund.grant");
  await expect(entry).toContainText("500050");
  await expect(entry).toContainText("物流确有延误，退一部分");
});
