/**
 * The member navigation shows the current page's entry: on a phone its pills scroll sideways, and a later entry
 * (资金设置 at x 654 in a 390 px viewport) opened off screen. On desktop the side column holds every entry.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { appNavigate, captureRouter, reportApiFailures } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

/** The current entry of the visible navigation (pills on a phone, the side column on desktop). */
function current(page: Page, mobile: boolean) {
  return page.getByTestId(mobile ? "member-tabs" : "member-nav").locator('[aria-current="page"]');
}

/** Fails unless the element lies wholly inside the viewport's width. */
async function expectOnScreen(page: Page, el: ReturnType<Page["locator"]>, label: string) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const b = await el.boundingBox();
      return b ? b.x >= 0 && b.x + b.width <= width : false;
    }, { message: `${label} within 0–${width} px: ${JSON.stringify(await el.boundingBox())}` })
    .toBe(true);
}

test("the current page's entry is on screen when a member page opens and after an in-app navigation, the page not scrolled", async ({ page, request }, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  const m = await seller(request);
  await captureRouter(page);

  // Opened directly: the last entries are the ones a phone's row hid.
  await signInAs(page, m, paths.member.fundsSettings());
  await page.reload(); // a first render, not the sign-in's navigation
  await waitHydrated(page);
  await expect(current(page, mobile)).toHaveText("资金设置");
  await expectOnScreen(page, current(page, mobile), "资金设置");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back to the first entry by navigation inside the app: the row follows to 个人资料.
  await appNavigate(page, paths.member.profile());
  await expect(page).toHaveURL(/\/member\/profile$/);
  await expect(current(page, mobile)).toHaveText("个人资料");
  await expectOnScreen(page, current(page, mobile), "个人资料");

  // And on to a late one again without a reload: 账户设置.
  await appNavigate(page, paths.member.accountSettings());
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  await expect(current(page, mobile)).toHaveText("账户设置");
  await expectOnScreen(page, current(page, mobile), "账户设置");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
