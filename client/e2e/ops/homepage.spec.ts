import type { Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { seller, signInAs } from "../selling/helpers";
import { grant } from "./moneyHelpers";

reportApiFailures(test);

/** The home page's sections in the page's order, by their test ids. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator('section[data-testid^="home-"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid ?? ""));
}

test("an editor moves and renames a home page section, previews it, publishes it, and a visitor's home page follows", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  const editor = grant(await seller(request), "editor");
  await signInAs(page, editor, paths.ops.homepage());
  await waitHydrated(page);
  await expect(page.getByTestId("ops-nav").getByRole("link", { name: "首页编排" })).toBeVisible();
  const sections = page.getByTestId("homepage-section");
  await expect(sections.first()).toBeVisible();
  const count = await sections.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const titleOf = (i: number) => sections.nth(i).getByLabel(/^栏目标题/);
  // The articles section, wherever it stands now (not the first: the first stays the works for sale).
  let at = -1;
  for (let i = 0; i < count; i++) {
    if ((await sections.nth(i).getByLabel("栏目类型").inputValue()) === "ARTICLES") at = i;
  }
  expect(at).toBeGreaterThan(0);

  if (testInfo.project.name === "mobile") {
    // On a phone: every section's controls are there and the preview opens; the publishing itself is the desktop's
    // (one layout for the whole site: two runs publishing at once would undo each other).
    await expect(sections.nth(at).getByRole("button", { name: "上移", exact: true }).first()).toBeEnabled();
    await expect(sections.nth(at).getByLabel(/^栏目标题/)).toBeVisible();
    await expect(page.getByRole("button", { name: "保存草稿" })).toBeVisible();
    await page.getByTestId("homepage-preview-link").click();
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    await expect(page.getByTestId("homepage-preview").locator('section[data-testid="home-newest"]')).toBeVisible();
    return;
  }

  // Already second (a retry): down one first, so that the move up below is a move.
  if (at === 1) {
    await sections.nth(1).getByRole("button", { name: "下移", exact: true }).first().click();
    at = 2;
  }

  // Bad input: a heading too long is answered on its field, nothing is saved.
  await titleOf(at).fill("长".repeat(21));
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(sections.nth(at).getByText("栏目标题不能超过 20 个字")).toBeVisible();

  // Renamed, and moved up to the second place.
  const title = `编辑推荐${Math.floor(Math.random() * 1e6)}`;
  await titleOf(at).fill(title);
  for (let i = at; i > 1; i--) await sections.nth(i).getByRole("button", { name: "上移", exact: true }).first().click();
  await expect(titleOf(1)).toHaveValue(title);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page.getByTestId("homepage-state")).toContainText("有未发布的修改");

  // A visitor does not see the draft yet.
  const visitor = await browser.newPage();
  await visitor.goto("/");
  await expect(visitor.getByTestId("home-articles").getByRole("heading", { level: 2 })).not.toHaveText(title);

  // The preview is the home page as it will be: the renamed section second.
  await page.getByTestId("homepage-preview-link").click();
  const preview = page.getByTestId("homepage-preview");
  await expect(preview.getByTestId("home-articles").getByRole("heading", { level: 2 })).toHaveText(title);
  expect((await sectionOrder(page)).slice(0, 2)).toEqual(["home-newest", "home-articles"]);

  // Published: the visitor's home page (served afresh: the kept page was dropped) follows.
  await page.getByRole("link", { name: "返回编辑" }).click();
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(toast(page, "已发布")).toBeVisible();
  await expect(page.getByTestId("homepage-state")).toHaveText("已发布");
  await visitor.goto("/");
  await expect(visitor.getByTestId("home-articles").getByRole("heading", { level: 2 })).toHaveText(title);
  expect((await sectionOrder(visitor)).slice(0, 2)).toEqual(["home-newest", "home-articles"]);
  await expect(visitor.getByTestId("home-articles").getByTestId("article-card").first()).toBeVisible();
  await visitor.close();
});
