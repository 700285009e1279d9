import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { makePng, seller, signInAs } from "../selling/helpers";
import { utcToShanghaiLocal } from "../../src/apps/ops/publishingRules";

reportApiFailures(test);

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";

/** A member given a role by `artmarket grant-role`, as production makes its first admin. */
function withRole(m: Member, role: string): Member {
  execFileSync("./bin/artmarket", ["grant-role", "--mobile", m.mobile ?? "", "--data-dir", dataDir, role], { cwd: repo, stdio: "pipe" });
  return m;
}

test("an editor writes an article with a picture, previews it, schedules it, it appears on /articles on time, and unpublishing removes it", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = withRole(await seller(request), "editor");
  const title = `春日展评 ${uniq()}`;

  await signInAs(page, editor, paths.ops.articles());
  await waitHydrated(page);
  await expect(page.getByTestId("ops-nav").getByRole("link", { name: "文章发布" })).toBeVisible();
  await page.getByRole("link", { name: "写文章" }).click();
  await expect(page).toHaveURL(/\/ops\/articles\/new$/);
  await waitHydrated(page);

  // Bad input: a title too long is answered on its field, nothing is saved.
  await page.getByLabel("标题").fill("长".repeat(121));
  await page.getByLabel("作者", { exact: true }).fill("王编辑");
  const body = page.getByTestId("article-body-editor");
  await body.click();
  await page.keyboard.type("展览现场");
  await page.getByRole("button", { name: "小标题" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "段落" }).click();
  await page.keyboard.type("这是一篇关于春季群展的评论。");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("标题不能超过 120 个字")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/articles\/new$/);

  // A file that is not a picture is refused; a picture goes in through the media pipeline.
  await page.getByTestId("article-picture-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(page.getByTestId("picture-error")).toHaveText("请选择 JPG、PNG 或 WebP 格式的图片");
  await page.getByTestId("article-picture-input").setInputFiles({ name: "scene.png", mimeType: "image/png", buffer: makePng(1200, 900) });
  await expect(body.locator('img[src^="/media/"]')).toHaveCount(1);

  await page.getByLabel("标题").fill(title);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/articles\/\d+$/);
  const id = /\/ops\/articles\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);
  await expect(page.getByTestId("article-state")).toContainText("草稿");

  // The preview is the public page with the draft; readers do not see it.
  await page.getByTestId("article-preview-link").click();
  const preview = page.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByRole("heading", { level: 2, name: "展览现场" })).toBeVisible();
  await expect(preview.locator('[data-testid="article-body"] img[src^="/media/"]')).toHaveCount(1);
  const hidden = await request.get(paths.article(number));
  expect(hidden.status()).toBe(404);

  // Schedule it a little ahead (the field is Beijing time).
  await page.goto(paths.ops.article(id));
  await waitHydrated(page);
  await page.getByLabel("定时发布时间（北京时间）").fill(utcToShanghaiLocal(new Date(Date.now() + 3 * 60_000)));
  await page.getByRole("button", { name: "定时发布" }).click();
  await expect(page.getByTestId("article-state")).toContainText("将于");
  await page.goto(paths.articles());
  await expect(page.getByText(title)).toHaveCount(0);

  // Its time comes: the job's step with the clock at that time (the sandbox's control), and it is on /articles.
  const run = await request.post(`/_sandbox/api/articles/${number}/publish-scheduled`);
  expect(((await run.json()) as { data: { published: boolean } }).data.published).toBe(true);
  await page.goto(paths.articles());
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByTestId("article-body").locator('img[src^="/media/"]')).toHaveCount(1);

  // Unpublished, it is gone from /articles.
  await page.goto(paths.ops.article(id));
  await waitHydrated(page);
  await expect(page.getByTestId("article-state")).toContainText("已发布");
  await page.getByRole("button", { name: "下线" }).click();
  await expect(page.getByTestId("article-state")).toContainText("已下线");
  await page.goto(paths.articles());
  await expect(page.getByText(title)).toHaveCount(0);
});
