import { test, expect } from "../fixtures";
import { WECHAT_UA, reportApiFailures, uniq } from "../auth/helpers";
import { baseURL } from "../playwright.config";
import { submitOrder } from "./helpers";

reportApiFailures(test);

test.describe("inside WeChat", () => {
  test.use({ userAgent: WECHAT_UA });

  test("JSAPI: no openid yet, so the pay page runs the silent authorisation, then the sandbox bridge's sheet pays and the order turns paid", async ({ page, request }, info) => {
    test.skip(info.project.name !== "desktop", "one run is enough: the channel comes from the user agent");
    test.setTimeout(180_000);
    const authorised = page.waitForRequest((r) => r.url().includes("/_sandbox/wechat/connect/oauth2/authorize") && r.url().includes("scope=snsapi_base"));
    const openid = page.waitForResponse((r) => r.url().endsWith("/api/wechat/user/openid") && r.request().method() === "POST");
    // The sandbox's WeChat user of this test alone (the fixed test users are other tests' members).
    const user = `t-${uniq().toLowerCase().replace(/[^a-z0-9]/g, "").slice(-20)}`;
    await submitOrder(page, request, () => page.context().addCookies([{ name: "wxsim_user", value: user, url: baseURL }]));
    await authorised;
    expect((await (await openid).json()).code).toBe(1);
    // Back on the pay page, the used code gone from the address; the JSAPI sheet of the sandbox's WeixinJSBridge.
    await expect(page).toHaveURL(/\/member\/order-buy\/\d+$/);
    const sheet = page.getByRole("dialog", { name: "微信支付" });
    await expect(sheet).toContainText("¥12800.00");
    await expect(page.getByTestId("pay-waiting")).toHaveAttribute("data-trade-type", "JSAPI");
    await sheet.getByRole("button", { name: "支付", exact: true }).click();
    await expect(page.getByTestId("pay-paid")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "查看订单" }).click();
    await expect(page.getByTestId("order-state")).toHaveText("待发货");
    await expect(page.getByTestId("order-transaction")).not.toBeEmpty();
  });
});
