import { test, expect, waitHydrated } from "./fixtures";
import { paths } from "../src/system/paths";

const pages = [
  { path: "/csp-test", title: "CSP样式处理工具测试", intro: "本页诊断内容安全策略" },
  { path: "/csp-test-comparison", title: "CSP对比测试", intro: "分别以“带本页 nonce”和“不带 nonce”两种方式插入页面" },
];

/** The nonce of a Content-Security-Policy header. */
function nonceOf(policy: string): string {
  const m = /'nonce-([^']+)'/.exec(policy);
  expect(m, `a nonce in ${policy}`).toBeTruthy();
  return m![1]!;
}

test.describe("CSP pages without JavaScript (server-rendered)", () => {
  test.use({ javaScriptEnabled: false });

  for (const p of pages) {
    test(`${p.path} shows its title, the policy in force, the nonce and the checks it will run`, async ({ page, watch }) => {
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      const policy = res!.headers()["content-security-policy"]!;
      await expect(page).toHaveTitle(new RegExp(`^${p.title} - `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
      await expect(page.getByText(p.intro)).toBeVisible();
      // The policy shown is exactly the header of this answer, with this answer's nonce.
      await expect(page.getByTestId("csp-policy")).toHaveText(policy);
      await expect(page.getByTestId("csp-nonce")).toHaveText(nonceOf(policy));
      await expect(page.getByTestId("csp-policy-source")).toContainText("服务器随本页响应下发");
      await expect(page.getByTestId("csp-policy-table")).toContainText("style-src");
      await expect(page.getByTestId("csp-summary")).toContainText("需要启用 JavaScript");
      await expect(page.getByTestId("csp-summary")).toHaveAttribute("data-phase", "idle");
      // No sample exists before the browser runs the checks.
      expect(await page.locator("[data-csp-probe]").count()).toBe(0);
      expect(watch.deliberateCsp).toEqual([]);
    });
  }

  test("the server-rendered HTML holds no style= attribute and no sample", async ({ page, watch }) => {
    void watch;
    for (const p of pages) {
      const res = await page.request.get(p.path);
      const html = await res.text();
      expect(html, p.path).toContain(p.title);
      expect(html, p.path).not.toMatch(/<[^>]+\sstyle=/i);
      expect(html, p.path).not.toContain("data-csp-probe");
      expect(html, p.path).toContain('<script id="__APP_CONFIG__" type="application/json">{}</script>');
    }
  });
});

test.describe("CSP pages after hydration", () => {
  test("/csp-test: every live check passes and the browser enforces the header's policy", async ({ page, watch }) => {
    const res = await page.goto(paths.cspTest());
    const policy = res!.headers()["content-security-policy"]!;
    await waitHydrated(page);
    await expect(page.getByTestId("csp-summary")).toHaveText("完成：5 / 5 项通过。");
    for (const id of ["inline-script-blocked", "style-attribute-blocked", "nonce-script-runs", "self-stylesheet-applies", "policy-nonce"]) {
      await expect(page.getByTestId(`csp-result-${id}`), id).toHaveText("通过");
    }
    await expect(page.getByTestId("csp-observed-inline-script-blocked")).toContainText("脚本没有执行");
    await expect(page.getByTestId("csp-observed-inline-script-blocked")).toContainText("script-src-elem");
    await expect(page.getByTestId("csp-observed-style-attribute-blocked")).toContainText("style-src-attr");
    await expect(page.getByTestId("csp-observed-nonce-script-runs")).toContainText("脚本执行了");
    await expect(page.getByTestId("csp-observed-policy-nonce")).toContainText("整条策略与响应头一致");
    await expect(page.getByTestId("csp-policy-browser")).toHaveText("浏览器实际执行的策略与服务器下发的完全一致。");
    // The blocked samples really had no effect; the stylesheet from 'self' really applies.
    const sample = page.getByTestId("csp-samples").locator("p[style]");
    expect(await sample.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(255, 0, 255)");
    expect(await page.locator(".csp-probe-sheet").evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe("4px");
    expect(await page.evaluate(() => Object.keys((window as { __cspProbe?: object }).__cspProbe ?? {}).length)).toBe(1);
    // Exactly the two deliberate violations, and nothing else (the fixture fails on any other).
    expect(watch.deliberateCsp.sort()).toEqual(["script-src-elem /csp-test", "style-src-attr /csp-test"]);
    expect(nonceOf(policy)).not.toBe("");
  });

  test("/csp-test-comparison: with and without the nonce, side by side, all as the policy predicts", async ({ page, watch }) => {
    await page.goto(paths.cspTestComparison());
    await waitHydrated(page);
    await expect(page.getByTestId("csp-summary")).toHaveText("检查完成。");
    for (const row of ["inline-script", "created-script", "inline-style", "self-stylesheet"]) {
      for (const v of ["nonce", "plain"]) {
        await expect(page.getByTestId(`csp-result-${row}-${v}`), `${row} ${v}`).toHaveText("通过");
      }
    }
    await expect(page.getByTestId("csp-observed-inline-script-nonce")).toContainText("已执行");
    await expect(page.getByTestId("csp-observed-inline-script-plain")).toContainText("被拦截");
    await expect(page.getByTestId("csp-observed-created-script-plain")).toContainText("已执行");
    await expect(page.getByTestId("csp-observed-inline-style-nonce")).toContainText("被拦截");
    await expect(page.getByTestId("csp-observed-self-stylesheet-plain")).toContainText("已生效");
    await expect(page.getByTestId("csp-policy-browser")).toHaveText("浏览器实际执行的策略与服务器下发的完全一致。");
    expect(watch.deliberateCsp.sort()).toEqual([
      "script-src-elem /csp-test-comparison",
      "style-src-elem /csp-test-comparison",
      "style-src-elem /csp-test-comparison",
    ]);
  });

  test("opened by a client-side navigation, /csp-test learns the policy from the browser", async ({ page, watch }) => {
    await page.goto(paths.cspTestComparison());
    await waitHydrated(page);
    await expect(page.getByTestId("csp-summary")).toHaveText("检查完成。");
    const nonce = await page.getByTestId("csp-nonce").textContent();
    await page.getByRole("link", { name: "← 返回 CSP 单项诊断" }).click();
    await expect(page).toHaveURL(/\/csp-test$/);
    await expect(page.getByTestId("csp-summary")).toHaveText("完成：5 / 5 项通过。");
    await expect(page.getByTestId("csp-policy-source")).toContainText("浏览器在拦截样本时报告的策略");
    await expect(page.getByTestId("csp-nonce")).toHaveText(nonce!);
    await expect(page.getByTestId("csp-policy")).toContainText(`'nonce-${nonce}'`);
    expect(watch.deliberateCsp).toHaveLength(5);
  });
});

test.describe("the fixture's exception for deliberate violations is narrow", () => {
  test("an unmarked violation on a CSP page, or a marked one elsewhere, is still a failure", async ({ page, watch }) => {
    const violate = () =>
      page.evaluate(() => {
        const p = document.createElement("p");
        p.setAttribute("style", "color: rgb(1, 2, 3)");
        p.textContent = "x";
        (document.querySelector("[data-csp-deliberate]") ?? document.body).parentElement!.appendChild(p);
      });
    // On /csp-test, outside the marked container.
    await page.goto(paths.cspTest());
    await waitHydrated(page);
    await expect(page.getByTestId("csp-summary")).toHaveText("完成：5 / 5 项通过。");
    await violate();
    await expect.poll(() => watch.cspViolations.length).toBe(1);
    // On another page, even inside a container carrying the marker.
    await page.goto(paths.artworks());
    await waitHydrated(page);
    await page.evaluate(() => {
      const box = document.createElement("div");
      box.setAttribute("data-csp-deliberate", "");
      const p = document.createElement("p");
      p.setAttribute("style", "color: rgb(1, 2, 3)");
      box.appendChild(p);
      document.body.appendChild(box);
    });
    await expect.poll(() => watch.cspViolations.length).toBe(2);
    expect(watch.deliberateCsp).toHaveLength(2); // only /csp-test's own two samples
    await expect.poll(() => watch.browserCspReports.length).toBe(4);
    // Both would fail this test at its end (the CSP violations, and two browser reports beyond the deliberate
    // ones); clear them so that the test itself passes.
    watch.cspViolations.length = 0;
    watch.browserCspReports.length = watch.deliberateCsp.length;
  });
});
