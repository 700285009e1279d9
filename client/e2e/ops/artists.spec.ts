import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { makePng, memberGql, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

test("an editor creates an artist with a portrait, previews, publishes, and the artist is on /artists and has a page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  // 欧 (ōu): the artists list's O page, where the demo has few names.
  const name = `欧新 ${uniq()}`;

  await signInAs(page, editor, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "艺术家" }).click();
  await expect(page).toHaveURL(/\/ops\/artists$/);
  await page.getByRole("link", { name: "新建艺术家" }).click();
  await expect(page).toHaveURL(/\/ops\/artists\/new$/);
  await waitHydrated(page);

  // Bad input on its field: a birth year ahead of this year; nothing is saved.
  await page.getByLabel("姓名", { exact: true }).fill(name);
  await page.getByLabel("出生年份", { exact: true }).fill("3000");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("出生年份须在 1000 年到今年之间")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/artists\/new$/);

  // A file that is not a picture is refused by the server with its message; then a picture.
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("这不是图片".repeat(50)) });
  await expect(page.getByTestId("image-item")).toContainText(/图片/);
  await expect(page.getByTestId("image-item").and(page.locator('[data-status="error"]'))).toHaveCount(1);
  await page.getByRole("button", { name: "删除 第 1 张图片" }).click();
  await file.setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: makePng(900, 1200) });
  await expect(page.getByTestId("image-item").and(page.locator('[data-status="done"]'))).toHaveCount(1, { timeout: 30_000 });

  await page.getByLabel("出生年份", { exact: true }).fill("1968");
  await page.getByLabel("地区", { exact: true }).fill("杭州");
  await page.getByLabel("简介", { exact: true }).fill("生于杭州，以水墨山水见长。");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/artists\/\d+$/);
  const id = /\/ops\/artists\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);
  await expect(page.getByTestId("artist-state")).toContainText("草稿");

  // The preview is the artist's page with the draft; readers do not see it.
  await page.getByTestId("artist-preview-link").click();
  await expect(page.getByTestId("artist-preview-name")).toHaveText(name);
  await expect(page.getByTestId("artist-preview").getByTestId("artist-portrait")).toBeVisible();
  await expect(page.getByTestId("artist-bio")).toContainText("以水墨山水见长");
  expect((await request.get(paths.artist(number))).status()).toBe(404);
  await page.goto(paths.artists("O"));
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto(paths.ops.artist(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("artist-state")).toContainText("已发布");
  await page.goto(paths.artists("O"));
  await expect(page.getByText(name)).toBeVisible();
  await page.goto(paths.artist(number));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("artist-portrait")).toBeVisible();
});

test("a gallery manager keeps their gallery's artists, a new one is their gallery's, and another gallery's artist is a 404", async ({ page, request }) => {
  test.setTimeout(180_000);
  const m = await seller(request);
  type Galleries = { galleries: { edges: { node: { id: string; name: string; artists: { edges: { node: { id: string; name: string } }[] } } }[] } };
  const { galleries } = await memberGql<Galleries>(
    request,
    m,
    `{ galleries(first: 30) { edges { node { id name artists(first: 10) { edges { node { id name } } } } } } }`,
  );
  const all = galleries.edges.map((e) => ({ ...e.node, artists: e.node.artists.edges.map((a) => a.node) }));
  const mine = all.find((g) => g.artists.length > 0);
  const ownIds = new Set(mine?.artists.map((a) => a.id));
  const theirs = all.flatMap((g) => (g.id === mine?.id ? [] : g.artists)).find((a) => !ownIds.has(a.id));
  expect(mine && theirs).toBeTruthy();
  const manager = grant(m, "gallery_manager", mine?.id ?? "");
  const own = mine?.artists[0];
  const name = `欧画廊 ${uniq()}`;

  await signInAs(page, manager, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "艺术家" }).click();
  await expect(page.getByTestId("ops-artists").getByText(own?.name ?? "")).toBeVisible();
  await expect(page.getByTestId("ops-artists").getByText(theirs?.name ?? "", { exact: true })).toHaveCount(0);

  // A new artist is their gallery's (ticked), edited, then published.
  await page.getByRole("link", { name: "新建艺术家" }).click();
  await waitHydrated(page);
  await expect(page.getByRole("checkbox", { name: mine?.name ?? "" })).toBeChecked();
  await page.getByLabel("姓名", { exact: true }).fill(name);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page).toHaveURL(/\/ops\/artists\/\d+$/);
  await waitHydrated(page);
  await page.getByLabel("地区", { exact: true }).fill("上海");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("artist-state")).toContainText("已发布");
  await page.getByRole("link", { name: "全部艺术家" }).click();
  await expect(page.getByTestId("ops-artists").getByText(name)).toBeVisible();

  // Their gallery's artist opens in the editor; another gallery's answers as an address that does not exist.
  await page.goto(paths.ops.artist(own?.id ?? ""));
  await expect(page.getByLabel("姓名", { exact: true })).toHaveValue(own?.name ?? "");
  const res = await page.goto(paths.ops.artist(theirs?.id ?? ""));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
});
