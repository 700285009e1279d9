import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { answerConfirm } from "../confirmDialog";
import { pendingWork, reviewer, seller, signInAs } from "./helpers";

reportApiFailures(test);

test("review: rejected with a reason the seller reads, edited in the form and resubmitted, approved, found by its pinyin and public with its sale, taken down and gone; the console refuses others", async ({ page, request, watch }) => {
  test.setTimeout(180_000); // two members, many round trips, on a shared machine
  const owner = await seller(request);
  const rev = await reviewer(request);
  const work = await pendingWork(request, owner);

  // A visitor is sent to sign in.
  await page.goto(paths.ops.artworks());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fops%2Fartworks/);

  // The reviewer rejects it with a reason from the list plus a note.
  await signInAs(page, rev, paths.ops.artworks());
  // Rendered on the server for the reviewer, hydrated without an error or an early request.
  await page.goto(paths.ops.artworks());
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  expect(await watch.graphqlBeforeHydration()).toEqual([]);
  let item = page.getByTestId("review-item").filter({ hasText: work.title });
  await expect(item).toBeVisible();
  // The preview shows the work as its public page will.
  await expect(item.getByTestId("preview-title")).toHaveText(`《${work.title}》，2024`);
  await expect(item).toContainText("江南客");
  await expect(item).toContainText("¥12,800.00");
  await expect(item).toContainText("80 × 60 cm");
  await item.getByRole("button", { name: "驳回" }).click();
  await item.getByLabel("驳回原因", { exact: true }).selectOption("图片不清晰");
  await item.getByLabel("补充说明（卖家可见）").fill("请上传正面全图");
  await item.getByRole("button", { name: "确认驳回" }).click();
  await expect(toast(page, `已驳回《${work.title}》`)).toBeVisible();
  await expect(item).toHaveCount(0);

  // The seller reads the reason in 未通过 and on the work's own page.
  const reason = "未通过原因：图片不清晰：请上传正面全图";
  await signInAs(page, owner, paths.member.artworks("rejected"));
  await waitHydrated(page);
  const card = page.getByTestId("selling-card").filter({ hasText: work.title });
  await expect(card.getByTestId("reject-reason")).toHaveText(reason);
  await expect(page.getByTestId("count-rejected")).toHaveText("1");
  await card.getByTestId("selling-card-title").click();
  await expect(page).toHaveURL(paths.member.artwork(work.number));
  await expect(page.getByTestId("reject-reason")).toHaveText(reason);
  await expect(page.getByTestId("timeline-reason")).toHaveText("原因：图片不清晰：请上传正面全图");
  await expect(page.getByTestId("timeline-event")).toHaveCount(3); // created, submitted, rejected
  // A non-reviewer cannot open the console: the 404 of a page that does not exist (issue 24).
  expect((await page.goto(paths.ops.artworks()))?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
  // The seller edits the work in the form (saved as they type), then resubmits it from the work's page.
  await page.goto(paths.member.artwork(work.number));
  await waitHydrated(page);
  await page.getByRole("link", { name: "编辑", exact: true }).click();
  await expect(page).toHaveURL(paths.member.editArtwork(work.number));
  const form = page.getByTestId("artwork-form");
  await form.getByLabel("作品描述（选填）").fill("雨后的江南，正面全图已补。");
  await expect(page.getByTestId("save-status")).toHaveText("已保存", { timeout: 20_000 });
  await page.goto(paths.member.artwork(work.number));
  await waitHydrated(page);
  expect(await watch.hydrationErrors()).toEqual([]);
  expect(await watch.graphqlBeforeHydration()).toEqual([]);
  await page.getByRole("button", { name: "重新提交" }).click();
  await page.getByRole("group", { name: "提交前的声明" }).getByRole("checkbox").check();
  await page.getByRole("button", { name: "确认提交" }).click();
  await expect(toast(page, "已提交审核")).toBeVisible();
  await expect(page.getByTestId("selling-state")).toHaveText("审核中");
  await expect(page.getByRole("button", { name: "撤回" })).toBeVisible();

  // The reviewer approves it.
  await signInAs(page, rev, paths.ops.artworks());
  await waitHydrated(page);
  item = page.getByTestId("review-item").filter({ hasText: work.title });
  await item.getByRole("button", { name: "通过" }).click();
  await expect(toast(page, `《${work.title}》已通过审核并上架`)).toBeVisible();
  await expect(item).toHaveCount(0);

  // Public: in /artworks (newest first), found by the pinyin of its title, and on its own page with the seller.
  await page.goto(paths.artworks());
  await expect(page.getByText(work.title).first()).toBeVisible();
  await page.goto(paths.search("shenheceshi"));
  await expect(page.getByText(work.title).first()).toBeVisible();
  await signInAs(page, owner, paths.member.artwork(work.number));
  await waitHydrated(page);
  await expect(page.getByTestId("selling-state")).toHaveText("在售");
  const link = page.getByTestId("public-link");
  const publicPath = (await link.getAttribute("href")) ?? "";
  expect(publicPath).toMatch(/^\/artwork\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(publicPath);
  await expect(page.locator("h1")).toContainText(work.title);
  await expect(page.getByTestId("artwork-seller")).toContainText("卖家：");
  await expect(page.getByTestId("artwork-seller")).toContainText("运费：包邮 · 发货地：广东省 深圳市");
  await expect(page.getByText("雨后的江南，正面全图已补。")).toBeVisible(); // the edited version is the one listed

  // The seller takes it down from 我的作品: it leaves 在售, and its public page answers 404.
  await page.goto(paths.member.artworks("selling"));
  await waitHydrated(page);
  const listed = page.getByTestId("selling-card").filter({ hasText: work.title });
  // 下架 asks first in the in-page dialog: 取消 keeps it on sale (its public page still answers), 下架 takes it down.
  await listed.getByRole("button", { name: "下架" }).click();
  await answerConfirm(page, "下架这件作品？", "取消");
  await expect(listed).toHaveCount(1);
  expect((await page.request.get(publicPath)).status()).toBe(200);
  await listed.getByRole("button", { name: "下架" }).click();
  await answerConfirm(page, "下架这件作品？", "下架");
  await expect(toast(page, "作品已下架")).toBeVisible();
  await expect(listed).toHaveCount(0);
  await expect(page.getByTestId("count-taken-down")).toHaveText("1");
  expect((await page.request.get(publicPath)).status()).toBe(404);
  await page.goto(paths.member.artwork(work.number));
  await expect(page.getByTestId("selling-state")).toHaveText("已下架");
  await expect(page.getByTestId("public-link")).toHaveCount(0);
});
