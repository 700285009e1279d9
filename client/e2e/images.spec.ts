import { test, expect } from "@playwright/test";
import { paths } from "../src/system/paths";

// HTML attribute names are case-insensitive (React writes fetchPriority, imageSrcSet): compared lower-cased.
const attrs = (tag: string) => tag.replace(/\s([A-Za-z-]+)=/g, (_m, name: string) => ` ${name.toLowerCase()}=`);

/** The card images of an artworks grid, in page order (their sizes attribute is the grid's). */
function cardImages(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map((m) => attrs(m[0])).filter((tag) => tag.includes('sizes="(max-width: 600px) 50vw'));
}

test("the first screen's artwork images load at once and early, the rest only as they come into view", async ({ request }) => {
  const html = await (await request.get(paths.artworks())).text();
  const imgs = cardImages(html);
  expect(imgs.length).toBeGreaterThan(4);
  for (const tag of imgs.slice(0, 4)) {
    expect(tag).toContain('loading="eager"');
    expect(tag).toContain('fetchpriority="high"');
  }
  for (const tag of imgs.slice(4)) {
    expect(tag).toContain('loading="lazy"');
    expect(tag).not.toContain('fetchpriority="high"');
  }
  // Every card image says its size (no layout shift) and offers widths to choose from.
  for (const tag of imgs) expect(tag).toMatch(/width="\d+" height="\d+"[^>]*|srcset="[^"]+ \d+w/);
});

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
