import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

interface Subject {
  number: number;
  name: string;
  pinyin: string;
  pinyinAbbr: string;
  works: number;
}

/** An artist whose abbreviation names nobody else: the test's subject. */
async function subject(page: Page): Promise<Subject> {
  const data = await gql<{ artists: { edges: { node: Omit<Subject, "works"> & { artworks: { totalCount: number } } }[] } }>(
    page,
    `query { artists(first: 100) { edges { node { number name pinyin pinyinAbbr artworks(first: 1) { totalCount } } } } }`,
  );
  const all = data.artists.edges.map(({ node }) => ({ ...node, works: node.artworks.totalCount }));
  const unique = all.filter(
    (a) => a.works > 0 && all.filter((b) => b.pinyinAbbr.startsWith(a.pinyinAbbr) || b.pinyin.includes(a.pinyinAbbr)).length === 1,
  );
  expect(unique.length, "an artist with a unique pinyin abbreviation").toBeGreaterThan(0);
  return unique[0]!;
}

test.describe("search, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("Chinese, full pinyin and abbreviations find the same artist; tabs per type; helpful empty states", async ({ page, watch }) => {
    void watch;
    const a = await subject(page);
    for (const q of [a.name, a.pinyin, a.pinyinAbbr.toUpperCase()]) {
      const res = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId("search-section-artists").getByTestId("artist-name").first()).toHaveText(a.name);
    }
    // The works tab lists the artist's works (a work is found by its artist).
    await page.goto(`/search/artworks?q=${a.pinyinAbbr}`);
    await expect(page.getByRole("navigation", { name: "搜索结果类型" }).getByRole("link", { name: /^作品/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("artwork-card").first()).toContainText(a.name);
    await expect(page.getByTestId("artworks-total")).toContainText(/共 \d+ 件作品/);

    await page.goto("/search?q=zzxxqqjj");
    await expect(page.getByTestId("search-none")).toContainText("没有找到与“zzxxqqjj”相关的结果");
    await page.goto(paths.search());
    await expect(page.getByTestId("search-empty")).toContainText("试试搜索");
    const bad = await page.goto("/search/people?q=x");
    expect(bad?.status()).toBe(404);
  });
});

test.describe("search, in the browser", () => {
  test("suggestions while typing, chosen by keyboard; submitting shows the results per type", async ({ page, watch }) => {
    void watch;
    const a = await subject(page);
    await page.goto(paths.search());
    await waitHydrated(page);
    const box = page.getByRole("combobox", { name: "搜索" });
    await box.fill(a.pinyinAbbr);
    const list = page.getByRole("listbox", { name: "搜索建议" });
    await expect(list.getByRole("option").first()).toContainText(a.name);
    await box.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${paths.artist(a.number)}$`));

    await page.goto(paths.search());
    await waitHydrated(page);
    await box.fill(a.name);
    await expect(list.getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(a.name)}$`));
    await expect(page.getByTestId("search-section-artists")).toContainText(a.name);
    await page.getByRole("navigation", { name: "搜索结果类型" }).getByRole("link", { name: /^艺术家/ }).click();
    await expect(page).toHaveURL(new RegExp(`/search/artists\\?q=`));
    await expect(page.getByTestId("artist-name")).toHaveText([a.name]);
  });
});
