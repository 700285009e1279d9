import { test, expect, artworks } from "./fixtures";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { paths } from "../src/system/paths";
import { registerMember } from "./auth/helpers";

/** The built chunk of a source module (the Vite manifest the server reads). */
function chunkOf(module: string): string {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL("../../dist/client/.vite/manifest.json", import.meta.url)), "utf8"),
  ) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return "/" + chunk.file;
}

test.describe("server-rendered HTML (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the artworks list and an artwork page carry their content in the HTML", async ({ page, watch }) => {
    void watch;
    const list = await artworks(page, 5);
    const res = await page.goto(paths.artworks());
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
    await expect(page.getByTestId("artwork-card").first()).toBeVisible();
    await expect(page.getByTestId("artwork-card")).toHaveCount(24);
    await expect(page.getByRole("heading", { name: "全部作品" })).toBeVisible();

    const a = list[0]!;
    const art = await page.goto(paths.artwork(a.number));
    expect(art?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(a.title);
    await expect(page).toHaveTitle(new RegExp(a.title));
  });

  test("a price above ¥21,474,836.47 reaches the page exactly", async ({ page, watch }) => {
    void watch;
    const big = (await artworks(page, 100)).find((a) => a.status === "AVAILABLE" && BigInt(a.priceFen) > 2147483647n);
    expect(big, "the demo data has an available artwork above 2^31 fen").toBeTruthy();
    await page.goto(paths.artwork(big!.number));
    const fen = big!.priceFen;
    const yuan = fen.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    await expect(page.getByTestId("artwork-price")).toHaveText(`¥${yuan}.${fen.slice(-2)}`);
  });

  test("unknown paths and bad ids are 404 pages with status 404", async ({ page, watch }) => {
    void watch;
    for (const path of ["/no-such-page", "/artwork/abc", "/artwork/99999999", "/artists/12"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
      await expect(page.getByText("您访问的页面不存在或已被移除")).toBeVisible();
      await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
      await expect(page.getByRole("button", { name: "返回上一页" })).toBeVisible();
    }
    await page.goto("/artwork/abc");
    await expect(page.getByTestId("not-found-message")).toHaveText("Page Not Found: /artwork/abc");
  });

  test("every registered route answers with its title", async ({ page, watch }) => {
    void watch;
    const routes: [string, string][] = [
      ["/shop", "商城"],
      ["/login", "登录"],
      ["/csp-test", "CSP样式处理工具测试"],
      ["/csp-test-comparison", "CSP对比测试"],
      ["/agreement/service", "协议"],
    ];
    for (const [path, title] of routes) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page, path).toHaveTitle(new RegExp(`^${title} - `));
    }
    // Member pages without a session: the server answers with the login page, which brings the visitor back.
    for (const path of ["/member/orders", "/member/seller-refund/3"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(page.url(), path).toContain(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page, path).toHaveTitle(/^登录 - /);
    }
  });

  test("the browser renders a page once its body is parsed: the render-blocking link names the body's last element", async ({ request }) => {
    for (const url of [paths.home(), paths.artworks(), "/no-such-page"]) {
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const id = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(head)?.[1];
      expect(id, url).toBeTruthy();
      // The element it waits for closes the body's content (only the entry's script tag follows), so the first
      // layout is of the whole page.
      expect(html, url).toMatch(new RegExp(`<script id="${id}"[^>]*>[^<]*</script>(<script [^>]*></script>)*</body>`));
    }
  });

  test("each page lists its own area's code for the client to fetch, a member's and the 404 page theirs", async ({ request }) => {
    // No route is coming soon any more (the refund pages, the last ones, are built: issue 23), so the coming-soon
    // case is gone; a member's page (the refund list) is asked for with a session.
    const member = await registerMember(request);
    const signedIn = { Cookie: `am_session=${member.token}` };
    const cases: [string, string, Record<string, string>?][] = [
      [paths.artworks(), "src/apps/artworks/pages/artworks/route.tsx"],
      [paths.agreement("privacy"), "src/apps/site/pages/agreement/route.tsx"],
      [paths.member.buyerRefunds(), "src/apps/refunds/pages/refund-list/route.tsx", signedIn],
      ["/no-such-page", "src/app/pages/not-found/route.tsx"],
    ];
    const listed = (html: string) => {
      const json = /<script id="__MODULES__" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
      return JSON.parse(json ?? "null") as string[];
    };
    for (const [url, module, headers] of cases) {
      const html = await (await request.get(url, { headers })).text();
      const modules = listed(html);
      expect(modules, url).toContain(chunkOf(module));
      // What the client's start imports part after part once the page is painted (the libraries, the app's start,
      // react-dom's client) comes with every page.
      for (const boot of ["src/app/boot/relay.ts", "src/app/boot/router.ts", "src/app/boot/start.tsx", "src/app/boot/reactDom.ts"]) {
        expect(modules, `${url} ${boot}`).toContain(chunkOf(boot));
      }
      // None is preloaded from the head (the first screen's pictures come first): the entry adds the links.
      const head = html.slice(0, html.indexOf("</head>"));
      for (const m of modules) expect(head, `${url} ${m}`).not.toContain(`href="${m}"`);
    }
    // Only the matched page's chunk: the artworks list does not preload the artwork page.
    const list = await (await request.get(paths.artworks())).text();
    expect(listed(list)).not.toContain(chunkOf("src/apps/artworks/pages/artwork/route.tsx"));
  });
});
