import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import {
  bindMobileViaApi,
  emailLogin,
  emailLoginCode,
  expectHttpErrors,
  expectSignedIn,
  field,
  gotoLogin,
  registerMember,
  reportApiFailures,
  selectTab,
  storedSession,
  toast,
  waitForCode,
} from "./helpers";

const PASSWORD_2 = "Changed456";
const PASSWORD_3 = "Again789x";

async function openReset(page: Page): Promise<Locator> {
  await gotoLogin(page);
  await selectTab(page, "账号登录");
  await page.getByRole("button", { name: "忘记密码？" }).click();
  const form = page.getByRole("form", { name: "重置密码" });
  await expect(form).toBeVisible();
  return form;
}

/** Fills the reset form for `account` with the code sent to it (message number `nth`) and submits it. */
async function resetWith(page: Page, form: Locator, account: string, nth: number, password: string) {
  await field(form, "手机号或邮箱").fill(account);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(toast(page, "验证码已发送")).toBeVisible();
  await expect(form.getByRole("button", { name: /^\d+秒后重试$/ })).toHaveAttribute("aria-disabled", "true");
  const code = await waitForCode(page.request, account, nth);
  await field(form, "验证码").fill(code);
  await field(form, "新密码").fill(password);
  await field(form, "确认新密码").fill(password);
  await form.getByRole("button", { name: "重置密码", exact: true }).click();
  await expect(toast(page, "密码重置成功")).toBeVisible();
  // Back to the login view.
  await expect(page.getByRole("form", { name: "邮箱登录" })).toBeVisible();
}

/** On the login view: the old password is refused, the new one signs in. */
async function oldFailsNewWorks(page: Page, email: string, oldPassword: string, newPassword: string) {
  const login = page.getByRole("form", { name: "邮箱登录" });
  await emailLogin(login, email, oldPassword);
  await expect(toast(page, "邮箱或密码错误")).toBeVisible();
  expect((await storedSession(page)).token).toBeNull();
  await field(login, "密码").fill(newPassword);
  await login.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, "登录成功")).toBeVisible();
  await expectSignedIn(page);
}

/** Whether a token still opens a session. */
async function sessionCode(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get("/api/member/member", { headers: { Token: token } });
  return ((await res.json()) as { code: number }).code;
}

reportApiFailures(test);

test("reset by e-mail, then by phone: codes from the outbox; each time the new password signs in and the old one does not", async ({ page, request, watch }) => {
  // The member's number gets the bind code first, and the server sends the next code to the same number
  // only 60 s later (real time): the e-mail reset runs meanwhile, then the phone reset waits for the rest.
  test.setTimeout(120_000);
  const member = await registerMember(request);
  const mobile = await bindMobileViaApi(request, member);
  const boundAt = Date.now();

  // By e-mail.
  let form = await openReset(page);
  const emailSent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/send/email/find_pass");
  const emailReset = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/email/reset");
  await resetWith(page, form, member.email, 1, PASSWORD_2);
  expect((await emailSent).postDataJSON()).toEqual({ email: member.email });
  const emailBody = (await emailReset).postDataJSON() as Record<string, string>;
  expect(Object.keys(emailBody).sort()).toEqual(["email", "email_code", "email_key", "password", "password_two"]);
  expect(emailBody).toMatchObject({ email: member.email, password: PASSWORD_2, password_two: PASSWORD_2 });
  expect(emailBody.email_key).toMatch(/\S{8,}/);
  // The reset ended the member's sessions.
  expect(await sessionCode(request, member.token)).toBe(401);
  await oldFailsNewWorks(page, member.email, member.password, PASSWORD_2);
  const afterEmail = (await storedSession(page)).token ?? "";

  // By phone, signed out again (on a fresh page).
  await page.evaluate(() => localStorage.clear());
  form = await openReset(page);
  await page.waitForTimeout(Math.max(0, boundAt + 61_000 - Date.now()));
  const mobileSent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/send/mobile/find_pass");
  const mobileReset = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/password/reset");
  await resetWith(page, form, mobile, 2, PASSWORD_3);
  expect((await mobileSent).postDataJSON()).toEqual({ mobile });
  const mobileBody = (await mobileReset).postDataJSON() as Record<string, string>;
  expect(Object.keys(mobileBody).sort()).toEqual(["mobile", "mobile_code", "mobile_key", "password", "password_two"]);
  expect(mobileBody).toMatchObject({ mobile, password: PASSWORD_3, password_two: PASSWORD_3 });
  expect(await sessionCode(request, afterEmail)).toBe(401);
  await oldFailsNewWorks(page, member.email, PASSWORD_2, PASSWORD_3);
  expect(await emailLoginCode(request, member.email, PASSWORD_3)).toBe(1);
  expectHttpErrors(watch, [
    { status: 422, path: "/api/login/email" },
    { status: 422, path: "/api/login/email" },
  ]);
});
