import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures } from "../auth/helpers";
import { answerConfirm } from "../confirmDialog";
import { paths } from "../../src/system/paths";
import { signInAs } from "../selling/helpers";
import { buyer, listedWork } from "./helpers";

reportApiFailures(test);

test("desktop: buy a listed work, pay the Native QR on the sandbox's scan page, the pay page turns paid without a reload; the seller ships, the buyer confirms receipt, the work shows 已售", async ({ page, request }, info) => {
  test.skip(info.project.name !== "desktop", "the Native QR is the desktop's channel");
  test.setTimeout(180_000);
  const work = await listedWork(request);
  const me = await buyer(request);

  // From the public page's 购买 to the confirm page: the server's amounts, the default address picked.
  await signInAs(page, me, paths.artwork(work.artwork));
  await waitHydrated(page);
  await page.getByRole("region", { name: "购买选项" }).getByRole("link", { name: new RegExp(`^购买 《${work.title}》`) }).click();
  await expect(page).toHaveURL(paths.member.buy(work.goods));
  await expect(page.getByTestId("buy-title")).toContainText(work.title);
  await expect(page.getByTestId("buy-total")).toHaveText("¥12,800.00");
  await expect(page.getByTestId("buy-shipping")).toHaveText("包邮");
  await expect(page.getByTestId("buy-addresses").getByRole("radio")).toBeChecked();
  await page.getByLabel("给卖家留言（选填）").fill("请仔细包装");
  // A double click still creates one order.
  await page.getByRole("button", { name: "提交订单" }).dblclick();
  await page.waitForURL(/\/member\/order-buy\/\d+$/);
  const orderNumber = Number(new URL(page.url()).pathname.split("/").pop());

  // The Native code, the hold's countdown, and the sandbox's scan page.
  await expect(page.getByTestId("pay-qr")).toBeVisible();
  await expect(page.getByTestId("pay-qr")).toHaveAttribute("data-code", /^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  await expect(page.getByTestId("pay-countdown")).toHaveText(/^\d\d:\d\d$/);
  const [scan] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("pay-sandbox-scan").click()]);
  await scan.getByRole("button", { name: "支付", exact: true }).click();
  await scan.close();
  // The notification moves the order; the page follows it without a reload.
  await expect(page.getByTestId("pay-paid")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "查看订单" }).click();
  await expect(page.getByTestId("order-state")).toHaveText("待发货");
  await expect(page.getByTestId("order-transaction")).not.toBeEmpty();

  // 我的订单: one order (the double click made one), in 待发货.
  await page.goto(paths.member.orders({ tab: "paid" }));
  await expect(page.getByTestId("order-count-all")).toHaveText("1");
  await expect(page.getByTestId("order-card").filter({ hasText: work.title })).toHaveCount(1);

  // The seller ships from 我卖出的.
  await signInAs(page, work.owner, paths.member.orders({ view: "sold" }));
  await page.getByTestId("order-card").filter({ hasText: work.title }).getByTestId("order-card-title").click();
  await expect(page).toHaveURL(paths.member.order(orderNumber));
  await page.getByRole("button", { name: "发货" }).click();
  await page.getByLabel("快递公司").selectOption({ label: "顺丰速运" });
  await page.getByLabel("运单号").fill("SF1234567890");
  await page.getByRole("button", { name: "确认发货" }).click();
  await expect(page.getByTestId("order-state")).toHaveText("待收货");
  await expect(page.getByTestId("order-shipment")).toContainText("SF1234567890");

  // The buyer confirms receipt; the work shows 已售.
  await signInAs(page, me, paths.member.order(orderNumber));
  await page.getByRole("button", { name: "确认收货" }).click();
  await answerConfirm(page, "确认已收到货品？", "确认收货");
  await expect(page.getByTestId("order-state")).toHaveText("已完成");
  await expect(page.getByTestId("order-timeline")).toContainText("卖家已发货");
  await page.goto(paths.artwork(work.artwork));
  await expect(page.getByText("已售").first()).toBeVisible();
});

test("phone: H5 goes to the sandbox's cashier, pays, returns to /wechat-pay-callback, which asks the server and shows paid", async ({ page, request }, info) => {
  test.skip(info.project.name !== "mobile", "H5 is the phone browser's channel");
  test.setTimeout(180_000);
  const work = await listedWork(request);
  const me = await buyer(request);
  await signInAs(page, me, paths.member.buy(work.goods));
  await waitHydrated(page);
  await page.getByRole("button", { name: "提交订单" }).click();
  // The pay page sends the phone to the H5 cashier at once.
  await page.waitForURL(/\/_sandbox\/wechatpay\/h5/);
  await page.getByRole("button", { name: "支付", exact: true }).click();
  await page.waitForURL(/\/wechat-pay-callback\?order=\d+/);
  await expect(page.getByTestId("callback-paid")).toBeVisible({ timeout: 20_000 });
});
