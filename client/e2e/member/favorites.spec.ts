import type { Locator, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { agree, emailLogin, field, gotoLogin, registerMember, reportApiFailures, selectTab, toast, uniqMobile, waitForCode } from "../auth/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

function countOf(text: string | null): number {
  const m = /^(\d+) 人/.exec(text ?? "");
  if (!m) throw new Error(`no count in ${text}`);
  return Number(m[1]);
}

/** The nth card of a list, found again by its link (unique) however the list is reordered afterwards. */
async function cardByLink(page: Page, testId: string, nth: number): Promise<Locator> {
  const href = await page.getByTestId(testId).nth(nth).locator("a[href]").first().getAttribute("href");
  expect(href, `${testId} ${nth} has a link`).toBeTruthy();
  return page.getByTestId(testId).filter({ has: page.locator(`a[href="${href}"]`) });
}

test("a visitor favourites an artwork: login dialog, SMS sign-in, the favourite sticks, is listed and removed; then follows an artist", async ({ page, request }, testInfo) => {
  // Each project takes its own card, so the two projects never count the same work.
  const nth = testInfo.project.name === "mobile" ? 1 : 0;
  await page.goto(paths.artworks());
  // The card is held by its link, not its place: another test's favourite may reorder a list while this runs.
  const card = await cardByLink(page, "artwork-card", nth);
  const title = (await card.locator("p.text-secondary span.italic").textContent()) ?? "";
  const before = countOf(await card.getByTestId("favorite-count-artwork").textContent());
  await card.getByRole("button", { name: "收藏", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await selectTab(dialog, "手机登录");
  const form = dialog.getByRole("form", { name: "手机登录" });
  const mobile = uniqMobile();
  await field(form, "手机号").fill(mobile);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await field(form, "短信验证码").fill(await waitForCode(request, mobile));
  await agree(form);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, "登录成功")).toBeVisible();

  // The action continues after sign-in.
  await expect(card.getByRole("button", { name: "已收藏" })).toBeVisible();
  await expect(card.getByTestId("favorite-count-artwork")).toHaveText(`${before + 1} 人收藏`);
  // It sticks: the server counts it.
  await page.reload();
  await expect(card.getByTestId("favorite-count-artwork")).toHaveText(`${before + 1} 人收藏`);

  await page.goto(paths.member.favArtworks());
  const item = page.getByTestId("favorite-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await item.getByRole("button", { name: "已收藏" }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await expect(page.getByTestId("favorites-empty").getByRole("link")).toHaveAttribute("href", paths.artworks());

  // Following an artist: signed in now, no dialog.
  await page.goto(paths.artists());
  const artist = await cardByLink(page, "artist-card", nth);
  const followers = countOf(await artist.getByTestId("favorite-count-artist").textContent());
  await artist.getByRole("button", { name: "关注", exact: true }).click();
  await expect(artist.getByRole("button", { name: "已关注" })).toBeVisible();
  await expect(artist.getByTestId("favorite-count-artist")).toHaveText(`${followers + 1} 人关注`);
  await page.goto(paths.member.favArtists());
  await expect(page.getByTestId("favorite-item")).toHaveCount(1);
});

test("detail pages: favourite an artwork, follow an artist and a gallery; the counts move, survive a reload, and undo", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  // Targets no other test counts on, one set per project.
  const nth = testInfo.project.name === "mobile" ? 3 : 2;
  const member = await registerMember(request);
  await gotoLogin(page, paths.artworks());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/artworks$/);

  const targets = [
    // Oldest years first: works listed meanwhile by other tests (selling) land at the end, not before the target.
    { list: paths.artworks({ sort: "year_asc" }), card: "artwork-card", kind: "artwork", on: "收藏", off: "已收藏", unit: "人收藏", mine: paths.member.favArtworks() },
    // One letter's artists: the artists that works listed meanwhile bring (江南客, a seller's own name) cannot shift it.
    { list: paths.artists("S"), card: "artist-card", kind: "artist", on: "关注", off: "已关注", unit: "人关注", mine: paths.member.favArtists() },
    { list: paths.galleries(), card: "gallery-card", kind: "gallery", on: "关注", off: "已关注", unit: "人关注", mine: paths.member.favGalleries() },
  ] as const;
  for (const t of targets) {
    await page.goto(t.list);
    const href = await page.getByTestId(t.card).nth(nth).locator("a[href]").first().getAttribute("href");
    expect(href, `${t.kind} link`).toBeTruthy();
    await page.goto(href!);
    await waitHydrated(page);
    // Start from a quiet page: a query still on its way when the toggle is clicked (a prefetch of a link the
    // pointer crossed) would write its older count over the toggle's in the store when it is answered.
    await page.waitForLoadState("networkidle");
    const count = page.getByTestId(`favorite-count-${t.kind}`);
    const before = countOf(await count.textContent());
    // The change shows at once (optimistic); the reload waits for the server's answer, or it could outrun it.
    const saved = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("FavoriteButtonMutation"));
    await page.getByTestId(`favorite-${t.kind}`).click();
    await expect(page.getByTestId(`favorite-${t.kind}`)).toHaveText(t.off);
    await expect(count).toHaveText(`${before + 1} ${t.unit}`);
    expect((await saved).ok()).toBeTruthy();
    // Kept by the server: the member's page rendered again says so.
    await page.reload();
    await expect(page.getByTestId(`favorite-${t.kind}`)).toHaveText(t.off);
    await expect(count).toHaveText(`${before + 1} ${t.unit}`);
    await page.goto(t.mine);
    await expect(page.getByTestId("favorite-item")).toHaveCount(1);
    // Undone from the detail page.
    await page.goto(href!);
    await waitHydrated(page);
    await page.waitForLoadState("networkidle");
    const undone = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("FavoriteButtonMutation"));
    await page.getByTestId(`favorite-${t.kind}`).click();
    await expect(page.getByTestId(`favorite-${t.kind}`)).toHaveText(t.on);
    await expect(count).toHaveText(`${before} ${t.unit}`);
    expect((await undone).ok()).toBeTruthy();
  }
});
