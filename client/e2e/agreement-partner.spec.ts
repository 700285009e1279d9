import { test, expect, waitHydrated } from "./fixtures";
import { expectHttpErrors } from "./auth/helpers";
import { paths } from "../src/system/paths";

test.describe("agreements (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("/agreement/service and /agreement/privacy carry their full text; unknown keys are 404s", async ({ page, watch }) => {
    void watch;
    const res = await page.goto(paths.agreement("service"));
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^协议/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("艺术市场用户服务协议");
    await expect(page.getByRole("heading", { level: 2, name: "第一条 服务内容" })).toBeVisible();
    await expect(page.getByTestId("agreement")).toContainText("2026年1月1日 起生效");

    const priv = await page.goto(paths.agreement("privacy"));
    expect(priv?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("艺术市场隐私政策");
    await expect(page.getByTestId("agreement")).toContainText("我们不会向任何第三方出售您的个人信息");

    for (const path of ["/agreement/nonsense", "/agreement/Service", "/agreement/a_b"]) {
      const r = await page.goto(path);
      expect(r?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    }
    const index = await page.goto("/agreement");
    expect(index?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "用户协议" })).toHaveAttribute("href", "/agreement/service");
  });
});

test.describe("partner application", () => {
  /** A mobile number no other test run uses: the server refuses a second application from one number. */
  function uniqueMobile(): string {
    return `139${String(Date.now() % 1e8).padStart(8, "0")}`;
  }

  test("errors for each missing or malformed field, then success; a second application is refused", async ({ page, watch }) => {
    void watch;
    await page.goto(paths.applyPartner());
    await waitHydrated(page);
    await expect(page).toHaveTitle(/^合作申请/);
    const form = page.getByRole("form", { name: "合作申请" });
    const submit = form.getByRole("button", { name: "提交申请" });
    const alert = form.getByRole("alert");

    await submit.click();
    await expect(alert).toHaveText("请输入机构名称");
    await expect(form.getByLabel("机构名称")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("机构名称").fill("测试画廊");
    await submit.click();
    await expect(alert).toHaveText("请选择机构类型");
    await form.getByLabel("机构类型").selectOption("GALLERY");
    await submit.click();
    await expect(alert).toHaveText("请输入联系人姓名");
    await form.getByLabel("联系人").fill("王小明");
    await submit.click();
    await expect(alert).toHaveText("请输入手机号");
    await form.getByLabel("手机号").fill("12345");
    await submit.click();
    await expect(alert).toHaveText("请输入正确的手机号格式");
    const mobile = uniqueMobile();
    await form.getByLabel("手机号").fill(mobile);
    await form.getByLabel("邮箱").fill("wang@");
    await submit.click();
    await expect(alert).toHaveText("请输入正确的邮箱格式");
    const email = `wang${mobile}@example.cn`;
    await form.getByLabel("邮箱").fill(email);
    await form.getByLabel(/合作意向/).fill("希望开设画廊主页。");

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/partner/apply") && r.method() === "POST");
    await submit.click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toEqual({ organization: "测试画廊", type: "GALLERY", contact: "王小明", mobile, email, message: "希望开设画廊主页。" });
    await expect(page.getByTestId("partner-done")).toContainText("申请已提交");
    await expect(page.getByTestId("partner-done")).toContainText(email);

    // The same contact again: the server says so, and the form keeps what was typed.
    await page.goto(paths.applyPartner());
    await waitHydrated(page);
    await form.getByLabel("机构名称").fill("测试画廊");
    await form.getByLabel("机构类型").selectOption("GALLERY");
    await form.getByLabel("联系人").fill("王小明");
    await form.getByLabel("手机号").fill(mobile);
    await form.getByLabel("邮箱").fill(email);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/partner/apply"));
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expect(page.getByTestId("partner-error")).toHaveText(/已提交过合作申请/);
    expectHttpErrors(watch, [{ status: 422, path: "/api/partner/apply" }]);
    await expect(form.getByLabel("机构名称")).toHaveValue("测试画廊");
  });
});
