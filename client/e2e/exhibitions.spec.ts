import type { Page } from "@playwright/test";
import { test, expect, gql, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

interface Show {
  number: number;
  title: string;
  city: string;
  venueName: string;
  status: string;
  statusLabel: string;
  pressText: string;
  gallery: { number: number; name: string } | null;
  artists: { number: number; name: string }[];
  artworks: { title: string }[];
  installationImages: { url: string }[];
}

interface Room {
  number: number;
  title: string;
  status: string;
  statusLine: string;
  statement: string;
  gallery: { number: number; name: string };
  artworks: { title: string }[];
}

const showFields = `number title city venueName status statusLabel pressText gallery { number name }
  artists { number name } artworks { title } installationImages { url }`;

/** The exhibitions of a status (and city), in the list's order. */
async function shows(page: Page, status: string, city?: string): Promise<Show[]> {
  const arg = city ? `, city: ${JSON.stringify(city)}` : "";
  const d = await gql<{ exhibitions: { edges: { node: Show }[] } }>(
    page,
    `{ exhibitions(first: 100, status: ${status}${arg}) { edges { node { ${showFields} } } } }`,
  );
  return d.exhibitions.edges.map((e) => e.node);
}

async function rooms(page: Page, status: string): Promise<Room[]> {
  const d = await gql<{ viewingRooms: { edges: { node: Room }[] } }>(
    page,
    `{ viewingRooms(first: 100, status: ${status}) { edges { node { number title status statusLine statement gallery { number name } artworks { title } } } } }`,
  );
  return d.viewingRooms.edges.map((e) => e.node);
}

const DATES = /^\d{4}年\d{1,2}月\d{1,2}日( – (\d{4}年)?\d{1,2}月\d{1,2}日)?$/;

test.describe("exhibitions and viewing rooms, server-rendered (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("/exhibitions: each tab and city carries its list in the HTML", async ({ page, watch }) => {
    void watch;
    const current = await shows(page, "CURRENT");
    const upcoming = await shows(page, "UPCOMING");
    const past = await shows(page, "PAST");
    expect(current.length, "the demo has current shows").toBeGreaterThan(0);
    expect(upcoming.length, "the demo has upcoming shows").toBeGreaterThan(0);
    expect(past.length, "the demo has past shows").toBeGreaterThan(0);

    const res = await page.goto(paths.exhibitions());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^展览 · 正在展出 - /);
    await expect(page.getByTestId("exhibition-tabs").getByRole("link", { name: "正在展出" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("exhibition-title")).toHaveText(current.slice(0, 12).map((s) => s.title));
    await expect(page.getByTestId("exhibition-dates").first()).toHaveText(DATES);

    await page.goto("/exhibitions?status=past");
    await expect(page.getByTestId("exhibition-tabs").getByRole("link", { name: "往期展览" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("exhibition-title")).toHaveText(past.slice(0, 12).map((s) => s.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/exhibitions\?status=past$/);

    const city = upcoming[0]!.city;
    await page.goto(`/exhibitions?status=upcoming&city=${encodeURIComponent(city)}`);
    await expect(page.getByTestId("city-filter").getByRole("link", { name: city, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("exhibition-title")).toHaveText(upcoming.filter((s) => s.city === city).map((s) => s.title));

    // An unknown status leads to the default list.
    await page.goto("/exhibitions?status=soon");
    expect(new URL(page.url()).search).toBe("");
  });

  test("/exhibition/{n}: venue, dates, status, press text, artists, works and ExhibitionEvent data", async ({ page, watch }) => {
    void watch;
    const s = (await shows(page, "CURRENT")).find((x) => x.gallery && x.artists.length > 1)!;
    const res = await page.goto(paths.exhibition(s.number));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
    await expect(page).toHaveTitle(new RegExp(`^${s.title} · ${s.venueName} - `));
    await expect(page.getByTestId("exhibition-status")).toHaveText(s.statusLabel);
    await expect(page.getByTestId("exhibition-venue").getByRole("link", { name: s.gallery!.name })).toHaveAttribute(
      "href",
      paths.gallery(s.gallery!.number),
    );
    await expect(page.getByTestId("exhibition-dates")).toHaveText(DATES);
    await expect(page.getByTestId("exhibition-press").locator("p")).toHaveCount(s.pressText.split(/\n+/).length);
    await expect(page.getByTestId("exhibition-artists").getByTestId("artist-name")).toHaveText(s.artists.map((a) => a.name));
    await expect(page.getByTestId("exhibition-artworks").getByTestId("artwork-card")).toHaveCount(s.artworks.length);
    await expect(page.getByTestId("installation-images").locator("img")).toHaveCount(s.installationImages.length);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\//);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(ld["@type"]).toBe("ExhibitionEvent");
    expect(ld["name"]).toBe(s.title);
    expect(ld["startDate"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const loc = ld["location"] as { name: string; address: { addressLocality: string } };
    expect(loc.name).toBe(s.venueName);
    expect(loc.address.addressLocality).toBe(s.city);
    expect((ld["organizer"] as { name: string }).name).toBe(s.gallery!.name);

    // A museum's show names its venue without a link.
    const m = (await shows(page, "PAST")).concat(await shows(page, "CURRENT")).find((x) => !x.gallery)!;
    await page.goto(paths.exhibition(m.number));
    await expect(page.getByTestId("exhibition-venue")).toHaveText(m.venueName);
    await expect(page.getByTestId("exhibition-venue").getByRole("link")).toHaveCount(0);
  });

  test("/viewing-rooms and /viewing-room/{n} show status lines, statements and works", async ({ page, watch }) => {
    void watch;
    const open = await rooms(page, "OPEN");
    const closed = await rooms(page, "CLOSED");
    expect(open.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    const res = await page.goto(paths.viewingRooms());
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^线上展厅 · 开放中 - /);
    await expect(page.getByTestId("viewing-room-title")).toHaveText(open.map((r) => r.title));
    await expect(page.getByTestId("viewing-room-status")).toHaveText(open.map((r) => r.statusLine));
    await expect(page.getByTestId("viewing-room-status").first()).toHaveText(/^已开放 · (还有 \d+ 天结束|今天结束)$/);

    await page.goto("/viewing-rooms?status=closed");
    await expect(page.getByTestId("viewing-room-title")).toHaveText(closed.map((r) => r.title));
    await expect(page.getByTestId("viewing-room-status").first()).toHaveText("已结束");

    const r = open[0]!;
    const one = await page.goto(paths.viewingRoom(r.number));
    expect(one?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.title);
    await expect(page.getByTestId("viewing-room-status")).toHaveText(r.statusLine);
    await expect(page.getByTestId("viewing-room-gallery")).toHaveAttribute("href", paths.gallery(r.gallery.number));
    await expect(page.getByTestId("viewing-room-statement")).toContainText(r.statement.split("\n")[0]!.slice(0, 20));
    await expect(page.getByTestId("viewing-room-artworks").getByTestId("artwork-card")).toHaveCount(r.artworks.length);
  });

  test("bad ids are 404s; the bare singular routes lead to the lists", async ({ page, watch }) => {
    void watch;
    for (const path of ["/exhibition/99999999", "/exhibition/abc", "/viewing-room/99999999", "/viewing-room/x1"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    }
    await page.goto("/exhibition");
    expect(new URL(page.url()).pathname).toBe("/exhibitions");
    await page.goto("/viewing-room");
    expect(new URL(page.url()).pathname).toBe("/viewing-rooms");
  });
});

test.describe("exhibitions and viewing rooms, in the browser", () => {
  test("status tabs and the city filter change the URL and the list, and survive a reload", async ({ page, watch }) => {
    const upcoming = await shows(page, "UPCOMING");
    await page.goto(paths.exhibitions());
    await waitHydrated(page);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    expect(await watch.hydrationErrors()).toEqual([]);

    await page.getByTestId("exhibition-tabs").getByRole("link", { name: "即将开幕" }).click();
    await expect(page).toHaveURL(/\/exhibitions\?status=upcoming$/);
    await expect(page.getByTestId("exhibition-title")).toHaveText(upcoming.slice(0, 12).map((s) => s.title));

    const city = upcoming[0]!.city;
    await page.getByTestId("city-filter").getByRole("link", { name: city, exact: true }).click();
    await expect(page).toHaveURL(`/exhibitions?status=upcoming&city=${encodeURIComponent(city)}`);
    const inCity = upcoming.filter((s) => s.city === city).map((s) => s.title);
    await expect(page.getByTestId("exhibition-title")).toHaveText(inCity);
    await expect(page.getByTestId("exhibition-card")).toHaveCount(inCity.length);

    await page.reload();
    await waitHydrated(page);
    await expect(page.getByTestId("exhibition-title")).toHaveText(inCity);
    await expect(page.getByTestId("city-filter").getByRole("link", { name: city, exact: true })).toHaveAttribute("aria-current", "page");

    // The whole city list comes back with 全部城市.
    await page.getByTestId("city-filter").getByRole("link", { name: "全部城市" }).click();
    await expect(page).toHaveURL(/\/exhibitions\?status=upcoming$/);
    await expect(page.getByTestId("exhibition-card")).toHaveCount(Math.min(12, upcoming.length));

    // The viewing rooms' tabs work the same way.
    const soon = await rooms(page, "UPCOMING");
    await page.goto(paths.viewingRooms());
    await waitHydrated(page);
    await page.getByTestId("viewing-room-tabs").getByRole("link", { name: "即将开放" }).click();
    await expect(page).toHaveURL(/\/viewing-rooms\?status=upcoming$/);
    await expect(page.getByTestId("viewing-room-status")).toHaveText(soon.map((r) => r.statusLine));
    await expect(page.getByTestId("viewing-room-status").first()).toHaveText(/^(\d+ 天后开放|今天开放)$/);
  });

  test("an exhibition opens its installation views in the image viewer", async ({ page, watch }) => {
    void watch;
    const s = (await shows(page, "CURRENT")).find((x) => x.installationImages.length > 1)!;
    await page.goto(paths.exhibition(s.number));
    await waitHydrated(page);
    await page.getByRole("button", { name: "查看展览现场大图 2" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${s.installationImages.length}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a card leads to the viewing room, whose works and gallery link on", async ({ page, watch }) => {
    void watch;
    const r = (await rooms(page, "OPEN"))[0]!;
    await page.goto(paths.viewingRooms());
    await waitHydrated(page);
    await page.getByTestId("viewing-room-card").filter({ hasText: r.title }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.viewingRoom(r.number)}$`));
    // The address changes before the room's page replaces the list (whose
    // cards carry the same status test id): wait for the room's own heading.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.title);
    await expect(page.getByTestId("viewing-room-status")).toHaveText(r.statusLine);
    await expect(page.getByTestId("viewing-room-artworks").getByTestId("artwork-card")).toHaveCount(r.artworks.length);
    await page.getByTestId("viewing-room-gallery").click();
    await expect(page).toHaveURL(new RegExp(`${paths.gallery(r.gallery.number)}$`));
    await expect(page.getByTestId("gallery-viewing-rooms")).toContainText(r.title);
  });

  test("the artist's exhibitions tab and the gallery's sections list their shows", async ({ page, watch }) => {
    void watch;
    const s = (await shows(page, "CURRENT")).find((x) => x.gallery)!;
    const a = s.artists[0]!;
    const d = await gql<{ artistByNumber: { exhibitions: { totalCount: number; edges: { node: { title: string } }[] } } }>(
      page,
      `{ artistByNumber(number: ${a.number}) { exhibitions(first: 12, orderBy: {field: STARTS_ON, direction: DESC}) { totalCount edges { node { title } } } } }`,
    );
    await page.goto(paths.artist(a.number));
    await waitHydrated(page);
    await page.getByRole("navigation", { name: "艺术家页面" }).getByRole("link", { name: "展览" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.artist(a.number, "exhibitions")}$`));
    await expect(page).toHaveTitle(new RegExp(`^${a.name}：展览 - `));
    await expect(page.getByTestId("artist-exhibitions-total")).toHaveText(`共 ${d.artistByNumber.exhibitions.totalCount} 个展览`);
    await expect(page.getByTestId("artist-exhibitions").getByTestId("exhibition-title")).toHaveText(
      d.artistByNumber.exhibitions.edges.map((e) => e.node.title),
    );
    await page.getByTestId("artist-exhibitions").getByTestId("exhibition-card").filter({ hasText: s.title }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.exhibition(s.number)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
    await page.getByTestId("exhibition-venue").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${paths.gallery(s.gallery!.number)}$`));
    await page.getByTestId("gallery-nav").getByRole("link", { name: "展览" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.gallery(s.gallery!.number)}#exhibitions$`));
    await expect(page.getByTestId("gallery-exhibitions").getByTestId("exhibition-title").filter({ hasText: s.title })).toHaveCount(1);
    await expect(page.getByTestId("gallery-nav").getByRole("link", { name: "线上展厅" })).toHaveAttribute("href", "#viewing-rooms");
  });
});
