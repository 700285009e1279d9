import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, emailLoginCode, gotoLogin, registerMember, reportApiFailures, selectTab } from "../auth/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

test("changing the password signs the other device out and keeps this one; the new password signs in", async ({ page, browser, baseURL, request }) => {
  const member = await registerMember(request);
  // Another device, signed in.
  const other = await browser.newContext(baseURL ? { baseURL } : {});
  const otherPage = await other.newPage();
  await gotoLogin(otherPage, paths.member.profile());
  await selectTab(otherPage, "账号登录");
  await emailLogin(otherPage, member.email, member.password);
  await expect(otherPage).toHaveURL(/\/member\/profile$/);

  await gotoLogin(page, paths.member.accountSettings());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  const section = page.getByTestId("password-section");
  await section.getByLabel("原密码", { exact: true }).fill(member.password);
  await section.getByLabel("新密码", { exact: true }).fill("newpass123");
  await section.getByLabel("确认新密码", { exact: true }).fill("newpass12");
  await section.getByRole("button", { name: "修改密码" }).click();
  await expect(section.getByText("两次输入的密码不一致")).toBeVisible();
  await section.getByLabel("确认新密码", { exact: true }).fill("newpass123");
  await section.getByRole("button", { name: "修改密码" }).click();
  await expect(page.getByText("密码已修改，其他设备已退出登录")).toBeVisible();

  // This device is still signed in (its new token): a reload shows the page.
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByTestId("password-section")).toBeVisible();
  // The other device is out: its next visit goes to the login page.
  await otherPage.goto(paths.member.profile());
  await expect(otherPage).toHaveURL(/\/login\?redirect=/);
  await other.close();
  // The old password no longer signs in; the new one does.
  expect(await emailLoginCode(request, member.email, member.password)).not.toBe(1);
  expect(await emailLoginCode(request, member.email, "newpass123")).toBe(1);
});

test("a notification preference is saved at once and kept after a reload", async ({ page, request }) => {
  const member = await registerMember(request);
  await gotoLogin(page, paths.member.accountSettings());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  const priceDrops = page.getByTestId("notify-section").getByRole("group", { name: "收藏作品降价" });
  const email = priceDrops.getByRole("checkbox", { name: "邮件" });
  await expect(email).not.toBeChecked();
  await expect(priceDrops.getByRole("checkbox", { name: "微信" })).toBeChecked();
  await email.check();
  await expect(page.getByText("通知设置已保存")).toBeVisible();
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByTestId("notify-section").getByRole("group", { name: "收藏作品降价" }).getByRole("checkbox", { name: "邮件" })).toBeChecked();
  // WeChat: a member who signed up by e-mail has none bound.
  await expect(page.getByTestId("wechat-state")).toHaveText("未绑定微信");
});
