import { describe, expect, it } from "vitest";
import { documentTitle, headTags, NOT_FOUND_META, siteUrl, summarize } from "./headMeta";

const site = { origin: "https://art.example" };

describe("headTags", () => {
  it("builds canonical, og:url and og:image on the public origin", () => {
    const h = headTags(
      { title: "林秋野《山居》", description: "  一件\n作品 ", image: "/media/a-1280.jpg", type: "product", canonicalPath: "/artwork/7" },
      { site, pathname: "/artwork/007", title: documentTitle("林秋野《山居》", false) },
    );
    expect(h.title).toBe("林秋野《山居》 - 艺术市场");
    expect(h.description).toBe("一件 作品");
    expect(h.canonical).toBe("https://art.example/artwork/7");
    expect(h.robots).toBeNull();
    expect(h.og).toEqual({
      title: "林秋野《山居》",
      description: "一件 作品",
      type: "product",
      url: "https://art.example/artwork/7",
      image: "https://art.example/media/a-1280.jpg",
      site_name: "艺术市场",
      locale: "zh_CN",
    });
  });
  it("defaults to the path without its query, the site logo and the site description", () => {
    const h = headTags({}, { site: { origin: "http://localhost:8080/" }, pathname: "/artists/Q", title: "艺术家 - 艺术市场" });
    expect(h.canonical).toBe("http://localhost:8080/artists/Q");
    expect(h.og.image).toBe("http://localhost:8080/og-logo.png");
    expect(h.og.type).toBe("website");
    expect(h.og.title).toBe("艺术家 - 艺术市场");
    expect(h.description).toContain("艺术市场");
  });
  it("gives the 404 no canonical address and keeps it out of the index", () => {
    const h = headTags(NOT_FOUND_META, { site, pathname: "/nope", title: documentTitle(NOT_FOUND_META.title, false), notFound: true });
    expect(h.canonical).toBeNull();
    expect(h.robots).toBe("noindex, follow");
    expect(h.title).toBe("页面未找到 - 艺术市场");
  });
});

describe("helpers", () => {
  it("siteUrl keeps absolute addresses", () => {
    expect(siteUrl(site, "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(siteUrl(site, "x")).toBe("https://art.example/x");
  });
  it("summarize cuts by characters, not UTF-16 units", () => {
    expect(summarize("一二三四五", 3)).toBe("一二三…");
    expect(summarize("𠀀𠀀𠀀", 2)).toBe("𠀀𠀀…");
  });
  it("documentTitle", () => {
    expect(documentTitle("首页", true)).toBe("艺术市场 - 发现与收藏当代艺术");
    expect(documentTitle(undefined, false)).toBe("艺术市场");
  });
});
