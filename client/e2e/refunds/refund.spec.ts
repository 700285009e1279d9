import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { answerConfirm } from "../confirmDialog";
import { paths } from "../../src/system/paths";
import { makePng, signInAs } from "../selling/helpers";
import { buyer, listedWork, paidOrder } from "../orders/helpers";

reportApiFailures(test);

/** Reloads page until the refund shows state: WeChat Pay's notification arrives in its own time. */
async function until(page: Page, state: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("refund-state")).toHaveText(state, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("a buyer requests a refund of a paid order before shipping, the seller agrees, the sandbox refunds: both pages show 退款成功 with the timeline", async ({ page, request }) => {
  test.setTimeout(180_000);
  const work = await listedWork(request);
  const me = await buyer(request);
  const order = await paidOrder(request, page, me, work.goods);

  // The buyer asks from the order's page: the form offers 仅退款 only (not shipped), the whole amount.
  await signInAs(page, me, paths.member.order(order.number));
  await waitHydrated(page);
  await page.getByTestId("order-refund").getByRole("link", { name: "申请退款" }).click();
  await expect(page).toHaveURL(paths.member.buyerRefund(order.number));
  const form = page.getByTestId("refund-form");
  await expect(form.getByLabel("退款类型").locator("option")).toHaveText(["仅退款"]);
  await expect(form.getByLabel("退款金额（元）")).toHaveValue("12800.00");
  // More than was paid: refused before it is sent, in the server's words.
  await form.getByLabel("退款金额（元）").fill("12800.01");
  await form.getByRole("button", { name: "提交申请" }).click();
  await expect(form.getByText("退款金额应大于 0，且不超过可退金额 ¥12800.00")).toBeVisible();
  await form.getByLabel("退款金额（元）").fill("12800");
  await form.getByLabel("退款原因").selectOption("未按约定时间发货");
  await form.getByLabel("退款说明").fill("等了很久没有发货");
  // Two photos (the selling upload): each shows its preview once uploaded; one is removed again.
  const photos = form.getByTestId("image-item");
  await form.locator('input[type="file"]').setInputFiles([
    { name: "box.png", mimeType: "image/png", buffer: makePng(900, 1000) },
    { name: "label.png", mimeType: "image/png", buffer: makePng(1000, 900) },
  ]);
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  await expect(photos.nth(1)).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  await expect(photos.nth(0).locator("img")).toHaveAttribute("src", /^\/media\/.+\.jpg$/);
  await form.getByRole("button", { name: "删除 第 2 张图片" }).click();
  await expect(photos).toHaveCount(1);
  await form.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByTestId("refund-state")).toHaveText("待卖家处理");
  await expect(page.getByTestId("refund-photos").getByRole("button")).toHaveCount(1);
  await expect(page.getByTestId("refund-amount")).toHaveText("¥12,800.00");
  await expect(page.getByTestId("refund-actions").getByRole("button")).toHaveText(["撤销申请"]);

  // The seller finds it among the requests to answer and agrees.
  await signInAs(page, work.owner, paths.member.sellerRefunds());
  await waitHydrated(page);
  const row = page.getByTestId("refund-list").getByRole("link").filter({ hasText: work.title });
  await expect(row.getByTestId("refund-list-state")).toHaveText("待卖家处理");
  await row.click();
  await expect(page).toHaveURL(/\/member\/seller-refund\/\d+$/);
  // The buyer's photo, opening large.
  await page.getByTestId("refund-photos").getByRole("button", { name: "查看大图：退款凭证 第 1 张" }).click();
  const viewer = page.getByRole("dialog", { name: "退款凭证" });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator("img").first()).toHaveAttribute("src", /\/media\/.+\.jpg$/);
  await viewer.getByRole("button", { name: "关闭" }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByTestId("refund-actions").getByRole("button")).toHaveText(["同意退款", "拒绝退款"]);
  await page.getByRole("button", { name: "同意退款" }).click();
  await answerConfirm(page, "同意退款？", "同意退款");
  await expect(page.getByTestId("refund-state")).toHaveText(/退款中|退款成功/);
  await until(page, "退款成功");
  await expect(page.getByTestId("refund-timeline")).toContainText("卖家同意退款");
  await expect(page.getByTestId("refund-timeline")).toContainText("退款成功");
  // The seller's balance: the sale came in pending (less 5 %) and went back out, each line linked to the order.
  await page.goto(paths.member.fundsSettings());
  await expect(page.getByTestId("balance-pending")).toHaveText("¥0.00");
  const lines = page.getByTestId("balance-history").getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("-¥12,160.00");
  await expect(lines.nth(1)).toContainText("+¥12,160.00");
  await expect(lines.nth(1).getByRole("link")).toHaveAttribute("href", paths.member.order(order.number));

  // The buyer sees the same.
  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await expect(page.getByTestId("refund-state")).toHaveText("退款成功");
  const timeline = page.getByTestId("refund-timeline").getByRole("listitem");
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText("买家申请退款");
  await expect(page.getByTestId("refund-form")).toHaveCount(0); // nothing is left to refund
  await page.goto(paths.member.buyerRefunds());
  await expect(page.getByTestId("refund-list").getByTestId("refund-list-state").first()).toHaveText("退款成功");
});
