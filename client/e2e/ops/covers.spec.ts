import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { makePng, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

/** The calendar day in Shanghai n days from today (YYYY-MM-DD), as the date inputs take it. */
function shanghaiDay(n: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
}

test("an editor uploads an article's cover (what is not a picture is refused in Chinese), sees it in the editor and the preview, publishes, and the cover is on /articles and the article page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const title = `封面展评 ${uniq()}`;

  await signInAs(page, editor, paths.ops.article("new"));
  await waitHydrated(page);
  await page.getByLabel("标题").fill(title);
  await page.getByLabel("作者", { exact: true }).fill("王编辑");
  await page.getByTestId("article-body-editor").click();
  await page.keyboard.type("一篇带封面的展评。");

  const cover = page.getByTestId("cover-field");
  const file = cover.locator('input[type="file"]');
  // A text file is refused before it is sent; a file that says it is a PNG but is not is refused by the server.
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(cover.getByRole("alert")).toHaveText("请上传 JPEG、PNG 或 WebP 格式的图片");
  await file.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("这不是图片".repeat(50)) });
  await expect(cover.getByTestId("image-item")).toHaveAttribute("data-status", "error");
  await expect(cover.getByTestId("image-item").getByRole("alert")).toHaveText("请上传 JPEG、PNG 或 WebP 格式的图片");
  await cover.getByRole("button", { name: /删除/ }).click();
  await expect(cover.getByTestId("image-item")).toHaveCount(0);
  await file.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: makePng(1600, 900) });
  await expect(cover.getByTestId("image-item")).toHaveAttribute("data-status", "done");
  await expect(cover.locator('img[src^="/media/"]')).toHaveCount(1);
  // On a phone too the editor fits its width: nothing to scroll sideways to reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/articles\/\d+$/);
  const id = /\/ops\/articles\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);
  // The saved draft keeps it: the editor shows it again after a reload.
  await page.reload();
  await waitHydrated(page);
  const saved = page.getByTestId("cover-field").locator('img[src^="/media/"]');
  await expect(saved).toHaveCount(1);
  const first = await saved.getAttribute("src");

  // A new cover still on its way holds 保存草稿, 发布 and 预览 (the save would send the previous cover): the upload's
  // answer is held until the clicks are made, and no save leaves meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/upload/content-image", async (route) => {
    await held;
    await route.continue();
  });
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && /OpsArticleEditPage(Save|Act)Mutation/.test(r.postData() ?? "")) saves.push(r.postData() ?? "");
  });
  const field = page.getByTestId("cover-field");
  await field.getByRole("button", { name: /删除/ }).click();
  await field.locator('input[type="file"]').setInputFiles({ name: "cover-2.png", mimeType: "image/png", buffer: makePng(1700, 900) });
  await expect(field.getByTestId("image-item")).toHaveAttribute("data-status", "uploading");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(field.getByRole("alert")).toHaveText("图片上传中，请稍候");
  await page.getByRole("button", { name: "立即发布" }).click();
  await page.getByTestId("article-preview-link").click();
  await expect(page).toHaveURL(new RegExp(`/ops/articles/${id}$`));
  expect(saves).toEqual([]);
  release();
  await expect(field.getByTestId("image-item")).toHaveAttribute("data-status", "done");
  await expect(field.getByRole("alert")).toHaveCount(0);
  await page.unroute("**/api/upload/content-image");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  expect(saves).toHaveLength(1);
  await page.reload();
  await waitHydrated(page);
  await expect(saved).toHaveCount(1);
  expect(await saved.getAttribute("src")).not.toBe(first);

  // The preview is the public page with its cover; readers do not see the draft.
  await page.getByTestId("article-preview-link").click();
  await expect(page.getByTestId("article-preview").getByTestId("article-cover")).toHaveAttribute("src", /^\/media\//);
  await page.goto(paths.articles());
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto(paths.ops.article(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("article-state")).toContainText("已发布");

  await page.goto(paths.articles());
  const card = page.getByTestId("article-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img[src^="/media/"]')).toHaveCount(1);
  await page.goto(paths.article(number));
  await expect(page.getByTestId("article-cover")).toHaveAttribute("src", /^\/media\//);
});

test("an exhibition's press release is rich text: unsafe markup is refused with a message on the field, headings and a cover are published to its page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const title = `图文展览 ${uniq()}`;

  await signInAs(page, editor, paths.ops.exhibition("new"));
  await waitHydrated(page);
  await page.getByLabel("标题", { exact: true }).fill(title);
  await page.getByLabel("城市", { exact: true }).fill("上海");
  await page.getByLabel("开幕日期", { exact: true }).fill(shanghaiDay(0));
  await page.getByLabel("闭幕日期", { exact: true }).fill(shanghaiDay(20));

  // Pasted markup with an event attribute: refused on the field, nothing saved.
  const editorBox = page.getByTestId("description-editor");
  await editorBox.evaluate((el) => {
    el.innerHTML = '<p>开幕</p><img src="/media/x.jpg" onerror="alert(1)">';
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("展览介绍含有不安全的内容（脚本、javascript: 链接或事件属性），请删除后再保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/exhibitions\/new$/);

  // Written with the toolbar: a heading and a paragraph.
  await editorBox.evaluate((el) => {
    el.innerHTML = "";
  });
  await editorBox.click();
  await page.keyboard.type("展览亮点");
  await page.getByRole("button", { name: "小标题" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "段落" }).click();
  await page.keyboard.type("新作十余件，首次展出。");
  await page.getByTestId("cover-field").locator('input[type="file"]').setInputFiles({ name: "hall.png", mimeType: "image/png", buffer: makePng(1600, 1000) });
  await expect(page.getByTestId("cover-field").getByTestId("image-item")).toHaveAttribute("data-status", "done");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/exhibitions\/\d+$/);
  const id = /\/ops\/exhibitions\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);

  // The preview renders the rich text.
  await page.getByTestId("exhibition-preview-link").click();
  await expect(page.getByTestId("place-preview-description").getByRole("heading", { level: 2, name: "展览亮点" })).toBeVisible();
  expect((await request.get(paths.exhibition(number))).status()).toBe(404);

  await page.goto(paths.ops.exhibition(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("place-state")).toContainText("已发布");

  await page.goto(paths.exhibition(number));
  const press = page.getByTestId("exhibition-press");
  await expect(press.getByRole("heading", { level: 2, name: "展览亮点" })).toBeVisible();
  await expect(press.locator("p").filter({ hasText: "新作十余件，首次展出。" })).toBeVisible();
  await expect(page.getByTestId("exhibition-cover")).toHaveAttribute("src", /^\/media\//);
});
