import type { Locator, Page, Route } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { bindMobileViaApi, emailLogin, field, gotoLogin, registerMember, reportApiFailures, selectTab, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { png } from "./pictures";

reportApiFailures(test);

async function signInTo(page: Page, member: Member, to: string) {
  await gotoLogin(page, to);
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await waitHydrated(page);
}

const items = (page: Page) => page.getByTestId("image-item");
const srcs = (page: Page) => items(page).locator("img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute("src") ?? ""));

/** Holds the picture uploads until release() (so the progress bars are seen whatever the machine's speed). */
function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return page
    .route("**/api/upload/artwork-image", async (route: Route) => {
      await gate;
      await route.continue();
    })
    .then(() => release);
}

async function fillForm(form: Locator) {
  await field(form, "作品名称").fill("海边的早晨");
  await form.getByRole("radio", { name: "本人" }).check();
  await field(form, "作品类别").selectOption({ label: "油画" });
  await field(form, "宽").fill("60.5");
  await field(form, "高").fill("80");
  await field(form, "价格（元）").fill("12800.50");
  await form.getByRole("radio", { name: "包邮" }).check();
  await form.getByLabel("省份", { exact: true }).selectOption({ label: "浙江省" });
  await form.getByLabel("城市", { exact: true }).selectOption({ label: "杭州市" });
  await field(form, "作品描述（选填）").fill("清晨的海。\n第二行。");
}

test("a member publishes a work: three pictures with progress, reorder, a draft found after a reload, then submit", async ({ page, request, watch }) => {
  test.setTimeout(120_000); // uploads and saves on a shared machine
  const member = await registerMember(request);
  await bindMobileViaApi(request, member);
  await signInTo(page, member, paths.member.publishArtwork());
  const form = page.getByTestId("artwork-form");
  await expect(form).toBeVisible();

  // Three pictures: each uploads at once with its own progress bar.
  const release = await holdUploads(page);
  await form.locator('input[type="file"]').setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: png(1000, 800, [200, 40, 40]) },
    { name: "green.png", mimeType: "image/png", buffer: png(900, 1200, [40, 160, 60]) },
    { name: "blue.png", mimeType: "image/png", buffer: png(800, 800, [40, 60, 200]) },
  ]);
  await expect(items(page)).toHaveCount(3);
  await expect(form.getByRole("progressbar")).toHaveCount(3);
  release();
  await expect(form.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await expect(items(page).and(page.locator('[data-status="done"]'))).toHaveCount(3);
  await expect(items(page).first().getByText("封面", { exact: true })).toBeVisible();

  // Reorder from the keyboard: the second picture becomes the cover.
  const before = await srcs(page);
  await items(page).first().focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => srcs(page)).toEqual([before[1], before[0], before[2]]);
  await expect(items(page).first()).toHaveAttribute("aria-label", "第 1 张图片（封面）");

  await fillForm(form);
  // The draft is saved on the server; the address becomes the edit page's.
  await expect(page).toHaveURL(/\/member\/edit-artwork\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId("save-status")).toHaveText("已保存", { timeout: 20_000 });
  const editUrl = new URL(page.url()).pathname;

  // A reload finds the draft, filled, the new cover first.
  await page.reload();
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  expect(await watch.graphqlBeforeHydration()).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${editUrl}$`));
  const again = page.getByTestId("artwork-form");
  await expect(field(again, "作品名称")).toHaveValue("海边的早晨");
  await expect(field(again, "价格（元）")).toHaveValue("12800.50");
  await expect(field(again, "宽")).toHaveValue("60.5");
  await expect(again.getByRole("radio", { name: "本人" })).toBeChecked();
  await expect(field(again, "作品类别")).toHaveValue("OIL");
  await expect(again.getByLabel("城市", { exact: true })).toHaveValue("3301");
  await expect(items(page)).toHaveCount(3);
  const keyOf = (src: string | undefined) => (src ?? "").replace(/^\/media\//, "").replace(/\/\d+\.jpg$/, ""); // /media/{key}/{width}.jpg
  expect(keyOf((await srcs(page))[0])).toBe(keyOf(before[1]));

  // Submitting needs the declaration.
  await again.getByRole("button", { name: "提交审核" }).click();
  await expect(again.getByText("请阅读并勾选声明，同意《用户协议》后再提交")).toBeVisible();
  await expect(again.getByRole("link", { name: "《用户协议》" })).toHaveAttribute("href", paths.agreement("service"));
  await again.getByRole("checkbox", { name: /我声明/ }).check();
  await again.getByRole("button", { name: "提交审核" }).click();
  await expect(page).toHaveURL(/\/member\/artwork\/\d+$/, { timeout: 20_000 });
  const id = Number(editUrl.split("/").pop());
  expect(new URL(page.url()).pathname).toBe(paths.member.artwork(id));

  // In review now: the edit page says so instead of the form.
  await page.goto(editUrl);
  await waitHydrated(page);
  await expect(page.getByTestId("edit-refused")).toContainText("作品审核中");
});

test("a member without a mobile number is asked to bind one before the form opens", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInTo(page, member, paths.member.publishArtwork());
  const gate = page.getByTestId("mobile-gate");
  await expect(gate).toContainText("请先绑定手机号再发布作品");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("绑定手机号");
  await expect(page.getByTestId("artwork-form")).toHaveCount(0);
  await dialog.getByRole("button", { name: "下次再说" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(gate.getByRole("link", { name: "去账户设置绑定" })).toHaveAttribute("href", paths.member.accountSettings());
  await gate.getByRole("button", { name: "绑定手机号" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("two pages editing one draft: the second save is refused with the message, nothing is overwritten", async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  await bindMobileViaApi(request, member);
  await signInTo(page, member, paths.member.publishArtwork());
  await field(page.getByTestId("artwork-form"), "作品名称").fill("第一页");
  await expect(page).toHaveURL(/\/member\/edit-artwork\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId("save-status")).toHaveText("已保存", { timeout: 20_000 });
  const editUrl = new URL(page.url()).pathname;

  const other = await context.newPage();
  await other.goto(editUrl);
  await waitHydrated(other);
  await field(other.getByTestId("artwork-form"), "作品名称").fill("第二页");
  await expect(other.getByTestId("save-status")).toHaveText("已保存", { timeout: 20_000 });
  await other.close();

  await field(page.getByTestId("artwork-form"), "作品名称").fill("第一页改");
  await expect(page.getByTestId("save-status")).toContainText("作品已在其他页面修改，请刷新后再试", { timeout: 20_000 });
  await page.getByRole("button", { name: "刷新页面" }).click();
  await waitHydrated(page);
  await expect(field(page.getByTestId("artwork-form"), "作品名称")).toHaveValue("第二页");
});
