import { test, expect, waitHydrated } from "../fixtures";
import {
  appNavigate,
  captureRouter,
  emailLogin,
  expectHttpErrors,
  expectSignedIn,
  registerMember,
  reportApiFailures,
  selectTab,
  storedSession,
  toast,
} from "./helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

test("a direct visit of /member/orders without a token goes to /login?redirect=…, and signing in lands there", async ({ page, request, watch }, testInfo) => {
  void watch;
  const member = await registerMember(request);
  await page.goto(paths.member.orders());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Forders$/);
  await waitHydrated(page);
  const panel = page.getByTestId("login-panel");
  // Embedded on /login: no dialog, no close button, 微信登录 first.
  await expect(panel).toHaveAttribute("data-mode", "embedded");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "关闭" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "微信登录" })).toHaveAttribute("aria-selected", "true");
  // The logo: 114 wide, 80 on small screens, ratio 114/22.
  const logo = (await panel.getByRole("img", { name: "艺术市场" }).boundingBox())!;
  expect(logo.width).toBeCloseTo(testInfo.project.name === "mobile" ? 80 : 114, 0);
  expect(logo.width / logo.height).toBeCloseTo(114 / 22, 1);

  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expectSignedIn(page);

  // A reload keeps the member page (the token is in local storage).
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/orders$/);
});

test("in-app navigation to a member page opens the login dialog: closed → cancelled, signed in → continues", async ({ page, request, watch }) => {
  void watch;
  const member = await registerMember(request);
  await captureRouter(page);
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();

  await appNavigate(page, "/member/orders");
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("login-panel")).toHaveAttribute("data-mode", "dialog");
  // At most 450 wide, at least 560 high.
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(450);
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.height).toBeGreaterThanOrEqual(560);
  // Persistent: neither Escape nor a click outside closes it.
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/artworks$/);

  await dialog.getByRole("button", { name: "关闭" }).click();
  // Removed after its closing transition; the navigation is cancelled.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();

  // Again, and this time sign in: on to the member page.
  await appNavigate(page, "/member/orders");
  await expect(dialog).toBeVisible();
  await selectTab(dialog, "账号登录");
  await emailLogin(dialog, member.email, member.password);
  await expect(toast(page, "登录成功")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  expect((await storedSession(page)).token).not.toBeNull();
});

test("back to a member page after signing out in another tab opens the dialog; closing it stays put", async ({ page, context, request, watch }) => {
  void watch;
  const member = await registerMember(request);
  await page.goto(`/login?redirect=${encodeURIComponent("/member/orders")}`);
  await waitHydrated(page);
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  // In-app on to the artworks.
  await page.getByRole("link", { name: "去看看作品" }).click();
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();

  // Signed out in another tab: this one hears it through the storage event.
  const other = await context.newPage();
  await other.goto(paths.member.orders());
  await waitHydrated(other);
  await other.getByRole("button", { name: "退出登录" }).click();
  await expect(other).toHaveURL(/\/$/);
  await other.close();
  await expect.poll(async () => (await storedSession(page)).token).toBeNull();

  await page.goBack();
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();
});

test("logout: token and member info cleared, the member pages need a login again", async ({ page, request, watch }) => {
  void watch;
  const member = await registerMember(request);
  await page.goto(`/login?redirect=${encodeURIComponent("/member/account-settings")}`);
  await waitHydrated(page);
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  const { token } = await storedSession(page);
  // The member bar shows who is signed in.
  await expect(page.getByTestId("member-bar")).toContainText(member.username);

  const logoutCall = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/logout");
  await page.getByRole("button", { name: "退出登录" }).click();
  const call = await logoutCall;
  expect(call.method()).toBe("PUT");
  // The call carries the old token (the shared client has none any more).
  expect(call.headers()["token"]).toBe(token);
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({ token: null, info: null });
  expect(await page.evaluate(() => localStorage.getItem("wechat_open_id"))).toBeNull();

  // The session is revoked on the server too.
  const res = await request.get("/api/member/member", { headers: { Token: token ?? "" } });
  expect(((await res.json()) as { code: number }).code).toBe(401);

  await page.goto(paths.member.orders());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Forders$/);
});

test("a token the server no longer accepts, on a direct visit: /login?redirect=… (no dialog); signing in lands on the member page", async ({ page, request, watch }) => {
  const member = await registerMember(request);
  // A session that was ended elsewhere.
  const stale = await registerMember(request);
  await request.put("/api/auth/logout", { headers: { Token: stale.token } });
  await page.goto("/");
  await waitHydrated(page);
  await page.evaluate((t) => localStorage.setItem("token", t), stale.token);

  await page.goto(paths.member.orders());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Forders$/);
  await waitHydrated(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await storedSession(page)).token).toBeNull();

  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expect(page.getByTestId("member-bar")).toContainText(member.username);
  expectHttpErrors(watch, [{ status: 401, path: "/api/member/member" }]);
});

test("a token the server no longer accepts, on an in-app navigation: the dialog; closed → the navigation is cancelled", async ({ page, request, watch }) => {
  const stale = await registerMember(request);
  await request.put("/api/auth/logout", { headers: { Token: stale.token } });
  await captureRouter(page);
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await page.evaluate((t) => {
    localStorage.setItem("token", t);
    localStorage.setItem("member_info", JSON.stringify({ username: "stale" }));
  }, stale.token);
  // The app reads the stored session when it starts.
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();

  await appNavigate(page, "/member/orders");
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/artworks$/);
  expect(await storedSession(page)).toEqual({ token: null, info: null });
  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();
  expectHttpErrors(watch, [{ status: 401, path: "/api/member/member" }]);
});
