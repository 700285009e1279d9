import { test, expect } from "../fixtures";
import {
  PASSWORD,
  agree,
  captchaAnswer,
  emailLoginCode,
  expectHttpErrors,
  expectSignedIn,
  field,
  gotoLogin,
  nextCaptchaKey,
  reportApiFailures,
  selectTab,
  toast,
  uniq,
  uniqEmail,
} from "./helpers";

reportApiFailures(test);

test("register with the image captcha: signed in, member info stored, then on to ?redirect=", async ({ page, request, watch }, testInfo) => {
  void watch;
  await gotoLogin(page, "/member/orders");
  await selectTab(page, "账号登录");
  const captchaKey = nextCaptchaKey(page);
  await page.getByRole("button", { name: "注册账号" }).click();
  const form = page.getByRole("form", { name: "注册" });
  await expect(form).toBeVisible();
  // The captcha image is a data: URL from GET /api/captcha.
  await expect(form.getByRole("img", { name: "验证码" })).toHaveAttribute("src", /^data:image\//);

  // A click on the image draws another captcha.
  const refreshed = nextCaptchaKey(page);
  const firstKey = await captchaKey;
  await form.getByRole("button", { name: "刷新验证码" }).click();
  const key = await refreshed;
  expect(key).not.toBe(firstKey);

  const username = `u_${uniq()}`;
  const email = uniqEmail("register");
  await field(form, "用户名").fill(username);
  await field(form, "邮箱").fill(email);
  await field(form, "密码").fill(PASSWORD);
  await field(form, "确认密码").fill(PASSWORD);
  await field(form, "验证码").fill(await captchaAnswer(request, key));
  await agree(form);

  const registered = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/register");
  await form.getByRole("button", { name: "注册", exact: true }).click();
  // Spec §3: username, email, password, password confirmation, captcha text, captcha key.
  const registerCall = await registered;
  // The Channel header: pc on the desktop, h5 in a mobile browser (spec §6).
  expect(registerCall.headers()["channel"]).toBe(testInfo.project.name === "mobile" ? "h5" : "pc");
  const body = registerCall.postDataJSON() as Record<string, string>;
  expect(Object.keys(body)).toEqual(["username", "email", "password", "password_two", "captcha_code", "captcha_key"]);
  expect(body).toMatchObject({ username, email, password: PASSWORD, password_two: PASSWORD, captcha_key: key });

  await expect(toast(page, "注册成功")).toBeVisible();
  const info = await expectSignedIn(page);
  expect(info).toMatchObject({ username, email });
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expect(page.getByTestId("member-bar")).toContainText(username);

  // The new account signs in with its password.
  expect(await emailLoginCode(request, email, PASSWORD)).toBe(1);
});

test("a wrong captcha answer: the server's message, and a fresh captcha", async ({ page, watch }) => {
  await gotoLogin(page);
  await selectTab(page, "账号登录");
  const captchaKey = nextCaptchaKey(page);
  await page.getByRole("button", { name: "注册账号" }).click();
  const form = page.getByRole("form", { name: "注册" });
  const first = await captchaKey;
  await field(form, "用户名").fill(`u_${uniq()}`);
  await field(form, "邮箱").fill(uniqEmail("badcaptcha"));
  await field(form, "密码").fill(PASSWORD);
  await field(form, "确认密码").fill(PASSWORD);
  await field(form, "验证码").fill("0000"); // 0 is not in the captcha alphabet: always wrong
  await agree(form);
  const refreshed = nextCaptchaKey(page);
  await form.getByRole("button", { name: "注册", exact: true }).click();
  await expect(toast(page, "验证码错误")).toBeVisible();
  expect(await refreshed).not.toBe(first);
  await expect(field(form, "验证码")).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  expectHttpErrors(watch, [{ status: 422, path: "/api/register" }]);
});
