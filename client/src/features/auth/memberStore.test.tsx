import { renderToString } from "react-dom/server";
import { ApiError } from "../../lib/api";
import { useMemberState } from "./hooks";
import { createMemberStore, memberStore } from "./memberStore";
import { MEMBER, mockApi, resetAuthState, signInDirectly, spyToasts } from "./testUtils";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function events() {
  const seen: string[] = [];
  const offs = (["login-success", "login-failed", "login", "logout", "unauthorized"] as const).map((e) =>
    memberStore.on(e, (d) => seen.push(`${e}${"via" in d ? `:${d.via}` : ""}`)),
  );
  return { seen, off: () => offs.forEach((f) => f()) };
}

describe("state and storage", () => {
  it("reads token, member_info and wechat_open_id from local storage; signed in = token non-empty", () => {
    expect(memberStore.isLoggedIn()).toBe(false);
    localStorage.setItem("token", "abc");
    localStorage.setItem("member_info", JSON.stringify(MEMBER));
    localStorage.setItem("wechat_open_id", "oid");
    memberStore.reloadFromStorage();
    expect(memberStore.getSnapshot()).toMatchObject({ token: "abc", info: MEMBER, wechatOpenId: "oid" });
    expect(memberStore.isLoggedIn()).toBe(true);
  });

  it("ignores broken member_info", () => {
    localStorage.setItem("token", "abc");
    localStorage.setItem("member_info", "{nope");
    memberStore.reloadFromStorage();
    expect(memberStore.getSnapshot().info).toBeNull();
  });

  it("does not touch storage at creation and works without storage (server)", () => {
    const storage = vi.fn(() => null);
    const store = createMemberStore({ storage });
    expect(storage).not.toHaveBeenCalled();
    expect(store.getSnapshot().token).toBe("");
    expect(store.getServerSnapshot()).toEqual({ token: "", info: null, wechatOpenId: "", lastUpdateTime: 0 });
  });

  it("server-renders as logged out even with a token", () => {
    signInDirectly();
    function Who() {
      const s = useMemberState();
      return <span>{s.token === "" ? "visitor" : "member"}</span>;
    }
    expect(renderToString(<Who />)).toContain("visitor");
  });

  it("follows other tabs through the storage event", () => {
    const listener = vi.fn();
    const off = memberStore.subscribe(listener);
    localStorage.setItem("token", "from-other-tab");
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(memberStore.getToken()).toBe("from-other-tab");
    expect(listener).toHaveBeenCalled();
    off();
  });
});

describe("clearToken", () => {
  it("empties token, info and open id, clears the GET cache and notifies logout listeners", async () => {
    const api = mockApi({ "GET /api/artists": { data: [1] } });
    signInDirectly();
    memberStore.setWechatOpenId("oid");
    await memberStore.api.get("/api/artists");
    const ev = events();
    memberStore.clearToken();
    expect(memberStore.getSnapshot()).toMatchObject({ token: "", info: null, wechatOpenId: "" });
    for (const k of ["token", "member_info", "wechat_open_id"]) expect(localStorage.getItem(k)).toBeNull();
    expect(ev.seen).toEqual(["logout"]);
    await memberStore.api.get("/api/artists");
    expect(api.callsTo("GET /api/artists")).toHaveLength(2);
    ev.off();
  });

  it("the API client clears the token on any 401", async () => {
    mockApi({ "GET /api/member/orders": { status: 401 } });
    signInDirectly();
    await expect(memberStore.api.get("/api/member/orders")).rejects.toThrow("未登录或登录已过期");
    expect(memberStore.getToken()).toBe("");
  });
});

describe("sign-in actions", () => {
  it("e-mail login stores the token, fetches member info, toasts 登录成功 and emits login-success", async () => {
    const api = mockApi({
      "POST /api/login/email": { data: { token: "tok-e", member: { id: 7 } } },
      "GET /api/member/member": { data: MEMBER },
    });
    const toasts = spyToasts();
    const ev = events();
    await memberStore.loginByEmail({ email: "t@example.cn", password: "pw" });
    expect(api.callsTo("POST /api/login/email")[0]?.body).toEqual({ email: "t@example.cn", password: "pw" });
    expect(api.callsTo("GET /api/member/member")[0]?.headers.Token).toBe("tok-e");
    expect(localStorage.getItem("token")).toBe("tok-e");
    expect(JSON.parse(localStorage.getItem("member_info") ?? "null")).toEqual(MEMBER);
    expect(toasts.all()).toEqual([["success", "登录成功"]]);
    expect(ev.seen).toEqual(["login", "login-success:email"]);
    ev.off();
  });

  it("a sign-in that cancelled an account deletion toasts the server's notice instead of 登录成功", async () => {
    mockApi({
      "POST /api/login/email": { data: { token: "tok-n", member: { id: 7 }, notice: "您在注销冷静期内登录，注销申请已自动撤销" } },
      "GET /api/member/member": { data: MEMBER },
    });
    const toasts = spyToasts();
    await memberStore.loginByEmail({ email: "t@example.cn", password: "pw" });
    expect(toasts.all()).toEqual([["info", "您在注销冷静期内登录，注销申请已自动撤销"]]);
  });

  it("mobile login posts {mobile, mobile_code, mobile_key}", async () => {
    const api = mockApi({
      "POST /api/login/mobile": { data: { token: "tok-m" } },
      "GET /api/member/member": { data: MEMBER },
    });
    spyToasts();
    await memberStore.loginByMobile({ mobile: "13800138000", mobile_code: "123456", mobile_key: "k1" });
    expect(api.callsTo("POST /api/login/mobile")[0]?.body).toEqual({ mobile: "13800138000", mobile_code: "123456", mobile_key: "k1" });
    expect(memberStore.getToken()).toBe("tok-m");
  });

  it("register toasts 注册成功 and sends the payload in spec order", async () => {
    const api = mockApi({
      "POST /api/register": { data: { token: "tok-r" } },
      "GET /api/member/member": { data: MEMBER },
    });
    const toasts = spyToasts();
    await memberStore.register({
      captcha_key: "ck",
      captcha_code: "abcd",
      password_two: "pw",
      password: "pw",
      email: "a@b.cn",
      username: "u",
    });
    const body = api.callsTo("POST /api/register")[0]?.body as Record<string, string>;
    expect(Object.keys(body)).toEqual(["username", "email", "password", "password_two", "captcha_code", "captcha_key"]);
    expect(toasts.messages("success")).toEqual(["注册成功"]);
  });

  it("any failure clears the token and emits login-failed", async () => {
    signInDirectly("old");
    mockApi({ "POST /api/login/email": { code: 0, message: "邮箱或密码错误" } });
    const ev = events();
    await expect(memberStore.loginByEmail({ email: "a@b.cn", password: "x" })).rejects.toThrow("邮箱或密码错误");
    expect(memberStore.getToken()).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
    expect(ev.seen).toContain("login-failed:email");
    ev.off();
  });

  it("a member-info failure after login clears the token too", async () => {
    mockApi({
      "POST /api/login/mobile": { data: { token: "tok-m" } },
      "GET /api/member/member": { code: 500, message: "服务器错误" },
    });
    const toasts = spyToasts();
    await expect(memberStore.loginByMobile({ mobile: "13800138000", mobile_code: "1", mobile_key: "k" })).rejects.toBeInstanceOf(ApiError);
    expect(memberStore.getToken()).toBe("");
    expect(toasts.all()).toEqual([]);
  });

  it("a response without a token is a failure", async () => {
    mockApi({ "POST /api/login/email": { data: {} } });
    await expect(memberStore.loginByEmail({ email: "a@b.cn", password: "x" })).rejects.toThrow();
    expect(memberStore.getToken()).toBe("");
  });

  it("WeChat login writes need_bind_mobile='true' when the server asks for it", async () => {
    const api = mockApi({
      "POST /api/wechat/login": { data: { token: "tok-w", need_bind_mobile: true } },
      "GET /api/member/member": { data: MEMBER },
    });
    spyToasts();
    let flagWhenInfoArrived: string | null = null;
    const off = memberStore.on("login", () => {
      flagWhenInfoArrived = localStorage.getItem("need_bind_mobile");
    });
    await memberStore.loginWithWechat({ code: "c", scopes: "snsapi_login" });
    expect(api.callsTo("POST /api/wechat/login")[0]?.body).toEqual({ code: "c", scopes: "snsapi_login" });
    expect(flagWhenInfoArrived).toBe("true");
    off();
  });
});

describe("member info", () => {
  it("a 401 clears the token and emits unauthorized", async () => {
    mockApi({ "GET /api/member/member": { code: 401, message: "请重新登录" } });
    signInDirectly();
    const ev = events();
    await expect(memberStore.fetchMemberInfo()).rejects.toThrow("请重新登录");
    expect(memberStore.getToken()).toBe("");
    expect(ev.seen).toEqual(["logout", "unauthorized"]);
    ev.off();
  });

  it("shares one request between concurrent calls and never answers a refresh from the cache", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly();
    await Promise.all([memberStore.fetchMemberInfo(), memberStore.fetchMemberInfo()]);
    expect(api.callsTo("GET /api/member/member")).toHaveLength(1);
    await memberStore.fetchMemberInfo();
    expect(api.callsTo("GET /api/member/member")).toHaveLength(2);
  });
});

describe("member info and the GET cache (spec §4, §7)", () => {
  it("a refresh (the default) stores the fresh answer in the GET cache; { refresh: false } reads it", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly("tok-c");
    await memberStore.fetchMemberInfo();
    await expect(memberStore.fetchMemberInfo({ refresh: false })).resolves.toEqual(MEMBER);
    await memberStore.api.get("/api/member/member");
    expect(api.callsTo("GET /api/member/member")).toHaveLength(1);
  });

  it("login bypasses a cached member info and refreshes it", async () => {
    const api = mockApi({
      "GET /api/member/member": { data: { ...MEMBER, nickname: "旧" } },
      "POST /api/login/email": { data: { token: "tok-l" } },
    });
    spyToasts();
    signInDirectly("tok-l");
    await memberStore.api.get("/api/member/member");
    api.on("GET /api/member/member", { data: MEMBER });
    memberStore.clearToken();
    await memberStore.loginByEmail({ email: "t@example.cn", password: "x" });
    expect(api.callsTo("GET /api/member/member")).toHaveLength(2);
    expect(memberStore.getSnapshot().info?.nickname).toBe("测试");
  });

  it("checkLogin: true when accepted (and the token counts as verified), false on 401 with unauthorized handled", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly("tok-k");
    expect(memberStore.isVerified()).toBe(false);
    await expect(memberStore.checkLogin()).resolves.toBe(true);
    expect(memberStore.isVerified()).toBe(true);
    api.on("GET /api/member/member", { status: 401, code: 401 });
    const seen: boolean[] = [];
    const off = memberStore.on("unauthorized", ({ handled }) => seen.push(handled));
    await expect(memberStore.checkLogin()).resolves.toBe(false);
    expect(seen).toEqual([true]);
    expect(memberStore.isLoggedIn()).toBe(false);
    expect(memberStore.isVerified()).toBe(false);
    // A plain fetch's 401 is not handled by anyone: the dialog host opens the dialog.
    signInDirectly("tok-k2");
    await memberStore.fetchMemberInfo().catch(() => undefined);
    expect(seen).toEqual([true, false]);
    off();
  });

  it("checkLogin without a token is false without a call; other failures reject", async () => {
    const api = mockApi({ "GET /api/member/member": { status: 500 } });
    await expect(memberStore.checkLogin()).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
    signInDirectly();
    await expect(memberStore.checkLogin()).rejects.toThrow("服务器错误");
    expect(memberStore.isLoggedIn()).toBe(true);
  });

  it("logout clears every cached GET, whoever's", async () => {
    const api = mockApi({ "GET /api/artists": { data: [] }, "PUT /api/auth/logout": { data: null } });
    await memberStore.api.get("/api/artists");
    signInDirectly("tok-z");
    await memberStore.logout();
    await memberStore.api.get("/api/artists");
    expect(api.callsTo("GET /api/artists")).toHaveLength(2);
  });
});

describe("bind mobile", () => {
  it("posts the binding, re-fetches member info, toasts 手机号绑定成功 and emits success", async () => {
    const api = mockApi({
      "POST /api/member/bind_mobile": { data: null },
      "GET /api/member/member": { data: { ...MEMBER, mobile: "138****8000" } },
    });
    signInDirectly("tok-b", { ...MEMBER, mobile: "" });
    const toasts = spyToasts();
    const ev = events();
    await memberStore.bindMobile({ mobile: "13800138000", mobile_code: "123456", mobile_key: "bk" });
    expect(api.callsTo("POST /api/member/bind_mobile")[0]?.body).toEqual({ mobile: "13800138000", mobile_code: "123456", mobile_key: "bk" });
    expect(api.callsTo("GET /api/member/member")).toHaveLength(1);
    expect(memberStore.getSnapshot().info?.mobile).toBe("138****8000");
    expect(toasts.messages("success")).toEqual(["手机号绑定成功"]);
    expect(ev.seen).toContain("login-success:bind");
    ev.off();
  });

  it("a failed bind keeps the session", async () => {
    mockApi({ "POST /api/member/bind_mobile": { code: 0, message: "验证码错误" } });
    signInDirectly("tok-b");
    await expect(memberStore.bindMobile({ mobile: "13800138000", mobile_code: "1", mobile_key: "k" })).rejects.toThrow("验证码错误");
    expect(memberStore.getToken()).toBe("tok-b");
  });
});

describe("logout", () => {
  it("clears token, WeChat temp data and caches, then PUTs /api/auth/logout with the old token", async () => {
    const api = mockApi({ "PUT /api/auth/logout": { data: null }, "GET /api/artists": { data: [] } });
    signInDirectly("tok-out");
    await memberStore.api.get("/api/artists");
    for (const k of ["wechat_auth_state", "previous_path", "wechat_login_return_url", "need_bind_mobile", "wechat_auth_code", "wechat_login_timestamp", "wechat_scan_status", "wechat_login_pending"]) {
      localStorage.setItem(k, "x");
    }
    let tokenAtCall: string | null = "unset";
    api.on("PUT /api/auth/logout", (call) => {
      tokenAtCall = localStorage.getItem("token");
      expect(call.headers.Token).toBe("tok-out");
      return { data: null };
    });
    await memberStore.logout();
    expect(tokenAtCall).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(memberStore.isLoggedIn()).toBe(false);
    await memberStore.api.get("/api/artists");
    expect(api.callsTo("GET /api/artists")).toHaveLength(2);
    expect(api.callsTo("PUT /api/auth/logout")).toHaveLength(1);
  });

  it("signs out locally even when the endpoint fails", async () => {
    mockApi({ "PUT /api/auth/logout": { status: 500 } });
    signInDirectly();
    await expect(memberStore.logout()).resolves.toBeUndefined();
    expect(memberStore.isLoggedIn()).toBe(false);
  });
});
