import type { Page } from "@playwright/test";
import { test, expect, artworks, gql, waitHydrated } from "./fixtures";
import { WECHAT_UA } from "./auth/helpers";
import { paths } from "../src/system/paths";

/** The head as a crawler (or WeChat's card builder) reads it. */
async function readHead(page: Page) {
  const head = page.locator("head");
  // An absent tag reads as null (no waiting for it to appear).
  const attr = async (sel: string, name: string) => {
    const loc = head.locator(sel);
    return (await loc.count()) > 0 ? loc.first().getAttribute(name) : null;
  };
  const meta = (sel: string) => attr(sel, "content");
  const og: Record<string, string | null> = {};
  for (const k of ["title", "description", "type", "url", "image", "site_name", "locale"]) og[k] = await meta(`meta[property="og:${k}"]`);
  const ld = await head.locator('script[type="application/ld+json"]').allTextContents();
  return {
    title: await page.title(),
    description: await meta('meta[name="description"]'),
    canonical: await attr('link[rel="canonical"]', "href"),
    og,
    jsonLd: ld.map((t) => JSON.parse(t) as Record<string, unknown>),
  };
}

function yuan(fen: string): string {
  const d = fen.replace(/^0+(?=\d)/, "").padStart(3, "0");
  return `${d.slice(0, -2)}.${d.slice(-2)}`;
}

async function artistOf(page: Page, number: number): Promise<{ number: number; name: string; nameEn: string | null }> {
  const data = await gql<{ artworkByNumber: { artist: { number: number; name: string; nameEn: string | null } } }>(
    page,
    `query { artworkByNumber(number: ${number}) { artist { number name nameEn } } }`,
  );
  return data.artworkByNumber.artist;
}

test.describe("head tags in the server-rendered HTML (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("an artwork page: title, description, canonical, Open Graph and a VisualArtwork with its offer", async ({ page, baseURL, watch }) => {
    void watch;
    const a = (await artworks(page, 50)).find((x) => x.status === "AVAILABLE" && x.images > 0)!;
    expect(a, "an available artwork with images").toBeTruthy();
    const res = await page.goto(`${paths.artwork(a.number)}?utm_source=wechat&from=timeline`);
    expect(res?.status()).toBe(200);
    const h = await readHead(page);
    const url = `${baseURL}/artwork/${a.number}`;
    expect(h.title).toContain(a.title);
    expect(h.title).toMatch(/ - 艺术市场$/);
    expect(h.description).toContain(a.title);
    expect(h.canonical, "query strings are not part of the page").toBe(url);
    expect(h.og).toMatchObject({ type: "product", url, site_name: "艺术市场", locale: "zh_CN" });
    expect(h.og.title).toContain(a.title);
    expect(h.og.image).toMatch(new RegExp(`^${baseURL}/media/.+\\.(jpg|webp|png)$`));
    // The image answers (a crawler fetches it).
    expect((await page.request.get(h.og.image!)).ok()).toBeTruthy();

    expect(h.jsonLd).toHaveLength(1);
    const ld = h.jsonLd[0]!;
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: a.title,
      url,
      creator: { "@type": "Person" },
      offers: { "@type": "Offer", price: yuan(a.priceFen), priceCurrency: "CNY", availability: "https://schema.org/InStock" },
    });
    expect((ld.image as string[])[0]).toBe(h.og.image);
    expect(ld.width).toMatchObject({ "@type": "QuantitativeValue", unitCode: "CMT" });
    expect(ld.height).toMatchObject({ "@type": "QuantitativeValue", unitCode: "CMT" });
    expect(typeof ld.artMedium).toBe("string");
  });

  test("a sold artwork's offer says SoldOut, and prices above 2^31 fen stay exact", async ({ page, watch }) => {
    void watch;
    const list = await artworks(page, 100);
    const sold = list.find((x) => x.status === "SOLD");
    if (sold) {
      await page.goto(paths.artwork(sold.number));
      const ld = (await readHead(page)).jsonLd[0]!;
      expect(ld.offers).toMatchObject({ availability: "https://schema.org/SoldOut", price: yuan(sold.priceFen) });
    }
    const big = list.find((x) => x.status === "AVAILABLE" && BigInt(x.priceFen) > 2147483647n)!;
    await page.goto(paths.artwork(big.number));
    expect((await readHead(page)).jsonLd[0]!.offers).toMatchObject({ price: yuan(big.priceFen) });
  });

  test("an artist page: profile, canonical of the bare address, a Person with its Latin name", async ({ page, baseURL, watch }) => {
    void watch;
    const a = (await artworks(page, 5))[0]!;
    const artist = await artistOf(page, a.number);
    await page.goto(`${paths.artist(artist.number, "artworks")}?sort=new`);
    const h = await readHead(page);
    const url = `${baseURL}/artist/${artist.number}`;
    expect(h.title).toContain(artist.name);
    expect(h.description).toBeTruthy();
    expect(h.canonical).toBe(url);
    expect(h.og).toMatchObject({ type: "profile", url, site_name: "艺术市场", locale: "zh_CN" });
    expect(h.og.image).toMatch(new RegExp(`^${baseURL}/media/`));
    expect(h.jsonLd[0]).toMatchObject({ "@context": "https://schema.org", "@type": "Person", name: artist.name, url });
    if (artist.nameEn) expect(h.jsonLd[0]!.alternateName).toBe(artist.nameEn);

    // The about tab is a page of its own.
    await page.goto(paths.artist(artist.number, "about"));
    expect((await readHead(page)).canonical).toBe(`${url}/about`);
  });

  test("list pages share the logo; a letter page keeps its letter; the 404 has no canonical", async ({ page, baseURL, watch }) => {
    void watch;
    await page.goto("/artworks?page=2");
    let h = await readHead(page);
    expect(h.canonical).toBe(`${baseURL}/artworks`);
    expect(h.og.image).toBe(`${baseURL}/og-logo.png`);
    expect((await page.request.get(h.og.image!)).headers()["content-type"]).toContain("image/png");
    expect(h.jsonLd).toHaveLength(0);

    await page.goto("/artists/Z");
    h = await readHead(page);
    expect(h.canonical).toBe(`${baseURL}/artists/Z`);

    await page.goto("/no-such-page");
    h = await readHead(page);
    expect(h.canonical).toBeNull();
    expect(await page.locator('head meta[name="robots"]').getAttribute("content")).toContain("noindex");
  });
});

test("after a client-side navigation the head describes the new page", async ({ page, baseURL, watch }) => {
  await page.goto(paths.artworks());
  await waitHydrated(page);
  expect((await readHead(page)).canonical).toBe(`${baseURL}/artworks`);
  // Past the first few: the newest works may be members' works that the selling e2e lists and takes down meanwhile.
  const card = page.getByTestId("artwork-card").nth(6).getByRole("link").first();
  const href = (await card.getAttribute("href"))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${href}`);
  const h = await readHead(page);
  expect(h.og.url).toBe(`${baseURL}${href}`);
  expect(h.og.type).toBe("product");
  expect(h.og.image).toMatch(/\/media\//);
  expect(h.jsonLd).toHaveLength(1);
  expect(h.jsonLd[0]!["@type"]).toBe("VisualArtwork");
  expect(h.title).toContain(h.jsonLd[0]!.name as string);
  // One of each tag: navigation replaced them, it did not add more.
  expect(await page.locator('head meta[property="og:url"]').count()).toBe(1);
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);

  // On to the artist.
  await page.locator("article a[href^='/artist/']").first().click();
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "profile");
  const artist = await readHead(page);
  expect(artist.jsonLd[0]!["@type"]).toBe("Person");
  expect(artist.canonical).toBe(page.url());
  expect(await watch.hydrationErrors()).toEqual([]);
});

test("robots.txt and sitemap.xml", async ({ page, baseURL, watch }) => {
  void watch;
  const robots = await page.request.get("/robots.txt");
  expect(robots.ok()).toBeTruthy();
  const text = await robots.text();
  for (const line of ["Disallow: /member/", "Disallow: /api/", "Disallow: /graphql", "Disallow: /_sandbox/", `Sitemap: ${baseURL}/sitemap.xml`]) {
    expect(text).toContain(line);
  }
  const a = (await artworks(page, 1))[0]!;
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.ok()).toBeTruthy();
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/artwork/${a.number}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/artists</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
});

test.describe("inside WeChat", () => {
  test.use({ userAgent: WECHAT_UA });

  test("the page configures the JS-SDK for its address and sets the share card, again after navigating", async ({ page, baseURL, watch }) => {
    void watch;
    const configCalls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/wechat/jssdkconfig")) configCalls.push(new URL(req.url()).searchParams.get("url") ?? "");
    });
    const a = (await artworks(page, 5)).find((x) => x.images > 0)!;
    await page.goto(`${paths.artwork(a.number)}?from=singlemessage#details`);
    await waitHydrated(page);
    type Record = { result: string | null; share: { appMessage: Record2 | null; timeline: Record2 | null } };
    type Record2 = { title: string; desc?: string; link: string; imgUrl: string };
    const sandbox = () => page.evaluate(() => (window as unknown as { __wxSandbox?: Record }).__wxSandbox ?? null);
    await expect.poll(async () => (await sandbox())?.share.appMessage?.link).toBe(`${baseURL}/artwork/${a.number}`);
    expect(configCalls).toEqual([`${baseURL}/artwork/${a.number}?from=singlemessage`]);
    let rec = (await sandbox())!;
    expect(rec.result).toBe("config:ok");
    const og = await page.locator('head meta[property="og:image"]').getAttribute("content");
    expect(rec.share.appMessage).toMatchObject({ imgUrl: og });
    expect(rec.share.appMessage!.title).toContain(a.title);
    expect(rec.share.appMessage!.desc).toBe(await page.locator('head meta[name="description"]').getAttribute("content"));
    expect(rec.share.timeline).toMatchObject({ title: rec.share.appMessage!.title, link: rec.share.appMessage!.link, imgUrl: og });
    // The JS-SDK is loaded once, with the nonce.
    expect(await page.locator('script[src$="/jweixin-1.6.0.js"]').count()).toBe(1);
    expect(await page.locator('script[src$="/jweixin-1.6.0.js"]').evaluate((s: HTMLScriptElement) => s.nonce !== "")).toBe(true);

    await page.locator("article a[href^='/artist/']").first().click();
    await expect.poll(async () => (await sandbox())?.share.appMessage?.link).toMatch(new RegExp(`^${baseURL}/artist/\\d+$`));
    rec = (await sandbox())!;
    expect(configCalls).toHaveLength(2);
    expect(configCalls[1]).toBe(page.url().split("#")[0]);
    expect(rec.result).toBe("config:ok");
    expect(await page.locator('script[src$="/jweixin-1.6.0.js"]').count()).toBe(1);
  });
});
