import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { LoginDialogHost } from "../../../../features/auth";
import { MEMBER, mockApi, resetAuthState, spyToasts } from "../../../../features/auth/testUtils";
import { Component, load } from "./route";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/wechat-callback", Component },
      { path: "/wechat-login-callback", Component },
      { path: "/", Component: () => <p>首页</p> },
      { path: "/artwork/:id", Component: () => <p>作品页</p> },
      { path: "/login", Component: () => <p>登录页</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <LoginDialogHost />
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe("/wechat-callback", () => {
  it("load gives no variables, the title 微信登录 and noindex", async () => {
    const args = { request: new Request("http://localhost/wechat-callback"), params: {}, context: undefined } as never;
    await expect(load({} as Environment, args)).resolves.toEqual({ variables: null, meta: { title: "微信登录", noindex: true } });
  });

  it("server-renders a neutral 正在登录 screen", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/wechat-callback?code=c&state=s"]}>
        <Component />
      </MemoryRouter>,
    );
    expect(html).toContain("正在登录");
    expect(html).not.toContain("style=");
  });

  it("completes the scan login once (StrictMode) and returns to previous_path", async () => {
    const api = mockApi({ "POST /api/wechat/login": { data: { token: "tok-w" } }, "GET /api/member/member": { data: MEMBER } });
    const toasts = spyToasts();
    localStorage.setItem("wechat_auth_state", "st1");
    localStorage.setItem("previous_path", "/artwork/3");
    const router = renderAt("/wechat-callback?code=abc&state=st1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/artwork/3"));
    expect(api.callsTo("POST /api/wechat/login")).toHaveLength(1);
    expect(localStorage.getItem("token")).toBe("tok-w");
    expect(toasts.messages("success")).toEqual(["登录成功"]);
  });

  it("need_bind_mobile: returns and the bind dialog opens", async () => {
    mockApi({ "POST /api/wechat/login": { data: { token: "tok-w", need_bind_mobile: true } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    localStorage.setItem("wechat_auth_state", "st2");
    localStorage.setItem("previous_path", "/artwork/4");
    const router = renderAt("/wechat-login-callback?code=def&state=st2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/artwork/4"));
    expect(await screen.findByRole("dialog", { name: "绑定手机号" })).toBeTruthy();
  });

  it("a state mismatch shows the failure with a way back", async () => {
    const api = mockApi();
    const toasts = spyToasts();
    localStorage.setItem("wechat_auth_state", "expected");
    renderAt("/wechat-callback?code=x&state=forged");
    expect(await screen.findByText("微信登录失败")).toBeTruthy();
    expect(screen.getByText("微信登录状态校验失败，请重新登录")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回登录" }).getAttribute("href")).toBe("/login");
    expect(toasts.messages("error")).toEqual(["微信登录状态校验失败，请重新登录"]);
    expect(api.calls).toHaveLength(0);
  });
});
