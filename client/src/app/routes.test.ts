import { describe, expect, it } from "vitest";
import { paramsValid } from "../system/routeSpec";
import { routes as routeTable } from "./routes";

describe("route table", () => {
  it("registers every route of spec §2.1 and §2.2 once", () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ["/", "/artworks", "/artwork/:artwork_id", "/agreement/:key", "/apply-partener", "/csp-test",
      "/member/seller-refund/:refund_id", "/member/fav/galleries", "/wechat-pay-callback", "/search/:type_name"]) {
      expect(paths).toContain(p);
    }
    expect(routeTable.filter((r) => r.path.startsWith("/member")).every((r) => r.member)).toBe(true);
  });

  it("gives the spec's titles and layouts", () => {
    const by = (p: string) => routeTable.find((r) => r.path === p)!;
    expect(by("/agreement/:key").title).toBe("协议");
    expect(by("/csp-test").title).toBe("CSP样式处理工具测试");
    expect(by("/csp-test-comparison").title).toBe("CSP对比测试");
    expect(by("/member/buyer-refund/:order_id").title).toBe("退款详情");
    expect(by("/login").layout).toBe("blank");
  });

  it("gives every built page a module that loads it", async () => {
    for (const r of routeTable.filter((x) => x.page)) {
      expect(r.page!.module).toMatch(/^src\/apps\/[a-z]+\/pages\/[a-z-]+\/route\.tsx$/);
    }
    const artwork = routeTable.find((r) => r.path === "/artwork/:artwork_id")!;
    expect(artwork.page!.module).toBe("src/apps/artworks/pages/artwork/route.tsx");
    const m = await artwork.page!.load();
    expect(typeof m.load).toBe("function");
  });

  it("finds every console page in the console's registry, so a name with no page fails here, not at a visit", async () => {
    const { pages } = await import("../apps/ops/opsPages");
    const ops = routeTable.filter((r) => r.page?.module.startsWith("src/apps/ops/"));
    expect(ops.length).toBeGreaterThan(10);
    for (const r of ops) expect(Object.keys(pages)).toContain(r.page!.module.replace("src/apps/ops/", "./"));
  });

  it("validates parameters", () => {
    const artwork = routeTable.find((r) => r.path === "/artwork/:artwork_id")!;
    expect(paramsValid(artwork, { artwork_id: "42" })).toBe(true);
    expect(paramsValid(artwork, { artwork_id: "abc" })).toBe(false);
    expect(paramsValid(artwork, { artwork_id: "12345678901" })).toBe(false);
    const agreement = routeTable.find((r) => r.path === "/agreement/:key")!;
    expect(paramsValid(agreement, { key: "privacy" })).toBe(true);
    // Any well-formed key passes the route; the loader answers 404 for a key with no agreement.
    expect(paramsValid(agreement, { key: "seller-rules" })).toBe(true);
    expect(paramsValid(agreement, { key: "Privacy" })).toBe(false);
    expect(paramsValid(agreement, { key: "a_b" })).toBe(false);
  });
});
