import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { LoginPanel, type LoginPanelProps } from "./LoginPanel";
import { MEMBER, mockApi, resetAuthState, signInDirectly, spyToasts } from "./testUtils";

const WECHAT_UA = "Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: "input" });
}
function type(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}
function tab(name: string) {
  fireEvent.click(screen.getByRole("tab", { name }));
}
function click(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}
function agree() {
  fireEvent.click(screen.getByRole("checkbox"));
}
function renderPanel(props: LoginPanelProps = {}) {
  return render(<LoginPanel {...props} />);
}
async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe("frame", () => {
  it("dialog mode: a persistent modal, max width 450, min height 560, with a close button", async () => {
    mockApi();
    spyToasts();
    const onClose = vi.fn();
    const { container } = renderPanel({ mode: "dialog", onClose });
    const dialog = screen.getByRole("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.className).toContain("max-w-[450px]");
    expect(dialog.className).toContain("min-h-[560px]");
    // Neither a click outside nor Escape closes it.
    fireEvent.click(container.firstElementChild as Element);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    click("关闭");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("img", { name: "艺术市场" })).toBeTruthy();
    await flush();
  });

  it("embedded mode: no dialog and no close button", async () => {
    mockApi();
    spyToasts();
    renderPanel({ mode: "embedded" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "关闭" })).toBeNull();
    expect(screen.getByRole("img", { name: "艺术市场" })).toBeTruthy();
    await flush();
  });

  it("renders on the server without style attributes", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<LoginPanel mode="embedded" />);
    expect(html).not.toContain("style=");
    expect(html).toContain("微信登录");
  });
});

describe("tabs", () => {
  it("shows 微信登录 / 账号登录 / 手机登录, wechat first and selected", async () => {
    mockApi();
    spyToasts();
    renderPanel();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["微信登录", "账号登录", "手机登录"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("progressbar", { name: "正在加载微信二维码" })).toBeTruthy();
    await flush();
  });

  it("inside WeChat hides the wechat tab and shows 微信一键登录 when the environment check holds", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(WECHAT_UA);
    renderPanel();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["账号登录", "手机登录"]);
    expect(screen.getByRole("tab", { name: "账号登录" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "微信一键登录" })).toBeTruthy();
  });

  it("no one-tap button when the environment check fails, nor outside WeChat", async () => {
    const { unmount } = renderPanel({ inWeChat: true, weChatEnvironment: false });
    expect(screen.queryByRole("button", { name: "微信一键登录" })).toBeNull();
    unmount();
    mockApi();
    spyToasts();
    renderPanel({ inWeChat: false, weChatEnvironment: true });
    expect(screen.queryByRole("button", { name: "微信一键登录" })).toBeNull();
    await flush();
  });

  it("the one-tap button says when the person is already signed in", () => {
    signInDirectly();
    const onLoginSuccess = vi.fn();
    renderPanel({ inWeChat: true, weChatEnvironment: true, onLoginSuccess });
    expect(onLoginSuccess).toHaveBeenCalledTimes(1);
  });

  it("switching tabs resets the account view and clears the forms", async () => {
    mockApi({ "GET /api/captcha": { data: { captcha_key: "k", img: "data:image/png;base64,AA" } } });
    spyToasts();
    renderPanel({ defaultTab: "account" });
    type("邮箱", "a@b.cn");
    click("注册账号");
    expect(screen.getByRole("button", { name: "注册" })).toBeTruthy();
    tab("手机登录");
    type("手机号", "13800138000");
    tab("账号登录");
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    expect(input("邮箱").value).toBe("");
    tab("手机登录");
    expect(input("手机号").value).toBe("");
    await flush();
  });

  it("arrow keys move between tabs", async () => {
    mockApi();
    spyToasts();
    renderPanel({ defaultTab: "account" });
    fireEvent.keyDown(screen.getByRole("tab", { name: "账号登录" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "手机登录" }).getAttribute("aria-selected")).toBe("true");
    await flush();
  });
});

describe("account tab: login view", () => {
  it("has e-mail, password with a toggle, agreement with links in a new tab, and links to register and reset", () => {
    renderPanel({ defaultTab: "account" });
    expect(input("邮箱").type).toBe("email");
    expect(input("密码").type).toBe("password");
    click("显示密码");
    expect(input("密码").type).toBe("text");
    click("隐藏密码");
    expect(input("密码").type).toBe("password");
    const service = screen.getByRole("link", { name: "《用户协议》" });
    const privacy = screen.getByRole("link", { name: "《隐私政策》" });
    expect(service.getAttribute("href")).toBe("/agreement/service");
    expect(privacy.getAttribute("href")).toBe("/agreement/privacy");
    expect(service.getAttribute("target")).toBe("_blank");
    expect(privacy.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: "注册账号" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "忘记密码？" })).toBeTruthy();
  });

  it("shows the validation messages under the fields and makes no call", () => {
    const api = mockApi();
    renderPanel({ defaultTab: "account" });
    click("登录");
    expect(screen.getByText("请输入邮箱")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(input("邮箱").getAttribute("aria-invalid")).toBe("true");
    type("邮箱", "not-an-email");
    expect(screen.getByText("请输入正确的邮箱格式")).toBeTruthy();
    type("邮箱", "a@b.cn");
    expect(screen.queryByText("请输入正确的邮箱格式")).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("validates a field when it loses focus after an edit", () => {
    renderPanel({ defaultTab: "account" });
    type("邮箱", "x");
    expect(screen.queryByText("请输入正确的邮箱格式")).toBeNull();
    fireEvent.blur(input("邮箱"));
    expect(screen.getByText("请输入正确的邮箱格式")).toBeTruthy();
  });

  it("the agreement rule: toast 请阅读并同意用户协议, checkbox marked, no call", () => {
    const api = mockApi();
    const toasts = spyToasts();
    renderPanel({ defaultTab: "account" });
    type("邮箱", "a@b.cn");
    type("密码", "secret");
    click("登录");
    expect(toasts.all()).toEqual([["error", "请阅读并同意用户协议"]]);
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toHaveLength(0);
    agree();
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBeNull();
  });

  it("logs in: busy label, POST /api/login/email, member info, 登录成功, login callback", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = mockApi({
      "POST /api/login/email": async () => {
        await gate;
        return { data: { token: "tok" } };
      },
      "GET /api/member/member": { data: MEMBER },
    });
    const toasts = spyToasts();
    const onLoginSuccess = vi.fn();
    renderPanel({ defaultTab: "account", onLoginSuccess });
    type("邮箱", " a@b.cn ");
    type("密码", "secret");
    agree();
    click("登录");
    const busy = await screen.findByRole("button", { name: "登录中..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(onLoginSuccess).toHaveBeenCalledTimes(1));
    expect(api.callsTo("POST /api/login/email")[0]?.body).toEqual({ email: "a@b.cn", password: "secret" });
    expect(toasts.messages("success")).toEqual(["登录成功"]);
    expect(localStorage.getItem("token")).toBe("tok");
  });

  it("a failed login toasts the server's message, else 登录失败，请检查邮箱和密码", async () => {
    const api = mockApi({ "POST /api/login/email": { code: 0, message: "邮箱或密码错误" } });
    const toasts = spyToasts();
    renderPanel({ defaultTab: "account" });
    type("邮箱", "a@b.cn");
    type("密码", "secret");
    agree();
    click("登录");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["邮箱或密码错误"]));
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    api.on("POST /api/login/email", { code: 0, message: "" });
    click("登录");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["邮箱或密码错误", "登录失败，请检查邮箱和密码"]));
  });
});

describe("account tab: a request that gets no answer", () => {
  it("same origin (offline, server restarting): the situation's default toast, not the CORS text", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    const toasts = spyToasts();
    renderPanel({ defaultTab: "account" });
    type("邮箱", "a@b.cn");
    type("密码", "pw123456");
    agree();
    click("登录");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["登录失败，请检查邮箱和密码"]));
  });
});

describe("account tab: register view", () => {
  const CAPTCHA = { captcha_key: "ck1", img: "data:image/png;base64,AAA" };

  function openRegister() {
    renderPanel({ defaultTab: "account" });
    click("注册账号");
  }

  it("has every field, toggles, captcha image, 我有账户, reset link, agreement and 注册", async () => {
    const api = mockApi({ "GET /api/captcha": { data: CAPTCHA } });
    openRegister();
    for (const label of ["用户名", "邮箱", "密码", "确认密码", "验证码"]) expect(input(label)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "显示密码" })).toHaveLength(2);
    const img = await screen.findByRole("img", { name: "验证码" });
    expect(img.getAttribute("src")).toBe(CAPTCHA.img);
    fireEvent.click(screen.getByRole("button", { name: "刷新验证码" }));
    await waitFor(() => expect(api.callsTo("GET /api/captcha")).toHaveLength(2));
    expect(screen.getByRole("checkbox")).toBeTruthy();
    expect(screen.getByRole("button", { name: "忘记密码？" })).toBeTruthy();
    click("我有账户");
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
  });

  it("stops silently when a rule fails", async () => {
    const api = mockApi({ "GET /api/captcha": { data: CAPTCHA } });
    const toasts = spyToasts();
    openRegister();
    await screen.findByRole("img", { name: "验证码" });
    type("用户名", "u1");
    type("邮箱", "a@b.cn");
    type("密码", "pw1");
    type("确认密码", "pw2");
    type("验证码", "abcd");
    agree();
    click("注册");
    expect(screen.getByText("两次输入的密码不一致")).toBeTruthy();
    click("注册");
    expect(toasts.all()).toEqual([]);
    expect(api.callsTo("POST /api/register")).toHaveLength(0);
    type("确认密码", "");
    expect(screen.getByText("请确认密码")).toBeTruthy();
  });

  it("registers with the captcha key, toasts 注册成功", async () => {
    const api = mockApi({
      "GET /api/captcha": { data: CAPTCHA },
      "POST /api/register": { data: { token: "tok-r" } },
      "GET /api/member/member": { data: MEMBER },
    });
    const toasts = spyToasts();
    const onLoginSuccess = vi.fn();
    render(<LoginPanel defaultTab="account" onLoginSuccess={onLoginSuccess} />);
    click("注册账号");
    await screen.findByRole("img", { name: "验证码" });
    type("用户名", "u1");
    type("邮箱", "a@b.cn");
    type("密码", "pw123456");
    type("确认密码", "pw123456");
    type("验证码", "abcd");
    agree();
    click("注册");
    expect(await screen.findByRole("button", { name: "注册中..." })).toBeTruthy();
    await waitFor(() => expect(onLoginSuccess).toHaveBeenCalled());
    expect(api.callsTo("POST /api/register")[0]?.body).toEqual({
      username: "u1",
      email: "a@b.cn",
      password: "pw123456",
      password_two: "pw123456",
      captcha_code: "abcd",
      captcha_key: "ck1",
    });
    expect(toasts.messages("success")).toEqual(["注册成功"]);
  });

  it("a failed registration toasts (default 注册失败，请稍后重试) and refreshes the captcha", async () => {
    const api = mockApi({ "GET /api/captcha": { data: CAPTCHA }, "POST /api/register": { code: 0, message: "" } });
    const toasts = spyToasts();
    openRegister();
    await screen.findByRole("img", { name: "验证码" });
    type("用户名", "u1");
    type("邮箱", "a@b.cn");
    type("密码", "pw");
    type("确认密码", "pw");
    type("验证码", "abcd");
    agree();
    click("注册");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["注册失败，请稍后重试"]));
    await waitFor(() => expect(api.callsTo("GET /api/captcha")).toHaveLength(2));
    expect(input("验证码").value).toBe("");
  });

  function fillRegister(username = "u1") {
    type("用户名", username);
    type("邮箱", "a@b.cn");
    type("密码", "pw123456");
    type("确认密码", "pw123456");
    type("验证码", "abcd");
    agree();
    click("注册");
  }

  it("a refusal about the username marks the username field; the captcha is renewed and emptied, not flagged", async () => {
    const api = mockApi({
      "GET /api/captcha": { data: CAPTCHA },
      "POST /api/register": { status: 422, code: 422, message: "该用户名已被使用" },
    });
    const toasts = spyToasts();
    openRegister();
    await screen.findByRole("img", { name: "验证码" });
    fillRegister();
    await waitFor(() => expect(toasts.messages("error")).toEqual(["该用户名已被使用"]));
    await waitFor(() => expect(api.callsTo("GET /api/captcha")).toHaveLength(2));
    expect(input("用户名").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("该用户名已被使用")).toBeTruthy();
    expect(input("验证码").value).toBe("");
    expect(input("验证码").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("请输入验证码")).toBeNull();
    // Editing another field does not flag the emptied captcha either.
    type("用户名", "u2");
    expect(screen.queryByText("请输入验证码")).toBeNull();
    expect(screen.queryByText("该用户名已被使用")).toBeNull();
  });

  it("the server saying the captcha was wrong marks the captcha field", async () => {
    mockApi({ "GET /api/captcha": { data: CAPTCHA }, "POST /api/register": { status: 422, code: 422, message: "验证码错误" } });
    spyToasts();
    openRegister();
    await screen.findByRole("img", { name: "验证码" });
    fillRegister();
    await waitFor(() => expect(input("验证码").getAttribute("aria-invalid")).toBe("true"));
    expect(input("验证码").value).toBe("");
    expect(screen.getByText("验证码错误")).toBeTruthy();
    expect(input("用户名").getAttribute("aria-invalid")).toBeNull();
  });

  it("a username outside the server's rule is refused before any call", async () => {
    const api = mockApi({ "GET /api/captcha": { data: CAPTCHA } });
    openRegister();
    await screen.findByRole("img", { name: "验证码" });
    fillRegister("a-b");
    expect(screen.getByText("用户名为2-20位中文、字母、数字或下划线")).toBeTruthy();
    expect(api.callsTo("POST /api/register")).toHaveLength(0);
  });

  it("a failed captcha fetch toasts 获取验证码失败，请刷新重试", async () => {
    mockApi({ "GET /api/captcha": { code: 0, message: "" } });
    const toasts = spyToasts();
    openRegister();
    await waitFor(() => expect(toasts.messages("error")).toEqual(["获取验证码失败，请刷新重试"]));
  });

  it("the register agreement rule", async () => {
    const api = mockApi({ "GET /api/captcha": { data: CAPTCHA } });
    const toasts = spyToasts();
    openRegister();
    await screen.findByRole("img", { name: "验证码" });
    type("用户名", "u1");
    type("邮箱", "a@b.cn");
    type("密码", "pw");
    type("确认密码", "pw");
    type("验证码", "abcd");
    click("注册");
    expect(toasts.messages("error")).toEqual(["请阅读并同意用户协议"]);
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST /api/register")).toHaveLength(0);
  });
});

describe("account tab: reset view", () => {
  function openReset() {
    renderPanel({ defaultTab: "account" });
    click("忘记密码？");
  }

  it("has account, code with get-code link, new password and confirm with toggles, 返回登录, 重置密码", () => {
    openReset();
    for (const label of ["手机号或邮箱", "验证码", "新密码", "确认新密码"]) expect(input(label)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "显示密码" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
    click("重置密码");
    for (const m of ["请输入手机号或邮箱", "请输入验证码", "请输入新密码", "请确认新密码"]) expect(screen.getByText(m)).toBeTruthy();
    click("返回登录");
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
  });

  it("blocks the code for an invalid account", () => {
    const api = mockApi();
    openReset();
    type("手机号或邮箱", "12345");
    click("获取验证码");
    expect(screen.getByText("请输入正确的手机号或邮箱格式")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("resets by phone: find_pass code, POST /api/password/reset, 密码重置成功, back to login", async () => {
    const api = mockApi({
      "POST /api/send/mobile/find_pass": { data: { key: "fk" } },
      "POST /api/password/reset": { data: null },
    });
    const toasts = spyToasts();
    openReset();
    type("手机号或邮箱", "13800138000");
    click("获取验证码");
    expect(await screen.findByRole("button", { name: "60秒后重试" })).toBeTruthy();
    expect(api.callsTo("POST /api/send/mobile/find_pass")[0]?.body).toEqual({ mobile: "13800138000" });
    type("验证码", "123456");
    type("新密码", "newpw1");
    type("确认新密码", "newpw1");
    click("重置密码");
    expect(await screen.findByRole("button", { name: "登录" })).toBeTruthy();
    expect(api.callsTo("POST /api/password/reset")[0]?.body).toEqual({
      mobile: "13800138000",
      mobile_code: "123456",
      mobile_key: "fk",
      password: "newpw1",
      password_two: "newpw1",
    });
    expect(toasts.messages("success")).toEqual(["验证码已发送", "密码重置成功"]);
  });

  it("resets by e-mail: POST /api/email/reset; a failure toasts 重置密码失败，请稍后重试", async () => {
    const api = mockApi({
      "POST /api/send/email/find_pass": { data: { key: "ek" } },
      "POST /api/email/reset": { code: 0, message: "" },
    });
    const toasts = spyToasts();
    openReset();
    type("手机号或邮箱", "a@b.cn");
    click("获取验证码");
    await screen.findByRole("button", { name: "60秒后重试" });
    expect(api.callsTo("POST /api/send/email/find_pass")[0]?.body).toEqual({ email: "a@b.cn" });
    type("验证码", "654321");
    type("新密码", "pw");
    type("确认新密码", "pw");
    click("重置密码");
    expect(await screen.findByRole("button", { name: "重置中..." })).toBeTruthy();
    await waitFor(() => expect(toasts.messages("error")).toEqual(["重置密码失败，请稍后重试"]));
    expect(api.callsTo("POST /api/email/reset")[0]?.body).toEqual({
      email: "a@b.cn",
      email_code: "654321",
      password: "pw",
      password_two: "pw",
      email_key: "ek",
    });
    expect(screen.getByRole("button", { name: "重置密码" })).toBeTruthy();
  });
});

describe("mobile tab", () => {
  it("has the +86 phone, SMS code with get-code link, agreement and 登录; no captcha without the flag", () => {
    renderPanel({ defaultTab: "mobile" });
    expect(screen.getByText("+86")).toBeTruthy();
    expect(input("手机号").type).toBe("tel");
    expect(input("短信验证码")).toBeTruthy();
    expect(screen.queryByLabelText("图形验证码")).toBeNull();
    expect(screen.getByRole("checkbox")).toBeTruthy();
    click("登录");
    expect(screen.getByText("请输入手机号")).toBeTruthy();
    expect(screen.getByText("请输入短信验证码")).toBeTruthy();
    type("手机号", "12345678901");
    expect(screen.getByText("请输入正确的手机号格式")).toBeTruthy();
  });

  it("send-code is blocked for an invalid phone", () => {
    const api = mockApi();
    renderPanel({ defaultTab: "mobile" });
    click("获取验证码");
    expect(screen.getByText("请输入手机号")).toBeTruthy();
    type("手机号", "1234");
    click("获取验证码");
    expect(screen.getByText("请输入正确的手机号格式")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the code, counts down 60 s ('N秒后重试', inactive), then 获取验证码 again", async () => {
    vi.useFakeTimers();
    const api = mockApi({ "POST /api/send/mobile/login": { data: { key: "mk" } } });
    const toasts = spyToasts();
    renderPanel({ defaultTab: "mobile" });
    type("手机号", "13800138000");
    click("获取验证码");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.callsTo("POST /api/send/mobile/login")[0]?.body).toEqual({ mobile: "13800138000" });
    expect(toasts.messages("success")).toEqual(["验证码已发送"]);
    expect(screen.getByRole("button", { name: "60秒后重试" }).getAttribute("aria-disabled")).toBe("true");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole("button", { name: "59秒后重试" })).toBeTruthy();
    click("59秒后重试");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.callsTo("POST /api/send/mobile/login")).toHaveLength(1);
    for (let i = 0; i < 59; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByRole("button", { name: "获取验证码" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("a failed send toasts the default 获取验证码失败，请稍后重试 and starts no countdown", async () => {
    mockApi({ "POST /api/send/mobile/login": { code: 0, message: "" } });
    const toasts = spyToasts();
    renderPanel({ defaultTab: "mobile" });
    type("手机号", "13800138000");
    click("获取验证码");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["获取验证码失败，请稍后重试"]));
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
  });

  it("with the captcha flag, sends captcha_key/captcha_code only when both are present", async () => {
    const api = mockApi({
      "GET /api/captcha": { data: { captcha_key: "ck9", img: "data:image/png;base64,BB" } },
      "POST /api/send/mobile/login": { data: { key: "mk" } },
    });
    spyToasts();
    const first = renderPanel({ defaultTab: "mobile", showMobileCaptcha: true });
    await screen.findByRole("img", { name: "验证码" });
    type("手机号", "13800138000");
    click("获取验证码");
    await screen.findByRole("button", { name: "60秒后重试" });
    expect(api.callsTo("POST /api/send/mobile/login")[0]?.body).toEqual({ mobile: "13800138000" });
    first.unmount();
    renderPanel({ defaultTab: "mobile", showMobileCaptcha: true });
    await screen.findByRole("img", { name: "验证码" });
    type("手机号", "13800138000");
    type("图形验证码", "x7k2");
    click("获取验证码");
    await screen.findByRole("button", { name: "60秒后重试" });
    expect(api.callsTo("POST /api/send/mobile/login")[1]?.body).toEqual({ mobile: "13800138000", captcha_key: "ck9", captcha_code: "x7k2" });
  });

  it("logs in with the key of the sent code; agreement required; default failure 登录失败，请稍后重试", async () => {
    const api = mockApi({
      "POST /api/send/mobile/login": { data: { key: "mk" } },
      "POST /api/login/mobile": { code: 0, message: "" },
    });
    const toasts = spyToasts();
    const onLoginSuccess = vi.fn();
    renderPanel({ defaultTab: "mobile", onLoginSuccess });
    type("手机号", "13800138000");
    click("获取验证码");
    await screen.findByRole("button", { name: "60秒后重试" });
    type("短信验证码", "123456");
    click("登录");
    expect(toasts.messages("error")).toEqual(["请阅读并同意用户协议"]);
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    agree();
    click("登录");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["请阅读并同意用户协议", "登录失败，请稍后重试"]));
    expect(api.callsTo("POST /api/login/mobile")[0]?.body).toEqual({ mobile: "13800138000", mobile_code: "123456", mobile_key: "mk" });
    api.on("POST /api/login/mobile", { data: { token: "tok-m" } });
    api.on("GET /api/member/member", { data: MEMBER });
    click("登录");
    await waitFor(() => expect(onLoginSuccess).toHaveBeenCalledTimes(1));
    expect(toasts.messages("success")).toEqual(["验证码已发送", "登录成功"]);
  });
});

describe("mount clean-up (spec §4)", () => {
  it("no member info: the login scratch keys go; member info present: only need_bind_mobile goes", async () => {
    mockApi();
    spyToasts();
    for (const k of ["wechat_auth_code", "wechat_login_timestamp", "wechat_scan_status", "wechat_login_pending", "need_bind_mobile"]) localStorage.setItem(k, "x");
    const { unmount } = renderPanel({ defaultTab: "account" });
    for (const k of ["wechat_auth_code", "wechat_login_timestamp", "wechat_scan_status", "wechat_login_pending", "need_bind_mobile"]) expect(localStorage.getItem(k)).toBeNull();
    unmount();
    signInDirectly();
    localStorage.setItem("need_bind_mobile", "true");
    localStorage.setItem("wechat_auth_code", "c");
    renderPanel({ defaultTab: "account" });
    expect(localStorage.getItem("need_bind_mobile")).toBeNull();
    expect(localStorage.getItem("wechat_auth_code")).toBe("c");
    await flush();
  });
});
