/**
 * Issue 12, points 1 and 2 (spec §4 login check, §6 member routes): a token in local storage is never taken on
 * trust. Before a protected action proceeds (立即购买 → /member/buy/{n}, any /member page, also after a reload) a
 * fresh GET /api/member/member checks it; a 401 clears token and member info and opens the login dialog (in-app)
 * or goes to /login?redirect=… (direct visit); cancelling the dialog leaves the address where it was.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import {
  emailLogin,
  expectHttpErrors,
  expectSignedIn,
  registerMember,
  reportApiFailures,
  selectTab,
  storedSession,
  type Member,
} from "./helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

/** Signs the page in through /login and waits for the member page it was sent to. */
async function signIn(page: Page, member: Member, redirect = "/member/orders"): Promise<string> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await waitHydrated(page);
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/\//g, "\\/")}$`));
  await expectSignedIn(page);
  return (await storedSession(page)).token ?? "";
}

/** Ends the session from elsewhere (another device): PUT /api/auth/logout with the token. */
async function revokeElsewhere(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.put("/api/auth/logout", { headers: { Token: token } });
  expect(res.ok()).toBeTruthy();
}

/** Counts the page's GET /api/member/member calls. */
function memberInfoCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/member/member" && r.method() === "GET") calls.push(r.url());
  });
  return calls;
}

function buyLink(page: Page) {
  return page.getByTestId("goods-card").getByRole("link", { name: /^购买/ }).first();
}

test("立即购买 with a token revoked elsewhere: re-checked, cleared, the dialog; closing it stays on /shop", async ({ page, request, watch }) => {
  const member = await registerMember(request);
  const token = await signIn(page, member);
  // Cached member info paints first; the session then ends on another device.
  await page.goto("/shop?kind=print");
  await waitHydrated(page);
  await expect(buyLink(page)).toBeVisible();
  await revokeElsewhere(request, token);
  const calls = memberInfoCalls(page);

  await buyLink(page).click();
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  expect(calls).toHaveLength(1);
  // The address never moved to /member/buy/{n}: no blank member page behind the dialog.
  await expect(page).toHaveURL(/\/shop\?kind=print$/);
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, info: null });

  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/shop\?kind=print$/);
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  expectHttpErrors(watch, [{ status: 401, path: "/api/member/member" }]);
});

test("立即购买 with a valid token: checked by the server, then on to the purchase page; signing in again from the dialog continues", async ({ page, request, watch }) => {
  const member = await registerMember(request);
  const token = await signIn(page, member);
  await page.goto(paths.shop());
  await waitHydrated(page);
  const calls = memberInfoCalls(page);
  await buyLink(page).click();
  await expect(page).toHaveURL(/\/member\/buy\/\d+$/);
  await expect(page.getByRole("heading", { name: "确认订单" })).toBeVisible();
  expect(calls.length).toBeGreaterThanOrEqual(1);

  // Revoked elsewhere, then 立即购买 again: the dialog; this time sign in, and the purchase page follows.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(buyLink(page)).toBeVisible();
  await revokeElsewhere(request, token);
  await buyLink(page).click();
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await selectTab(dialog, "账号登录");
  await emailLogin(dialog, member.email, member.password);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/member\/buy\/\d+$/);
  await expect(page.getByRole("heading", { name: "确认订单" })).toBeVisible();
  expectHttpErrors(watch, [{ status: 401, path: "/api/member/member" }]);
});

test("a member page with a token revoked elsewhere: a reload goes to /login?redirect=…, never the member page", async ({ page, request, watch }) => {
  const member = await registerMember(request);
  const token = await signIn(page, member);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await revokeElsewhere(request, token);

  const calls = memberInfoCalls(page);
  // The login page checks the stored token once it has hydrated: the server's 401 ends the session.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/member/member" && r.status() === 401);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Forders$/);
  await waitHydrated(page);
  await expect(page.getByTestId("login-panel")).toHaveAttribute("data-mode", "embedded");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await refused;
  expect(calls).toHaveLength(1);
  await expect.poll(() => storedSession(page)).toEqual({ token: null, info: null });
  await expect(page.getByTestId("member-bar")).toHaveCount(0);
  expectHttpErrors(watch, [{ status: 401, path: "/api/member/member" }]);
});

test("a made-up token and made-up member info never show a member page", async ({ page, watch }) => {
  // Watch every render: the member bar or the page's heading must never appear, not even for a moment.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __memberSeen: string[] }).__memberSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="member-bar"]')) seen.push("member-bar");
      if (document.querySelector("h1") && /我的订单|个人资料/.test(document.querySelector("h1")?.textContent ?? "")) seen.push("heading");
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(paths.about());
  await waitHydrated(page);
  await page.evaluate(() => {
    localStorage.setItem("token", "f".repeat(64));
    localStorage.setItem("member_info", JSON.stringify({ id: 1, username: "ghost", nickname: "ghost" }));
  });

  // The login page checks the stored token once it has hydrated (after its first paint): the server's 401 ends it.
  const refused = () => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/member/member" && r.status() === 401);
  const firstRefusal = refused();
  await page.goto(paths.member.orders());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Forders$/);
  await waitHydrated(page);
  await firstRefusal;
  await expect.poll(() => storedSession(page)).toEqual({ token: null, info: null });
  await expect(page.getByText("ghost")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __memberSeen: string[] }).__memberSeen)).toEqual([]);

  // The same again for another member page.
  await page.evaluate(() => {
    localStorage.setItem("token", "e".repeat(64));
    localStorage.setItem("member_info", JSON.stringify({ username: "ghost" }));
  });
  const secondRefusal = refused();
  await page.goto(paths.member.profile());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fprofile$/);
  await secondRefusal;
  await expect.poll(() => storedSession(page)).toEqual({ token: null, info: null });
  expect(await page.evaluate(() => (window as unknown as { __memberSeen: string[] }).__memberSeen)).toEqual([]);
  expectHttpErrors(watch, [
    { status: 401, path: "/api/member/member" },
    { status: 401, path: "/api/member/member" },
  ]);
});
