import { describe, expect, it } from "vitest";
import { isCurrent, memberNav, navFor } from "./memberNav";

const item = (label: string) => memberNav.flatMap((g) => g.items).find((i) => i.label === label)!;

describe("member navigation", () => {
  it("marks an entry current on its own address and its other spellings only", () => {
    expect(isCurrent(item("收藏的作品"), "/member/fav-artworks")).toBe(true);
    expect(isCurrent(item("收藏的作品"), "/member/fav/artworks")).toBe(true);
    expect(isCurrent(item("收藏的作品"), "/member/fav-artworks/")).toBe(true);
    expect(isCurrent(item("收藏的作品"), "/member/fav-artists")).toBe(false);
    expect(isCurrent(item("我的订单"), "/member/order/12")).toBe(true);
    expect(isCurrent(item("我的订单"), "/member/orders")).toBe(true);
    expect(isCurrent(item("我的作品"), "/member/artworks/sold")).toBe(true);
    expect(isCurrent(item("个人资料"), "/member/profiles")).toBe(false);
  });

  it("links every entry inside the member area, each once", () => {
    const hrefs = memberNav.flatMap((g) => g.items.map((i) => i.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const h of hrefs) expect(h).toMatch(/^\/member\//);
  });

  it("adds the console for operators only", () => {
    const labels = (groups: ReturnType<typeof navFor>) => groups.flatMap((g) => g.items.map((i) => i.label));
    expect(labels(navFor(false))).not.toContain("运营后台");
    const operator = navFor(true);
    expect(labels(operator)).toContain("运营后台");
    expect(operator.flatMap((g) => g.items).find((i) => i.label === "运营后台")?.href).toBe("/ops");
    expect(isCurrent(item("我的作品"), "/member/artworks/taken-down")).toBe(true);
    expect(isCurrent(item("我的作品"), "/member/artwork/3")).toBe(true);
  });
});
