import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ToastProvider, createToastStore, toast, toastStore, useToast, type ToastApi, type ToastStore } from "./index";

function Trigger({ onReady }: { onReady: (api: ToastApi) => void }) {
  onReady(useToast());
  return null;
}

function setup(store: ToastStore = createToastStore()) {
  let api: ToastApi | undefined;
  render(
    <ToastProvider store={store}>
      <Trigger onReady={(a) => (api = a)} />
    </ToastProvider>,
  );
  if (!api) throw new Error("useToast did not render");
  return { api, store };
}

function region(): HTMLElement {
  return screen.getByRole("status");
}

function shown(): HTMLElement | null {
  return region().firstElementChild as HTMLElement | null;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ToastProvider", () => {
  it("renders a polite bottom-centre live region", () => {
    setup();
    const r = region();
    expect(r.getAttribute("aria-live")).toBe("polite");
    expect(r.className).toContain("fixed");
    expect(r.className).toContain("bottom-8");
    expect(r.className).toContain("justify-center");
    expect(r.childElementCount).toBe(0);
  });

  it("shows each kind with its colour and white text; errors are alerts", () => {
    const { api } = setup();
    act(() => {
      api.success("登录成功");
    });
    expect(shown()?.textContent).toBe("登录成功");
    expect(shown()?.className).toContain("bg-success");
    expect(shown()?.className).toContain("text-white");
    expect(shown()?.getAttribute("role")).toBeNull();
    act(() => vi.advanceTimersByTime(2300));

    act(() => {
      api.info("提示");
    });
    expect(shown()?.className).toContain("bg-info");
    act(() => vi.advanceTimersByTime(2300));

    act(() => {
      api.error("请阅读并同意用户协议");
    });
    expect(screen.getByRole("alert").textContent).toBe("请阅读并同意用户协议");
    expect(shown()?.className).toContain("bg-error");
  });

  it("shows one at a time, in order, with 2000 ms + 300 ms timing", () => {
    const { api } = setup();
    act(() => {
      api.error("登录失败，请稍后重试");
      api.success("注册成功");
      api.info("第三条");
    });
    expect(region().childElementCount).toBe(1);
    expect(shown()?.textContent).toBe("登录失败，请稍后重试");
    expect(shown()?.dataset.phase).toBe("visible");

    act(() => vi.advanceTimersByTime(2000));
    expect(shown()?.textContent).toBe("登录失败，请稍后重试");
    expect(shown()?.dataset.phase).toBe("leaving");
    expect(shown()?.className).toContain("opacity-0");
    expect(shown()?.className).toContain("duration-300");

    act(() => vi.advanceTimersByTime(299));
    expect(shown()?.textContent).toBe("登录失败，请稍后重试");
    act(() => vi.advanceTimersByTime(1));
    expect(region().childElementCount).toBe(1);
    expect(shown()?.textContent).toBe("注册成功");
    expect(shown()?.dataset.phase).toBe("visible");

    act(() => vi.advanceTimersByTime(2300));
    expect(shown()?.textContent).toBe("第三条");
    act(() => vi.advanceTimersByTime(2300));
    expect(region().childElementCount).toBe(0);
  });

  it("the module-level toast reaches the default provider", () => {
    render(<ToastProvider />);
    act(() => {
      toast.success("密码重置成功");
    });
    expect(shown()?.textContent).toBe("密码重置成功");
    act(() => vi.advanceTimersByTime(2300));
    expect(toastStore.getSnapshot().current).toBeNull();
  });

  it("shows toasts queued before the provider mounted", () => {
    const store = createToastStore();
    store.show("success", "手机号绑定成功");
    act(() => vi.advanceTimersByTime(5000));
    setup(store);
    expect(shown()?.textContent).toBe("手机号绑定成功");
  });

  it("renders an empty region without inline styles on the server", () => {
    const store = createToastStore();
    store.show("info", "不应出现在服务器端");
    const html = renderToString(
      <ToastProvider store={store}>
        <p>page</p>
      </ToastProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain("不应出现在服务器端");
    expect(html).not.toContain("style=");
  });

  it("hydrates the server markup without a mismatch, then shows queued toasts", async () => {
    const store = createToastStore();
    const app = (
      <ToastProvider store={store}>
        <p>page</p>
      </ToastProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    store.show("success", "登录成功");
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')?.textContent).toBe("登录成功");
    act(() => root.unmount());
    container.remove();
  });
});
