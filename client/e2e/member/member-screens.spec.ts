/**
 * The member screens as a new member meets them (issue 26, points 10–12, 16, 17): a first password and what it
 * needs to sign in, the demo reviewer's documented sign-in, withdrawing an edit of a listed work, the words of a
 * price change, /member, a waiting draft, the pictures' hint, a 429 on 获取验证码, binding a taken number, weak
 * passwords, and a seller on their own work's page.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import {
  agree,
  emailLogin,
  emailLoginCode,
  expectHttpErrors,
  field,
  gotoLogin,
  outbox,
  registerMember,
  reportApiFailures,
  selectTab,
  storedSession,
  toast,
  uniq,
  uniqEmail,
  uniqMobile,
  waitForCode,
  type Member,
} from "../auth/helpers";
import { memberGql, pendingWork, reviewer, seller, signInAs } from "../selling/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

/** Signs a new member up by SMS in the page (a mobile number, no e-mail, no password), landing on `to`. */
async function smsSignUp(page: Page, request: APIRequestContext, to: string): Promise<Member & { mobile: string }> {
  const mobile = uniqMobile();
  await gotoLogin(page, to);
  await selectTab(page, "手机登录");
  const form = page.getByRole("form", { name: "手机登录" });
  await field(form, "手机号").fill(mobile);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await field(form, "短信验证码").fill(await waitForCode(request, mobile));
  await agree(form);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL((u) => u.pathname === to);
  await waitHydrated(page);
  const { token } = await storedSession(page);
  return { username: "", email: "", password: "", token: token ?? "", mobile };
}

test("a first password: the section says password sign-in needs an e-mail and binds one; refuses 12345678; then it is in change mode", async ({ page, request, watch }) => {
  await smsSignUp(page, request, paths.member.accountSettings());
  const section = page.getByTestId("password-section");
  await expect(section.getByRole("heading", { name: "设置密码" })).toBeVisible();
  await expect(section.getByLabel("原密码", { exact: true })).toHaveCount(0);
  // No e-mail: a password alone signs in nowhere (spec §3: e-mail and password), and the section says so.
  const note = section.getByTestId("password-needs-email");
  await expect(note).toContainText("密码登录使用邮箱和密码");

  // A common weak password is refused, on its field; nothing is set.
  await section.getByLabel("新密码", { exact: true }).fill("12345678");
  await section.getByLabel("确认新密码", { exact: true }).fill("12345678");
  await section.getByRole("button", { name: "设置密码" }).click();
  await expect(section.getByLabel("新密码", { exact: true })).toHaveAccessibleDescription("密码过于简单，请换一个");
  expectHttpErrors(watch, [{ status: 422, path: "/api/member/password/change" }]);
  await expect(section.getByRole("heading", { name: "设置密码" })).toBeVisible();

  await section.getByLabel("新密码", { exact: true }).fill("Jiangnan2026");
  await section.getByLabel("确认新密码", { exact: true }).fill("Jiangnan2026");
  await section.getByRole("button", { name: "设置密码" }).click();
  await expect(toast(page, "密码已修改，其他设备已退出登录")).toBeVisible();
  // Change mode at once, without a reload: the next change asks for the password just set, and succeeds.
  await expect(section.getByRole("heading", { name: "修改密码" })).toBeVisible();
  await section.getByLabel("原密码", { exact: true }).fill("Jiangnan2026");
  await section.getByLabel("新密码", { exact: true }).fill("Jiangnan2027");
  await section.getByLabel("确认新密码", { exact: true }).fill("Jiangnan2027");
  await section.getByRole("button", { name: "修改密码" }).click();
  await expect(section.getByLabel("原密码", { exact: true })).toHaveValue("");

  // 绑定邮箱 from the note opens the e-mail form, focused; bound, the note goes and the password signs in.
  await note.getByRole("button", { name: "绑定邮箱" }).click();
  const emailForm = page.getByRole("form", { name: "绑定邮箱" });
  await expect(field(emailForm, "新邮箱")).toBeFocused();
  const email = uniqEmail("pw");
  await field(emailForm, "新邮箱").fill(email);
  await emailForm.getByRole("button", { name: "获取验证码" }).click();
  await field(emailForm, "验证码").fill(await waitForCode(request, email));
  await emailForm.getByRole("button", { name: "确定" }).click();
  await expect(toast(page, "邮箱已绑定")).toBeVisible();
  await expect(note).toHaveCount(0);
  expect(await emailLoginCode(request, email, "Jiangnan2027")).toBe(1);
});

test("the demo reviewer signs in as the README says: e-mail and password on 账号登录", async ({ page }) => {
  await gotoLogin(page, paths.ops.artworks());
  await selectTab(page, "账号登录");
  await emailLogin(page, "reviewer@artmarket.test", "Review2026!");
  await expect(page).toHaveURL(/\/ops\/artworks$/);
});

test("撤回 on a listed work's edit keeps it on sale as listed; a price change reads as one; the seller is offered to manage, not to buy", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const [m, rev] = await Promise.all([seller(request), reviewer(request)]);
  const work = await pendingWork(request, m);
  type Moved = { userErrors: { message: string }[]; work: { version: number; state: string; publicArtwork: { number: number } | null } | null };
  const fields = "userErrors { message } work { version state publicArtwork { number } }";
  const approved = await memberGql<{ approveWork: Moved }>(request, rev, `mutation($id: ID!) { approveWork(input: { id: $id }) { ${fields} } }`, { id: work.id });
  expect(approved.approveWork.userErrors).toEqual([]);
  const publicNumber = approved.approveWork.work?.publicArtwork?.number ?? 0;
  const read = await memberGql<{ viewer: { work: { images: { key: string; width: number; height: number }[] } } }>(
    request, m, `query($n: Int!) { viewer { work(number: $n) { images { key width height } } } }`, { n: work.number });
  const form = {
    title: work.title, artistKind: "new", artistName: "江南客", year: 2024, medium: "OIL", materials: "布面油画",
    widthCm: 60, heightCm: 80, priceFen: "1280000", shipping: "free", shipFrom: "4403",
    description: "雨后的江南。\n第二行。", images: read.viewer.work.images,
  };
  const update = `mutation($id: ID!, $v: Int!, $form: WorkFormInput!) { updateWork(input: { id: $id, version: $v, form: $form }) { ${fields} } }`;
  let version = approved.approveWork.work?.version ?? 0;
  // A price change (applies at once), then a content edit (to review).
  const repriced = await memberGql<{ updateWork: Moved }>(request, m, update, { id: work.id, v: version, form: { ...form, priceFen: "990000" } });
  expect(repriced.updateWork.work?.state).toBe("listed");
  version = repriced.updateWork.work?.version ?? 0;
  const edited = await memberGql<{ updateWork: Moved }>(request, m, update, { id: work.id, v: version, form: { ...form, priceFen: "990000", title: `${work.title}改` } });
  expect(edited.updateWork.work?.state).toBe("pending");

  await signInAs(page, m, paths.member.artwork(work.number));
  await waitHydrated(page);
  await expect(page.getByTestId("selling-state")).toHaveText("审核中");
  const reprice = page.getByTestId("timeline-event").and(page.locator('[data-action="reprice"]'));
  await expect(reprice).toContainText("价格 ¥12,800.00 → ¥9,900.00");
  await expect(reprice).not.toContainText("包邮"); // shipping did not change: not named
  await page.getByRole("button", { name: "撤回" }).click();
  await expect(page.getByTestId("selling-state")).toHaveText("在售");
  await expect(page.getByTestId("timeline-event").last()).toContainText("撤回修改，在售版本不变");

  // Still on sale for everyone, as listed, at the new price.
  const visitor = await browser.newContext(baseURL ? { baseURL } : {});
  const vp = await visitor.newPage();
  await vp.goto(paths.artwork(publicNumber));
  await expect(vp.getByRole("heading", { level: 1 })).toContainText(`《${work.title}》`);
  const goods = vp.getByTestId("artwork-goods");
  await expect(goods.getByRole("link", { name: /^购买 / })).toBeVisible();
  await expect(goods).toContainText("¥9,900.00");
  await visitor.close();

  // The seller sees their own work with a way to manage it, not 购买.
  await page.goto(paths.artwork(publicNumber));
  await waitHydrated(page);
  const own = page.getByTestId("artwork-goods");
  await expect(own.getByTestId("manage-own-work")).toHaveAttribute("href", paths.member.artwork(work.number));
  await expect(own.getByRole("link", { name: /^购买 / })).toHaveCount(0);
});

test("/member leads to the member home", async ({ page, request }) => {
  const m = await registerMember(request);
  await signInAs(page, m, paths.member.profile());
  await page.goto("/member");
  await expect(page).toHaveURL(/\/member\/profile$/);
  await waitHydrated(page);
  await expect(page.getByTestId("member-bar").first()).toBeVisible();
});

test("发布作品 offers the waiting draft; the pictures' hint promises only what works; no machine username", async ({ page, request }) => {
  const m = await smsSignUp(page, request, paths.member.publishArtwork());
  // No draft yet: no offer.
  await expect(page.getByTestId("draft-waiting")).toHaveCount(0);
  await expect(page.getByText("第一张为封面，用图片下方的 ← → 调整顺序（电脑上也可用鼠标拖动）。", { exact: false })).toBeVisible();
  await expect(page.getByText(/可拖动或用方向键/)).toHaveCount(0);
  // The seller signed up by SMS has a generated username (m_…): it is shown nowhere.
  await expect(page.locator("body")).not.toContainText(/\b(?:m|wx)_[0-9a-f]{10}\b/);

  const title = `草稿${uniq()}`;
  const created = await memberGql<{ createWork: { work: { number: number } | null } }>(
    request, m, `mutation($form: WorkFormInput!) { createWork(input: { form: $form }) { work { number } } }`, { form: { title } });
  const number = created.createWork.work?.number ?? 0;
  await page.reload();
  await waitHydrated(page);
  const offer = page.getByTestId("draft-waiting");
  await expect(offer).toContainText(`《${title}》`);
  await offer.getByRole("link", { name: "继续编辑草稿" }).click();
  await expect(page).toHaveURL(new RegExp(`/member/edit-artwork/${number}$`));
  await expect(page.getByLabel("作品名称")).toHaveValue(title);
});

test("获取验证码 refused as too soon (429) counts down the seconds the server gave", async ({ page, request, watch }) => {
  const mobile = uniqMobile();
  // A code just went to this number (another tab, say): the next send is refused for about a minute.
  await request.post("/api/send/mobile/login", { data: { mobile } });
  await gotoLogin(page);
  await selectTab(page, "手机登录");
  const form = page.getByRole("form", { name: "手机登录" });
  await field(form, "手机号").fill(mobile);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(toast(page, "发送过于频繁")).toBeVisible();
  const link = form.getByRole("button", { name: /^\d+秒后重试$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("aria-disabled", "true");
  const seconds = Number((await link.textContent())?.match(/\d+/)?.[0]);
  expect(seconds).toBeGreaterThan(50);
  expect(seconds).toBeLessThanOrEqual(60);
  expectHttpErrors(watch, [{ status: 429, path: "/api/send/mobile/login" }]);
  expect((await outbox(request, mobile)).length).toBe(1);
});

test("binding a number another member has is refused before any code goes to it", async ({ page, request, watch }) => {
  // The number's owner signed up by SMS.
  const owner = uniqMobile();
  const sent = (await (await request.post("/api/send/mobile/login", { data: { mobile: owner } })).json()) as { data: { key: string } };
  await request.post("/api/login/mobile", { data: { mobile: owner, mobile_code: await waitForCode(request, owner), mobile_key: sent.data.key } });
  const before = (await outbox(request, owner)).length;

  const m = await registerMember(request);
  await signInAs(page, m, paths.member.accountSettings());
  await waitHydrated(page);
  await page.getByTestId("contact-mobile").getByRole("button", { name: "绑定手机号" }).click();
  const form = page.getByRole("form", { name: "绑定手机号" });
  await field(form, "新手机号").fill(owner);
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(toast(page, "该手机号已绑定其他账号")).toBeVisible();
  expectHttpErrors(watch, [{ status: 422, path: "/api/send/mobile/bind_mobile" }]);
  expect((await outbox(request, owner)).length).toBe(before);
});
