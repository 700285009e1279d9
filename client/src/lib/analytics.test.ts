import { afterEach, describe, expect, it } from "vitest";
import { analyticsScriptUrl, loadAnalytics, trackPageview } from "./analytics";
import { parseAppConfig } from "./appConfig";

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>("script")];

afterEach(() => {
  document.head.innerHTML = "";
  delete (window as { _hmt?: unknown })._hmt;
});

describe("analytics loader", () => {
  it("is off by default: no script, no queue", () => {
    expect(loadAnalytics({}, "n0nce")).toBeNull();
    expect(loadAnalytics(parseAppConfig("{}"), "n0nce")).toBeNull();
    expect(analyticsScriptUrl({ analyticsSiteId: "" })).toBeNull();
    expect(scripts()).toHaveLength(0);
    trackPageview("/artworks");
    expect((window as { _hmt?: unknown })._hmt).toBeUndefined();
  });

  it("loads Baidu Tongji's hm.js for the site id, with the CSP nonce", () => {
    const el = loadAnalytics({ analyticsSiteId: "0123456789abcdef0123456789abcdef" }, "n0nce");
    expect(scripts()).toHaveLength(1);
    expect(el).toBe(scripts()[0]);
    expect(el!.src).toBe("https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef");
    expect(el!.nonce).toBe("n0nce");
    expect(el!.async).toBe(true);
    expect(el!.parentElement).toBe(document.head);
  });

  it("loads it only once", () => {
    const first = loadAnalytics({ analyticsSiteId: "abc123" }, "n0nce");
    const second = loadAnalytics({ analyticsSiteId: "abc123" }, "n0nce");
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it("refuses a site id that could change the address", () => {
    for (const bad of ["abc&x=1", "../x", "a b", "x".repeat(65)]) {
      expect(loadAnalytics({ analyticsSiteId: bad }, "n0nce")).toBeNull();
      expect(parseAppConfig(JSON.stringify({ analyticsSiteId: bad }))).toEqual({});
    }
    expect(scripts()).toHaveLength(0);
  });

  it("queues page views of client-side navigations once loaded", () => {
    loadAnalytics({ analyticsSiteId: "abc123" }, "n0nce");
    trackPageview("/artists/A");
    expect((window as { _hmt?: unknown[][] })._hmt).toEqual([["_trackPageview", "/artists/A"]]);
  });
});

describe("runtime config", () => {
  it("keeps only known, well-formed fields", () => {
    expect(parseAppConfig(null)).toEqual({});
    expect(parseAppConfig("not json")).toEqual({});
    expect(parseAppConfig("[1]")).toEqual({});
    expect(parseAppConfig('{"analyticsSiteId":"abc123","other":1}')).toEqual({ analyticsSiteId: "abc123" });
  });
});
