import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import {
  bindMobileViaApi,
  emailLogin,
  expectHttpErrors,
  field,
  gotoLogin,
  registerMember,
  reportApiFailures,
  selectTab,
  toast,
  uniqEmail,
  uniqMobile,
  waitForCode,
  type Member,
} from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { answerConfirm } from "../confirmDialog";

reportApiFailures(test);

const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`;

async function openSettings(page: Page, member: Member) {
  await gotoLogin(page, paths.member.accountSettings());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  await waitHydrated(page);
}

test("changing the mobile number: proof first (the old number's code or the password; a wrong password is marked), a code to the new number, the masked number shown", async ({ page, request, watch }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  const old = await bindMobileViaApi(request, member);
  await openSettings(page, member);
  const row = page.getByTestId("contact-mobile");
  await expect(row.getByTestId("contact-mobile-value")).toHaveText(masked(old));

  await row.getByRole("button", { name: "更换手机号" }).click();
  const form = page.getByRole("form", { name: "更换手机号" });
  // Nothing filled: every field says what it needs, nothing is sent.
  await form.getByRole("button", { name: "确定" }).click();
  await expect(field(form, "原手机号验证码")).toHaveAccessibleDescription("请输入原手机号收到的验证码");
  await expect(field(form, "新手机号")).toHaveAccessibleDescription("请输入手机号");
  await expect(field(form, "验证码")).toHaveAccessibleDescription("请输入验证码");

  const fresh = uniqMobile();
  await field(form, "新手机号").fill(fresh);
  await form.getByRole("button", { name: "获取验证码" }).nth(1).click();
  await field(form, "验证码").fill(await waitForCode(request, fresh));

  // The password as proof, wrong: refused, marked on the password, nothing changed.
  await form.getByRole("radio", { name: "使用登录密码" }).check();
  await field(form, "登录密码").fill("wrong-password-1");
  await form.getByRole("button", { name: "确定" }).click();
  await expect(field(form, "登录密码")).toHaveAccessibleDescription("登录密码错误");
  expectHttpErrors(watch, [{ status: 422, path: "/api/member/mobile" }]);
  await expect(row.getByTestId("contact-mobile-value")).toHaveText(masked(old));

  // The right password. (A code to the old number is the other proof: the number got its bind code a moment
  // ago, so the 60 s per-number limit would hold a second one back; the Go tests cover that path.)
  await field(form, "登录密码").fill(member.password);
  await form.getByRole("button", { name: "确定" }).click();
  await expect(toast(page, "手机号已更换")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(row.getByTestId("contact-mobile-value")).toHaveText(masked(fresh));
  await page.reload();
  await expect(page.getByTestId("contact-mobile-value")).toHaveText(masked(fresh));
});

test("changing the e-mail address with the password as proof; binding WeChat by scanning and unbinding it", async ({ page, request, watch }, testInfo) => {
  void watch;
  test.setTimeout(90_000);
  const member = await registerMember(request);
  await openSettings(page, member);
  const row = page.getByTestId("contact-email");
  await expect(row.getByTestId("contact-email-value")).toHaveText(member.email);
  await row.getByRole("button", { name: "更换邮箱" }).click();
  const form = page.getByRole("form", { name: "更换邮箱" });
  // No number bound: the password is the only proof.
  await expect(form.getByRole("radio")).toHaveCount(0);
  await field(form, "登录密码").fill(member.password);
  await field(form, "新邮箱").fill("not-an-address");
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(field(form, "新邮箱")).toHaveAccessibleDescription("请输入正确的邮箱格式");
  const email = uniqEmail("chg");
  await field(form, "新邮箱").fill(email);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(toast(page, "验证码已发送")).toBeVisible();
  await field(form, "验证码").fill(await waitForCode(request, email));
  await form.getByRole("button", { name: "确定" }).click();
  await expect(toast(page, "邮箱已更换")).toBeVisible();
  await expect(row.getByTestId("contact-email-value")).toHaveText(email);

  // WeChat: 绑定微信 shows the sign-in QR; the scan links that WeChat to this account and comes back here.
  const wechat = page.getByTestId("wechat-section");
  await expect(wechat.getByTestId("wechat-state")).toHaveText("未绑定微信");
  await wechat.getByRole("button", { name: "绑定微信" }).click();
  const container = wechat.getByTestId("wx-qr");
  await expect(container.locator("iframe")).toHaveCount(1);
  const frame = container.frameLocator("iframe");
  // One sandbox user per project: the two projects share the server.
  await frame.locator("#wx_sandbox_user").selectOption({ label: testInfo.project.name === "mobile" ? "测试用户五" : "测试用户四" });
  await frame.getByRole("button", { name: "以测试用户确认登录" }).click();
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  await expect(toast(page, "微信绑定成功")).toBeVisible();
  await expect(page.getByTestId("wechat-state")).toHaveText("已绑定微信");
  // Still the same member (not a sign-in as the WeChat user).
  await expect(page.getByTestId("contact-email-value")).toHaveText(email);
  expect(await page.evaluate(() => localStorage.getItem("wechat_bind_pending"))).toBeNull();

  // Unbinding: asked first in the in-page dialog (取消 keeps it bound); allowed, the e-mail and password remain.
  await page.getByTestId("wechat-section").getByRole("button", { name: "解除绑定" }).click();
  await answerConfirm(page, "解除微信绑定？", "取消");
  await page.reload();
  await expect(page.getByTestId("wechat-state")).toHaveText("已绑定微信");
  await page.getByTestId("wechat-section").getByRole("button", { name: "解除绑定" }).click();
  await answerConfirm(page, "解除微信绑定？", "解除绑定");
  await expect(toast(page, "已解除微信绑定")).toBeVisible();
  await expect(page.getByTestId("wechat-state")).toHaveText("未绑定微信");
});
