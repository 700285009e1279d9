import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { memberGql, seller, signInAs } from "../selling/helpers";
import { buyer, listedWork, paidOrder } from "../orders/helpers";
import { grant } from "./moneyHelpers";

reportApiFailures(test);

interface Errs {
  userErrors: { message: string }[];
}

test("a refund WeChat Pay answers ABNORMAL is settled by hand by finance on /ops/anomalies with a payout reference: the buyer then sees 退款成功 and the platform's line in the timeline", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const work = await listedWork(request);
  const me = await buyer(request);
  const order = await paidOrder(request, page, me, work.goods);
  const asked = await memberGql<{ requestRefund: Errs & { refund: { id: string; number: number } | null } }>(
    request,
    me,
    `mutation($input: RequestRefundInput!) { requestRefund(input: $input) { userErrors { message } refund { id number } } }`,
    { input: { orderID: order.id, kind: "REFUND_ONLY", reason: "不想要了", amountFen: "1280000" } },
  );
  expect(asked.requestRefund.userErrors).toEqual([]);
  const refund = asked.requestRefund.refund!;
  // The sandbox's next refund ends ABNORMAL (the buyer's card was closed); the seller agrees.
  expect((await request.post("/_sandbox/wechatpay/api/refund-outcome?status=ABNORMAL")).ok()).toBe(true);
  const agreed = await memberGql<{ agreeRefund: Errs }>(request, work.owner, `mutation($input: RefundIDInput!) { agreeRefund(input: $input) { userErrors { message } } }`, {
    input: { refundID: refund.id },
  });
  expect(agreed.agreeRefund.userErrors).toEqual([]);
  await expect
    .poll(async () => (await memberGql<{ viewer: { refundRequest: { state: string } | null } }>(request, me, `query($n: Int!) { viewer { refundRequest(number: $n) { state } } }`, { n: refund.number })).viewer.refundRequest?.state, { timeout: 30_000 })
    .toBe("ABNORMAL");

  // Finance finds it on the console's anomalies page; a malformed reference is refused on the field.
  const finance = grant(await seller(request), "finance");
  await signInAs(page, finance, paths.ops.anomalies());
  await waitHydrated(page);
  const row = page.locator(`[data-testid="ops-abnormal-refund"][data-number="${refund.number}"]`);
  await expect(row.getByTestId("ops-abnormal-state")).toHaveText("退款异常");
  const ref = row.getByLabel("线下退款的付款流水号");
  await ref.fill("流水 1");
  await row.getByRole("button", { name: "登记线下退款" }).click();
  await expect(row.getByText("请填写线下退款的付款流水号（4–64 位字母、数字、- 或 _）")).toBeVisible();
  await ref.fill("BANK-20261129");
  await row.getByRole("button", { name: "登记线下退款" }).click();
  await expect(row.getByTestId("ops-abnormal-state")).toHaveText("退款成功");
  await expect(row.getByRole("button", { name: "登记线下退款" })).toHaveCount(0);

  // The buyer's refund page: 退款成功, and who settled it (平台) with the reference.
  await signInAs(page, me, paths.member.buyerRefund(order.number));
  await waitHydrated(page);
  await expect(page.getByTestId("refund-state")).toHaveText("退款成功");
  await expect(page.getByTestId("refund-timeline")).toContainText("平台财务已通过微信支付以外的方式退款");
  await expect(page.getByTestId("refund-timeline")).toContainText("付款流水号 BANK-20261129");
});
