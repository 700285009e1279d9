import { test, expect } from "../fixtures";
import {
  agree,
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
} from "./helpers";

reportApiFailures(test);

test("e-mail login: a wrong password is refused with '邮箱或密码错误', the right one signs in", async ({ page, request, watch }) => {
  const member = await registerMember(request);
  await gotoLogin(page);
  await selectTab(page, "账号登录");
  const form = page.getByRole("form", { name: "邮箱登录" });

  // The password toggle shows and hides the password.
  const password = field(form, "密码");
  await password.fill("whatever");
  await expect(password).toHaveAttribute("type", "password");
  await form.getByRole("button", { name: "显示密码" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await form.getByRole("button", { name: "隐藏密码" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await emailLogin(form, member.email, "wrong-password");
  await expect(toast(page, "邮箱或密码错误")).toBeVisible();
  expect((await storedSession(page)).token).toBeNull();
  await expect(page).toHaveURL(/\/login$/);

  // While the call is out the button says 登录中... and is disabled.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/login/email", async (route) => {
    await held;
    await route.continue();
  });
  await field(form, "密码").fill(member.password);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  const busy = form.getByRole("button", { name: "登录中..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(toast(page, "登录成功")).toBeVisible();
  const info = await expectSignedIn(page);
  expect(info).toMatchObject({ username: member.username, email: member.email });
  // No ?redirect=: home.
  await expect(page).toHaveURL(/\/$/);
  expectHttpErrors(watch, [{ status: 422, path: "/api/login/email" }]);
});

test("the e-mail is matched without regard to case and surrounding spaces", async ({ page, request, watch }) => {
  void watch;
  const member = await registerMember(request);
  await gotoLogin(page, "/member/profile");
  await selectTab(page, "账号登录");
  const form = page.getByRole("form", { name: "邮箱登录" });
  await field(form, "邮箱").fill(`  ${member.email.toUpperCase()} `);
  await field(form, "密码").fill(member.password);
  await agree(form);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  await expectSignedIn(page);
});

test("five wrong passwords lock the account for a while, with a clear message", async ({ page, request, watch }) => {
  const member = await registerMember(request);
  for (let i = 0; i < 4; i++) expect(await emailLoginCode(request, member.email, `wrong-${i}`)).toBe(422);
  await gotoLogin(page);
  await selectTab(page, "账号登录");
  const form = page.getByRole("form", { name: "邮箱登录" });
  await emailLogin(form, member.email, "wrong-again");
  await expect(toast(page, "密码错误次数过多，请15分钟后再试")).toBeVisible();
  // Locked: the right password is refused too.
  await field(form, "密码").fill(member.password);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(form.getByRole("button", { name: "登录", exact: true })).toBeEnabled();
  expect((await storedSession(page)).token).toBeNull();
  expectHttpErrors(watch, [
    { status: 429, path: "/api/login/email" },
    { status: 429, path: "/api/login/email" },
  ]);
});
