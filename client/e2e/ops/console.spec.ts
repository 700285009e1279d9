import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, gotoLogin, registerMember, reportApiFailures, selectTab, toast, uniq, waitForCode, type Member } from "../auth/helpers";
import { paths } from "../../src/system/paths";
import { memberGql, seller, signInAs } from "../selling/helpers";

reportApiFailures(test);

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";

/** A member given a role by `artmarket grant-role`, as production makes its first admin. */
async function withRole(m: Member, role: string): Promise<Member> {
  execFileSync("./bin/artmarket", ["grant-role", "--mobile", m.mobile ?? "", "--data-dir", dataDir, role], { cwd: repo, stdio: "pipe" });
  return m;
}

test("the console: a plain member gets the 404 page, a visitor signs in, an admin grants a role the grantee's console shows, disables a member signed in elsewhere, and the audit log shows each step", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const admin = await withRole(await seller(request), "admin");
  const target = await seller(request);

  // A visitor is sent to sign in.
  await page.goto(paths.ops.home());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fops/);

  // A plain member gets the same 404 as an unknown page, from the server (status 404) and in the client.
  await signInAs(page, target, paths.member.profile());
  const res = await page.goto(paths.ops.home());
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
  await expect(page.getByTestId("ops-nav")).toHaveCount(0);
  const review = await page.goto(paths.ops.artworks());
  expect(review?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();

  // The target stays signed in on another device (a second browser context).
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAs(other, target, paths.member.profile());

  // The admin's console: the home's queues and the navigation of the role.
  await signInAs(page, admin, paths.ops.home());
  await waitHydrated(page);
  const nav = page.getByTestId("ops-nav");
  await expect(nav.getByRole("link", { name: "会员管理" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "操作日志" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "作品审核" })).toHaveCount(0);
  await expect(page.locator('[data-testid="ops-queue"][data-kind="DELETION_REQUESTS"]')).toBeVisible();
  // The admin is not a reviewer: the review queue is a 404 to them.
  expect((await page.goto(paths.ops.artworks()))?.status()).toBe(404);

  // Search: bad input is answered on the field, then the member by mobile.
  await page.goto(paths.ops.members());
  await waitHydrated(page);
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByText("请输入手机号、邮箱、用户名或会员编号")).toBeVisible();
  await page.getByLabel("手机号、邮箱、用户名或会员编号").fill(target.mobile ?? "");
  await page.getByRole("button", { name: "搜索" }).click();
  const row = page.getByTestId("ops-member-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("****"); // the mobile masked
  await row.getByRole("link").click();
  await expect(page.getByTestId("ops-member-status")).toHaveText("正常");

  // Grant the reviewer role; the grantee's console shows the review page.
  await page.getByLabel("授予角色").selectOption("REVIEWER");
  await page.getByRole("button", { name: "授予", exact: true }).click();
  await expect(toast(page, "已授予角色")).toBeVisible();
  await expect(page.getByTestId("ops-member-roles")).toContainText("审核员");
  await other.goto(paths.ops.home());
  await waitHydrated(other);
  await expect(other.getByTestId("ops-nav").getByRole("link", { name: "作品审核" })).toBeVisible();
  await expect(other.getByTestId("ops-nav").getByRole("link", { name: "会员管理" })).toHaveCount(0);

  // Disable with a reason: too short first (the field says so, nothing changes), then a real one.
  await page.getByLabel("禁用原因").fill("坏");
  await page.getByRole("button", { name: "禁用", exact: true }).click();
  await expect(page.getByText("禁用原因至少 2 个字")).toBeVisible();
  await expect(page.getByTestId("ops-member-status")).toHaveText("正常");
  await page.getByLabel("禁用原因").fill("发布违规内容");
  await page.getByRole("button", { name: "禁用", exact: true }).click();
  await expect(toast(page, "已禁用该会员，其所有设备已退出登录")).toBeVisible();
  await expect(page.getByTestId("ops-member-status")).toHaveText("已禁用");
  await expect(page.getByTestId("ops-disabled-reason")).toHaveText("发布违规内容");

  // The session elsewhere has ended: its member pages send it to sign in, and signing in is refused.
  await other.goto(paths.member.profile());
  await expect(other).toHaveURL(/\/login\?redirect=/, { timeout: 20_000 });
  await other.evaluate(() => localStorage.clear());
  await gotoLogin(other);
  await selectTab(other, "账号登录");
  await emailLogin(other, target.email, target.password);
  await expect(other.getByText("账号已被禁用")).toBeVisible();
  await elsewhere.close();

  // The audit log shows each step, newest first, for this member.
  await page.getByRole("link", { name: "查看该会员的操作日志" }).click();
  await waitHydrated(page);
  const entries = page.getByTestId("ops-audit-entry");
  await expect(entries.first()).toHaveAttribute("data-action", "member.disable");
  await expect(entries.first()).toContainText("原因：发布违规内容");
  await expect(entries.nth(1)).toHaveAttribute("data-action", "role.grant");
  await expect(entries).toHaveCount(2);
  // A date range that ends before it starts is refused on its field.
  await page.getByLabel("开始日期").fill("2026-11-28");
  await page.getByLabel("结束日期").fill("2026-11-01");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByText("结束时间不能早于开始时间")).toBeVisible();
});

test("a member who holds no role opening an unknown console page gets the 404 page", async ({ page, request }) => {
  const m = await registerMember(request);
  await signInAs(page, m, paths.member.profile());
  const res = await page.goto(paths.ops.members());
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toBeVisible();
});

/** The member confirms a deletion request through the API (the code by e-mail), as the account settings do. */
async function requestDeletion(request: APIRequestContext, m: Member): Promise<void> {
  const sent = await memberGql<{ sendAccountDeletionCode: { codeKey: string | null; userErrors: unknown[] } }>(request, m,
    "mutation { sendAccountDeletionCode(input: { channel: EMAIL }) { codeKey userErrors { message } } }");
  expect(sent.sendAccountDeletionCode.userErrors).toEqual([]);
  const code = await waitForCode(request, m.email);
  const done = await memberGql<{ requestAccountDeletion: { userErrors: unknown[] } }>(request, m,
    "mutation($k: String!, $c: String!) { requestAccountDeletion(input: { channel: EMAIL, codeKey: $k, code: $c }) { userErrors { message } } }",
    { k: sent.sendAccountDeletionCode.codeKey, c: code });
  expect(done.requestAccountDeletion.userErrors).toEqual([]);
}

/** Ends the member's cooling-off period now (fifteen days cannot pass in a test): its end becomes its start. */
function endCoolingOff(m: Member): void {
  const sql = `UPDATE account_deletions SET erase_at = requested_at WHERE member_account_deletion = (SELECT id FROM members WHERE username = '${m.username}');`;
  execFileSync("sqlite3", ["-cmd", ".timeout 5000", `${dataDir}/artmarket.db`, sql], { cwd: repo, stdio: "pipe" });
}

test("deletion requests: an admin finds a pending one from the home's queue, may not process it during the cooling-off period, processes it once over, and the audit log shows it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await withRole(await seller(request), "admin");
  const target = await registerMember(request);
  await requestDeletion(request, target);

  await signInAs(page, admin, paths.ops.home());
  await waitHydrated(page);
  await page.locator('[data-testid="ops-queue"][data-kind="DELETION_REQUESTS"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/ops\/deletions$/);
  await expect(page.getByRole("heading", { name: "注销申请", level: 1 })).toBeVisible();
  const row = page.getByTestId("ops-deletion-row").filter({ hasText: target.username });
  await expect(row).toContainText("冷静期至");

  // During the cooling-off period the member's page shows the request, and nothing to process.
  await row.getByRole("link").click();
  await expect(page.getByTestId("ops-member-deletion")).toContainText("冷静期中");
  await expect(page.getByRole("button", { name: "处理注销申请" })).toHaveCount(0);

  // Once it is over, the admin processes it (after a confirmation): the account is erased.
  endCoolingOff(target);
  await page.reload();
  await waitHydrated(page);
  await page.getByRole("button", { name: "处理注销申请" }).click();
  await page.getByRole("button", { name: "确认注销" }).click();
  await expect(toast(page, "已注销该账号")).toBeVisible();
  await expect(page.getByTestId("ops-member-deletion")).toContainText("已注销");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("已注销用户");
  await expect(page.getByRole("button", { name: "处理注销申请" })).toHaveCount(0);
  const memberPage = page.url();

  // The list no longer holds it; the audit log does, with the admin as its author.
  await page.goto(paths.ops.deletions());
  await expect(page.getByTestId("ops-deletion-row").filter({ hasText: target.username })).toHaveCount(0);
  await page.goto(memberPage);
  await page.getByRole("link", { name: "查看该会员的操作日志" }).click();
  await waitHydrated(page);
  const entries = page.getByTestId("ops-audit-entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute("data-action", "member.erase");
  await expect(entries.first()).toContainText("处理注销申请");
});

test("a partner application becomes a gallery workspace: the admin approves it, the applicant edits the gallery's page, bad input is refused on its field, and the audit log shows both", async ({ page, request }) => {
  test.setTimeout(120_000);
  const applicant = await seller(request);
  const organization = `长街画廊${uniq()}`;
  // Unique to this run: the desktop and phone runs (and a retry) write to the same audit log.
  const description = `专注当代水墨的画廊。${uniq()}`;
  const website = `https://changjie-${uniq()}.example.com`;
  const filed = await request.post("/api/partner/apply", {
    data: { organization, type: "GALLERY", contact: "王经理", mobile: applicant.mobile, email: applicant.email, message: "希望开设画廊主页。" },
  });
  expect(filed.ok(), `apply → HTTP ${filed.status()}`).toBeTruthy();
  const admin = await withRole(await seller(request), "admin");

  // The admin approves it from the console: the city is asked first.
  await signInAs(page, admin, paths.ops.partners());
  await waitHydrated(page);
  const card = page.getByTestId("ops-application").filter({ hasText: organization });
  await expect(card.getByTestId("ops-application-status")).toHaveText("待处理");
  await expect(card).toContainText("****"); // the applicant's mobile masked
  await card.getByRole("button", { name: "通过并开通画廊空间" }).click();
  await expect(card.getByText("请填写画廊所在城市")).toBeVisible();
  await card.getByLabel("画廊所在城市").fill("上海");
  await card.getByRole("button", { name: "通过并开通画廊空间" }).click();
  await expect(toast(page, `已开通画廊空间：${organization}`)).toBeVisible();
  await expect(card.getByTestId("ops-application-status")).toHaveText("已通过");
  await expect(card.getByRole("button", { name: "拒绝" })).toHaveCount(0);

  // The applicant now keeps the gallery: their console opens 画廊空间, a draft they fill in, then publish.
  await signInAs(page, applicant, paths.ops.home());
  await waitHydrated(page);
  await page.getByTestId("ops-nav").getByRole("link", { name: "画廊空间" }).click();
  await expect(page).toHaveURL(/\/ops\/gallery$/);
  await waitHydrated(page);
  await expect(page.getByTestId("gallery-state")).toContainText("草稿");
  await page.getByLabel("网址").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText("网址须以 http:// 或 https:// 开头")).toBeVisible();
  await page.getByLabel("网址").fill(website);
  await page.getByLabel("画廊介绍").fill(description);
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(toast(page, "草稿已保存")).toBeVisible();
  await page.getByRole("button", { name: "立即发布" }).click();
  await expect(page.getByTestId("gallery-state")).toContainText("已发布");

  // The public page shows it once published.
  await page.getByRole("link", { name: "查看画廊主页" }).click();
  await expect(page.getByTestId("gallery-description")).toContainText(description);

  // The audit log keeps both actions.
  await signInAs(page, admin, paths.ops.audit());
  await waitHydrated(page);
  await expect(page.locator('[data-testid="ops-audit-entry"][data-action="gallery.update"]').filter({ hasText: website })).toHaveCount(1);
  await expect(page.locator('[data-testid="ops-audit-entry"][data-action="partner.approve"]').first()).toBeVisible();
});
