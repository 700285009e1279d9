import { act, render, screen } from "@testing-library/react";
import { memberStore } from "./memberStore";
import { MEMBER, mockApi, resetAuthState, spyToasts } from "./testUtils";
import { WechatQrLogin, type WxLoginOptions } from "./WechatQrLogin";

const QR_URL =
  "http://localhost:3000/_sandbox/wechat/qrconnect?appid=wxsandbox&redirect_uri=" +
  encodeURIComponent("http://localhost:3000/wechat-callback") +
  "&response_type=code&scope=snsapi_login&state=server#wechat_redirect";

let created: WxLoginOptions[] = [];

class FakeWxLogin {
  constructor(options: WxLoginOptions) {
    created.push(options);
    const frame = document.createElement("iframe");
    frame.src = "about:blank";
    document.getElementById(options.id)?.appendChild(frame);
  }
}

beforeEach(() => {
  resetAuthState();
  created = [];
  document.head.innerHTML = '<meta property="csp-nonce" nonce="n-123">';
  window.history.replaceState(null, "", "/artworks?page=2");
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

async function tick(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function loadScript() {
  const script = document.head.querySelector("script");
  if (!script) throw new Error("no script");
  act(() => {
    script.dispatchEvent(new Event("load"));
  });
  return script;
}

describe("WechatQrLogin", () => {
  it("loads the script once with the nonce, waits 500 ms, renders the QR with the server's state, spinner until loaded", async () => {
    const api = mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL } } });
    spyToasts();
    vi.stubGlobal("WxLogin", FakeWxLogin);
    render(<WechatQrLogin />);
    expect(screen.getByRole("progressbar", { name: "正在加载微信二维码" })).toBeTruthy();
    await tick();
    const call = api.callsTo("GET /api/wechat/codeurl")[0];
    expect(call?.query.get("scopes")).toBe("snsapi_login");
    expect(call?.query.get("url")).toBe(`${window.location.origin}/wechat-callback`);
    const script = loadScript();
    expect(script.getAttribute("src")).toBe("/_sandbox/wechat/wxLogin.js");
    expect(script.nonce).toBe("n-123");
    await tick(499);
    expect(created).toHaveLength(0);
    await tick(1);
    expect(created).toHaveLength(1);
    const opts = created[0]!;
    const state = localStorage.getItem("wechat_auth_state");
    expect(state).toBe("server");
    expect(opts).toMatchObject({
      self_redirect: false,
      appid: "wxsandbox",
      scope: "snsapi_login",
      redirect_uri: encodeURIComponent("http://localhost:3000/wechat-callback"),
      state,
      style: "black",
    });
    expect(atob(opts.href.replace("data:text/css;base64,", ""))).toContain(".impowerBox .qrcode{width:200px}");
    expect(localStorage.getItem("previous_path")).toBe("/artworks?page=2");
    const container = document.getElementById(opts.id)!;
    expect(container.querySelector("iframe")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(container.className).toContain("invisible");
    await tick();
    act(() => {
      container.querySelector("iframe")!.dispatchEvent(new Event("load"));
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.className).not.toContain("invisible");
  });

  it("cleans the widget on unmount and does not load the script twice", async () => {
    mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL } } });
    spyToasts();
    vi.stubGlobal("WxLogin", FakeWxLogin);
    const first = render(<WechatQrLogin />);
    await tick();
    loadScript();
    await tick(500);
    const container = document.getElementById(created[0]!.id)!;
    expect(container.childElementCount).toBe(1);
    first.unmount();
    expect(container.childElementCount).toBe(0);
    render(<WechatQrLogin />);
    await tick(500);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    expect(created).toHaveLength(2);
  });

  it("keeps previous_path when already on /wechat-callback", async () => {
    window.history.replaceState(null, "", "/wechat-callback?code=x");
    localStorage.setItem("previous_path", "/member/orders");
    mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL } } });
    spyToasts();
    vi.stubGlobal("WxLogin", FakeWxLogin);
    render(<WechatQrLogin />);
    await tick();
    loadScript();
    await tick(500);
    expect(created).toHaveLength(1);
    expect(localStorage.getItem("previous_path")).toBe("/member/orders");
  });

  it("script failure: 加载微信登录组件失败，请刷新页面重试", async () => {
    mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL } } });
    const toasts = spyToasts();
    render(<WechatQrLogin />);
    await tick();
    act(() => {
      document.head.querySelector("script")!.dispatchEvent(new Event("error"));
    });
    await tick();
    expect(toasts.messages("error")).toEqual(["加载微信登录组件失败，请刷新页面重试"]);
    expect(screen.getByText("二维码加载失败")).toBeTruthy();
  });

  it("widget missing or throwing: 微信登录初始化失败，请刷新页面重试", async () => {
    mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL } } });
    const toasts = spyToasts();
    const view = render(<WechatQrLogin />);
    await tick();
    loadScript();
    await tick(500);
    expect(toasts.messages("error")).toEqual(["微信登录初始化失败，请刷新页面重试"]);
    view.unmount();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal(
      "WxLogin",
      class {
        constructor() {
          throw new Error("boom");
        }
      },
    );
    render(<WechatQrLogin />);
    await tick(500);
    expect(toasts.messages("error")).toEqual(["微信登录初始化失败，请刷新页面重试", "微信登录初始化失败，请刷新页面重试"]);
  });

  it("code URL failure: 初始化微信登录失败，请刷新页面重试", async () => {
    mockApi({ "GET /api/wechat/codeurl": { code: 0, message: "" } });
    const toasts = spyToasts();
    render(<WechatQrLogin />);
    await tick();
    // No link, no widget: its script is not even loaded.
    expect(document.head.querySelector("script")).toBeNull();
    expect(toasts.messages("error")).toEqual(["初始化微信登录失败，请刷新页面重试"]);
  });

  it("loads the widget script the server named with the link (WeChat's own in production)", async () => {
    const official = "https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js";
    mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL, script_url: official } } });
    spyToasts();
    vi.stubGlobal("WxLogin", FakeWxLogin);
    render(<WechatQrLogin />);
    await tick();
    expect(loadScript().getAttribute("src")).toBe(official);
    await tick(500);
    expect(created).toHaveLength(1);
  });

  it("unusable storage: 浏览器存储功能不可用，微信登录可能无法正常工作", async () => {
    mockApi({ "GET /api/wechat/codeurl": { data: { url: QR_URL } } });
    const toasts = spyToasts();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    render(<WechatQrLogin />);
    await tick();
    expect(toasts.messages("error")).toEqual(["浏览器存储功能不可用，微信登录可能无法正常工作"]);
  });

  it("member info becoming non-empty is a login success", async () => {
    mockApi();
    spyToasts();
    const onLoginSuccess = vi.fn();
    render(<WechatQrLogin onLoginSuccess={onLoginSuccess} />);
    await tick();
    act(() => {
      memberStore.setToken("tok");
    });
    expect(onLoginSuccess).not.toHaveBeenCalled();
    act(() => {
      memberStore.setMemberInfo(MEMBER);
    });
    expect(onLoginSuccess).toHaveBeenCalledTimes(1);
  });
});
