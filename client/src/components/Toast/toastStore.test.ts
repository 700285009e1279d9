import { createToastApi, createToastStore, type ToastState } from "./toastStore";

function visible(state: ToastState): string | null {
  return state.current ? `${state.current.kind}:${state.current.message}:${state.current.phase}` : null;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createToastStore", () => {
  it("shows a toast for 2000 ms, then collapses for 300 ms", () => {
    const store = createToastStore();
    store.subscribe(() => undefined);
    store.show("success", "登录成功");
    expect(visible(store.getSnapshot())).toBe("success:登录成功:visible");
    vi.advanceTimersByTime(1999);
    expect(visible(store.getSnapshot())).toBe("success:登录成功:visible");
    vi.advanceTimersByTime(1);
    expect(visible(store.getSnapshot())).toBe("success:登录成功:leaving");
    vi.advanceTimersByTime(299);
    expect(visible(store.getSnapshot())).toBe("success:登录成功:leaving");
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().current).toBeNull();
  });

  it("keeps one visible at a time and queues the rest in order", () => {
    const store = createToastStore();
    store.subscribe(() => undefined);
    const api = createToastApi(store);
    api.error("请阅读并同意用户协议");
    api.info("b");
    api.success("验证码已发送");
    expect(visible(store.getSnapshot())).toBe("error:请阅读并同意用户协议:visible");
    expect(store.getSnapshot().queued.map((t) => t.message)).toEqual(["b", "验证码已发送"]);
    vi.advanceTimersByTime(2300);
    expect(visible(store.getSnapshot())).toBe("info:b:visible");
    expect(store.getSnapshot().queued).toHaveLength(1);
    vi.advanceTimersByTime(2300);
    expect(visible(store.getSnapshot())).toBe("success:验证码已发送:visible");
    vi.advanceTimersByTime(2300);
    expect(store.getSnapshot()).toEqual({ current: null, queued: [] });
  });

  it("a toast shown during a collapse waits for it", () => {
    const store = createToastStore();
    store.subscribe(() => undefined);
    store.show("info", "a");
    vi.advanceTimersByTime(2100);
    store.show("info", "b");
    expect(visible(store.getSnapshot())).toBe("info:a:leaving");
    vi.advanceTimersByTime(200);
    expect(visible(store.getSnapshot())).toBe("info:b:visible");
  });

  it("waits for a subscriber before starting the clock", () => {
    const store = createToastStore();
    store.show("info", "early");
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot().current).toBeNull();
    expect(store.getSnapshot().queued).toHaveLength(1);
    store.subscribe(() => undefined);
    expect(visible(store.getSnapshot())).toBe("info:early:visible");
  });

  it("notifies subscribers on each change and stops after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show("info", "x");
    const afterShow = listener.mock.calls.length;
    expect(afterShow).toBeGreaterThan(0);
    vi.advanceTimersByTime(2000);
    expect(listener.mock.calls.length).toBeGreaterThan(afterShow);
    unsubscribe();
    const count = listener.mock.calls.length;
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(count);
  });

  it("returns a new snapshot object only on change", () => {
    const store = createToastStore();
    store.subscribe(() => undefined);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show("info", "x");
    expect(store.getSnapshot()).not.toBe(before);
  });

  it("dismiss() starts the collapse at once", () => {
    const store = createToastStore();
    store.subscribe(() => undefined);
    store.show("info", "a");
    store.show("info", "b");
    vi.advanceTimersByTime(500);
    store.dismiss();
    expect(visible(store.getSnapshot())).toBe("info:a:leaving");
    vi.advanceTimersByTime(300);
    expect(visible(store.getSnapshot())).toBe("info:b:visible");
  });

  it("honours custom timings", () => {
    const store = createToastStore({ durationMs: 5000, collapseMs: 100 });
    store.subscribe(() => undefined);
    store.show("info", "a");
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot().current?.phase).toBe("visible");
    vi.advanceTimersByTime(101);
    expect(store.getSnapshot().current).toBeNull();
  });

  it("ignores toasts on the server and beyond the queue limit", () => {
    const server = createToastStore({ isClient: () => false });
    expect(server.show("error", "x")).toBe(0);
    expect(server.getSnapshot().queued).toHaveLength(0);
    const small = createToastStore({ maxQueued: 2 });
    expect(small.show("info", "1")).toBeGreaterThan(0);
    expect(small.show("info", "2")).toBeGreaterThan(0);
    expect(small.show("info", "3")).toBe(0);
    expect(small.getSnapshot().queued.map((t) => t.message)).toEqual(["1", "2"]);
  });

  it("the server snapshot is always empty", () => {
    const store = createToastStore();
    store.subscribe(() => undefined);
    store.show("info", "x");
    expect(store.getServerSnapshot()).toEqual({ current: null, queued: [] });
  });

  it("gives each toast a distinct id", () => {
    const store = createToastStore();
    const a = store.show("info", "x");
    const b = store.show("info", "x");
    expect(a).not.toBe(b);
  });
});
