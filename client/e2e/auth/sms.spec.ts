import { test, expect } from "../fixtures";
import {
  agree,
  expectSignedIn,
  field,
  gotoLogin,
  recordApiCalls,
  reportApiFailures,
  selectTab,
  toast,
  uniqMobile,
  waitForCode,
} from "./helpers";

reportApiFailures(test);

test("SMS login: code from the outbox, a new member signed up and signed in", async ({ page, request, watch }) => {
  void watch;
  const mobile = uniqMobile();
  await gotoLogin(page, "/member/orders");
  await selectTab(page, "手机登录");
  const form = page.getByRole("form", { name: "手机登录" });
  await expect(form.getByText("+86", { exact: true })).toBeVisible();
  // The captcha flag is off: no image captcha.
  await expect(form.getByRole("img", { name: "验证码" })).toHaveCount(0);

  await field(form, "手机号").fill(mobile);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/send/mobile/login");
  await form.getByRole("button", { name: "获取验证码" }).click();
  // Without the captcha flag only the mobile number is sent.
  expect((await sent).postDataJSON()).toEqual({ mobile });
  await expect(toast(page, "验证码已发送")).toBeVisible();
  await expect(form.getByRole("button", { name: /^\d+秒后重试$/ })).toBeVisible();

  const code = await waitForCode(request, mobile);
  await field(form, "短信验证码").fill(code);
  await agree(form);
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/login/mobile");
  await form.getByRole("button", { name: "登录", exact: true }).click();
  const body = (await login).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ mobile, mobile_code: code });
  expect(body.mobile_key).toMatch(/\S{8,}/);

  await expect(toast(page, "登录成功")).toBeVisible();
  const info = await expectSignedIn(page);
  // The server keeps the number and shows it masked.
  expect(info.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  await expect(page).toHaveURL(/\/member\/orders$/);
});

test("the send-code countdown: 'N秒后重试' for 60 s, inactive, then '获取验证码' again", async ({ page, watch }) => {
  void watch;
  // Sixty clock steps, each waiting for React: on a loaded machine that alone can take most of the default 30 s.
  test.setTimeout(90_000);
  await page.clock.install();
  await gotoLogin(page);
  await selectTab(page, "手机登录");
  const form = page.getByRole("form", { name: "手机登录" });
  const calls = recordApiCalls(page);
  const sends = () => calls.filter((c) => c.includes("/api/send/"));

  // An invalid phone: blocked, with the field's message, no call.
  await field(form, "手机号").fill("1234");
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(field(form, "手机号")).toHaveAccessibleDescription("请输入正确的手机号格式");
  expect(sends()).toEqual([]);

  // From here the page's clock only moves when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await field(form, "手机号").fill(uniqMobile());
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(toast(page, "验证码已发送")).toBeVisible();
  const link = form.getByRole("button", { name: /秒后重试$|^获取验证码$/ });
  await expect(link).toHaveText("60秒后重试");
  await expect(link).toHaveAttribute("aria-disabled", "true");
  expect(sends()).toHaveLength(1);

  // Clicks during the countdown send nothing (aria-disabled: Playwright would wait for it to be enabled).
  await expect(link).not.toBeEnabled();
  await link.click({ force: true });
  await link.click({ force: true });

  // A second at a time (one run fires at most one tick: the next is set after React renders): every second
  // shows, in order, none skipped.
  const seen: string[] = ["60秒后重试"];
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        const text = (await link.textContent()) ?? "";
        if (seen[seen.length - 1] !== text) seen.push(text);
        return text;
      },
      { intervals: [0], timeout: 60_000 },
    )
    .toBe("获取验证码");
  expect(seen).toEqual([...Array.from({ length: 60 }, (_, i) => `${60 - i}秒后重试`), "获取验证码"]);
  await expect(link).not.toHaveAttribute("aria-disabled", /.*/);
  expect(sends(), "no send during the countdown").toHaveLength(1);
});
