import type { Browser } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, gotoLogin, registerMember, reportApiFailures, selectTab, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

/** A context with JavaScript off, on the same server. */
async function noScript(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
}

test("with JavaScript off, a member page without a session answers with the login page; with one, the page itself", async ({ browser, baseURL, request }) => {
  const member: Member = await registerMember(request);
  const ctx = await noScript(browser, baseURL);
  const page = await ctx.newPage();
  const res = await page.goto(paths.member.address());
  expect(page.url()).toMatch(/\/login\?redirect=%2Fmember%2Faddress$/);
  expect(res?.status()).toBe(200);

  // Signing in sets the session cookie: the server renders member pages for it, no script needed.
  const login = await ctx.request.post("/api/login/email", { data: { email: member.email, password: member.password } });
  expect(((await login.json()) as { code: number }).code).toBe(1);
  const page2 = await page.goto(paths.member.accountSettings());
  expect(page.url()).toMatch(/\/member\/account-settings$/);
  expect(page2?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByTestId("member-page")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "会员中心" }).getByRole("link", { name: "账户设置" }).first()).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("member-bar").getByTestId("member-name")).toHaveText(member.username);
  await ctx.close();
});

test("the member layout: navigation beside the page on desktop, tabs on a phone; moving between entries keeps it", async ({ page, request, watch }, testInfo) => {
  const member = await registerMember(request);
  await gotoLogin(page, paths.member.profile());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/profile$/);

  // A reload is rendered on the server for the session's member: the document already holds the layout.
  const res = await page.reload();
  const html = (await res?.text()) ?? "";
  expect(html).toContain('data-testid="member-page"');
  expect(html).toContain(member.username);
  expect(html).not.toContain('data-testid="member-shell"');
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);

  const mobile = testInfo.project.name === "mobile";
  const nav = page.getByTestId(mobile ? "member-tabs" : "member-nav");
  await expect(nav).toBeVisible();
  await expect(page.getByTestId(mobile ? "member-nav" : "member-tabs")).toBeHidden();
  await expect(page.getByTestId("member-bar").getByTestId("member-name")).toHaveText(member.username);
  await expect(nav.getByRole("link", { name: "个人资料" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "收货地址" }).click();
  await expect(page).toHaveURL(/\/member\/address$/);
  await expect(nav.getByRole("link", { name: "收货地址" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "个人资料" })).not.toHaveAttribute("aria-current", "page");

  // 退出登录 from the navigation: signed out, home, and the member pages need a login again.
  await page.getByTestId("member-bar").getByRole("button", { name: "退出登录" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(paths.member.address());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Faddress$/);
});
