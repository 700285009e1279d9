import { describe, expect, it, vi } from "vitest";
import { applyWechatShare, missingConfigFields, pageAddress, shareCardOf, wxErrorHint, type ShareCard, type Wx } from "./wechatShare";
import { headTags } from "../../system/headMeta";

const WECHAT_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN";
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";

const card: ShareCard = {
  title: "林秋野《山居》",
  desc: "2019，油画，80 × 60 cm。",
  link: "https://art.example/artwork/7",
  imgUrl: "https://art.example/media/a/1280.jpg",
};
const config = { appId: "wx_mp", timestamp: 1414587457, nonceStr: "Wm3WZYTPz0wzccnW", signature: "f4d9", url: "", debug: false, script_url: "/sdk.js" };

/** A wx that records what the page did; ready/error fire when the test says so. */
function fakeWx() {
  const ready: (() => void)[] = [];
  const errors: ((res: { errMsg?: string }) => void)[] = [];
  const wx = {
    config: vi.fn(),
    ready: vi.fn((fn: () => void) => ready.push(fn)),
    error: vi.fn((fn: (res: { errMsg?: string }) => void) => errors.push(fn)),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
  return {
    wx: wx as unknown as Wx & typeof wx,
    fireReady: () => ready.splice(0).forEach((fn) => fn()),
    fireError: (errMsg: string) => errors.splice(0).forEach((fn) => fn({ errMsg })),
  };
}

function deps(over: Partial<Parameters<typeof applyWechatShare>[1]> = {}) {
  const f = fakeWx();
  const log = { error: vi.fn(), warn: vi.fn() };
  const d = {
    userAgent: WECHAT_UA,
    href: "https://art.example/artwork/7?from=singlemessage#top",
    fetchConfig: vi.fn(async () => ({ ...config })),
    loadScript: vi.fn(async () => undefined),
    getWx: () => f.wx,
    log,
    ...over,
  };
  return { d, f, log };
}

describe("applyWechatShare", () => {
  it("does nothing outside WeChat", async () => {
    const { d } = deps({ userAgent: CHROME_UA });
    expect(await applyWechatShare(card, d)).toBe("not-wechat");
    expect(d.fetchConfig).not.toHaveBeenCalled();
    expect(d.loadScript).not.toHaveBeenCalled();
  });

  it("signs the address without the hash, loads the named script, configures and sets both cards on ready", async () => {
    const { d, f, log } = deps();
    expect(await applyWechatShare(card, d)).toBe("configured");
    expect(d.fetchConfig).toHaveBeenCalledWith("https://art.example/artwork/7?from=singlemessage");
    expect(d.loadScript).toHaveBeenCalledWith("/sdk.js");
    expect(f.wx.config).toHaveBeenCalledWith({
      debug: false,
      appId: "wx_mp",
      timestamp: 1414587457,
      nonceStr: "Wm3WZYTPz0wzccnW",
      signature: "f4d9",
      jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"],
    });
    expect(f.wx.updateAppMessageShareData).not.toHaveBeenCalled();
    f.fireReady();
    expect(f.wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(card));
    expect(f.wx.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: card.title, link: card.link, imgUrl: card.imgUrl }),
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it("logs and skips a config without appId, timestamp, nonceStr or signature", async () => {
    for (const field of ["appId", "timestamp", "nonceStr", "signature"] as const) {
      const { d, f, log } = deps({ fetchConfig: vi.fn(async () => ({ ...config, [field]: "" })) });
      expect(await applyWechatShare(card, d)).toBe("skipped");
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining(field));
      expect(d.loadScript).not.toHaveBeenCalled();
      expect(f.wx.config).not.toHaveBeenCalled();
    }
  });

  it("logs a failed config call with the WeChat error explained", async () => {
    const { d, log } = deps({ fetchConfig: vi.fn(async () => Promise.reject(new Error("微信接口错误 errcode 40164"))) });
    expect(await applyWechatShare(card, d)).toBe("failed");
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("40164"), expect.stringContaining("白名单"));
  });

  it("logs wx.error and sets no card", async () => {
    const { d, f, log } = deps();
    await applyWechatShare(card, d);
    f.fireError("config:invalid signature");
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("invalid signature"), "");
    expect(f.wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it("applies only the newest page's card when navigations overlap", async () => {
    let release: (v: typeof config) => void = () => {};
    const slow = deps({ fetchConfig: vi.fn(() => new Promise<typeof config>((r) => (release = r))) });
    const first = applyWechatShare({ ...card, title: "旧页面" }, slow.d);
    const fast = deps({ href: "https://art.example/artist/3" });
    expect(await applyWechatShare(card, fast.d)).toBe("configured");
    release({ ...config });
    expect(await first).toBe("superseded");
    expect(slow.f.wx.config).not.toHaveBeenCalled();
    fast.f.fireReady();
    expect(fast.f.wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining({ title: card.title }));
  });

  it("does not configure a signature for an address the page has already left", async () => {
    // The JS-SDK signs location.href when wx.config runs: a redirect while the config was loading (the WeChat
    // callback going on to the member page) would make it an invalid signature.
    let href = "https://art.example/wechat-callback?code=c&state=s";
    const { d, f, log } = deps({ loadScript: vi.fn(async () => void (href = "https://art.example/member/orders")) });
    Object.defineProperty(d, "href", { get: () => href });
    expect(await applyWechatShare(card, d)).toBe("superseded");
    expect(d.fetchConfig).toHaveBeenCalledWith("https://art.example/wechat-callback?code=c&state=s");
    expect(f.wx.config).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe("helpers", () => {
  it("pageAddress drops the hash only", () => {
    expect(pageAddress("https://a.example/x?y=1#z")).toBe("https://a.example/x?y=1");
    expect(pageAddress("https://a.example/")).toBe("https://a.example/");
  });
  it("missingConfigFields", () => {
    expect(missingConfigFields(config)).toEqual([]);
    expect(missingConfigFields({})).toEqual(["appId", "timestamp", "nonceStr", "signature"]);
    expect(missingConfigFields(null)).toHaveLength(4);
  });
  it("wxErrorHint names the codes of spec §8", () => {
    expect(wxErrorHint("errcode 40013")).toContain("AppID");
    expect(wxErrorHint("nothing")).toBe("");
  });
  it("shareCardOf takes the Open Graph fields", () => {
    const head = headTags(
      { title: "沈墨：作品", description: "简介", image: "/media/x.jpg", canonicalPath: "/artist/2" },
      { site: { origin: "https://art.example" }, pathname: "/artist/2/artworks", title: "沈墨：作品 - 艺术市场" },
    );
    expect(shareCardOf(head)).toEqual({
      title: "沈墨：作品",
      desc: "简介",
      link: "https://art.example/artist/2",
      imgUrl: "https://art.example/media/x.jpg",
    });
  });
});
