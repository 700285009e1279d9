/**
 * A signed-in member's public pages come from the page cache (issue 27): the page cached for a template member,
 * made the member's by the Go server (server/web/ssr/memberlayer.go). From the first paint — JavaScript off, or
 * before hydration — the header shows the member and the hearts their favourites; hydration finds no mismatch; the
 * answer is never stored by a shared cache; a member who signs out gets the visitor's page at once.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "./fixtures";
import { registerMember, reportApiFailures, type Member } from "./auth/helpers";
import { paths } from "../src/system/paths";

reportApiFailures(test);

/** The first artwork card's id on /artworks (its favourite button's data-fav), read as a visitor. */
async function firstCardArtwork(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(paths.artworks(), { headers: { Cookie: "" } })).text();
  const m = /aria-pressed="false" data-fav="(\d+)" data-testid="favorite-artwork"/.exec(html);
  expect(m, "a favourite button on /artworks").toBeTruthy();
  return m![1]!;
}

async function favourite(request: APIRequestContext, member: Member, id: string): Promise<void> {
  const res = await request.post("/graphql", {
    headers: { Token: member.token },
    data: { query: `mutation { favorite(input: {targetID: "${id}", on: true}) { isFavorited userErrors { message } } }` },
  });
  expect(((await res.json()) as { data: { favorite: { isFavorited: boolean } } }).data.favorite.isFavorited).toBe(true);
}

/**
 * The page's address, new to the page cache: kept only after the test's favourite (a page kept before a member's
 * change is rendered for them, its count being older than their favourite).
 */
const fresh = (path: string) => `${path}?layer=${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** The favourite button of the artwork id. */
const heart = (page: Page, id: string) => page.locator(`button[data-fav="${id}"]`).first();

test("a member's public pages come from the cache, theirs from the first byte: header, hearts, no-store", async ({ page, watch }) => {
  void watch;
  const member = await registerMember(page.request); // the answer's session cookie lands in the browser's context
  const id = await firstCardArtwork(page.request);
  const list = fresh(paths.artworks());
  // From the cache while the member changed no favourite (after a change, their pages are rendered for them for a
  // kept page's life: its count would not show their favourite).
  for (const path of [list, fresh(paths.home())]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["x-render"], path).toMatch(/^ssr; cache=\w+; member$/);
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
    const html = await res.text();
    expect(html, path).toContain(`data-testid="member-name">${member.username}</span>`);
    expect(html, path).not.toContain("amtpl7q3k");
    expect(html, path).not.toMatch(/<a [^>]*href="\/login\?redirect=[^"]*"[^>]*>登录<\/a>/);
  }
  await favourite(page.request, member, id);
  const html = await (await page.request.get(list)).text();
  expect(html).toContain(`aria-pressed="true" data-fav="${id}"`);
  expect(html).toContain(`"viewerHasFavorited":true`);
});

test("JavaScript off: the member's header and filled heart are painted from the cached page", async ({ browser, page, watch }) => {
  void watch;
  const member = await registerMember(page.request);
  const id = await firstCardArtwork(page.request);
  await favourite(page.request, member, id);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const noJs = await context.newPage();
    await noJs.goto(fresh(paths.artworks()));
    await expect(noJs.getByRole("banner").getByRole("link", { name: "登录", exact: true })).toHaveCount(0);
    await expect(noJs.getByTestId("member-menu-button")).toContainText(member.username);
    await expect(heart(noJs, id)).toHaveAttribute("aria-pressed", "true");
    await expect(heart(noJs, id)).toHaveText("已收藏");
  } finally {
    await context.close();
  }
});

test("the member's cached page hydrates without a mismatch, heart and header kept", async ({ page, watch }) => {
  const member = await registerMember(page.request);
  const id = await firstCardArtwork(page.request);
  await favourite(page.request, member, id);
  await page.goto(paths.artworks());
  await page.evaluate((t) => localStorage.setItem("token", t), member.token);
  for (const path of [fresh(paths.artworks()), fresh(paths.home())]) {
    await page.goto(path);
    await waitHydrated(page);
    expect(await watch.hydrationErrors(), path).toEqual([]);
    expect(await watch.graphqlBeforeHydration(), path).toEqual([]);
  }
  await page.goto(fresh(paths.artworks()));
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  await expect(heart(page, id)).toHaveAttribute("aria-pressed", "true");
  await expect(heart(page, id)).toHaveText("已收藏");
  await expect(page.getByTestId("member-menu-button")).toContainText(member.username);
});

test("signed out: the visitor's page at once", async ({ page, watch }) => {
  void watch;
  const member = await registerMember(page.request);
  expect(await (await page.request.get(paths.artworks())).text()).toContain(`data-testid="member-name">${member.username}</span>`);
  const out = await page.request.fetch("/api/auth/logout", { method: "PUT", headers: { Token: member.token } });
  expect(out.ok()).toBeTruthy();
  const res = await page.request.get(paths.artworks());
  expect(res.headers()["x-render"]).not.toContain("member");
  const html = await res.text();
  expect(html).not.toContain(member.username);
  expect(html).toMatch(/<a [^>]*href="\/login\?redirect=[^"]*"[^>]*>登录<\/a>/);
});
