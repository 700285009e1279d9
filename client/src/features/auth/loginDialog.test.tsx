import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LoginDialogHost, createLoginDialogController, ensureLogin, loginDialog, openLoginDialog, useRequireLogin } from "./loginDialog";
import { memberStore } from "./memberStore";
import { MEMBER, mockApi, resetAuthState, signInDirectly, spyToasts } from "./testUtils";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the dialog controller", () => {
  it("resolves true on login, false on close, and removes the dialog 300 ms after closing", () => {
    vi.useFakeTimers();
    const c = createLoginDialogController();
    const off = c.attachHost();
    const results: boolean[] = [];
    void c.open().then((v) => results.push(v));
    void c.open().then((v) => results.push(v));
    expect(c.getSnapshot()).toEqual({ phase: "open", serial: 1 });
    c.finish(false);
    expect(c.getSnapshot().phase).toBe("closing");
    vi.advanceTimersByTime(299);
    expect(c.getSnapshot().phase).toBe("closing");
    vi.advanceTimersByTime(1);
    expect(c.getSnapshot().phase).toBe("closed");
    void c.open().then((v) => results.push(v));
    expect(c.getSnapshot()).toEqual({ phase: "open", serial: 2 });
    c.finish(true);
    return Promise.resolve().then(() => {
      expect(results).toEqual([false, false, true]);
      off();
    });
  });

  it("without a mounted host goes to /login?redirect= and resolves false", async () => {
    const fallback = vi.fn();
    const c = createLoginDialogController({ fallback });
    await expect(c.open()).resolves.toBe(false);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it("the host renders nothing on the server", () => {
    expect(renderToString(<LoginDialogHost />)).toBe("");
  });
});

describe("a tap as React commits the hydrated page", () => {
  it("opens the dialog, not /login: the host is attached before any tap reaches a hydrated button", async () => {
    // React answers a tap as soon as it has committed the hydrated page; the effects run later, often in a task of
    // their own. A tap queued during hydration (a phone's, Playwright's at once) can run in between: here, one
    // dispatched as the page commits (a layout effect after the host's place). Attached in an effect, the host was
    // not there yet and the tap went to /login.
    const fallback = vi.fn();
    const c = createLoginDialogController({ fallback });
    const opened: Promise<boolean>[] = [];
    function TapAsCommitted() {
      useLayoutEffect(() => {
        document.querySelector<HTMLButtonElement>("#fav")?.click();
      }, []);
      return null;
    }
    const app = (
      <div>
        <button id="fav" type="button" onClick={() => opened.push(c.open())}>
          收藏
        </button>
        <LoginDialogHost controller={c} />
        <TapAsCommitted />
      </div>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    // React's own scheduling, as in the browser (inside act() the effects would run with the commit).
    const actEnv = (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = hydrateRoot(container, app);
    try {
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(fallback).not.toHaveBeenCalled();
      expect(c.getSnapshot().phase).toBe("open");
      c.finish(false);
      await expect(opened[0]).resolves.toBe(false);
    } finally {
      root.unmount();
      (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnv;
      container.remove();
    }
  });
});

describe("LoginDialogHost + openLoginDialog", () => {
  it("opens the dialog, false on close, removed after 300 ms", async () => {
    mockApi();
    spyToasts();
    render(<LoginDialogHost />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = openLoginDialog();
    });
    const dialog = await screen.findByRole("dialog", { name: "登录" });
    expect(dialog.className).toContain("max-w-[450px]");
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    await expect(result).resolves.toBe(false);
    expect(screen.getByRole("dialog").parentElement?.dataset.state).toBe("closed");
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("resolves true after a sign-in inside the dialog", async () => {
    mockApi({ "POST /api/login/email": { data: { token: "tok" } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    render(<LoginDialogHost />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = openLoginDialog();
    });
    fireEvent.click(await screen.findByRole("tab", { name: "账号登录" }));
    fireEvent.change(screen.getByLabelText("邮箱", { selector: "input" }), { target: { value: "a@b.cn" } });
    fireEvent.change(screen.getByLabelText("密码", { selector: "input" }), { target: { value: "pw" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    let loggedIn: boolean | undefined;
    await act(async () => {
      loggedIn = await result;
    });
    expect(loggedIn).toBe(true);
    expect(memberStore.getToken()).toBe("tok");
    // Closed, or already removed (300 ms after closing: a loaded machine may get there first).
    await waitFor(() => {
      const dialog = screen.queryByRole("dialog");
      expect(dialog === null || dialog.parentElement?.dataset.state === "closed").toBe(true);
    });
  });
});

describe("ensureLogin", () => {
  it("no token → the dialog", async () => {
    mockApi();
    spyToasts();
    render(<LoginDialogHost />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = ensureLogin();
    });
    expect(await screen.findByRole("dialog")).toBeTruthy();
    act(() => loginDialog.finish(false));
    await expect(result).resolves.toBe(false);
  });

  it("a token → member-info fetch → true", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly();
    render(<LoginDialogHost />);
    await expect(ensureLogin()).resolves.toBe(true);
    expect(api.callsTo("GET /api/member/member")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a 401 → the dialog", async () => {
    mockApi({ "GET /api/member/member": { status: 401 } });
    spyToasts();
    signInDirectly();
    render(<LoginDialogHost />);
    let result: Promise<boolean> | undefined;
    await act(async () => {
      result = ensureLogin();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(memberStore.getToken()).toBe("");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    act(() => loginDialog.finish(true));
    await expect(result).resolves.toBe(true);
  });

  it("another failure toasts and resolves false", async () => {
    mockApi({ "GET /api/member/member": { code: 0, message: "服务繁忙" } });
    const toasts = spyToasts();
    signInDirectly();
    render(<LoginDialogHost />);
    await expect(ensureLogin()).resolves.toBe(false);
    expect(toasts.messages("error")).toEqual(["服务繁忙"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("useRequireLogin runs the action only when signed in", async () => {
    mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly();
    const action = vi.fn();
    function Publish() {
      const requireLogin = useRequireLogin();
      return <button onClick={() => void requireLogin(action)}>发布作品</button>;
    }
    render(
      <>
        <LoginDialogHost />
        <Publish />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "发布作品" }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });
});

describe("host: 401 and need_bind_mobile", () => {
  it("member info failing with 401 opens the login dialog", async () => {
    mockApi({ "GET /api/member/member": { code: 401, message: "请重新登录" } });
    spyToasts();
    signInDirectly();
    render(<LoginDialogHost />);
    await act(async () => {
      await memberStore.fetchMemberInfo().catch(() => undefined);
    });
    expect(await screen.findByRole("dialog", { name: "登录" })).toBeTruthy();
    act(() => loginDialog.finish(false));
  });

  it("opens the bind dialog when member info arrives with need_bind_mobile='true', clearing the flag", async () => {
    mockApi({ "POST /api/wechat/login": { data: { token: "tok-w", need_bind_mobile: true } }, "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    render(<LoginDialogHost />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      await memberStore.loginWithWechat({ code: "c", scopes: "snsapi_login" });
    });
    expect(await screen.findByRole("dialog", { name: "绑定手机号" })).toBeTruthy();
    expect(localStorage.getItem("need_bind_mobile")).toBeNull();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "下次再说" }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("signed out, a stale need_bind_mobile flag is removed", () => {
    localStorage.setItem("need_bind_mobile", "true");
    render(<LoginDialogHost />);
    expect(localStorage.getItem("need_bind_mobile")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
