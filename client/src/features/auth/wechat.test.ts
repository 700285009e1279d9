import { memberStore } from "./memberStore";
import { mockApi, resetAuthState, spyToasts } from "./testUtils";
import {
  cspNonce,
  generateWechatState,
  isWeChatEnvironment,
  loadScriptOnce,
  parseWechatAuthUrl,
  qrCssHref,
  safeReturnPath,
  savePreviousPath,
  startOneTapLogin,
  storageUsable,
  wxLoginScriptUrl,
} from "./wechat";

const WECHAT_UA = "Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47";
const PC_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36";

beforeEach(() => {
  resetAuthState();
  document.head.innerHTML = "";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("state, previous_path, CSS", () => {
  it("the state is two random base-36 segments of at most 13 characters", () => {
    for (let i = 0; i < 50; i++) {
      const s = generateWechatState();
      expect(s).toMatch(/^[0-9a-z]{1,26}$/);
    }
    const seq = [0.123456789, 0.987654321];
    const s = generateWechatState(() => seq.shift() ?? 0.5);
    expect(s).toBe((0.123456789).toString(36).substring(2, 15) + (0.987654321).toString(36).substring(2, 15));
  });

  it("saves path + query as previous_path, except on /wechat-callback", () => {
    savePreviousPath({ pathname: "/artwork/3", search: "?from=home" });
    expect(localStorage.getItem("previous_path")).toBe("/artwork/3?from=home");
    savePreviousPath({ pathname: "/wechat-callback", search: "?code=1" });
    expect(localStorage.getItem("previous_path")).toBe("/artwork/3?from=home");
  });

  it("the widget CSS is a base64 data URL of the 200 px QR rules", () => {
    const href = qrCssHref();
    expect(href.startsWith("data:text/css;base64,")).toBe(true);
    const css = atob(href.slice("data:text/css;base64,".length));
    expect(css).toContain(".impowerBox .qrcode{width:200px}");
    for (const hidden of [".impowerBox .title{display:none}", ".impowerBox .info{display:none}", ".status_icon{display:none}", ".impowerBox .status{display:none}"]) {
      expect(css).toContain(hidden);
    }
  });

  it("parses appid, redirect_uri and state of a qrconnect link", () => {
    const url =
      "https://open.weixin.qq.com/connect/qrconnect?appid=wx123&redirect_uri=" +
      encodeURIComponent("https://shop.example.cn/wechat-callback") +
      "&response_type=code&scope=snsapi_login&state=srv#wechat_redirect";
    expect(parseWechatAuthUrl(url)).toEqual({ appid: "wx123", redirectUri: "https://shop.example.cn/wechat-callback", state: "srv", scope: "snsapi_login" });
    expect(parseWechatAuthUrl("/_sandbox/wechat/qrconnect?appid=a&redirect_uri=%2Fcb")?.redirectUri).toBe("/cb");
    expect(parseWechatAuthUrl("https://x/?redirect_uri=y")).toBeNull();
  });

  it("only same-origin paths are return targets", () => {
    expect(safeReturnPath("/member/orders?x=1")).toBe("/member/orders?x=1");
    for (const bad of ["https://evil.cn/", "//evil.cn", "/\\evil.cn", "javascript:alert(1)", "", null]) expect(safeReturnPath(bad)).toBeNull();
  });
});

describe("script loading", () => {
  it("reads the CSP nonce from the meta tag and the script URL from __APP_CONFIG__", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce">';
    expect(cspNonce()).toBe("n0nce");
    expect(wxLoginScriptUrl()).toBe("/_sandbox/wechat/wxLogin.js");
    expect(wxLoginScriptUrl("")).toBe("/_sandbox/wechat/wxLogin.js");
    expect(wxLoginScriptUrl("https://res.wx.qq.com/x/wxLogin.js")).toBe("https://res.wx.qq.com/x/wxLogin.js");
    vi.stubGlobal("__APP_CONFIG__", { wxLoginScript: "https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js" });
    expect(wxLoginScriptUrl()).toBe("https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js");
  });

  it("inserts the script once, with the nonce", async () => {
    const a = loadScriptOnce("/wx.js", "abc");
    const b = loadScriptOnce("/wx.js", "abc");
    expect(a).toBe(b);
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.nonce).toBe("abc");
    expect(scripts[0]?.getAttribute("src")).toBe("/wx.js");
    scripts[0]?.dispatchEvent(new Event("load"));
    await expect(a).resolves.toBeUndefined();
    await loadScriptOnce("/wx.js");
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("a failed load rejects and may be retried", async () => {
    const a = loadScriptOnce("/broken.js", "");
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(a).rejects.toThrow();
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    void loadScriptOnce("/broken.js", "").catch(() => undefined);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("tells when storage is unusable", () => {
    expect(storageUsable()).toBe(true);
    expect(storageUsable(null)).toBe(false);
    const throwing = { getItem: () => null, setItem: () => { throw new Error("quota"); }, removeItem: () => undefined };
    expect(storageUsable(throwing)).toBe(false);
  });
});

describe("environment checks", () => {
  it("needs WeChat's own browser: not WeCom, not a mini program", () => {
    expect(isWeChatEnvironment(WECHAT_UA)).toBe(true);
    expect(isWeChatEnvironment(PC_UA)).toBe(false);
    expect(isWeChatEnvironment(WECHAT_UA + " wxwork/4.1")).toBe(false);
    expect(isWeChatEnvironment(WECHAT_UA + " miniProgram")).toBe(false);
    vi.stubGlobal("__wxjs_environment", "miniprogram");
    expect(isWeChatEnvironment(WECHAT_UA)).toBe(false);
  });
});

describe("one-tap login", () => {
  const authorize = (state: string) =>
    `https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxoa&redirect_uri=${encodeURIComponent("http://localhost:3000/wechat-callback")}&response_type=code&scope=snsapi_userinfo&state=${state}#wechat_redirect`;

  it("outside WeChat only shows 此功能仅在微信浏览器中可用", async () => {
    const api = mockApi();
    const toasts = spyToasts();
    await expect(startOneTapLogin({ userAgent: PC_UA })).resolves.toBe(false);
    expect(toasts.all()).toEqual([["error", "此功能仅在微信浏览器中可用"]]);
    expect(api.calls).toHaveLength(0);
  });

  it("stores the return address, requests the snsapi_userinfo link, waits 10 s, saves the state, redirects", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/artwork/9?tab=info");
    const api = mockApi({ "GET /api/wechat/codeurl": { data: { url: authorize("srvstate") } } });
    const redirect = vi.fn();
    const done = startOneTapLogin({ userAgent: WECHAT_UA, redirect });
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem("wechat_login_return_url")).toBe("/artwork/9?tab=info");
    const call = api.callsTo("GET /api/wechat/codeurl")[0];
    expect(call?.query.get("scopes")).toBe("snsapi_userinfo");
    expect(call?.query.get("url")).toBe(`${window.location.origin}/wechat-callback`);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem("wechat_auth_state")).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(localStorage.getItem("wechat_auth_state")).toBe("srvstate");
    expect(redirect).toHaveBeenCalledWith(authorize("srvstate"));
    window.history.replaceState(null, "", "/");
  });

  it("adds a random state when the link has none", async () => {
    mockApi({ "GET /api/wechat/codeurl": { data: { url: "https://open.weixin.qq.com/connect/oauth2/authorize?appid=a&redirect_uri=b" } } });
    const redirect = vi.fn();
    await startOneTapLogin({ userAgent: WECHAT_UA, redirect, delayMs: 0 });
    const state = localStorage.getItem("wechat_auth_state") ?? "";
    expect(state).toMatch(/^[0-9a-z]+$/);
    expect(new URL(redirect.mock.calls[0]?.[0] as string).searchParams.get("state")).toBe(state);
  });

  it("a response without url: 获取微信授权失败 toast and a login-failed event with 获取微信授权链接失败", async () => {
    mockApi({ "GET /api/wechat/codeurl": { data: {} } });
    const toasts = spyToasts();
    const failed = vi.fn();
    const off = memberStore.on("login-failed", failed);
    const redirect = vi.fn();
    await expect(startOneTapLogin({ userAgent: WECHAT_UA, redirect, delayMs: 0 })).resolves.toBe(false);
    expect(toasts.all()).toEqual([["error", "获取微信授权失败"]]);
    expect(failed).toHaveBeenCalledTimes(1);
    expect((failed.mock.calls[0]?.[0] as { error: Error }).error.message).toBe("获取微信授权链接失败");
    expect(redirect).not.toHaveBeenCalled();
    off();
  });

  it("a failed request shows the server's message when it has one", async () => {
    mockApi({ "GET /api/wechat/codeurl": { code: 0, message: "公众号未配置" } });
    const toasts = spyToasts();
    await startOneTapLogin({ userAgent: WECHAT_UA, redirect: vi.fn(), delayMs: 0 });
    expect(toasts.all()).toEqual([["error", "公众号未配置"]]);
  });
});
