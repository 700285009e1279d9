import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

interface ArtistInfo {
  number: number;
  name: string;
  initial: string;
  bio: string | null;
  works: number;
}

/** Every artist from the API, in pinyin order, to pick test subjects. */
async function artists(page: Page): Promise<ArtistInfo[]> {
  const data = await gql<{
    artists: {
      totalCount: number;
      edges: { node: { number: number; name: string; initial: string; bio: string | null; artworks: { totalCount: number } } }[];
    };
  }>(
    page,
    `query { artists(first: 100, orderBy: {field: PINYIN, direction: ASC}) { totalCount edges { node { number name initial bio artworks(first: 1) { totalCount } } } } }`,
  );
  expect(data.artists.totalCount, "the demo has fewer than 100 artists").toBe(data.artists.edges.length);
  return data.artists.edges.map(({ node }) => ({ ...node, works: node.artworks.totalCount }));
}

test.describe("artists, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("/artists and /artist/{n} carry their content in the HTML", async ({ page, watch }) => {
    void watch;
    const all = await artists(page);
    const res = await page.goto(paths.artists());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^艺术家 - /);
    await expect(page.getByRole("heading", { level: 1, name: "艺术家" })).toBeVisible();
    await expect(page.getByTestId("artist-card")).toHaveCount(Math.min(24, all.length));
    // Pinyin order: the first 24 by pinyin, names in the HTML.
    await expect(page.getByTestId("artist-name")).toHaveText(all.slice(0, 24).map((a) => a.name));

    const a = all.find((x) => x.works > 0)!;
    const art = await page.goto(paths.artist(a.number));
    expect(art?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.name);
    await expect(page).toHaveTitle(new RegExp(`^${a.name}`));
    await expect(page.getByTestId("artwork-card")).toHaveCount(Math.min(24, a.works));

    const about = await page.goto(paths.artist(a.number, "about"));
    expect(about?.status()).toBe(200);
    await expect(page.getByTestId("artist-bio")).toContainText((a.bio ?? "").split("\n")[0]!.slice(0, 20));
  });

  test("bad artist numbers and letters are 404s; /artist leads to the list, /artists/x to /artists/X", async ({ page, watch }) => {
    void watch;
    for (const path of ["/artist/99999999", "/artist/abc", "/artist/1/nonsense", "/artists/12", "/artists/ab"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    }
    const lower = await page.goto("/artists/x");
    expect(lower?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/artists/X");
    const res = await page.goto("/artist");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/artists");
    await expect(page.getByRole("heading", { level: 1, name: "艺术家" })).toBeVisible();
  });
});

test.describe("artists, in the browser", () => {
  test("the letter bar filters the list by pinyin initial", async ({ page, watch }) => {
    const all = await artists(page);
    const counts = new Map<string, number>();
    for (const a of all) counts.set(a.initial, (counts.get(a.initial) ?? 0) + 1);
    // A letter that holds some artists but not all of them.
    const [letter, n] = [...counts.entries()].filter(([l]) => /^[A-Z]$/.test(l)).sort((x, y) => y[1] - x[1])[0]!;
    expect(n).toBeLessThan(all.length);

    await page.goto(paths.artists());
    await waitHydrated(page);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    const bar = page.getByTestId("letter-bar");
    await bar.getByRole("link", { name: letter, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/artists/${letter}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`艺术家 · ${letter}`);
    await expect(page).toHaveTitle(new RegExp(`^艺术家 · ${letter} - `));
    const cards = page.getByTestId("artist-card");
    await expect(cards).toHaveCount(Math.min(24, n));
    const initials = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-initial")));
    expect(new Set(initials)).toEqual(new Set([letter]));
    await expect(page.getByTestId("artist-name")).toHaveText(
      all.filter((a) => a.initial === letter).slice(0, 24).map((a) => a.name),
    );
    await expect(bar.getByRole("link", { name: letter, exact: true })).toHaveAttribute("aria-current", "page");

    // 全部 brings every artist back; "load more" pages through them.
    await bar.getByRole("link", { name: "全部" }).click();
    await expect(page).toHaveURL(/\/artists$/);
    await expect(cards).toHaveCount(Math.min(24, all.length));
    if (all.length > 24) {
      await page.getByRole("button", { name: "加载更多" }).click();
      await expect(cards).toHaveCount(Math.min(48, all.length));
    }
  });

  test("/artists-names lists every artist, grouped by letter", async ({ page, watch }) => {
    void watch;
    const all = await artists(page);
    const res = await page.goto(paths.artistsNames());
    expect(res?.status()).toBe(200);
    await waitHydrated(page);
    await expect(page).toHaveTitle(/^艺术家索引 - /);
    const letters = [...new Set(all.map((a) => a.initial))].sort((x, y) =>
      x === "#" ? 1 : y === "#" ? -1 : x.localeCompare(y),
    );
    const groups = page.getByTestId("name-group");
    await expect(groups).toHaveCount(letters.length);
    expect(await groups.evaluateAll((els) => els.map((e) => e.getAttribute("data-letter")))).toEqual(letters);
    for (const l of letters) {
      const names = all.filter((a) => a.initial === l).map((a) => a.name);
      await expect(page.locator(`[data-testid=name-group][data-letter="${l}"] li`)).toHaveText(names);
    }
    // A name links to its artist.
    const first = all[0]!;
    await page.getByRole("link", { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.artist(first.number)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
  });

  test("the artist page's tabs switch between works and about", async ({ page, watch }) => {
    void watch;
    const all = await artists(page);
    const a = all.filter((x) => x.bio).sort((x, y) => y.works - x.works)[0]!;
    await page.goto(paths.artist(a.number));
    await waitHydrated(page);
    const tabs = page.getByRole("navigation", { name: "艺术家页面" });
    await expect(tabs.getByRole("link", { name: "作品" })).toHaveAttribute("aria-current", "page");
    // The works tab lists this artist's works, and only theirs.
    const cards = page.getByTestId("artwork-card");
    await expect(cards).toHaveCount(Math.min(24, a.works));
    const makers = await cards.evaluateAll((els) => els.map((e) => e.querySelector("p.font-semibold")?.textContent));
    expect(new Set(makers)).toEqual(new Set([a.name]));
    await expect(page.getByTestId("artist-artworks-total")).toHaveText(`共 ${a.works} 件作品`);

    await tabs.getByRole("link", { name: "关于" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.artist(a.number, "about")}$`));
    await expect(page).toHaveTitle(new RegExp(`^${a.name}：简介 - `));
    await expect(page.getByTestId("artist-bio")).toContainText(a.bio!.split("\n")[0]!.slice(0, 20));
    await expect(cards).toHaveCount(0);

    await tabs.getByRole("link", { name: "作品" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.artist(a.number)}$`));
    await expect(cards).toHaveCount(Math.min(24, a.works));

    // Every tab has its own address.
    await page.goto(paths.artist(a.number, "articles"));
    await expect(page).toHaveURL(new RegExp(`${paths.artist(a.number, "articles")}$`));
    await expect(tabs.getByRole("link", { name: "文章" })).toHaveAttribute("aria-current", "page");
  });

  test("an artwork links to its artist's page", async ({ page, watch }) => {
    void watch;
    await page.goto(paths.artworks());
    await waitHydrated(page);
    await page.getByTestId("artwork-card").first().click();
    await expect(page).toHaveURL(/\/artwork\/\d+$/);
    const artistLink = page.locator('a[href^="/artist/"]').first();
    const name = (await artistLink.textContent())!;
    await artistLink.click();
    await expect(page).toHaveURL(/\/artist\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});
