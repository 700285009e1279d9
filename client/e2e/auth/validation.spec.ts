import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { field, gotoLogin, recordApiCalls, reportApiFailures, selectTab, toast, uniqMobile } from "./helpers";

/** The field's message (spec §5, verbatim): shown under it and announced as its description. */
async function expectMessage(form: Locator, label: string, message: string) {
  await expect(field(form, label)).toHaveAccessibleDescription(message);
  await expect(field(form, label)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
}

async function expectValid(form: Locator, label: string) {
  await expect(field(form, label)).not.toHaveAttribute("aria-invalid", /.*/);
}

/** Lets any late request show up, then checks that none of the watched calls went out. */
async function expectNoCalls(page: Page, calls: string[], pattern: RegExp) {
  await page.waitForTimeout(300);
  expect(calls.filter((c) => pattern.test(c))).toEqual([]);
}

async function submit(form: Locator, name: string) {
  await form.getByRole("button", { name, exact: true }).click();
}

reportApiFailures(test);

test("e-mail login messages", async ({ page, watch }) => {
  void watch;
  await gotoLogin(page);
  const calls = recordApiCalls(page);
  await selectTab(page, "账号登录");
  const form = page.getByRole("form", { name: "邮箱登录" });
  await submit(form, "登录");
  await expectMessage(form, "邮箱", "请输入邮箱");
  await expectMessage(form, "密码", "请输入密码");
  await field(form, "邮箱").fill("not-an-email");
  await expectMessage(form, "邮箱", "请输入正确的邮箱格式");
  await field(form, "邮箱").fill("someone@example.cn");
  await expectValid(form, "邮箱");
  await field(form, "密码").fill("x");
  await expectValid(form, "密码");
  await expectNoCalls(page, calls, /\/api\/login\//);
});

test("register messages; a failed rule stops the submit silently", async ({ page, watch }) => {
  void watch;
  await gotoLogin(page);
  const calls = recordApiCalls(page);
  await selectTab(page, "账号登录");
  await page.getByRole("button", { name: "注册账号" }).click();
  const form = page.getByRole("form", { name: "注册" });
  await submit(form, "注册");
  await expectMessage(form, "用户名", "请输入用户名");
  await expectMessage(form, "邮箱", "请输入邮箱");
  await expectMessage(form, "密码", "请输入密码");
  await expectMessage(form, "确认密码", "请确认密码");
  await expectMessage(form, "验证码", "请输入验证码");
  await field(form, "邮箱").fill("bad@");
  await expectMessage(form, "邮箱", "请输入正确的邮箱格式");
  await field(form, "密码").fill("Secret123");
  await field(form, "确认密码").fill("Secret124");
  await expectMessage(form, "确认密码", "两次输入的密码不一致");
  await submit(form, "注册");
  // Silently: no agreement toast either (the agreement is checked after the fields).
  await expect(toast(page, "请阅读并同意用户协议")).toHaveCount(0);
  await expectNoCalls(page, calls, /\/api\/register/);
});

test("mobile login messages; no code is requested for an invalid number", async ({ page, watch }) => {
  void watch;
  await gotoLogin(page);
  const calls = recordApiCalls(page);
  await selectTab(page, "手机登录");
  const form = page.getByRole("form", { name: "手机登录" });
  await submit(form, "登录");
  await expectMessage(form, "手机号", "请输入手机号");
  await expectMessage(form, "短信验证码", "请输入短信验证码");
  for (const bad of ["12345678901", "1381234567", "2381234567a"]) {
    await field(form, "手机号").fill(bad);
    await expectMessage(form, "手机号", "请输入正确的手机号格式");
  }
  await form.getByRole("button", { name: "获取验证码" }).click();
  await field(form, "手机号").fill("");
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expectMessage(form, "手机号", "请输入手机号");
  await field(form, "手机号").fill(uniqMobile());
  await expectValid(form, "手机号");
  await expectNoCalls(page, calls, /\/api\/(send|login)\//);
});

test("reset messages; no code is requested for an invalid account", async ({ page, watch }) => {
  void watch;
  await gotoLogin(page);
  const calls = recordApiCalls(page);
  await selectTab(page, "账号登录");
  await page.getByRole("button", { name: "忘记密码？" }).click();
  const form = page.getByRole("form", { name: "重置密码" });
  await submit(form, "重置密码");
  await expectMessage(form, "手机号或邮箱", "请输入手机号或邮箱");
  await expectMessage(form, "验证码", "请输入验证码");
  await expectMessage(form, "新密码", "请输入新密码");
  await expectMessage(form, "确认新密码", "请确认新密码");
  await field(form, "手机号或邮箱").fill("12345");
  await expectMessage(form, "手机号或邮箱", "请输入正确的手机号或邮箱格式");
  await form.getByRole("button", { name: "获取验证码" }).click();
  await field(form, "新密码").fill("Secret123");
  await field(form, "确认新密码").fill("Secret12");
  await expectMessage(form, "确认新密码", "两次输入的密码不一致");
  for (const good of ["13812345678", "a@b.cn"]) {
    await field(form, "手机号或邮箱").fill(good);
    await expectValid(form, "手机号或邮箱");
  }
  await expectNoCalls(page, calls, /\/api\/(send|password|email)\//);
  // 返回登录 goes back to the login view.
  await form.getByRole("button", { name: "返回登录" }).click();
  await expect(page.getByRole("form", { name: "邮箱登录" })).toBeVisible();
});

test("the agreement must be ticked: toast '请阅读并同意用户协议', checkbox marked, no call", async ({ page, watch }) => {
  void watch;
  const requests: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/")) requests.push(`${r.method()} ${path}`);
  });
  await gotoLogin(page);
  await selectTab(page, "账号登录");

  // E-mail login.
  const login = page.getByRole("form", { name: "邮箱登录" });
  await field(login, "邮箱").fill("someone@example.cn");
  await field(login, "密码").fill("Secret123");
  await submit(login, "登录");
  await expect(toast(page, "请阅读并同意用户协议")).toBeVisible();
  await expect(login.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  await expectNoCalls(page, requests, /\/api\/login\//);
  // Ticking it clears the mark.
  await login.getByRole("checkbox").check();
  await expect(login.getByRole("checkbox")).not.toHaveAttribute("aria-invalid", /.*/);

  // The agreement links open the documents in a new tab.
  for (const [name, href] of [["《用户协议》", "/agreement/service"], ["《隐私政策》", "/agreement/privacy"]] as const) {
    const link = login.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
  }

  // Register (every field valid, the captcha text filled in).
  await page.getByRole("button", { name: "注册账号" }).click();
  const register = page.getByRole("form", { name: "注册" });
  await field(register, "用户名").fill("someone");
  await field(register, "邮箱").fill("someone@example.cn");
  await field(register, "密码").fill("Secret123");
  await field(register, "确认密码").fill("Secret123");
  await field(register, "验证码").fill("abcd");
  await submit(register, "注册");
  await expect(register.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  await expect(toast(page, "请阅读并同意用户协议")).toBeVisible();
  await expectNoCalls(page, requests, /\/api\/register/);

  // Mobile login.
  await selectTab(page, "手机登录");
  const mobile = page.getByRole("form", { name: "手机登录" });
  await field(mobile, "手机号").fill("13812345678");
  await field(mobile, "短信验证码").fill("123456");
  await submit(mobile, "登录");
  await expect(mobile.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
  await expect(toast(page, "请阅读并同意用户协议")).toBeVisible();
  await expectNoCalls(page, requests, /\/api\/login\//);
});

test("switching tabs resets the account view and clears the forms", async ({ page, watch }) => {
  void watch;
  await gotoLogin(page);
  await selectTab(page, "账号登录");
  await page.getByRole("button", { name: "注册账号" }).click();
  await field(page.getByRole("form", { name: "注册" }), "用户名").fill("someone");
  await selectTab(page, "手机登录");
  const mobile = page.getByRole("form", { name: "手机登录" });
  await field(mobile, "手机号").fill("13812345678");
  await selectTab(page, "账号登录");
  // Back on the login view, empty.
  const login = page.getByRole("form", { name: "邮箱登录" });
  await expect(login).toBeVisible();
  await expect(field(login, "邮箱")).toHaveValue("");
  await selectTab(page, "手机登录");
  await expect(field(page.getByRole("form", { name: "手机登录" }), "手机号")).toHaveValue("");
});
