import type { Browser, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, gotoLogin, registerMember, reportApiFailures, selectTab, toast, waitForCode, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { answerConfirm, watchNativeDialogs } from "../confirmDialog";

reportApiFailures(test);

/** A desktop Firefox: the second device reads as "Firefox 128 · Linux" in the list. */
const FIREFOX_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** Signs page in through the login page and lands on the account settings. */
async function signInToSettings(page: Page, member: Member): Promise<void> {
  await gotoLogin(page, paths.member.accountSettings());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  await expect(page.getByTestId("devices-section")).toBeVisible();
}

async function secondDevice(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ userAgent: FIREFOX_UA, ...(baseURL ? { baseURL } : {}) });
}

test("the devices list marks this device; signing another out ends its session at its next request", async ({ page, browser, baseURL, request, watch }) => {
  const member = await registerMember(request);
  const other = await secondDevice(browser, baseURL);
  const page2 = await other.newPage();
  await signInToSettings(page2, member);
  await signInToSettings(page, member);

  // Rendered on the server for this member, then hydrated cleanly.
  await page.reload();
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);

  const section = page.getByTestId("devices-section");
  const rows = section.getByTestId("device");
  await expect(rows.filter({ hasText: "当前设备" })).toHaveCount(1);
  const firefox = rows.filter({ hasText: "Firefox 128 · Linux" });
  await expect(firefox).toHaveCount(1);
  await expect(firefox).toContainText("本机"); // loopback: the e2e server runs here
  await expect(firefox).toContainText(/登录于 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
  await expect(firefox).not.toContainText("当前设备");
  await expect(rows.filter({ hasText: "当前设备" }).getByRole("button", { name: /^退出/ })).toHaveCount(0);

  // Asked first in the in-page dialog: 取消 leaves the other device signed in; 退出 signs it out.
  const native = watchNativeDialogs(page);
  await firefox.getByRole("button", { name: "退出 Firefox 128 · Linux" }).click();
  await answerConfirm(page, "退出 Firefox 128 · Linux 上的登录？", "取消");
  await expect(rows.filter({ hasText: "Firefox 128 · Linux" })).toHaveCount(1);
  await page2.reload();
  await expect(page2.getByTestId("devices-section")).toBeVisible(); // still signed in there
  await firefox.getByRole("button", { name: "退出 Firefox 128 · Linux" }).click();
  await answerConfirm(page, "退出 Firefox 128 · Linux 上的登录？", "退出");
  await expect(toast(page, "已退出该设备")).toBeVisible();
  expect(native).toEqual([]);
  await expect(rows.filter({ hasText: "Firefox 128 · Linux" })).toHaveCount(0);

  // The other device's next request finds it signed out: a reload asks it to sign in again.
  await page2.reload();
  await expect(page2).toHaveURL(/\/login\?redirect=%2Fmember%2Faccount-settings$/);
  // This device stays signed in.
  await page.reload();
  await expect(page.getByTestId("devices-section").getByTestId("device").filter({ hasText: "当前设备" })).toHaveCount(1);
  await other.close();
});

test("退出其他所有设备 leaves only this one", async ({ page, browser, baseURL, request }) => {
  const member = await registerMember(request); // the registration's own session is another device
  const other = await secondDevice(browser, baseURL);
  await other.request.post("/api/login/email", { data: { email: member.email, password: member.password } });
  await signInToSettings(page, member);
  const rows = page.getByTestId("devices-section").getByTestId("device");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "退出其他所有设备" }).click();
  await answerConfirm(page, "退出其他所有设备上的登录？", "取消");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "退出其他所有设备" }).click();
  await answerConfirm(page, "退出其他所有设备上的登录？", "退出");
  await expect(toast(page, "已退出其他 2 台设备")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("当前设备");
  await other.close();
});

test("注销账号: confirmed with the e-mail code, the cooling-off notice says when, 撤销注销 keeps the account", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInToSettings(page, member);
  const section = page.getByTestId("deletion-section");
  await section.getByRole("button", { name: "注销账号" }).click();
  const form = section.getByTestId("deletion-form");
  await expect(form.getByLabel(/^邮箱验证/)).toBeChecked();
  // Works on the market leave it when the request is confirmed, not 15 days later: said before confirming.
  await expect(form.getByRole("note")).toHaveText(/确认注销后将立即下架或撤回审核/);

  // Nothing is sent before the code is asked for.
  await form.getByRole("button", { name: "确认注销" }).click();
  await expect(form).toContainText("请先获取验证码");

  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(form.getByRole("button", { name: /秒后重发$/ })).toBeDisabled();
  const code = await waitForCode(request, member.email);
  await form.getByLabel("验证码", { exact: true }).fill(code);
  await form.getByRole("button", { name: "确认注销" }).click();

  const notice = section.getByTestId("deletion-pending");
  await expect(notice).toContainText(/账号将于 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} 注销/);
  // Cancelling keeps the account but puts nothing back on sale by itself.
  await expect(notice).toContainText("因注销申请下架的作品，撤销注销后可在「我的作品」中重新上架。");
  // Still pending after a reload (stored on the server, rendered for the member).
  await page.reload();
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: "撤销注销" }).click();
  await expect(toast(page, "已撤销注销申请")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(section.getByRole("button", { name: "注销账号" })).toBeVisible();
});
