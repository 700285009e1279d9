import { test, expect, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

test("root font size follows spec §9 and each route gets its layout", async ({ page, watch }, info) => {
  void watch;
  await page.goto(paths.artworks());
  await waitHydrated(page);
  const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const width = page.viewportSize()!.width;
  // ≤ 768 px: width/1440*16 clamped to 12..16; otherwise 16 px.
  const want = width <= 768 ? Math.min(16, Math.max(12, (width / 1440) * 16)) : 16;
  expect(parseFloat(size), `${info.project.name} at ${width}px`).toBeCloseTo(want, 1);
  await expect(page.locator("[data-layout=default]")).toHaveCount(1);
  if (width < 960) {
    // Narrow screens: the sections are behind the 菜单 button.
    await expect(page.getByRole("navigation", { name: "主导航" })).toBeHidden();
    await page.getByRole("button", { name: "菜单" }).click();
  }
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();

  await page.goto(paths.login());
  await expect(page.locator("[data-layout=blank]")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "主导航" })).toHaveCount(0);

  await page.goto(paths.agreement("service"));
  await expect(page.locator("[data-layout=simple]")).toHaveCount(1);
});
