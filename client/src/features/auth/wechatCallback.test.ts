import { memberStore } from "./memberStore";
import { MEMBER, mockApi, resetAuthState, spyToasts } from "./testUtils";
import { completeWechatLogin, wechatFailureMessage } from "./wechatCallback";

const WECHAT_UA = "Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("completeWechatLogin", () => {
  it("scan login: checks the state, posts {code, scopes: snsapi_login}, stores the token, returns previous_path", async () => {
    const api = mockApi({ "POST /api/wechat/login": { data: { token: "tok-w" } }, "GET /api/member/member": { data: MEMBER } });
    const toasts = spyToasts();
    localStorage.setItem("wechat_auth_state", "abc123");
    localStorage.setItem("previous_path", "/artwork/5?x=1");
    await expect(completeWechatLogin({ code: "code-1", state: "abc123" })).resolves.toBe("/artwork/5?x=1");
    expect(api.callsTo("POST /api/wechat/login")[0]?.body).toEqual({ code: "code-1", scopes: "snsapi_login", state: "abc123" });
    expect(memberStore.getToken()).toBe("tok-w");
    expect(toasts.messages("success")).toEqual(["登录成功"]);
    for (const k of ["wechat_auth_state", "previous_path", "wechat_login_pending", "wechat_login_timestamp"]) expect(localStorage.getItem(k)).toBeNull();
    expect(localStorage.getItem("wechat_auth_code")).toBe("code-1");
  });

  it("one-tap: snsapi_userinfo inside WeChat, returns wechat_login_return_url", async () => {
    const api = mockApi({ "POST /api/wechat/login": { data: { token: "tok-o" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    localStorage.setItem("wechat_auth_state", "s1");
    localStorage.setItem("wechat_login_return_url", "/member/orders");
    localStorage.setItem("previous_path", "/other");
    await expect(completeWechatLogin({ code: "c2", state: "s1" }, { userAgent: WECHAT_UA })).resolves.toBe("/member/orders");
    expect(api.callsTo("POST /api/wechat/login")[0]?.body).toEqual({ code: "c2", scopes: "snsapi_userinfo", state: "s1" });
    expect(localStorage.getItem("wechat_login_return_url")).toBeNull();
  });

  it("绑定微信: a signed-in member with the bind flag binds (POST /api/wechat/bind), keeps the session, comes back", async () => {
    memberStore.setToken("tok-member");
    const api = mockApi({ "POST /api/wechat/bind": { data: MEMBER }, "GET /api/member/member": { data: MEMBER } });
    const toasts = spyToasts();
    localStorage.setItem("wechat_auth_state", "b1");
    localStorage.setItem("wechat_bind_pending", "true");
    localStorage.setItem("previous_path", "/member/account-settings");
    await expect(completeWechatLogin({ code: "cb", state: "b1" })).resolves.toBe("/member/account-settings");
    expect(api.callsTo("POST /api/wechat/bind")[0]?.body).toEqual({ code: "cb", scopes: "snsapi_login", state: "b1" });
    expect(api.callsTo("POST /api/wechat/login")).toHaveLength(0);
    expect(memberStore.getToken()).toBe("tok-member");
    expect(toasts.messages("success")).toEqual(["微信绑定成功"]);
    expect(localStorage.getItem("wechat_bind_pending")).toBeNull();
  });

  it("a stale bind flag without a session is a plain sign-in, and is cleared", async () => {
    const api = mockApi({ "POST /api/wechat/login": { data: { token: "tok-w" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    localStorage.setItem("wechat_auth_state", "s9");
    localStorage.setItem("wechat_bind_pending", "true");
    await completeWechatLogin({ code: "c9", state: "s9" });
    expect(api.callsTo("POST /api/wechat/bind")).toHaveLength(0);
    expect(api.callsTo("POST /api/wechat/login")).toHaveLength(1);
    expect(localStorage.getItem("wechat_bind_pending")).toBeNull();
  });

  it("defaults to '/' and refuses unsafe return paths", async () => {
    mockApi({ "POST /api/wechat/login": { data: { token: "t" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    localStorage.setItem("wechat_auth_state", "s");
    localStorage.setItem("previous_path", "//evil.example");
    await expect(completeWechatLogin({ code: "c3", state: "s" })).resolves.toBe("/");
  });

  it("a wrong or missing state is refused without a call", async () => {
    const api = mockApi();
    localStorage.setItem("wechat_auth_state", "good");
    const failed = vi.fn();
    const off = memberStore.on("login-failed", failed);
    const err = await completeWechatLogin({ code: "c4", state: "bad" }).catch((e: unknown) => e);
    expect(wechatFailureMessage(err)).toBe("微信登录状态校验失败，请重新登录");
    expect(await completeWechatLogin({ code: "c5", state: "good" }).catch(wechatFailureMessage)).toBe("微信登录状态校验失败，请重新登录");
    expect(await completeWechatLogin({ code: null, state: "x" }).catch(wechatFailureMessage)).toBe("未获取到微信授权，请重新登录");
    expect(api.calls).toHaveLength(0);
    expect(failed).toHaveBeenCalledTimes(3);
    off();
  });

  it("a code is used once: a concurrent second run joins the first", async () => {
    const api = mockApi({ "POST /api/wechat/login": { data: { token: "t" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    localStorage.setItem("wechat_auth_state", "s");
    const [a, b] = await Promise.all([completeWechatLogin({ code: "same", state: "s" }), completeWechatLogin({ code: "same", state: "s" })]);
    expect(a).toBe(b);
    expect(api.callsTo("POST /api/wechat/login")).toHaveLength(1);
  });

  it("a failed login clears the token; the message is the server's or 登录失败，请稍后重试", async () => {
    mockApi({ "POST /api/wechat/login": { code: 0, message: "invalid code" } });
    localStorage.setItem("wechat_auth_state", "s");
    localStorage.setItem("token", "old");
    memberStore.reloadFromStorage();
    const err = await completeWechatLogin({ code: "c6", state: "s" }).catch((e: unknown) => e);
    expect(wechatFailureMessage(err)).toBe("invalid code");
    expect(memberStore.getToken()).toBe("");
    expect(wechatFailureMessage(new Error("x"))).toBe("登录失败，请稍后重试");
  });
});
