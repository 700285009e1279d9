import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { memberGql, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

/** The calendar day in Shanghai n days from today (YYYY-MM-DD), as the date inputs take it. */
function shanghaiDay(n: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
}

test("an editor creates an exhibition with dates, is told an end before the start on its field, previews, publishes, and it is on the public exhibitions list", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const title = `春日新作展 ${uniq()}`;
  const city = `测试城${uniq().slice(-6)}`;
  const publicList = paths.exhibitions({ status: "current", city });

  await signInAs(page, editor, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "展览发布" }).click();
  await expect(page).toHaveURL(/\/ops\/exhibitions$/);
  await page.getByRole("link", { name: "新建展览" }).click();
  await expect(page).toHaveURL(/\/ops\/exhibitions\/new$/);
  await waitHydrated(page);

  await page.getByLabel("标题", { exact: true }).fill(title);
  await page.getByLabel("城市", { exact: true }).fill(city);
  await page.getByLabel("开幕日期", { exact: true }).fill(shanghaiDay(0));
  await page.getByLabel("闭幕日期", { exact: true }).fill(shanghaiDay(-1));
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("闭幕日期不能早于开幕日期")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/exhibitions\/new$/);

  await page.getByLabel("闭幕日期", { exact: true }).fill(shanghaiDay(30));
  await page.getByLabel("展览介绍", { exact: true }).fill("新作十余件。");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/exhibitions\/\d+$/);
  const id = /\/ops\/exhibitions\/(\d+)$/.exec(page.url())?.[1] ?? "";
  await expect(page.getByTestId("place-state")).toContainText("草稿");

  // The preview shows the list's card; the public list does not have the draft.
  await page.getByTestId("exhibition-preview-link").click();
  await expect(page.getByTestId("place-preview").getByTestId("exhibition-title")).toHaveText(title);
  await page.goto(publicList);
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto(paths.ops.exhibition(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("place-state")).toContainText("已发布");
  await page.goto(publicList);
  await expect(page.getByTestId("exhibition-title").filter({ hasText: title })).toBeVisible();
});

test("a gallery manager edits and publishes their own gallery's exhibition, and another gallery's is a 404", async ({ page, request }) => {
  test.setTimeout(180_000);
  const m = await seller(request);
  const { exhibitions } = await memberGql<{ exhibitions: { edges: { node: { id: string; gallery: { id: string } | null } }[] } }>(
    request,
    m,
    `{ exhibitions(first: 30) { edges { node { id gallery { id } } } } }`,
  );
  const shows = exhibitions.edges.map((e) => e.node).filter((n) => n.gallery);
  const theirs = shows[0];
  const mine = shows.find((n) => n.gallery?.id !== theirs?.gallery?.id)?.gallery?.id ?? "";
  expect(theirs && mine).toBeTruthy();
  const manager = grant(m, "gallery_manager", mine);
  const title = `画廊自办展 ${uniq()}`;

  await signInAs(page, manager, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "展览发布" }).click();
  await page.getByRole("link", { name: "新建展览" }).click();
  await waitHydrated(page);
  await expect(page.getByLabel("画廊", { exact: true })).toHaveValue(mine);
  await page.getByLabel("标题", { exact: true }).fill(title);
  await page.getByLabel("城市", { exact: true }).fill("上海");
  await page.getByLabel("开幕日期", { exact: true }).fill(shanghaiDay(0));
  await page.getByLabel("闭幕日期", { exact: true }).fill(shanghaiDay(10));
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page).toHaveURL(/\/ops\/exhibitions\/\d+$/);
  await waitHydrated(page);

  // An edit of their own exhibition, then published.
  await page.getByLabel("标题", { exact: true }).fill(`${title}（修订）`);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("place-state")).toContainText("已发布");
  await page.getByRole("link", { name: "全部展览" }).click();
  await expect(page.getByTestId("ops-places").getByText(`${title}（修订）`)).toBeVisible();

  // Another gallery's exhibition answers as an address that does not exist.
  const res = await page.goto(paths.ops.exhibition(theirs?.id ?? ""));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
});
