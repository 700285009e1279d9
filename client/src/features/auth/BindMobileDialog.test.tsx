import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BindMobileDialog } from "./BindMobileDialog";
import { MEMBER, mockApi, resetAuthState, signInDirectly, spyToasts } from "./testUtils";

beforeEach(() => {
  resetAuthState();
  signInDirectly("tok-b", { ...MEMBER, mobile: "" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("BindMobileDialog", () => {
  it("is a persistent dialog titled 绑定手机号, max width 500, with +86, code, 下次再说 and 绑定手机号", () => {
    const onSkip = vi.fn();
    render(<BindMobileDialog onSkip={onSkip} />);
    const dialog = screen.getByRole("dialog", { name: "绑定手机号" });
    expect(dialog.className).toContain("max-w-[500px]");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByText("+86")).toBeTruthy();
    expect(input("手机号").type).toBe("tel");
    expect(input("验证码")).toBeTruthy();
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
    expect(onSkip).not.toHaveBeenCalled();
    click("下次再说");
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it("validates phone and code", () => {
    const api = mockApi();
    render(<BindMobileDialog onSkip={vi.fn()} />);
    click("绑定手机号");
    expect(screen.getByText("请输入手机号")).toBeTruthy();
    expect(screen.getByText("请输入验证码")).toBeTruthy();
    type("手机号", "1999");
    expect(screen.getByText("请输入正确的手机号格式")).toBeTruthy();
    click("获取验证码");
    expect(api.calls).toHaveLength(0);
  });

  it("sends the bind code, binds, re-fetches member info, toasts 手机号绑定成功", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = mockApi({
      "POST /api/send/mobile/bind_mobile": { data: { key: "bk" } },
      "POST /api/member/bind_mobile": async () => {
        await gate;
        return { data: null };
      },
      "GET /api/member/member": { data: { ...MEMBER, mobile: "138****8000" } },
    });
    const toasts = spyToasts();
    const onSuccess = vi.fn();
    render(<BindMobileDialog onSkip={vi.fn()} onSuccess={onSuccess} />);
    type("手机号", "13800138000");
    click("获取验证码");
    await screen.findByRole("button", { name: "60秒后重试" });
    expect(api.callsTo("POST /api/send/mobile/bind_mobile")[0]?.body).toEqual({ mobile: "13800138000" });
    type("验证码", "123456");
    click("绑定手机号");
    expect(await screen.findByRole("button", { name: "绑定中..." })).toBeTruthy();
    release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.callsTo("POST /api/member/bind_mobile")[0]?.body).toEqual({ mobile: "13800138000", mobile_code: "123456", mobile_key: "bk" });
    expect(api.callsTo("GET /api/member/member")).toHaveLength(1);
    expect(toasts.messages("success")).toEqual(["验证码已发送", "手机号绑定成功"]);
  });

  it("a failure toasts the server's message, else 绑定失败，请稍后重试", async () => {
    const api = mockApi({ "POST /api/member/bind_mobile": { code: 0, message: "该手机号已被其他账户使用" } });
    const toasts = spyToasts();
    render(<BindMobileDialog onSkip={vi.fn()} />);
    type("手机号", "13800138000");
    type("验证码", "123456");
    click("绑定手机号");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["该手机号已被其他账户使用"]));
    api.on("POST /api/member/bind_mobile", { code: 0, message: "" });
    click("绑定手机号");
    await waitFor(() => expect(toasts.messages("error")).toEqual(["该手机号已被其他账户使用", "绑定失败，请稍后重试"]));
  });
});
