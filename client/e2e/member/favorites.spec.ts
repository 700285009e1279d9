import { test, expect } from "../fixtures";
import { agree, field, reportApiFailures, selectTab, toast, uniqMobile, waitForCode } from "../auth/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

function countOf(text: string | null): number {
  const m = /^(\d+) 人/.exec(text ?? "");
  if (!m) throw new Error(`no count in ${text}`);
  return Number(m[1]);
}

test("a visitor favourites an artwork: login dialog, SMS sign-in, the favourite sticks, is listed and removed; then follows an artist", async ({ page, request }, testInfo) => {
  // Each project takes its own card, so the two projects never count the same work.
  const nth = testInfo.project.name === "mobile" ? 1 : 0;
  await page.goto(paths.artworks());
  const card = page.getByTestId("artwork-card").nth(nth);
  const title = (await card.locator("p.text-secondary span.italic").textContent()) ?? "";
  const before = countOf(await card.getByTestId("favorite-count-artwork").textContent());
  await card.getByRole("button", { name: "收藏", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await selectTab(dialog, "手机登录");
  const form = dialog.getByRole("form", { name: "手机登录" });
  const mobile = uniqMobile();
  await field(form, "手机号").fill(mobile);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await field(form, "短信验证码").fill(await waitForCode(request, mobile));
  await agree(form);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, "登录成功")).toBeVisible();

  // The action continues after sign-in.
  await expect(card.getByRole("button", { name: "已收藏" })).toBeVisible();
  await expect(card.getByTestId("favorite-count-artwork")).toHaveText(`${before + 1} 人收藏`);
  // It sticks: the server counts it.
  await page.reload();
  await expect(page.getByTestId("artwork-card").nth(nth).getByTestId("favorite-count-artwork")).toHaveText(`${before + 1} 人收藏`);

  await page.goto(paths.member.favArtworks());
  const item = page.getByTestId("favorite-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await item.getByRole("button", { name: "已收藏" }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await expect(page.getByTestId("favorites-empty").getByRole("link")).toHaveAttribute("href", paths.artworks());

  // Following an artist: signed in now, no dialog.
  await page.goto(paths.artists());
  const artist = page.getByTestId("favorite-artist").nth(nth).locator("..");
  const followers = countOf(await artist.getByTestId("favorite-count-artist").textContent());
  await artist.getByRole("button", { name: "关注", exact: true }).click();
  await expect(artist.getByRole("button", { name: "已关注" })).toBeVisible();
  await expect(artist.getByTestId("favorite-count-artist")).toHaveText(`${followers + 1} 人关注`);
  await page.goto(paths.member.favArtists());
  await expect(page.getByTestId("favorite-item")).toHaveCount(1);
});
