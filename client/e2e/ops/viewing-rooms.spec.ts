import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { makePng, memberGql, seller, signInAs } from "../selling/helpers";
import { utcToShanghaiLocal } from "../../src/apps/ops/publishingRules";

reportApiFailures(test);

/** Two different galleries of the demo that present viewing rooms: a room of the first, and the second's id. */
async function twoGalleries(request: Parameters<typeof seller>[0], m: Awaited<ReturnType<typeof seller>>) {
  const { viewingRooms } = await memberGql<{ viewingRooms: { edges: { node: { id: string; title: string; gallery: { id: string } } }[] } }>(
    request,
    m,
    `{ viewingRooms(first: 50) { edges { node { id title gallery { id } } } } }`,
  );
  const rooms = viewingRooms.edges.map((e) => e.node);
  const theirs = rooms[0];
  const mine = rooms.find((r) => r.gallery.id !== theirs?.gallery.id)?.gallery.id ?? "";
  expect(theirs && mine).toBeTruthy();
  return { theirs: theirs!, mine };
}

test("a gallery manager lists only their gallery's viewing rooms, creates one with a cover, is told a closing before the opening on its field, previews, publishes, and it is on the public page; another gallery's room is a 404", async ({ page, request }) => {
  test.setTimeout(180_000);
  const m = await seller(request);
  const { theirs, mine } = await twoGalleries(request, m);
  const manager = grant(m, "gallery_manager", mine);
  const title = `线上新展 ${uniq()}`;
  const opens = utcToShanghaiLocal(new Date(Date.now() - 3_600_000));
  const closes = utcToShanghaiLocal(new Date(Date.now() + 7 * 86_400_000));

  await signInAs(page, manager, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "线上展厅" }).click();
  await expect(page).toHaveURL(/\/ops\/viewing-rooms$/);
  // The list: none of another gallery's rooms.
  await expect(page.getByTestId("ops-places").getByText(theirs.title, { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "新建线上展厅" }).click();
  await expect(page).toHaveURL(/\/ops\/viewing-rooms\/new$/);
  await waitHydrated(page);
  await expect(page.getByLabel("画廊", { exact: true })).toHaveValue(mine);
  await page.getByLabel("标题", { exact: true }).fill(title);
  await page.getByLabel("策展语", { exact: true }).fill("一组关于城市的新作。");
  await page.getByLabel("开放时间（北京时间）", { exact: true }).fill(closes);
  await page.getByLabel("关闭时间（北京时间）", { exact: true }).fill(opens);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("关闭时间须晚于开放时间")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/viewing-rooms\/new$/);

  await page.getByLabel("开放时间（北京时间）", { exact: true }).fill(opens);
  await page.getByLabel("关闭时间（北京时间）", { exact: true }).fill(closes);
  await page.getByTestId("cover-field").locator('input[type="file"]').setInputFiles({ name: "room.png", mimeType: "image/png", buffer: makePng(1600, 900) });
  await expect(page.getByTestId("cover-field").getByTestId("image-item")).toHaveAttribute("data-status", "done");
  // On a phone too the editor fits its width: nothing to scroll sideways to reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/viewing-rooms\/\d+$/);
  const id = /\/ops\/viewing-rooms\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);
  await expect(page.getByTestId("place-state")).toContainText("草稿");

  // An edit of the draft.
  await waitHydrated(page);
  await page.getByLabel("标题", { exact: true }).fill(`${title}（修订）`);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();

  // The preview shows the card with its cover; readers do not see the draft.
  await page.getByTestId("room-preview-link").click();
  const preview = page.getByTestId("place-preview");
  await expect(preview.getByTestId("viewing-room-title")).toHaveText(`${title}（修订）`);
  await expect(preview.locator('img[src^="/media/"]')).toHaveCount(1);
  expect((await request.get(paths.viewingRoom(number))).status()).toBe(404);

  await page.goto(paths.ops.viewingRoom(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("place-state")).toContainText("已发布");
  await page.getByRole("link", { name: "全部线上展厅" }).click();
  await expect(page.getByTestId("ops-places").getByText(`${title}（修订）`)).toBeVisible();

  // Public: on the list of open rooms and its own page, with its cover.
  await page.goto(paths.viewingRooms());
  await expect(page.getByTestId("viewing-room-title").filter({ hasText: `${title}（修订）` })).toBeVisible();
  await page.goto(paths.viewingRoom(number));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title}（修订）`);
  await expect(page.getByTestId("viewing-room-statement")).toContainText("一组关于城市的新作。");
  await expect(page.locator('header img[src^="/media/"]')).toHaveCount(1);

  // Another gallery's room answers as an address that does not exist.
  const res = await page.goto(paths.ops.viewingRoom(theirs.id));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
});

test("an editor sees every gallery's viewing rooms, unpublishes one and it leaves the public page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const title = `编辑的展厅 ${uniq()}`;
  const { theirs } = await twoGalleries(request, editor);

  await signInAs(page, editor, paths.ops.viewingRooms());
  await waitHydrated(page);
  await expect(page.getByTestId("ops-places").getByText(theirs.title, { exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: "新建线上展厅" }).click();
  await waitHydrated(page);
  await page.getByLabel("标题", { exact: true }).fill(title);
  await page.getByLabel("开放时间（北京时间）", { exact: true }).fill(utcToShanghaiLocal(new Date(Date.now() - 3_600_000)));
  await page.getByLabel("关闭时间（北京时间）", { exact: true }).fill(utcToShanghaiLocal(new Date(Date.now() + 86_400_000)));
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page).toHaveURL(/\/ops\/viewing-rooms\/\d+$/);
  const id = /\/ops\/viewing-rooms\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("place-state")).toContainText("已发布");
  await page.goto(paths.viewingRoom(number));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.goto(paths.ops.viewingRoom(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "下线" }).click();
  await expect(page.getByTestId("place-state")).toContainText("已下线");
  expect((await request.get(paths.viewingRoom(number))).status()).toBe(404);
});
