import { test, expect, waitHydrated, artworks } from "./fixtures";
import { paths } from "../src/system/paths";

async function percent(page: import("@playwright/test").Page): Promise<number> {
  const text = (await page.getByRole("dialog").locator("output").textContent()) ?? "";
  return Number(text.replace("%", ""));
}

test("the image viewer: buttons, keyboard, wheel, escape", async ({ page, watch }) => {
  void watch;
  const many = (await artworks(page)).find((a) => a.images >= 2);
  expect(many, "an artwork with several images").toBeTruthy();
  await page.goto(paths.artwork(many!.number));
  await waitHydrated(page);
  await page.getByTestId("artwork-main-image").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 / ${many!.images}`)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "下一张" })).toBeVisible();
  await expect(dialog.locator("output")).toHaveText(/^\d+%$/);

  const fit = await percent(page);
  await dialog.getByRole("button", { name: "放大" }).click();
  await expect.poll(() => percent(page)).toBe(fit + 10);
  await dialog.getByRole("button", { name: "缩小" }).click();
  await expect.poll(() => percent(page)).toBe(fit);
  await expect(dialog.getByRole("button", { name: "缩小" })).toBeDisabled();

  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`2 / ${many!.images}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(`1 / ${many!.images}`)).toBeVisible();
  await dialog.getByRole("button", { name: "下一张" }).click();
  await expect(dialog.getByText(`2 / ${many!.images}`)).toBeVisible();

  // Another image starts at its own fit; the wheel zooms, the fit button returns to it.
  await expect(dialog.locator("output")).toHaveText(/^\d+%$/);
  const fit2 = await percent(page);
  const box = await dialog.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(0, -100);
  await page.mouse.wheel(0, -100);
  await expect.poll(() => percent(page)).toBe(fit2 + 20);
  await dialog.getByRole("button", { name: "适应窗口" }).click();
  await expect.poll(() => percent(page)).toBe(fit2);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a single image has no arrows; the close button closes", async ({ page, watch }) => {
  void watch;
  const one = (await artworks(page)).find((a) => a.images === 1);
  expect(one, "an artwork with one image").toBeTruthy();
  await page.goto(paths.artwork(one!.number));
  await waitHydrated(page);
  await page.getByTestId("artwork-main-image").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "下一张" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "上一张" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(dialog).toBeHidden();
});
