import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { memberGql, seller, signInAs } from "../selling/helpers";
import { buyer, listedWork, paidOrder } from "../orders/helpers";
import { grant, memberId, uniqueResidentId } from "./moneyHelpers";

reportApiFailures(test);

interface Errs {
  userErrors: { message: string }[];
}

test("a seller's sale settles, the seller asks for a withdrawal, a finance operator pays it in the console, the seller sees it paid, the trial balance holds and the audit log shows it", async ({ page, request }) => {
  test.setTimeout(240_000);
  const work = await listedWork(request);
  const me = await buyer(request);
  const order = await paidOrder(request, page, me, work.goods);
  const owner = work.owner;

  // The sale completes (the ship and receive pages are orders/buy.spec.ts'); the e2e server's refund window is
  // seconds long, so the order jobs soon settle the seller's share.
  const shipped = await memberGql<{ shipOrder: Errs }>(request, owner, `mutation($input: ShipOrderInput!) { shipOrder(input: $input) { userErrors { message } } }`, {
    input: { orderID: order.id, carrier: "SF", trackingNumber: "SF1234567890" },
  });
  expect(shipped.shipOrder.userErrors).toEqual([]);
  const received = await memberGql<{ confirmReceipt: Errs }>(request, me, `mutation($input: OrderIDInput!) { confirmReceipt(input: $input) { userErrors { message } } }`, {
    input: { orderID: order.id },
  });
  expect(received.confirmReceipt.userErrors).toEqual([]);
  // The seller's real name and an Alipay account (the funds settings' forms are member/funds.spec.ts').
  const verified = await memberGql<{ verifyRealName: Errs }>(request, owner, `mutation($input: VerifyRealNameInput!) { verifyRealName(input: $input) { userErrors { message } } }`, {
    input: { name: "张三", idNumber: uniqueResidentId() },
  });
  expect(verified.verifyRealName.userErrors).toEqual([]);
  const account = await memberGql<{ createCashOutAccount: Errs }>(request, owner, `mutation($input: CreateCashOutAccountInput!) { createCashOutAccount(input: $input) { userErrors { message } } }`, {
    input: { kind: "ALIPAY", account: "13800138000" },
  });
  expect(account.createCashOutAccount.userErrors).toEqual([]);
  // ¥12,800 less the 5 % commission.
  await expect
    .poll(async () => (await memberGql<{ viewer: { balance: { availableFen: string } } }>(request, owner, `{ viewer { balance { availableFen } } }`)).viewer.balance.availableFen, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe("1216000");

  // The seller asks for ¥100 on the funds page: held at once, 审核中.
  await signInAs(page, owner, paths.member.fundsSettings());
  await waitHydrated(page);
  await expect(page.getByTestId("balance-available")).toHaveText("¥12,160.00");
  const form = page.getByTestId("withdraw-form");
  await form.getByLabel("提现金额（元）").fill("100");
  await form.getByRole("button", { name: "申请提现" }).click();
  await expect(page.getByTestId("withdrawals").getByRole("listitem").first()).toContainText("审核中");
  await expect(page.getByTestId("balance-held")).toHaveText("¥100.00");
  const mine = await memberGql<{ viewer: { withdrawals: { number: number }[] } }>(request, owner, `{ viewer { withdrawals { number } } }`);
  const number = mine.viewer.withdrawals[0]!.number;

  // A finance operator: the home's queues, the navigation of the role, the withdrawal to pay.
  const fin = grant(grant(await seller(request), "finance"), "admin");
  await signInAs(page, fin, paths.ops.home());
  await waitHydrated(page);
  for (const kind of ["WITHDRAWALS_TO_PAY", "ABNORMAL_REFUNDS"]) await expect(page.locator(`[data-testid="ops-queue"][data-kind="${kind}"]`)).toBeVisible();
  const nav = page.getByTestId("ops-nav");
  for (const name of ["提现审核", "资金异常", "试算平衡"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(nav.getByRole("link", { name: "退款仲裁" })).toHaveCount(0);
  await nav.getByRole("link", { name: "提现审核" }).click();
  await expect(page).toHaveURL(paths.ops.withdrawals());
  const w = page.locator(`[data-testid="ops-withdrawal"][data-number="${number}"]`);
  await expect(w).toContainText("¥100.00");
  await expect(w).toContainText("138****8000");
  // No reference: refused on the field; then paid.
  await w.getByRole("button", { name: "确认已打款" }).click();
  await expect(w.getByText("请填写打款流水号")).toBeVisible();
  await w.getByLabel("打款流水号").fill("ALIPAY-20261129-0001");
  await w.getByRole("button", { name: "确认已打款" }).click();
  await expect(w.getByTestId("ops-withdrawal-state")).toHaveText("已到账");

  // The trial balance holds, and the other finance page opens.
  await nav.getByRole("link", { name: "试算平衡" }).click();
  await expect(page.getByTestId("ops-ledger-status")).toHaveText(/^账目平衡/);
  await expect(page.locator('[data-testid="ops-ledger-row"][data-account="PROVIDER_CLEARING"]')).toBeVisible();
  await expect(page.getByTestId("ops-ledger-debit")).toHaveText((await page.getByTestId("ops-ledger-credit").textContent()) ?? "");
  await nav.getByRole("link", { name: "资金异常" }).click();
  await expect(page.getByRole("heading", { name: "异常退款" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "支付异常" })).toBeVisible();

  // The audit log shows the payment.
  await page.goto(paths.ops.audit({ actor: await memberId(request, fin) }));
  await waitHydrated(page);
  const entry = page.getByTestId("ops-audit-entry").first();
  await expect(entry).toHaveAttribute("data-action", "withdrawal.pay");

  // The seller sees it paid, and the amount withdrawn.
  await signInAs(page, owner, paths.member.fundsSettings());
  await expect(page.getByTestId("withdrawals").getByRole("listitem").first()).toContainText("已到账");
  await expect(page.getByTestId("balance-withdrawn")).toHaveText("¥100.00");
  await expect(page.getByTestId("balance-held")).toHaveText("¥0.00");
});
