import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

interface ArticleInfo {
  number: number;
  title: string;
  author: string;
  tags: string[];
  body: string;
  artists: { number: number; name: string }[];
  artworks: { number: number; title: string }[];
}

interface LiveInfo {
  number: number;
  title: string;
  status: "LIVE" | "UPCOMING" | "REPLAY";
  startsAt: string;
  playbackURL: string | null;
}

/** Every published article, newest first. */
async function articles(page: Page): Promise<ArticleInfo[]> {
  const d = await gql<{ articles: { totalCount: number; edges: { node: ArticleInfo }[] } }>(
    page,
    `{ articles(first: 100) { totalCount edges { node { number title author tags body
      artists { number name } artworks { number title } } } } }`,
  );
  expect(d.articles.totalCount).toBe(d.articles.edges.length);
  return d.articles.edges.map((e) => e.node);
}

async function lives(page: Page): Promise<LiveInfo[]> {
  const d = await gql<{ artLives: { edges: { node: LiveInfo }[] } }>(
    page,
    `{ artLives(first: 100, orderBy: {field: STARTS_AT, direction: DESC}) { edges { node { number title status startsAt playbackURL } } } }`,
  );
  return d.artLives.edges.map((e) => e.node);
}

test.describe("articles and lives, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("/articles, /articles?tag= and /article/{n} carry their content in the HTML", async ({ page, watch }) => {
    void watch;
    const all = await articles(page);
    expect(all.length).toBeGreaterThanOrEqual(15);
    const res = await page.goto(paths.articles());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^文章 - /);
    await expect(page.getByRole("heading", { level: 1, name: "文章" })).toBeVisible();
    await expect(page.getByTestId("article-title")).toHaveText(all.slice(0, 12).map((a) => a.title));
    await expect(page.getByTestId("articles-total")).toHaveText(`共 ${all.length} 篇文章`);

    const tagged = all.filter((a) => a.tags.includes("水墨"));
    expect(tagged.length).toBeGreaterThan(1);
    const t = await page.goto(`/articles?tag=${encodeURIComponent("水墨")}`);
    expect(t?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("文章 · 水墨");
    await expect(page.getByTestId("article-title")).toHaveText(tagged.map((a) => a.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/articles\?tag=%E6%B0%B4%E5%A2%A8$/);

    const a = all.find((x) => x.artists.length > 0 && x.artworks.length > 0 && x.body.includes("<blockquote>"))!;
    const one = await page.goto(paths.article(a.number));
    expect(one?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.title);
    await expect(page).toHaveTitle(`${a.title} - 艺术市场`);
    await expect(page.getByTestId("article-byline")).toContainText(a.author);
    await expect(page.getByTestId("article-byline")).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
    const body = page.getByTestId("article-body");
    expect(await body.locator("p").count()).toBeGreaterThanOrEqual(4);
    await expect(body.locator("h2").first()).toBeVisible();
    await expect(body.locator("blockquote")).toHaveCount(1);
    await expect(body.locator("figure img").first()).toHaveAttribute("src", /^\/media\//);
    await expect(page.getByTestId("related-artists").getByRole("link")).toHaveCount(a.artists.length);
    await expect(page.getByTestId("related-artworks").getByTestId("artwork-card")).toHaveCount(a.artworks.length);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(ld["@type"]).toBe("Article");
    expect(ld["headline"]).toBe(a.title);
    expect(ld["author"]).toEqual({ "@type": "Person", name: a.author });
    expect(ld["keywords"]).toBe(a.tags.join(","));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\//);
  });

  test("/art-lives and /live-list carry their sections and the start times", async ({ page, watch }) => {
    void watch;
    const all = await lives(page);
    for (const s of ["LIVE", "UPCOMING", "REPLAY"]) expect(all.filter((l) => l.status === s).length).toBeGreaterThan(1);
    const res = await page.goto(paths.artLives());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^艺术直播 - /);
    for (const [id, name] of [["live", "正在直播"], ["upcoming", "即将开播"], ["replay", "精彩回放"]] as const) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      const cards = page.getByTestId(`lives-${id}`).getByTestId("live-card");
      expect(await cards.count()).toBeGreaterThan(0);
      expect(new Set(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-status"))))).toEqual(
        new Set([id.toUpperCase()]),
      );
    }
    // Without JavaScript the countdown is the absolute start, in Shanghai time.
    const first = page.getByTestId("lives-upcoming").getByTestId("countdown").first();
    await expect(first).toHaveAttribute("data-state", "static");
    await expect(first).toHaveText(/\d{1,2}月\d{1,2}日周. \d\d:\d\d 开播/);

    const list = await page.goto("/live-list?status=upcoming");
    expect(list?.status()).toBe(200);
    await expect(page.getByTestId("live-title")).toHaveText(
      all.filter((l) => l.status === "UPCOMING").map((l) => l.title),
    );
  });

  test("bad numbers are 404s; /article leads to the list; a scheduled article does not exist yet", async ({ page, watch }) => {
    void watch;
    const all = await articles(page);
    for (const path of ["/article/4000000", "/article/abc", "/art-lives?live=4000000", "/art-lives?live=x"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    // The demo's scheduled article is the last one written.
    const scheduled = Math.max(...all.map((a) => a.number)) + 1;
    expect((await page.goto(paths.article(scheduled)))?.status()).toBe(404);
    await page.goto("/article");
    await expect(page).toHaveURL(/\/articles$/);
  });
});

test.describe("articles and lives, hydrated", () => {
  test("the tag bar filters in the URL, and the filter survives a reload", async ({ page, watch }) => {
    const all = await articles(page);
    await page.goto(paths.articles());
    await waitHydrated(page);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    const bar = page.getByTestId("tag-bar");
    await bar.getByRole("link", { name: /^专访/ }).click();
    await expect(page).toHaveURL(/\/articles\?tag=%E4%B8%93%E8%AE%BF$/);
    const interviews = all.filter((a) => a.tags.includes("专访")).map((a) => a.title);
    await expect(page.getByTestId("article-title")).toHaveText(interviews);
    await expect(bar.getByRole("link", { name: /^专访/ })).toHaveAttribute("aria-current", "page");
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByTestId("article-title")).toHaveText(interviews);
    await expect(page).toHaveTitle(/^文章 · 专访 - /);
    await bar.getByRole("link", { name: "全部" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByTestId("article-card")).toHaveCount(12);
    if (all.length > 12) {
      await page.getByRole("button", { name: "加载更多" }).click();
      await expect(page.getByTestId("article-card")).toHaveCount(Math.min(24, all.length));
    }
  });

  test("an article's body hydrates cleanly and its related artist link works", async ({ page, watch }) => {
    void watch; // the fixture fails the test on any console error or CSP violation from the sanitised body
    const all = await articles(page);
    const a = all.find((x) => x.artists.length > 0)!;
    await page.goto(paths.articles());
    await waitHydrated(page);
    await page.getByTestId("article-card").filter({ hasText: a.title }).getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${paths.article(a.number)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.title);
    await expect(page.getByTestId("article-body").locator("h2").first()).toBeVisible();
    const artist = a.artists[0]!;
    await page.getByTestId("related-artists").getByRole("link", { name: new RegExp(`^${artist.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.artist(artist.number)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(artist.name);
  });

  test("the countdown ticks after hydration, and a replay opens in the player", async ({ page, watch }) => {
    void watch;
    const all = await lives(page);
    await page.goto(paths.artLives());
    await waitHydrated(page);
    const clock = page.getByTestId("lives-upcoming").getByTestId("countdown-clock").first();
    await expect(clock).toHaveText(/^(\d+天 )?\d\d:\d\d:\d\d$/);
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before!, { timeout: 3000 });

    const replay = all.find((l) => l.status === "REPLAY" && l.playbackURL)!;
    await page.getByTestId("live-card").filter({ hasText: replay.title }).getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/art-lives\\?live=${replay.number}$`));
    await expect(page.getByTestId("live-detail-title")).toHaveText(replay.title);
    const video = page.getByTestId("live-player").locator("video");
    await expect(video).toHaveAttribute("src", replay.playbackURL!);
    await expect(video).toHaveAttribute("controls", "");
    await expect(page).toHaveTitle(`${replay.title} · 艺术直播 - 艺术市场`);

    // An upcoming live shows its countdown where the player will be.
    const upcoming = all.find((l) => l.status === "UPCOMING")!;
    await page.goto(`/art-lives?live=${upcoming.number}`);
    await waitHydrated(page);
    await expect(page.getByTestId("live-waiting").getByTestId("countdown-clock")).toHaveText(/\d\d:\d\d:\d\d$/);
  });

  test("/live-list filters by status in the URL", async ({ page, watch }) => {
    void watch;
    const all = await lives(page);
    await page.goto(paths.liveList());
    await waitHydrated(page);
    await expect(page.getByTestId("lives-total")).toHaveText(`共 ${all.length} 场直播`);
    const filters = page.getByTestId("live-filters");
    await filters.getByRole("link", { name: "回放" }).click();
    await expect(page).toHaveURL(/\/live-list\?status=replay$/);
    const replays = all.filter((l) => l.status === "REPLAY");
    await expect(page.getByTestId("lives-total")).toHaveText(`共 ${replays.length} 场直播`);
    const cards = page.getByTestId("live-card");
    await expect(cards).toHaveCount(Math.min(12, replays.length));
    expect(new Set(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-status"))))).toEqual(new Set(["REPLAY"]));
    await page.reload();
    await waitHydrated(page);
    await expect(filters.getByRole("link", { name: "回放" })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: "直播中" }).click();
    await expect(page).toHaveURL(/\/live-list\?status=live$/);
    await expect(cards).toHaveCount(all.filter((l) => l.status === "LIVE").length);
    // An unknown status leads to the whole list.
    await page.goto("/live-list?status=nope");
    await expect(page).toHaveURL(/\/live-list$/);
  });

  test("the artist page's articles tab lists the articles about the artist", async ({ page, watch }) => {
    void watch;
    const all = await articles(page);
    const byArtist = new Map<number, { name: string; titles: string[] }>();
    for (const a of all) {
      for (const p of a.artists) {
        const e = byArtist.get(p.number) ?? { name: p.name, titles: [] };
        e.titles.push(a.title);
        byArtist.set(p.number, e);
      }
    }
    const [number, artist] = [...byArtist.entries()].sort((x, y) => y[1].titles.length - x[1].titles.length)[0]!;
    await page.goto(paths.artist(number));
    await waitHydrated(page);
    const tabs = page.getByRole("navigation", { name: "艺术家页面" });
    await tabs.getByRole("link", { name: "文章" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.artist(number, "articles")}$`));
    await expect(page).toHaveTitle(new RegExp(`^${artist.name}：相关文章 - `));
    await expect(page.getByTestId("artist-articles").getByTestId("article-title")).toHaveText(artist.titles.slice(0, 9));
    await page.reload();
    await waitHydrated(page);
    await expect(tabs.getByRole("link", { name: "文章" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("article-card")).toHaveCount(Math.min(9, artist.titles.length));
  });
});
