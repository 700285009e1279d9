import { act, fireEvent, render, screen } from "@testing-library/react";
import { OneTapLogin } from "./OneTapLogin";
import { mockApi, resetAuthState, spyToasts } from "./testUtils";

const WECHAT_UA = "Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("OneTapLogin", () => {
  it("shows 微信一键登录, then a busy label while waiting 10 s before the redirect", async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(WECHAT_UA);
    mockApi({ "GET /api/wechat/codeurl": { data: { url: "https://open.weixin.qq.com/connect/oauth2/authorize?appid=a&redirect_uri=b&state=st" } } });
    spyToasts();
    const redirect = vi.fn();
    render(<OneTapLogin redirect={redirect} />);
    fireEvent.click(screen.getByRole("button", { name: "微信一键登录" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const busy = screen.getByRole("button", { name: "正在跳转微信授权..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("wechat_auth_state")).toBe("st");
  });

  it("outside WeChat the action only toasts 此功能仅在微信浏览器中可用", async () => {
    const toasts = spyToasts();
    const api = mockApi();
    render(<OneTapLogin />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "微信一键登录" }));
    });
    expect(toasts.all()).toEqual([["error", "此功能仅在微信浏览器中可用"]]);
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole("button", { name: "微信一键登录" })).toBeTruthy();
  });
});
