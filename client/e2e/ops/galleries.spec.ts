import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { makePng, memberGql, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

test("an editor creates a gallery with a logo, is told a bad website and a file that is no picture on their fields, previews, publishes, and it is on /galleries", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  // Q: a letter of /galleries the other tests leave alone.
  const name = `Q测试画廊${uniq()}`;

  await signInAs(page, editor, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "画廊", exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/galleries$/);
  await page.getByRole("link", { name: "新建画廊" }).click();
  await expect(page).toHaveURL(/\/ops\/galleries\/new$/);
  await waitHydrated(page);

  await page.getByLabel("画廊名称").fill(name);
  await page.getByLabel("城市").fill("杭州");
  await page.getByLabel("网址").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("网址须以 http:// 或 https:// 开头")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/galleries\/new$/);
  await page.getByLabel("网址").fill("https://qtest.example.com");

  // A file that claims to be a picture and is not: the server's refusal, in Chinese, on the logo.
  const logo = page.getByLabel("上传标志");
  await logo.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("这不是图片".repeat(50)) });
  await expect(page.getByTestId("gallery-logo-field").getByRole("alert")).toHaveText("请上传 JPEG、PNG 或 WebP 格式的图片");
  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: makePng(900, 900) });
  await expect(page.getByTestId("gallery-logo-field").locator('img[src^="/media/"]')).toHaveCount(1);
  await page.getByLabel("画廊介绍").fill("西湖边的新画廊。");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/galleries\/\d+$/);
  await expect(page.getByTestId("gallery-state")).toContainText("草稿");
  const id = /\/ops\/galleries\/(\d+)$/.exec(page.url())?.[1] ?? "";

  // The preview shows the draft; the public list does not have it.
  await page.getByTestId("gallery-preview-link").click();
  await expect(page.getByTestId("gallery-preview")).toContainText(name);
  await expect(page.getByTestId("gallery-preview")).toContainText("西湖边的新画廊。");
  await page.goto(paths.galleries("Q"));
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto(paths.ops.galleryEdit(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("gallery-state")).toContainText("已发布");
  await page.goto(paths.galleries("Q"));
  await expect(page.getByText(name)).toBeVisible();
  await page.getByText(name).click();
  await expect(page).toHaveURL(/\/gallery\/\d+$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("gallery-logo")).toBeVisible();
});

test("an admin approves a partner application into an existing gallery found by name, and its new manager edits and publishes its page (but cannot withdraw it)", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const name = `Q关联画廊${uniq()}`;
  const description = `关联后由画廊填写的介绍。${uniq()}`;
  // An editor's gallery, still a draft: the manager is to fill it in.
  const saved = await memberGql<{ saveGallery: { userErrors: { message: string }[]; gallery: { id: string } | null } }>(
    request,
    editor,
    `mutation($input: GalleryInput!) { saveGallery(input: $input) { userErrors { message } gallery { id } } }`,
    { input: { name, nameEn: "", city: "苏州", address: "", openingHours: "", phone: "", email: "", website: "", description: "" } },
  );
  expect(saved.saveGallery.userErrors).toEqual([]);

  const applicant = await seller(request);
  const filed = await request.post("/api/partner/apply", {
    data: { organization: `${name}有限公司`, type: "GALLERY", contact: "李经理", mobile: applicant.mobile, email: applicant.email, message: "我们已有画廊主页。" },
  });
  expect(filed.ok(), `apply → HTTP ${filed.status()}`).toBeTruthy();
  const admin = grant(await seller(request), "admin");

  await signInAs(page, admin, paths.ops.partners());
  await waitHydrated(page);
  const card = page.getByTestId("ops-application").filter({ hasText: `${name}有限公司` });
  await card.getByLabel("关联已有画廊").check();
  await card.getByRole("button", { name: "通过并开通画廊空间" }).click();
  await expect(card.getByText("请选择要关联的画廊")).toBeVisible();
  await card.getByLabel("画廊名称").fill(name);
  await card.getByRole("button", { name: "查找画廊" }).click();
  await card.getByLabel(new RegExp(`^${name}（苏州`)).check();
  await card.getByRole("button", { name: "通过并开通画廊空间" }).click();
  await expect(toast(page, `已开通画廊空间：${name}`)).toBeVisible();
  await expect(card.getByTestId("ops-application-status")).toHaveText("已通过");

  await signInAs(page, applicant, paths.ops.gallery());
  await waitHydrated(page);
  await expect(page.getByTestId("gallery-state")).toContainText("草稿");
  await expect(page.getByLabel("画廊名称")).toHaveValue(name);
  // Its preview, in the manager's own section.
  await page.getByTestId("gallery-preview-link").click();
  await expect(page).toHaveURL(/\/ops\/gallery\/\d+\/preview$/);
  await expect(page.getByTestId("gallery-preview")).toContainText(name);
  await page.getByRole("link", { name: "返回编辑" }).click();
  await waitHydrated(page);
  await page.getByLabel("画廊介绍").fill(description);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("gallery-state")).toContainText("已发布");
  await expect(page.getByRole("button", { name: "下线" })).toHaveCount(0);
  await page.getByRole("link", { name: "查看画廊主页" }).click();
  await expect(page.getByTestId("gallery-description")).toContainText(description);
});
