import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, expectHttpErrors, field, gotoLogin, recordApiCalls, registerMember, reportApiFailures, selectTab, toast, uniq } from "../auth/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

/** A real PNG drawn by the page's canvas (w × h, a colour block), as bytes. */
async function png(page: Page, w: number, h: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const g = c.getContext("2d")!;
      g.fillStyle = "#b5523b";
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#2d5d7b";
      g.fillRect(w / 4, 0, w / 2, h);
      return c.toDataURL("image/png").split(",")[1]!;
    },
    [w, h] as const,
  );
  return Buffer.from(b64, "base64");
}

async function signInTo(page: Page, request: Parameters<typeof registerMember>[0], to: string) {
  const member = await registerMember(request);
  await gotoLogin(page, to);
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await waitHydrated(page);
  return member;
}

test("the profile doubles as the dashboard: counts follow a favourite, quick links lead on", async ({ page, request, watch }, testInfo) => {
  void watch;
  // Cards no other test counts on (favorites.spec counts the first two), one per project.
  const nth = testInfo.project.name === "mobile" ? 5 : 4;
  await signInTo(page, request, paths.member.profile());
  const counts = page.getByTestId("dashboard-count");
  await expect(counts).toHaveText(["0收藏的作品", "0关注的艺术家", "0关注的画廊"]);

  await page.goto(paths.artworks());
  const card = page.getByTestId("artwork-card").nth(nth);
  await card.getByRole("button", { name: "收藏", exact: true }).click();
  await expect(card.getByRole("button", { name: "已收藏" })).toBeVisible();

  await page.goto(paths.member.profile());
  await expect(counts).toHaveText(["1收藏的作品", "0关注的艺术家", "0关注的画廊"]);
  await counts.first().click();
  await expect(page).toHaveURL(/\/member\/fav-artworks$/);
  await expect(page.getByTestId("favorite-item")).toHaveCount(1);
  await page.goBack();
  await page.getByRole("navigation", { name: "快捷入口" }).getByRole("link", { name: "收货地址" }).click();
  await expect(page).toHaveURL(/\/member\/address$/);
});

test("a member edits the profile: refused input marked in Chinese and not sent, saved values kept, the bar renamed", async ({ page, request, watch }) => {
  void watch;
  test.setTimeout(60_000);
  await signInTo(page, request, paths.member.profile());
  const form = page.getByRole("form", { name: "基本资料" });
  const calls = recordApiCalls(page);
  const edits = () => calls.filter((c) => c.includes("/api/member/edit"));

  // Refused before anything is sent.
  await field(form, "昵称").fill("林");
  await field(form, "个人简介").fill("字".repeat(201));
  await form.getByRole("button", { name: "保存" }).click();
  await expect(field(form, "昵称")).toHaveAccessibleDescription("昵称长度为2-20个字符");
  await expect(field(form, "个人简介")).toHaveAccessibleDescription("个人简介不能超过200个字符");
  await expect(form.getByText("201/200")).toBeVisible();
  expect(edits()).toEqual([]);

  const nickname = `画友${uniq().slice(-6)}`;
  await field(form, "昵称").fill(nickname);
  await form.getByLabel("性别").selectOption({ label: "女" });
  await field(form, "生日").fill("1990-05-06");
  await form.getByLabel("省份", { exact: true }).selectOption({ label: "浙江省" });
  await form.getByLabel("城市", { exact: true }).selectOption({ label: "杭州市" });
  await field(form, "个人简介").fill("喜欢水墨与版画。");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(toast(page, "个人资料已保存")).toBeVisible();
  expect(edits()).toHaveLength(1);
  // The member bar shows the new nickname without a reload.
  await expect(page.getByTestId("member-bar").getByTestId("member-name")).toHaveText(nickname);

  // Kept by the server: the page rendered again shows what was saved.
  await page.reload();
  await waitHydrated(page);
  await expect(field(form, "昵称")).toHaveValue(nickname);
  await expect(form.getByLabel("性别")).toHaveValue("female");
  await expect(field(form, "生日")).toHaveValue("1990-05-06");
  await expect(form.getByLabel("城市", { exact: true })).toHaveValue("3301");
  await expect(field(form, "个人简介")).toHaveValue("喜欢水墨与版画。");
});

test("a member uploads an avatar: a centre-crop preview with progress, then the new avatar here and in the bar; a non-picture is refused", async ({ page, request, watch }) => {
  test.setTimeout(60_000);
  await signInTo(page, request, paths.member.profile());
  const section = page.getByTestId("avatar-section");
  const bar = page.getByTestId("member-bar");
  await expect(bar.getByTestId("member-initial")).toBeVisible();

  // A GIF is refused in the browser, a "PNG" that is not a picture by the server: both with the server's words.
  const chooser = section.getByLabel("更换头像");
  await chooser.setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(section.getByRole("alert")).toHaveText("请上传JPG、PNG或WebP格式的图片");
  await chooser.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("这不是图片".repeat(50)) });
  await expect(toast(page, "请上传JPG、PNG或WebP格式的图片")).toBeVisible();
  expectHttpErrors(watch, [{ status: 422, path: "/api/upload/headimg" }]);
  await expect(section.getByTestId("avatar-current")).toHaveCount(0);

  // The answer is held back so the progress and the preview can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/upload/headimg", async (route) => {
    await held;
    await route.continue();
  });
  await chooser.setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await png(page, 300, 200) });
  await expect(section.getByTestId("avatar-preview")).toBeVisible();
  await expect(section.getByTestId("avatar-preview")).toHaveClass(/object-cover/);
  await expect(section.getByRole("progressbar", { name: "上传进度" })).toBeVisible();
  await expect(section.getByTestId("avatar-progress")).toContainText(/上传中 \d+%/);
  release();

  await expect(toast(page, "头像已更新")).toBeVisible();
  await expect(section.getByTestId("avatar-progress")).toHaveCount(0);
  const current = section.getByTestId("avatar-current");
  await expect(current).toHaveAttribute("src", /\/media\//);
  await expect(current).toHaveAttribute("srcset", /64w.*160w.*480w/);
  // The bar shows it at once; a square it is (the server's centre crop).
  await expect(bar.getByTestId("member-avatar")).toHaveAttribute("src", /\/media\//);
  await expect
    .poll(() => current.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.naturalWidth / img.naturalHeight : 0)))
    .toBe(1);
  await page.reload();
  await expect(page.getByTestId("member-bar").getByTestId("member-avatar")).toHaveAttribute("src", /\/media\//);
});
