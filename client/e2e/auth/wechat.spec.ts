import type { FrameLocator, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import {
  WECHAT_UA,
  appNavigate,
  captureRouter,
  emailLogin,
  expectSignedIn,
  field,
  gotoLogin,
  registerMember,
  reportApiFailures,
  storedSession,
  toast,
  uniqMobile,
  waitForCode,
} from "./helpers";
import { paths } from "../../src/system/paths";

/**
 * The sandbox's test users have no mobile number with us, so their first WeChat login asks to bind one.
 * 测试用户一 and 二 get a number bound (one per project: the desktop and mobile runs share the server);
 * 测试用户三 is never bound, so the skip and one-tap tests always see the bind dialog.
 */
function bindUser(projectName: string): string {
  return projectName === "mobile" ? "测试用户二" : "测试用户一";
}

/** The QR widget's iframe on the wechat tab, once rendered. */
async function qrFrame(page: Page): Promise<FrameLocator> {
  const container = page.getByTestId("wx-qr");
  await expect(container.locator("iframe")).toHaveCount(1);
  await expect(container).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "正在加载微信二维码" })).toHaveCount(0);
  return container.frameLocator("iframe");
}

/**
 * The WeChat callback address as the browser reached it: the page moves on to the wanted page at once,
 * so reading page.url() after the wait can already see the next address.
 */
function callbackUrl(page: Page): Promise<string> {
  return new Promise<string>((resolve) => {
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame() && /\/wechat-callback\?code=[0-9a-f]+&state=/.test(f.url())) resolve(f.url());
    });
  });
}

/** Scan login from /login?redirect=/member/orders, confirmed as `user` in the QR iframe. */
async function scanLogin(page: Page, user: string): Promise<void> {
  await gotoLogin(page, "/member/orders");
  await expect(page.getByRole("tab", { name: "微信登录" })).toHaveAttribute("aria-selected", "true");
  const frame = await qrFrame(page);
  // The 200x200 QR code; the widget's title, status and info are hidden by our CSS.
  const qr = frame.locator("img.qrcode");
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width).toBeCloseTo(200, 0);
  expect(box?.height).toBeCloseTo(200, 0);
  await expect(frame.locator(".title")).toBeHidden();
  await expect(frame.locator(".info")).toBeHidden();
  const state = await page.evaluate(() => localStorage.getItem("wechat_auth_state"));
  expect(state).toMatch(/^[0-9a-z]{2,26}$/);
  expect(await page.evaluate(() => localStorage.getItem("previous_path"))).toBe("/login?redirect=%2Fmember%2Forders");

  await frame.locator("#wx_sandbox_user").selectOption({ label: user });
  const callback = callbackUrl(page);
  await frame.getByRole("button", { name: "以测试用户确认登录" }).click();
  expect(new URL(await callback).searchParams.get("state")).toBe(state);
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(toast(page, "登录成功")).toBeVisible();
  await waitHydrated(page);
}

reportApiFailures(test);

test("WeChat scan login through the simulator, then binding a mobile number with an SMS code", async ({ page, request, watch }, testInfo) => {
  void watch;
  const user = bindUser(testInfo.project.name);
  await scanLogin(page, user);
  const info = await expectSignedIn(page);
  expect(info).toMatchObject({ nickname: user, wechat_bound: true });
  await expect(page.getByTestId("member-bar")).toContainText(user);

  const dialog = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(500);
  expect(await page.evaluate(() => localStorage.getItem("need_bind_mobile"))).toBeNull();
  // Persistent.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  // Its messages (spec §5).
  await dialog.getByRole("button", { name: "绑定手机号", exact: true }).click();
  await expect(field(dialog, "手机号")).toHaveAccessibleDescription("请输入手机号");
  await expect(field(dialog, "验证码")).toHaveAccessibleDescription("请输入验证码");
  await field(dialog, "手机号").fill("10000000000");
  await expect(field(dialog, "手机号")).toHaveAccessibleDescription("请输入正确的手机号格式");

  const mobile = uniqMobile();
  await field(dialog, "手机号").fill(mobile);
  await expect(dialog.getByText("+86", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(toast(page, "验证码已发送")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^\d+秒后重试$/ })).toHaveAttribute("aria-disabled", "true");
  await field(dialog, "验证码").fill(await waitForCode(request, mobile));
  const bind = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/member/bind_mobile");
  await dialog.getByRole("button", { name: "绑定手机号", exact: true }).click();
  expect((await bind).postDataJSON()).toMatchObject({ mobile, mobile_key: expect.stringMatching(/\S{8,}/) });
  await expect(toast(page, "手机号绑定成功")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Member info re-fetched: the number is there (masked), no more binding needed.
  await expect
    .poll(async () => (await storedSession(page)).info?.mobile)
    .toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  expect((await storedSession(page)).info?.need_bind_mobile).toBe(false);
  await expect(page).toHaveURL(/\/member\/orders$/);
});

test("WeChat scan login, then '下次再说' skips binding", async ({ page, watch }) => {
  void watch;
  await scanLogin(page, "测试用户三");
  await expectSignedIn(page);
  const dialog = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "下次再说" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Still signed in, still on the wanted page; a reload does not ask again.
  await expect(page).toHaveURL(/\/member\/orders$/);
  expect((await storedSession(page)).token).not.toBeNull();
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the QR widget's script is loaded once, with the CSP nonce, however often the QR is shown", async ({ page, watch }) => {
  void watch;
  await gotoLogin(page);
  await qrFrame(page);
  await page.getByRole("tab", { name: "账号登录" }).click();
  await expect(page.getByTestId("wx-qr")).toHaveCount(0);
  const codeUrl = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wechat/codeurl");
  await page.getByRole("tab", { name: "微信登录" }).click();
  const answer = await codeUrl;
  expect(new URL(answer.url()).searchParams.get("scopes")).toBe("snsapi_login");
  const { data } = (await answer.json()) as { data: { script_url: string } };
  await qrFrame(page);
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[data-wx-login]")].map((s) => ({ src: s.src, nonce: s.nonce })),
  );
  // The script the server names with the link (the simulator's in sandbox mode), once, with the nonce.
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.src).toBe(data.script_url);
  expect(new URL(data.script_url).pathname).toBe("/_sandbox/wechat/wxLogin.js");
  expect(scripts[0]?.nonce).not.toBe("");
});

test("scan login from the login dialog of an in-app navigation: back to the page it was shown on", async ({ page, watch }) => {
  void watch;
  await captureRouter(page);
  await page.goto("/artworks?page=2");
  await waitHydrated(page);
  await appNavigate(page, "/member/orders");
  const login = page.getByRole("dialog", { name: "登录" });
  await expect(login).toBeVisible();
  const frame = await qrFrame(page);
  expect(await page.evaluate(() => localStorage.getItem("previous_path"))).toBe("/artworks?page=2");
  await frame.locator("#wx_sandbox_user").selectOption({ label: "测试用户三" });
  // Captured as the browser reaches it: the callback page moves on at once, and a wait begun after the click
  // could start when the page is already back on /artworks and wait for ever.
  const callback = callbackUrl(page);
  await frame.getByRole("button", { name: "以测试用户确认登录" }).click();
  await callback;
  await expect(page).toHaveURL(/\/artworks\?page=2$/);
  await expect(toast(page, "登录成功")).toBeVisible();
  await expectSignedIn(page);
  const bind = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(bind).toBeVisible();
  await bind.getByRole("button", { name: "下次再说" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Signed in now: the member page opens without a dialog.
  await appNavigate(page, "/member/orders");
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("signed in in another tab while the QR code is shown: this tab moves on", async ({ page, context, request, watch }) => {
  void watch;
  const member = await registerMember(request);
  await gotoLogin(page, "/member/orders");
  await qrFrame(page);
  const other = await context.newPage();
  await other.goto(paths.login());
  await waitHydrated(other);
  await other.getByRole("tab", { name: "账号登录" }).click();
  await emailLogin(other, member.email, member.password);
  await expect(other).toHaveURL(/\/$/);
  await other.close();
  // Member info arrived through the storage event: login success, on to ?redirect=.
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
});

test("a callback whose state does not match is refused without calling the server", async ({ page, watch }) => {
  void watch;
  const calls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/wechat/login") calls.push(r.url());
  });
  await page.goto("/wechat-callback?code=0123456789abcdef&state=forged");
  await waitHydrated(page);
  await expect(page.getByRole("heading", { name: "微信登录失败" })).toBeVisible();
  await expect(page.getByTestId("wechat-callback")).toContainText("微信登录状态校验失败，请重新登录");
  await expect(toast(page, "微信登录状态校验失败，请重新登录")).toBeVisible();
  expect(calls).toEqual([]);
  expect((await storedSession(page)).token).toBeNull();
  await page.getByRole("link", { name: "返回登录" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("inside WeChat", () => {
  test.use({ userAgent: WECHAT_UA });

  test("one-tap login: no wechat tab, the one-tap button, 10 s wait, consent in the simulator, back signed in", async ({ page, watch }) => {
    void watch;
    await page.clock.install();
    await gotoLogin(page, "/member/orders");
    // The wechat tab is hidden inside WeChat; account is the first tab.
    await expect(page.getByRole("tab")).toHaveText(["账号登录", "手机登录"]);
    await expect(page.getByRole("tab", { name: "账号登录" })).toHaveAttribute("aria-selected", "true");
    const oneTap = page.getByRole("button", { name: "微信一键登录" });
    await expect(oneTap).toBeVisible();

    const codeUrl = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/wechat/codeurl");
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wechat/codeurl");
    await oneTap.click();
    const codeUrlCall = await codeUrl;
    expect(codeUrlCall.headers()["channel"]).toBe("wechat");
    const q = new URL(codeUrlCall.url()).searchParams;
    expect(q.get("scopes")).toBe("snsapi_userinfo");
    expect(q.get("url")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wechat-callback$/);
    const busy = page.getByRole("button", { name: "正在跳转微信授权..." });
    await expect(busy).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem("wechat_login_return_url"))).toBe("/login?redirect=%2Fmember%2Forders");

    // The spec's 10 s wait, on the page's clock, counted from the link's arrival (the clock must not jump
    // before: the request's own 10 s timeout would fire): nothing happens before it is over.
    await answered;
    await page.waitForTimeout(100);
    await page.clock.runFor(9_000);
    await expect(busy).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/login");
    const consent = page.waitForURL(/\/_sandbox\/wechat\/connect\/oauth2\/authorize\?/);
    await page.clock.runFor(1_500);
    await consent;
    const state = new URL(page.url()).searchParams.get("state");
    expect(state).toBeTruthy();
    expect(new URL(page.url()).searchParams.get("scope")).toBe("snsapi_userinfo");

    // The in-WeChat consent page of the simulator.
    await page.getByRole("radio", { name: "测试用户三" }).check();
    const callback = callbackUrl(page);
    await page.getByRole("button", { name: "允许" }).click();
    expect(new URL(await callback).searchParams.get("state")).toBe(state);
    await expect(page).toHaveURL(/\/member\/orders$/);
    await expect(toast(page, "登录成功")).toBeVisible();
    const info = await expectSignedIn(page);
    expect(info).toMatchObject({ nickname: "测试用户三" });
    // 测试用户三 has no number: asked to bind; skipped.
    const dialog = page.getByRole("dialog", { name: "绑定手机号" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "下次再说" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    for (const key of ["wechat_auth_state", "wechat_login_return_url", "previous_path", "wechat_login_pending"]) {
      expect(await page.evaluate((k) => localStorage.getItem(k), key), key).toBeNull();
    }
  });
});

test.describe("inside WeChat, declining", () => {
  test.use({ userAgent: WECHAT_UA });

  test("one-tap login declined on the consent page: back with no code, a clear message, not signed in", async ({ page, watch }) => {
    void watch;
    await page.clock.install();
    await gotoLogin(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wechat/codeurl");
    await page.getByRole("button", { name: "微信一键登录" }).click();
    await expect(page.getByRole("button", { name: "正在跳转微信授权..." })).toBeVisible();
    await answered;
    await page.waitForTimeout(100);
    const consent = page.waitForURL(/\/_sandbox\/wechat\/connect\/oauth2\/authorize\?/);
    await page.clock.runFor(10_500);
    await consent;
    await page.getByRole("button", { name: "拒绝" }).click();
    await page.waitForURL(/\/wechat-callback\?state=/);
    await expect(page.getByRole("heading", { name: "微信登录失败" })).toBeVisible();
    await expect(page.getByTestId("wechat-callback")).toContainText("未获取到微信授权，请重新登录");
    expect((await storedSession(page)).token).toBeNull();
  });
});
