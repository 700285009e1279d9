import { test, expect, waitHydrated } from "../fixtures";
import { reportApiFailures, toast, uniq } from "../auth/helpers";
import { grant } from "./moneyHelpers";
import { paths } from "../../src/system/paths";
import { seller, signInAs } from "../selling/helpers";
import { utcToShanghaiLocal } from "../../src/apps/ops/publishingRules";

reportApiFailures(test);

test("an editor creates an art live, is told about bad input on its field, previews, schedules, publishes and withdraws it; /live-list shows only the published one", async ({ page, request }) => {
  test.setTimeout(180_000);
  const editor = grant(await seller(request), "editor");
  const title = `周末导览直播 ${uniq()}`;
  const start = new Date(Date.now() + 60 * 60_000);

  await signInAs(page, editor, paths.ops.lives());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "直播发布" }).click();
  await page.getByRole("link", { name: "新建直播" }).click();
  await expect(page).toHaveURL(/\/ops\/lives\/new$/);
  await waitHydrated(page);

  // Bad input: an end before the start, then an address that is not http(s); each on its field, nothing saved.
  await page.getByLabel("标题").fill(title);
  await page.getByLabel("主办方").fill("山木画廊");
  await page.getByLabel("直播状态").selectOption("LIVE");
  await page.getByLabel("开播时间（北京时间）").fill(utcToShanghaiLocal(start));
  await page.getByLabel("结束时间（北京时间，可不填）").fill(utcToShanghaiLocal(new Date(start.getTime() - 60 * 60_000)));
  await page.getByLabel("直播地址").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("结束时间须晚于开播时间")).toBeVisible();
  await page.getByLabel("结束时间（北京时间，可不填）").fill(utcToShanghaiLocal(new Date(start.getTime() + 2 * 60 * 60_000)));
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("地址须以 http:// 或 https:// 开头")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/lives\/new$/);

  await page.getByLabel("直播地址").fill("https://live.example.com/798.m3u8");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/lives\/\d+$/);
  const id = /\/ops\/lives\/(\d+)$/.exec(page.url())?.[1] ?? "";
  const number = Number(BigInt(id) & 0xffffffffn);
  await expect(page.getByTestId("live-state")).toContainText("草稿");

  // The preview shows the card as it will be listed; the public list does not have it.
  await page.getByTestId("live-preview-link").click();
  await expect(page.getByTestId("live-preview").getByTestId("live-title")).toHaveText(title);
  await page.goto(paths.liveList("live"));
  await expect(page.getByText(title)).toHaveCount(0);

  // Scheduled a little ahead, it goes up when the job's step runs at its time (the sandbox's control).
  await page.goto(paths.ops.live(id));
  await waitHydrated(page);
  await page.getByLabel("定时发布时间（北京时间）").fill(utcToShanghaiLocal(new Date(Date.now() + 3 * 60_000)));
  await page.getByRole("button", { name: "定时发布" }).click();
  await expect(page.getByTestId("live-state")).toContainText("将于");
  const run = await request.post(`/_sandbox/api/lives/${number}/publish-scheduled`);
  expect(((await run.json()) as { data: { published: boolean } }).data.published).toBe(true);
  await page.goto(paths.liveList("live"));
  await expect(page.getByText(title)).toBeVisible();

  // Withdrawn, it is gone; published again, it is back.
  await page.goto(paths.ops.live(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "下线" }).click();
  await expect(page.getByTestId("live-state")).toContainText("已下线");
  await page.goto(paths.liveList("live"));
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(paths.ops.live(id));
  await waitHydrated(page);
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("live-state")).toContainText("已发布");
  await page.goto(paths.liveList("live"));
  await expect(page.getByText(title)).toBeVisible();
});
