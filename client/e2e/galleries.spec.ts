import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

interface GalleryInfo {
  number: number;
  name: string;
  initial: string;
  city: string;
  description: string;
  phone: string;
  artists: { number: number; name: string }[];
  works: number;
}

/** Every gallery from the API, in pinyin order. */
async function galleries(page: Page): Promise<GalleryInfo[]> {
  type Node = Omit<GalleryInfo, "artists" | "works"> & {
    artists: { edges: { node: { number: number; name: string } }[] };
    artworks: { totalCount: number };
  };
  const data = await gql<{ galleries: { totalCount: number; edges: { node: Node }[] } }>(
    page,
    `query { galleries(first: 100, orderBy: {field: PINYIN, direction: ASC}) { totalCount edges { node {
      number name initial city description phone
      artists(first: 50, orderBy: {field: PINYIN, direction: ASC}) { edges { node { number name } } }
      artworks(first: 1) { totalCount } } } } }`,
  );
  expect(data.galleries.totalCount, "the demo has fewer than 100 galleries").toBe(data.galleries.edges.length);
  return data.galleries.edges.map(({ node }) => ({
    ...node,
    artists: node.artists.edges.map((e) => e.node),
    works: node.artworks.totalCount,
  }));
}

test.describe("galleries, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("/galleries, /galleries/{letter} and /gallery/{n} carry their content in the HTML", async ({ page, watch }) => {
    void watch;
    const all = await galleries(page);
    expect(all.length).toBeGreaterThan(10);
    const res = await page.goto(paths.galleries());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^画廊 - /);
    await expect(page.getByRole("heading", { level: 1, name: "画廊" })).toBeVisible();
    await expect(page.getByTestId("gallery-name")).toHaveText(all.slice(0, 18).map((g) => g.name));

    // '#' holds the gallery whose name starts with a digit.
    const other = all.filter((g) => g.initial === "#");
    expect(other.length).toBeGreaterThan(0);
    const o = await page.goto("/galleries/other");
    expect(o?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("画廊 · 其他");
    await expect(page.getByTestId("gallery-name")).toHaveText(other.map((g) => g.name));

    const g = all.find((x) => x.works > 0 && x.artists.length > 0)!;
    const one = await page.goto(paths.gallery(g.number));
    expect(one?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.name);
    await expect(page).toHaveTitle(new RegExp(`^${g.name} · ${g.city} - `));
    await expect(page.getByTestId("gallery-description")).toContainText(g.description.split("\n")[0]!.slice(0, 20));
    await expect(page.getByTestId("gallery-artists").getByTestId("artist-name")).toHaveText(g.artists.map((a) => a.name));
    await expect(page.getByTestId("gallery-artworks-total")).toHaveText(`共 ${g.works} 件作品`);
    await expect(page.getByTestId("artwork-card")).toHaveCount(Math.min(12, g.works));
    await expect(page.getByTestId("gallery-contact")).toContainText(g.phone);
    // Sharing and search engines: a description, the cover as the share picture, ArtGallery data.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${paths.gallery(g.number)}$`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(ld["@type"]).toBe("ArtGallery");
    expect(String(ld["logo"])).toMatch(/\/media\/.+\.jpg$/);
    await expect(page.getByRole("img", { name: `${g.name}标志` })).toBeVisible();
    expect(ld["name"]).toBe(g.name);
    expect((ld["address"] as Record<string, string>)["addressLocality"]).toBe(g.city);
  });

  test("bad gallery numbers and letters are 404s; /gallery leads to the list", async ({ page, watch }) => {
    void watch;
    for (const path of ["/gallery/99999999", "/gallery/abc", "/galleries/12"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    }
    const res = await page.goto("/gallery");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/galleries");
  });
});

test.describe("galleries, in the browser", () => {
  test("the letter bar filters galleries; a card opens the gallery, whose artists and works link on", async ({ page, watch }) => {
    const all = await galleries(page);
    await page.goto(paths.galleries());
    await waitHydrated(page);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    const letter = all.find((g) => /^[A-Z]$/.test(g.initial))!.initial;
    const bar = page.getByTestId("letter-bar");
    await bar.getByRole("link", { name: letter, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/galleries/${letter}$`));
    await expect(page.getByTestId("gallery-name")).toHaveText(all.filter((g) => g.initial === letter).map((g) => g.name));

    const g = all.find((x) => x.initial === letter)!;
    await page.getByTestId("gallery-card").filter({ hasText: g.name }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.gallery(g.number)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.name);
    // The section nav jumps to the contact details.
    await page.getByTestId("gallery-nav").getByRole("link", { name: "联系方式" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.gallery(g.number)}#contact$`));
    await expect(page.getByTestId("gallery-contact")).toBeInViewport();

    if (g.artists.length > 0) {
      const a = g.artists[0]!;
      await page.getByTestId("gallery-artists").getByRole("link", { name: new RegExp(a.name) }).first().click();
      await expect(page).toHaveURL(new RegExp(`${paths.artist(a.number)}$`));
      // The artist's page names the gallery back.
      await expect(page.getByTestId("artist-galleries")).toContainText(g.name);
    }
  });

  test("/galleries-names lists every gallery by letter; an offered artwork names its gallery", async ({ page, watch }) => {
    void watch;
    const all = await galleries(page);
    await page.goto(paths.galleriesNames());
    await waitHydrated(page);
    await expect(page).toHaveTitle(/^画廊索引 - /);
    for (const l of new Set(all.map((g) => g.initial))) {
      await expect(page.locator(`[data-testid=name-group][data-letter="${l}"] li`)).toHaveText(
        all.filter((g) => g.initial === l).map((g) => g.name),
      );
    }
    const g = all.find((x) => x.works > 0)!;
    await page.getByRole("link", { name: g.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.gallery(g.number)}$`));
    await page.getByTestId("artwork-card").first().click();
    await expect(page).toHaveURL(/\/artwork\/\d+$/);
    await expect(page.getByTestId("artwork-gallery")).toContainText(g.name);
  });
});
