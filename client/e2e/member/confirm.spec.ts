/**
 * What cannot be undone asks first, the same way everywhere: the site's in-page dialog, never the browser's
 * confirm(). Deleting an address, a cash-out account, 下架 and signing a device out are asked in their own specs
 * (address, funds, review, devices); here a draft's deletion, and leaving a form with unsaved changes inside the app.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { field, reportApiFailures, toast } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { answerConfirm, watchNativeDialogs } from "../confirmDialog";
import { draftWork, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

/** The member navigation's entry named `name`, whichever of its two forms (side column, phone pills) shows. */
function navLink(page: Page, name: string) {
  return page.getByRole("navigation", { name: "会员中心" }).getByRole("link", { name, exact: true }).filter({ visible: true });
}

test("deleting a draft asks in the page: 取消 keeps it (after a reload too), 删除 deletes it", async ({ page, request }) => {
  test.setTimeout(60_000);
  const m = await seller(request);
  const draft = await draftWork(request, m);
  await signInAs(page, m, paths.member.artworks("draft"));
  await waitHydrated(page);
  const native = watchNativeDialogs(page);
  const card = page.getByTestId("selling-card").filter({ hasText: draft.title });
  await expect(card).toHaveCount(1);

  await card.getByRole("button", { name: "删除", exact: true }).click();
  await expect(page.getByRole("alertdialog", { name: "删除这个草稿？" })).toContainText("删除后无法恢复。");
  await answerConfirm(page, "删除这个草稿？", "取消");
  await page.reload();
  await waitHydrated(page);
  await expect(card).toHaveCount(1);

  await card.getByRole("button", { name: "删除", exact: true }).click();
  await answerConfirm(page, "删除这个草稿？", "删除");
  await expect(toast(page, "草稿已删除")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await waitHydrated(page);
  await expect(page.getByTestId("selling-card").filter({ hasText: draft.title })).toHaveCount(0);
  expect(native).toEqual([]);
});

test("leaving an address form with unsaved changes inside the app asks in the page: 取消 keeps the typing, 离开 goes", async ({ page, request }) => {
  const m = await seller(request);
  await signInAs(page, m, paths.member.address());
  await waitHydrated(page);
  const native = watchNativeDialogs(page);

  // An untouched form lets the member go without a question.
  await page.getByRole("button", { name: "新增收货地址" }).click();
  await navLink(page, "账户设置").click();
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await navLink(page, "收货地址").click();
  await expect(page).toHaveURL(/\/member\/address$/);
  await page.getByRole("button", { name: "新增收货地址" }).click();
  const form = page.getByRole("form", { name: "新增收货地址" });
  await field(form, "收货人").fill("张三");
  await navLink(page, "账户设置").click();
  await answerConfirm(page, "地址还没有保存，确定离开吗？", "取消");
  await expect(page).toHaveURL(/\/member\/address$/);
  await expect(field(form, "收货人")).toHaveValue("张三");

  // The browser's back button is inside the app too.
  await page.goBack();
  await expect(page.getByRole("alertdialog", { name: "地址还没有保存，确定离开吗？" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/member\/address$/);
  await expect(field(form, "收货人")).toHaveValue("张三");

  await navLink(page, "账户设置").click();
  await answerConfirm(page, "地址还没有保存，确定离开吗？", "离开");
  await expect(page).toHaveURL(/\/member\/account-settings$/);
  expect(native).toEqual([]);
});

test("leaving the publish form with a change not saved asks in the page: 取消 stays with it, 离开 goes", async ({ page, request }) => {
  const m = await seller(request);
  await signInAs(page, m, paths.member.publishArtwork());
  await waitHydrated(page);
  const native = watchNativeDialogs(page);
  const form = page.getByTestId("artwork-form");
  await field(form, "作品名称").fill("海边的早晨");
  // A price the draft's rules refuse: the change cannot be saved, so it stays unsaved.
  await field(form, "价格（元）").fill("abc");

  // The publish page's own link back to 我的作品 (its layout has no member navigation).
  const back = page.getByRole("main").getByRole("link", { name: "我的作品", exact: true });
  await back.click();
  await answerConfirm(page, "作品还有未保存的修改，确定离开吗？", "取消");
  await expect(page).toHaveURL(/\/member\/(publish|edit)-artwork/);
  await expect(field(form, "作品名称")).toHaveValue("海边的早晨");
  expect(native).toEqual([]);

  await back.click();
  await answerConfirm(page, "作品还有未保存的修改，确定离开吗？", "离开");
  await expect(page).toHaveURL(/\/member\/artworks$/);
  expect(native).toEqual([]);
});

test("closing the tab over a form with unsaved changes keeps the browser's own prompt (beforeunload)", async ({ page, request }) => {
  const m = await seller(request);
  await signInAs(page, m, paths.member.address());
  await waitHydrated(page);
  await page.getByRole("button", { name: "新增收货地址" }).click();
  await field(page.getByRole("form", { name: "新增收货地址" }), "收货人").fill("张三");
  const prompt = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const d = await prompt;
  expect(d.type()).toBe("beforeunload");
  await d.accept();
});
