import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import type { Environment } from "relay-runtime";
import { MEMBER, mockApi, resetAuthState, signInDirectly, spyToasts } from "../../../../features/auth/testUtils";
import { redirectTarget } from "./LoginPage";
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
      { path: "/login", Component },
      { path: "/", Component: () => <p>首页</p> },
      { path: "/member/orders", Component: () => <p>我的订单</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function emailLogin() {
  fireEvent.click(screen.getByRole("tab", { name: "账号登录" }));
  fireEvent.change(screen.getByLabelText("邮箱", { selector: "input" }), { target: { value: "a@b.cn" } });
  fireEvent.change(screen.getByLabelText("密码", { selector: "input" }), { target: { value: "pw" } });
  fireEvent.click(screen.getByRole("checkbox"));
  fireEvent.click(screen.getByRole("button", { name: "登录" }));
}

describe("/login", () => {
  it("load gives no variables, the title 登录, one address without ?redirect= and noindex", async () => {
    const args = { request: new Request("http://localhost/login?redirect=/member/orders"), params: {}, context: undefined } as never;
    await expect(load({} as Environment, args)).resolves.toMatchObject({
      variables: null,
      meta: { title: "登录", canonicalPath: "/login", noindex: true },
    });
  });

  it("shows the embedded panel: no dialog, no close button, wechat tab first", async () => {
    mockApi();
    spyToasts();
    renderAt("/login");
    expect(screen.getByTestId("login-panel").dataset.mode).toBe("embedded");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "关闭" })).toBeNull();
    expect(screen.getByRole("tab", { name: "微信登录" }).getAttribute("aria-selected")).toBe("true");
    await act(async () => {});
  });

  it("after a sign-in goes to ?redirect=", async () => {
    mockApi({ "POST /api/login/email": { data: { token: "tok" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    const router = renderAt("/login?redirect=%2Fmember%2Forders");
    await emailLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe("/member/orders"));
    expect(await screen.findByText("我的订单")).toBeTruthy();
  });

  it("defaults to '/'", async () => {
    mockApi({ "POST /api/login/email": { data: { token: "tok" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    const router = renderAt("/login");
    await emailLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("already signed in: checks member info and moves on", async () => {
    mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly();
    const router = renderAt("/login?redirect=/member/orders");
    await waitFor(() => expect(router.state.location.pathname).toBe("/member/orders"));
  });

  it("only same-origin paths are redirect targets", () => {
    expect(redirectTarget("/member/orders?x=1")).toBe("/member/orders?x=1");
    for (const bad of [null, "", "https://evil.cn", "//evil.cn", "/login", "/login?redirect=/x"]) expect(redirectTarget(bad)).toBe("/");
  });

  it("server-renders without style attributes", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/login"]}>
        <Component />
      </MemoryRouter>,
    );
    expect(html).toContain("账号登录");
    expect(html).not.toContain("style=");
  });

  it("hydrates the server markup without a mismatch", async () => {
    mockApi();
    spyToasts();
    const app = (
      <MemoryRouter initialEntries={["/login?redirect=/member/orders"]}>
        <Component />
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe("微信登录");
    act(() => root.unmount());
    container.remove();
  });
});
