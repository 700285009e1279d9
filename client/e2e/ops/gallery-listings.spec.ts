import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { test, expect, waitHydrated } from "../fixtures";
import { field, reportApiFailures, toast, uniq, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { memberGql, reviewer, seller, signInAs } from "../selling/helpers";
import { png } from "../selling/pictures";

reportApiFailures(test);

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";

interface Gallery {
  id: string;
  number: number;
  name: string;
}

/** A member who manages a new gallery: their partner application, approved by an admin (the console's way). */
async function galleryManager(request: APIRequestContext, admin: Member): Promise<{ manager: Member; gallery: Gallery }> {
  const manager = await seller(request);
  const organization = `长街画廊${uniq()}`;
  const filed = await request.post("/api/partner/apply", {
    data: { organization, type: "GALLERY", contact: "王经理", mobile: manager.mobile, email: manager.email, message: "希望在平台出售画廊作品。" },
  });
  expect(filed.ok(), `apply → HTTP ${filed.status()}`).toBeTruthy();
  const list = await memberGql<{ partnerApplications: { id: string; organization: string }[] }>(request, admin, `{ partnerApplications { id organization } }`);
  const app = list.partnerApplications.find((a) => a.organization === organization);
  expect(app, organization).toBeTruthy();
  const approved = await memberGql<{ approvePartnerApplication: { userErrors: { message: string }[]; gallery: Gallery | null } }>(
    request,
    admin,
    `mutation($id: ID!) { approvePartnerApplication(input: { id: $id, city: "上海" }) { userErrors { message } gallery { id name } } }`,
    { id: app?.id },
  );
  expect(approved.approvePartnerApplication.userErrors).toEqual([]);
  expect(approved.approvePartnerApplication.gallery).toBeTruthy();
  // A gallery made at approval starts as a draft: its manager publishes its page.
  const published = await memberGql<{ actOnGallery: { userErrors: { message: string }[]; gallery: Gallery | null } }>(
    request,
    manager,
    `mutation($id: ID!) { actOnGallery(input: { id: $id, action: PUBLISH }) { userErrors { message } gallery { id number name } } }`,
    { id: approved.approvePartnerApplication.gallery?.id },
  );
  expect(published.actOnGallery.userErrors).toEqual([]);
  const gallery = published.actOnGallery.gallery;
  expect(gallery).toBeTruthy();
  return { manager, gallery: gallery as Gallery };
}

test("a gallery's manager lists a work for the gallery through the members' form, a reviewer approves it, it shows on the gallery's page; another gallery's manager cannot open it", async ({ page, request }, info) => {
  test.skip(info.project.name !== "desktop", "the console's flow, desktop");
  test.setTimeout(180_000);
  const admin = await seller(request);
  execFileSync("./bin/artmarket", ["grant-role", "--mobile", admin.mobile ?? "", "--data-dir", dataDir, "admin"], { cwd: repo, stdio: "pipe" });
  const { manager, gallery } = await galleryManager(request, admin);
  const { manager: stranger } = await galleryManager(request, admin);
  const title = `画廊作品${uniq()}`;

  // The manager's console: 画廊作品 in the navigation, the gallery's (empty) list, and the members' form.
  await signInAs(page, manager, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "画廊作品" }).click();
  await expect(page).toHaveURL(/\/ops\/gallery-artworks$/);
  await waitHydrated(page);
  await expect(page.getByTestId("gallery-works-page")).toContainText(gallery.name);
  await page.getByTestId("gallery-publish").click();
  await expect(page).toHaveURL(/\/ops\/gallery-artworks\/new\?gallery=/);
  await waitHydrated(page);
  const form = page.getByTestId("artwork-form");
  await form.locator('input[type="file"]').setInputFiles([{ name: "work.png", mimeType: "image/png", buffer: png(1000, 800, [120, 60, 40]) }]);
  await expect(form.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await field(form, "作品名称").fill(title);
  await form.getByRole("radio", { name: "新艺术家" }).check();
  await field(form, "艺术家姓名").fill("江南客");
  await field(form, "作品类别").selectOption({ label: "油画" });
  await field(form, "宽").fill("60");
  await field(form, "高").fill("80");
  // The members' rules: a price of 0 is refused on its field.
  await field(form, "价格（元）").fill("0");
  await field(form, "价格（元）").blur();
  await expect(form.getByText("价格应在 ¥1 到 ¥100,000,000 之间")).toBeVisible();
  await field(form, "价格（元）").fill("8800");
  await form.getByRole("radio", { name: "包邮" }).check();
  await form.getByLabel("省份", { exact: true }).selectOption({ label: "浙江省" });
  await form.getByLabel("城市", { exact: true }).selectOption({ label: "杭州市" });
  // The draft is saved for the gallery: the address becomes the console's edit page.
  await expect(page).toHaveURL(/\/ops\/gallery-artworks\/\d+\/edit$/, { timeout: 20_000 });
  const editUrl = new URL(page.url()).pathname;
  await form.getByRole("checkbox", { name: /我声明/ }).check();
  await form.getByRole("button", { name: "提交审核" }).click();

  // Back on the gallery's list: in review, with the moves the API allows (撤回).
  await expect(page).toHaveURL(/\/ops\/gallery-artworks\?gallery=/, { timeout: 20_000 });
  await waitHydrated(page);
  const row = page.getByTestId("selling-card").filter({ hasText: title });
  await expect(row.getByTestId("selling-card-state")).toHaveText("审核中");
  await expect(row.getByRole("button", { name: "撤回" })).toBeVisible();

  // Another gallery's manager: the work's page and this gallery's list are unknown (404), as a missing page.
  await signInAs(page, stranger, paths.ops.home());
  expect((await page.goto(editUrl))?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
  expect((await page.goto(paths.ops.galleryArtworks(gallery.id)))?.status()).toBe(404);
  await page.goto(paths.ops.galleryArtworks());
  await waitHydrated(page);
  await expect(page.getByTestId("gallery-works-page")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The reviewer approves it in the same queue as the members' works.
  const rev = await reviewer(request);
  await signInAs(page, rev, paths.ops.artworks());
  await waitHydrated(page);
  const item = page.getByTestId("review-item").filter({ hasText: title });
  await item.getByRole("button", { name: "通过" }).click();
  await expect(toast(page, `《${title}》已通过审核并上架`)).toBeVisible();

  // Public: on the gallery's page, and on its own page offered by the gallery.
  await page.goto(paths.gallery(gallery.number, "artworks"));
  const link = page.locator("#artworks").getByRole("link", { name: new RegExp(title) }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByText(gallery.name).first()).toBeVisible();

  // The manager's list says it is on sale.
  await signInAs(page, manager, paths.ops.galleryArtworks());
  await waitHydrated(page);
  await expect(page.getByTestId("selling-card").filter({ hasText: title }).getByTestId("selling-card-state")).toHaveText("在售");
});
