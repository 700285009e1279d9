/**
 * Helpers of the sign-in browser tests: unique accounts, codes from the sandbox outbox, captcha answers from
 * the sandbox API, members set up through the real REST endpoints, and the panel's fields.
 */
import type { APIRequestContext, APIResponse, Locator, Page, Request } from "@playwright/test";
import { expect, waitHydrated, type PageWatch, type test } from "../fixtures";

/** A mobile user agent with WeChat's in-app browser suffix. */
const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Mobile Safari/537.36";
export const WECHAT_UA = `${MOBILE_UA} MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN`;

export const PASSWORD = "Secret123";

let serial = 0;
/** A short unique suffix: letters and digits only (usernames allow 2-20 of [A-Za-z0-9_] or Han). */
export function uniq(): string {
  serial += 1;
  return (Date.now() % 1e8).toString(36) + Math.floor(Math.random() * 36 ** 3).toString(36) + serial.toString(36);
}

/** A fresh mobile number (1, then 3-9, then 9 digits): its own resend interval and daily cap. */
export function uniqMobile(): string {
  const second = 3 + Math.floor(Math.random() * 7);
  let rest = "";
  for (let i = 0; i < 9; i++) rest += Math.floor(Math.random() * 10).toString();
  return `1${second}${rest}`;
}

export function uniqEmail(tag = "e2e"): string {
  return `${tag}_${uniq()}@example.cn`;
}

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

async function json<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()} → HTTP ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()}: ${body.message ?? ""}`).toBe(1);
  return body.data;
}

interface OutboxMessage {
  code: string;
  to: string;
  purpose?: string;
  channel?: string;
}

/** The codes sent so far to `to`, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  return json<OutboxMessage[]>(await request.get(`/_sandbox/api/outbox?to=${encodeURIComponent(to)}`));
}

/** Waits for message number `nth` (1-based, oldest first) to `to` and returns its code. */
export async function waitForCode(request: APIRequestContext, to: string, nth = 1): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, to);
        if (messages.length >= nth) code = messages[messages.length - nth]?.code ?? "";
        return messages.length;
      },
      { message: `message #${nth} to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** The answer of a pending captcha (GET /_sandbox/api/captcha?key=). */
export async function captchaAnswer(request: APIRequestContext, key: string): Promise<string> {
  const data = await json<{ answer: string }>(await request.get(`/_sandbox/api/captcha?key=${encodeURIComponent(key)}`));
  return data.answer;
}

/** Waits for the page's next GET /api/captcha and returns its key. Start it before the action that fetches. */
export function nextCaptchaKey(page: Page): Promise<string> {
  return page
    .waitForResponse((res) => new URL(res.url()).pathname === "/api/captcha" && res.request().method() === "GET")
    .then(async (res) => ((await res.json()) as Envelope<{ captcha_key: string }>).data.captcha_key);
}

export interface Member {
  username: string;
  email: string;
  password: string;
  token: string;
  mobile?: string;
}

/** Registers a member through the REST API (captcha answered through the sandbox). */
export async function registerMember(request: APIRequestContext, password = PASSWORD): Promise<Member> {
  const captcha = await json<{ captcha_key: string }>(await request.get("/api/captcha"));
  const answer = await captchaAnswer(request, captcha.captcha_key);
  const username = `u_${uniq()}`;
  const email = uniqEmail("reg");
  const data = await json<{ token: string }>(
    await request.post("/api/register", {
      data: {
        username,
        email,
        password,
        password_two: password,
        captcha_code: answer,
        captcha_key: captcha.captcha_key,
      },
    }),
  );
  return { username, email, password, token: data.token };
}

/** Binds a fresh mobile number to the member through the REST API (code from the outbox). */
export async function bindMobileViaApi(request: APIRequestContext, member: Member): Promise<string> {
  const mobile = uniqMobile();
  const headers = { Token: member.token };
  const sent = await json<{ key: string }>(await request.post("/api/send/mobile/bind_mobile", { data: { mobile }, headers }));
  const code = await waitForCode(request, mobile);
  await json(await request.post("/api/member/bind_mobile", { data: { mobile, mobile_code: code, mobile_key: sent.key }, headers }));
  member.mobile = mobile;
  return mobile;
}

/** Whether an e-mail / password pair signs in (REST API); the answer's envelope code. */
export async function emailLoginCode(request: APIRequestContext, email: string, password: string): Promise<number> {
  const res = await request.post("/api/login/email", { data: { email, password } });
  return ((await res.json()) as Envelope<unknown>).code;
}

/**
 * The fixture fails a test on any HTTP error of a sub-resource. A test that provokes a refusal on purpose
 * (wrong password, wrong code) states which ones it expects: they are taken off the list, and each must
 * have happened.
 */
export function expectHttpErrors(watch: PageWatch, expected: { status: number; path: string }[]): void {
  for (const { status, path } of expected) {
    const i = watch.consoleErrors.findIndex((e) => e.startsWith(`HTTP ${status} for `) && new URL(e.split(" ").pop() ?? "", "http://x").pathname === path);
    expect(i, `expected HTTP ${status} for ${path}; errors: ${watch.consoleErrors.join(" | ")}`).toBeGreaterThanOrEqual(0);
    watch.consoleErrors.splice(i, 1);
  }
}

/** Records the API calls (/api/...) the page makes. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${req.method()} ${url.pathname}`);
  });
  return calls;
}

/** Opens /login (optionally with ?redirect=) and waits for hydration. */
export async function gotoLogin(page: Page, redirect?: string): Promise<void> {
  await page.goto(redirect === undefined ? "/login" : `/login?redirect=${encodeURIComponent(redirect)}`);
  await waitHydrated(page);
  await expect(page.getByTestId("login-panel")).toBeVisible();
}

/** The toast region (bottom centre). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text }).first();
}

/** A field of the panel by its label. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/**
 * Selects a tab of the login panel. The click is made again if the tab is not selected a second later: on a loaded
 * machine a click made while the page's lower parts were still hydrating was once lost (a fresh clone's desktop run).
 */
export async function selectTab(scope: Page | Locator, name: "微信登录" | "账号登录" | "手机登录"): Promise<void> {
  const tab = scope.getByRole("tab", { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Ticks the agreement checkbox of the open form. */
export async function agree(scope: Page | Locator): Promise<void> {
  await scope.getByRole("checkbox").check();
}

/** Fills and submits the e-mail login form of the account tab (the tab must be open). */
export async function emailLogin(scope: Page | Locator, email: string, password: string): Promise<void> {
  await field(scope, "邮箱").fill(email);
  await field(scope, "密码").fill(password);
  await agree(scope);
  await scope.getByRole("button", { name: "登录", exact: true }).click();
}

/** The token and member info in local storage. */
export async function storedSession(page: Page): Promise<{ token: string | null; info: Record<string, unknown> | null }> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("member_info");
    return { token: localStorage.getItem("token"), info: raw ? (JSON.parse(raw) as Record<string, unknown>) : null };
  });
}

/** Waits until the page is signed in (token and member info stored) and returns the member info. */
export async function expectSignedIn(page: Page): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await storedSession(page)).info !== null, { message: "member info stored" }).toBe(true);
  const s = await storedSession(page);
  expect(s.token, "token stored").toMatch(/\S{16,}/);
  return s.info ?? {};
}

/**
 * The app has no link to a member page yet (spec §2 leaves page contents out), so an in-app navigation is
 * started the way a <Link> does it: router.navigate(). The router is found through React's DevTools hook,
 * installed before the app loads; nothing in the product changes.
 */
export async function captureRouter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const roots = new Set<unknown>();
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __e2eRoots?: Set<unknown> };
    w.__e2eRoots = roots;
    if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
    let id = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return ++id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot(_id: number, root: unknown) {
        roots.add(root);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

/** A client-side navigation to `to` through the app's router (what a <Link to={to}> click does). */
export async function appNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    type Fiber = { memoizedProps?: { router?: { navigate?: (to: string) => Promise<void> } }; child?: Fiber | null; sibling?: Fiber | null };
    const roots = (window as unknown as { __e2eRoots?: Set<{ current: Fiber }> }).__e2eRoots;
    if (!roots) throw new Error("captureRouter() was not called before the page loaded");
    const stack: Fiber[] = [...roots].map((r) => r.current);
    while (stack.length > 0) {
      const f = stack.pop()!;
      const router = f.memoizedProps?.router;
      if (typeof router?.navigate === "function") {
        void router.navigate(target);
        return;
      }
      if (f.child) stack.push(f.child);
      if (f.sibling) stack.push(f.sibling);
    }
    throw new Error("router not found");
  }, to);
}

/**
 * When a test fails, attaches the answers of its failed API calls (method, path, status, body and the
 * request's body), to tell a refusal's reason.
 */
export function reportApiFailures(t: typeof test): void {
  const failures = new WeakMap<Page, string[]>();
  t.beforeEach(({ page }) => {
    const lines: string[] = [];
    failures.set(page, lines);
    page.on("response", async (res) => {
      const path = new URL(res.url()).pathname;
      if (!path.startsWith("/api/") || res.status() < 400) return;
      const body = await res.text().catch(() => "(no body)");
      const req = res.request();
      lines.push(`${req.method()} ${path} → ${res.status()} ${body.trim()} (request: ${req.postData() ?? ""})`);
    });
  });
  t.afterEach(async ({ page }, testInfo) => {
    const lines = failures.get(page) ?? [];
    if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
      await testInfo.attach("failed API calls", { body: lines.join("\n"), contentType: "text/plain" });
    }
  });
}
