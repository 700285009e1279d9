/**
 * The header that knows the member (issue 12, points 6 and 7; issue 8: server rendering for a member uses the
 * member's session): who is signed in shows from the first server-rendered byte, follows sign-in and logout
 * without a reload, and every section is reachable on a phone.
 */
import type { Page, TestInfo } from "@playwright/test";
import { test, expect, waitHydrated } from "./fixtures";
import { emailLogin, registerMember, reportApiFailures, selectTab, type Member } from "./auth/helpers";
import { paths } from "../src/system/paths";

reportApiFailures(test);

const SESSION_COOKIE = "am_session";
const SECTIONS: [string, RegExp][] = [
  ["首页", /\/$/],
  ["作品", /\/artworks$/],
  ["艺术家", /\/artists$/],
  ["画廊", /\/galleries$/],
  ["展览", /\/exhibitions$/],
  ["线上展厅", /\/viewing-rooms$/],
  ["文章", /\/articles$/],
  ["直播", /\/art-lives$/],
  ["商城", /\/shop$/],
  ["搜索", /\/search$/],
];
const MEMBER_LINKS: [string, string][] = [
  ["我的订单", "/member/orders"],
  ["我的作品", "/member/artworks"],
  ["收藏的作品", "/member/fav-artworks"],
  ["个人资料", "/member/profile"],
  ["账户设置", "/member/account-settings"],
];

const isMobile = (info: TestInfo) => info.project.name === "mobile";

/** The header's own 登录 link in server-rendered HTML. */
const LOGIN_LINK_HTML = /<a [^>]*href="\/login\?redirect=[^"]*"[^>]*>登录<\/a>/;

/** Signs the browser's context in through the REST API: the answer's cookie lands in the browser. */
async function signedInContext(page: Page): Promise<Member> {
  return registerMember(page.request);
}

/** Puts the token in local storage, as a sign-in in this browser would have. */
async function storeToken(page: Page, member: Member): Promise<void> {
  await page.evaluate((t) => localStorage.setItem("token", t), member.token);
}

/**
 * Opens the phone's menu; returns its panel. The tap is made again if the menu is not open a second later: on a
 * loaded machine a tap made right after an in-app navigation was once lost (a fresh clone's mobile run).
 */
async function openMobileMenu(page: Page) {
  const button = page.getByRole("button", { name: "菜单" });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const panel = page.getByTestId("mobile-nav");
  await expect(panel).toBeVisible();
  return panel;
}

/** Where the member shows: the wide header's menu button, or the phone menu's member block. */
async function expectMemberShown(page: Page, info: TestInfo, member: Member): Promise<void> {
  if (isMobile(info)) {
    const panel = await openMobileMenu(page);
    await expect(panel.getByTestId("mobile-member")).toContainText(member.username);
    await expect(panel.getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  } else {
    await expect(page.getByTestId("member-menu-button")).toContainText(member.username);
    await expect(page.getByRole("banner").getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
  }
}

test.describe("the member in server-rendered pages", () => {
  test("a signed-in member's page is rendered for them: their name, no 登录, never stored", async ({ page, request, watch }) => {
    void watch;
    // A visitor's page offers 登录.
    const visitor = await request.get("/artworks");
    expect(visitor.headers()["cache-control"]).toBe("private, no-cache");
    expect(await visitor.text()).toMatch(LOGIN_LINK_HTML);

    const member = await signedInContext(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie, "the sign-in answer set the session cookie").toBeTruthy();
    expect(cookie).toMatchObject({ value: member.token, httpOnly: true, sameSite: "Lax", path: "/" });

    for (const path of ["/artworks", "/", "/shop"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
      const html = await res.text();
      expect(html, path).not.toMatch(LOGIN_LINK_HTML);
      expect(html, path).toContain(`data-testid="member-name">${member.username}</span>`);
      // The member travels to the browser in the serialised store, for hydration.
      expect(html, path).toContain(`"username":"${member.username}"`);
    }
  });

  test("JavaScript off: the header already shows the member", async ({ browser, page, watch }, info) => {
    void watch;
    const member = await signedInContext(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
    });
    try {
      const noJs = await context.newPage();
      await noJs.goto(paths.artworks());
      const banner = noJs.getByRole("banner");
      await expect(banner.getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
      if (isMobile(info)) {
        // The menu button carries the member's avatar (the initial: no avatar yet).
        await expect(banner.getByTestId("mobile-nav-button").getByTestId("member-initial")).toHaveText(member.username[0]!.toUpperCase());
      } else {
        await expect(banner.getByTestId("member-menu-button")).toBeVisible();
        await expect(banner.getByTestId("member-menu-button")).toContainText(member.username);
      }
    } finally {
      await context.close();
    }
  });

  test("a member's page hydrates without a mismatch and keeps showing the member", async ({ page, watch }, info) => {
    const member = await signedInContext(page);
    await page.goto(paths.artworks());
    await storeToken(page, member);
    for (const path of ["/artworks", "/"]) {
      await page.goto(path);
      await waitHydrated(page);
      expect(await watch.hydrationErrors(), path).toEqual([]);
      expect(await watch.graphqlBeforeHydration(), path).toEqual([]);
      await expectMemberShown(page, info, member);
    }
  });

  test("a cookie whose session has ended renders for a visitor and is cleared", async ({ page, watch }, info) => {
    void watch;
    const member = await signedInContext(page);
    // Logged out elsewhere (another device): the session ends on the server.
    const out = await page.request.fetch("/api/auth/logout", { method: "PUT", headers: { Token: member.token }, maxRedirects: 0 });
    expect(out.ok()).toBeTruthy();
    // The logout answer cleared this browser's cookie; another browser of the member's still has one.
    await page.context().addCookies([{ name: SESSION_COOKIE, value: member.token, url: info.project.use.baseURL! }]);
    const res = await page.request.get("/artworks");
    expect(res.headers()["cache-control"]).toBe("private, no-cache");
    expect(await res.text()).toMatch(LOGIN_LINK_HTML);
    expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE), "stale cookie cleared").toBeUndefined();
  });
});

test("signing in through the header's 登录: the header switches without a reload; 退出登录 brings 登录 back, also after a reload", async ({ page, request, watch }, info) => {
  void watch;
  const member = await registerMember(request);
  await page.goto(paths.artworks());
  await waitHydrated(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  if (isMobile(info)) {
    const panel = await openMobileMenu(page);
    await panel.getByRole("link", { name: "登录", exact: true }).click();
  } else {
    // Wide screens: every section in the header itself, no menu button.
    await expect(page.getByRole("button", { name: "菜单" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "主导航" });
    for (const [label] of SECTIONS.filter(([l]) => l !== "首页" && l !== "搜索")) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "搜索", exact: true })).toBeInViewport({ ratio: 1 });
    await page.getByRole("banner").getByRole("link", { name: "登录", exact: true }).click();
  }
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/artworks$/);
  await selectTab(dialog, "账号登录");
  await emailLogin(dialog, member.email, member.password);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectMemberShown(page, info, member);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);

  // A reload: still the member, from the server's first byte.
  await page.reload();
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  await expectMemberShown(page, info, member);

  // 退出登录.
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/logout");
  if (isMobile(info)) {
    const panel = await openMobileMenu(page);
    await panel.getByRole("button", { name: "退出登录" }).click();
    await expect(panel).toBeHidden();
  } else {
    await page.getByTestId("member-menu-button").click();
    await page.getByRole("button", { name: "退出登录" }).click();
  }
  expect((await loggedOut).ok()).toBeTruthy();
  const loginLink = isMobile(info)
    ? (await openMobileMenu(page)).getByRole("link", { name: "登录", exact: true })
    : page.getByRole("banner").getByRole("link", { name: "登录", exact: true });
  await expect(loginLink).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE), "logout cleared the cookie").toBeUndefined();

  await page.reload();
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  if (isMobile(info)) {
    const panel = await openMobileMenu(page);
    await expect(panel.getByRole("link", { name: "登录", exact: true })).toBeVisible();
    await expect(panel.getByTestId("mobile-member")).toHaveCount(0);
  } else {
    await expect(page.getByRole("banner").getByRole("link", { name: "登录", exact: true })).toBeVisible();
    await expect(page.getByTestId("member-menu-button")).toHaveCount(0);
  }
});

test("the member menu: a button with aria-expanded, keyboard and Escape, links to the member's pages", async ({ page, watch }, info) => {
  void watch;
  const member = await signedInContext(page);
  await page.goto(paths.artworks());
  await storeToken(page, member);
  await page.reload();
  await waitHydrated(page);

  if (isMobile(info)) {
    const panel = await openMobileMenu(page);
    for (const [label, href] of MEMBER_LINKS) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(panel.getByRole("button", { name: "退出登录" })).toBeVisible();
    await panel.getByRole("link", { name: "收藏的作品", exact: true }).click();
    await expect(page).toHaveURL(/\/member\/fav-artworks$/);
    await expect(page.getByRole("heading", { name: "收藏的作品" })).toBeVisible();
    await expect(page.getByRole("button", { name: "菜单" })).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    return;
  }

  const button = page.getByTestId("member-menu-button");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const menu = page.getByTestId("member-menu-panel");
  await expect(button).toHaveAttribute("aria-controls", (await menu.getAttribute("id"))!);
  await expect(menu).toBeHidden();
  // Keyboard: focus, Enter opens, Tab walks into the links, Escape closes and gives focus back.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  for (const [label, href] of MEMBER_LINKS) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(menu.getByRole("button", { name: "退出登录" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "我的订单" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // A click outside closes it.
  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole("heading", { name: "全部作品" }).click();
  await expect(menu).toBeHidden();

  // A link goes there, and the menu closes.
  await button.click();
  await menu.getByRole("link", { name: "我的订单" }).click();
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
});

test.describe("the phone's navigation", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("at 390 px every section is in the menu, and each link goes there", async ({ page, watch }, info) => {
    void watch;
    test.skip(!isMobile(info), "the phone layout");
    await page.goto(paths.articles());
    await waitHydrated(page);
    const button = page.getByRole("button", { name: "菜单" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Closed: no section is on screen but through the menu (the logo is 首页).
    for (const [label] of SECTIONS.filter(([l]) => l !== "首页")) {
      await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    }

    let panel = await openMobileMenu(page);
    // Focus moves into the panel; every section is there, inside the screen.
    await expect(panel.getByRole("link", { name: "首页", exact: true })).toBeFocused();
    const nav = panel.getByRole("navigation", { name: "主导航" });
    for (const [label] of SECTIONS) {
      const link = nav.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    // Escape closes and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Each link navigates, and the menu closes.
    for (const [label, url] of SECTIONS) {
      panel = await openMobileMenu(page);
      await panel.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(url);
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
  });
});
