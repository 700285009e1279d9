import { test, expect } from "@playwright/test";
import { paths } from "../src/system/paths";
import { ARTWORK_CARD_SIZES, PRIORITY_CARDS, WIDE_CARD_SIZES } from "../src/components/cardSizes";

// HTML attribute names are case-insensitive (React writes fetchPriority, imageSrcSet): compared lower-cased.
const attrs = (tag: string) => tag.replace(/\s([A-Za-z-]+)=/g, (_m, name: string) => ` ${name.toLowerCase()}=`);

/** The card images of an artworks grid, in page order (their sizes attribute is the grid's). */
function cardImages(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map((m) => attrs(m[0])).filter((tag) => tag.includes(`sizes="${ARTWORK_CARD_SIZES}"`));
}

/** The first page of the list's href (/artist/N, /gallery/N) whose grid shows more cards than the first row. */
async function pageWithCards(request: import("@playwright/test").APIRequestContext, list: string, href: RegExp) {
  const hrefs = [...new Set([...(await (await request.get(list)).text()).matchAll(href)].map((m) => m[0]))];
  for (const h of hrefs) {
    if (cardImages(await (await request.get(h)).text()).length > PRIORITY_CARDS) return h;
  }
  throw new Error(`no page of ${list} shows more than ${PRIORITY_CARDS} artworks`);
}

// Every grid of artworks: the list, an artist's works, a gallery's works (an artist page's largest paint is its
// first card: it loaded lazily there and was fetched late, up to 1.1 s later on Lighthouse's phone).
for (const [name, path] of [
  ["/artworks", async () => paths.artworks()],
  ["an artist's page", (r: import("@playwright/test").APIRequestContext) => pageWithCards(r, paths.artists(), /\/artist\/\d+(?=")/g)],
  ["a gallery's page", (r: import("@playwright/test").APIRequestContext) => pageWithCards(r, paths.galleries(), /\/gallery\/\d+(?=")/g)],
] as const) {
  test(`${name}: the first row's artwork images load at once and early, the rest only as they come into view`, async ({ request }) => {
    const html = await (await request.get(await path(request))).text();
    const imgs = cardImages(html);
    expect(imgs.length).toBeGreaterThan(PRIORITY_CARDS);
    // The phone's first row (its largest paint): eager and high priority; more would share a slow connection with it.
    for (const tag of imgs.slice(0, PRIORITY_CARDS)) {
      expect(tag).toContain('loading="eager"');
      expect(tag).toContain('fetchpriority="high"');
    }
    for (const tag of imgs.slice(PRIORITY_CARDS)) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toContain('fetchpriority="high"');
    }
    // Every card image says its size (no layout shift) and offers widths to choose from.
    for (const tag of imgs) expect(tag).toMatch(/width="\d+" height="\d+"[^>]*|srcset="[^"]+ \d+w/);
    // The first row's pictures are announced in <head>, before the page's scripts and styles are fetched.
    const head = html.slice(0, html.indexOf("</head>"));
    const first = /srcset="([^"]+)"/.exec(imgs[0] ?? "")?.[1];
    expect(first).toBeTruthy();
    expect(attrs(head)).toContain(`imagesrcset="${first}"`);
  });
}

test("an artwork page announces its main image in <head>: preloaded with high priority, the same srcset", async ({ request }) => {
  const list = await (await request.get(paths.artworks())).text();
  const href = /href="(\/artwork\/\d+)"/.exec(list)?.[1];
  expect(href).toBeTruthy();
  const html = await (await request.get(href!)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = attrs(/<link [^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(head)?.[0] ?? "");
  expect(preload).toContain('fetchpriority="high"');
  const srcset = /imagesrcset="([^"]+)"/.exec(preload)?.[1];
  expect(srcset).toMatch(/ \d+w/);
  const body = html.slice(html.indexOf("</head>"));
  const main = attrs(/<button[^>]*data-testid="artwork-main-image"[^>]*>\s*<img [^>]*>/.exec(body)?.[0] ?? "");
  expect(main).toContain(`srcset="${srcset}"`);
  expect(main).toContain('fetchpriority="high"');
  expect(main).not.toContain('loading="lazy"');
});

// The slot width `sizes` promises for this viewport, computed as the browser does: the first media condition that
// matches, then its length (px, or vw of the viewport).
async function slotWidths(page: import("@playwright/test").Page, selector: string) {
  return page.locator(selector).evaluateAll((imgs) =>
    imgs.map((img) => {
      const sizes = img.getAttribute("sizes") ?? "";
      let slot = NaN;
      for (const part of sizes.split(",").map((p) => p.trim())) {
        const m = /^(\(.*\))?\s*(\d+(?:\.\d+)?)(px|vw)$/.exec(part);
        if (!m) continue;
        if (m[1] && !window.matchMedia(m[1]).matches) continue;
        slot = m[3] === "px" ? Number(m[2]) : (Number(m[2]) * window.innerWidth) / 100;
        break;
      }
      // The card's picture box (the image itself may be narrower: a portrait work is contained in it).
      const box = (img.closest("a, article") ?? img.parentElement!) as HTMLElement;
      return { slot, box: box.getBoundingClientRect().width, sizes };
    }),
  );
}

for (const [name, path, sizes] of [
  ["artwork cards on /artworks", paths.artworks(), ARTWORK_CARD_SIZES],
  ["artwork cards on /", paths.home(), ARTWORK_CARD_SIZES],
  ["exhibition cards on /exhibitions", paths.exhibitions(), WIDE_CARD_SIZES],
  ["gallery cards on /galleries", paths.galleries(), WIDE_CARD_SIZES],
] as const) {
  test(`${name}: the width their sizes promise is the width they are shown at`, async ({ page }) => {
    await page.goto(path);
    const slots = await slotWidths(page, `img[sizes="${sizes}"]`);
    expect(slots.length, "card images").toBeGreaterThan(0);
    for (const { slot, box } of slots) {
      // Never smaller (a blurry picture), and at most the card's padding and the grid's gutters larger.
      expect(slot, `sizes slot for a ${box.toFixed(0)} px card`).toBeGreaterThanOrEqual(box * 0.97);
      expect(slot, `sizes slot for a ${box.toFixed(0)} px card`).toBeLessThanOrEqual(box * 1.25 + 16);
    }
  });
}

/** The page's cumulative layout shift so far (the layout-shift entries not caused by input), read in the page. */
async function layoutShift(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries are delivered in the observer's first task.
        setTimeout(() => resolve(total), 50);
      }),
  );
}

test("an artwork page keeps its layout while its main picture arrives: no layout shift", async ({ page, request }) => {
  const list = await (await request.get(paths.artworks())).text();
  const href = /href="(\/artwork\/\d+)"/.exec(list)?.[1];
  expect(href).toBeTruthy();
  // Pictures come late, as on a slow connection: the page is laid out (and read) before the main one arrives.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/media/**", async (route) => {
    await held;
    await route.continue();
  });
  // Not the load event: it waits for the held pictures.
  await page.goto(href!, { waitUntil: "domcontentloaded" });
  const main = page.getByTestId("artwork-main-image").locator("img");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = await page.getByRole("heading", { level: 1 }).boundingBox();
  const box = await main.boundingBox();
  // Its box is the picture's shape before the picture is there.
  expect(box?.height ?? 0).toBeGreaterThan(50);
  release();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
