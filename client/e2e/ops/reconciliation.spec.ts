import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { shanghaiISODate } from "../../src/format/date";
import { seller, signInAs } from "../selling/helpers";
import { buyer, listedWork, paidOrder } from "../orders/helpers";
import { grant, memberId } from "./moneyHelpers";

reportApiFailures(test);

/**
 * Runs date's reconciliation from the page's form and waits for the run and the list read after it; then loads the
 * page afresh (nothing in flight) and answers the day's row.
 */
async function runDay(page: Page, date: string) {
  const reread = page.waitForResponse((r) => (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === "OpsReconciliationPageQuery");
  await page.getByLabel("对账日期").fill(date);
  await page.getByRole("button", { name: "运行对账" }).click();
  await reread;
  await page.reload();
  await waitHydrated(page);
  const day = page.locator(`[data-testid="recon-day"][data-date="${date}"]`);
  await expect(day).toBeVisible();
  return day;
}

test("a finance operator runs the day's reconciliation: a buyer's payment matches WeChat Pay's bill, a quiet day says 无差异, a difference planted in the bill is listed with its order and the audit log shows the runs", async ({ page, request }) => {
  test.setTimeout(180_000);
  const work = await listedWork(request);
  const order = await paidOrder(request, page, await buyer(request), work.goods);
  const today = shanghaiISODate(new Date().toISOString());
  // The other specs pay (and refund) orders today too, some a moment before their notification reaches the ledger:
  // today's status is theirs as much as ours, so what is asserted of today is our order's line.
  const ours = (day: ReturnType<Page["locator"]>) => day.getByTestId("recon-difference").filter({ hasText: new RegExp(`订单 ${order.number}(?!\\d)`) });

  const fin = grant(grant(await seller(request), "finance"), "admin");
  await signInAs(page, fin, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "对账", exact: true }).click();
  await expect(page).toHaveURL(paths.ops.reconciliation());
  await expect(page.getByRole("heading", { name: "对账", exact: true })).toBeVisible();
  await expect(page.getByLabel("对账日期")).toHaveValue(today);

  // Today: compared, and our payment is in both the ledger and the bill, with one amount.
  const day = await runDay(page, today);
  await expect(day.getByTestId("recon-day-status")).toHaveText(/^(无差异|有差异)$/);
  await expect(day).toContainText("核对");
  await expect(ours(day)).toHaveCount(0);

  // A day a month back had no trade on either side (a fresh database, a fresh simulator): it says so.
  const quiet = shanghaiISODate(new Date(Date.now() - 30 * 86_400_000).toISOString());
  const past = await runDay(page, quiet);
  await expect(past.getByTestId("recon-day-status")).toHaveText("无差异");
  await expect(past).toContainText("账单 0 笔");
  await expect(past.getByTestId("recon-difference")).toHaveCount(0);

  // WeChat Pay's bill says ¥1 less came in for our order (the sandbox's control): running today again lists it.
  const planted = await request.post("/_sandbox/wechatpay/api/bill-plant", { data: { date: today, action: "amount", out_trade_no: order.outTradeNo, amount_fen: 1_279_900 } });
  expect(planted.ok()).toBe(true);
  const again = await runDay(page, today);
  await expect(again.getByTestId("recon-day-status")).toHaveText("有差异");
  const line = ours(again);
  await expect(line).toHaveCount(1);
  for (const text of ["金额不符", "收款", "账单 ¥12,799.00", "账本 ¥12,800.00", `商户订单号 ${order.outTradeNo}`]) await expect(line).toContainText(text);

  // The audit log shows the three runs, each with its day.
  await page.goto(paths.ops.audit({ actor: await memberId(request, fin) }));
  await waitHydrated(page);
  const runs = page.locator('[data-testid="ops-audit-entry"][data-action="reconcile.run"]');
  await expect(runs).toHaveCount(3);
  await expect(runs.filter({ hasText: `原因：${today}` })).toHaveCount(2);
  await expect(runs.filter({ hasText: `原因：${quiet}` })).toHaveCount(1);
  await expect(runs.first()).toContainText("运行对账");
});
