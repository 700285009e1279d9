import { describe, expect, it, vi } from "vitest";
import { afterLoadIdle, createWhenVisible } from "./whenVisible";

function harness() {
  let release!: () => void;
  const idle = new Promise<void>((r) => (release = r));
  const observers: { cb: IntersectionObserverCallback; observed: Set<Element> }[] = [];
  const whenVisible = createWhenVisible({
    idle: () => idle,
    createObserver: (cb) => {
      const o = { cb, observed: new Set<Element>() };
      observers.push(o);
      return {
        observe: (el: Element) => o.observed.add(el),
        unobserve: (el: Element) => o.observed.delete(el),
        disconnect: () => o.observed.clear(),
      } as unknown as IntersectionObserver;
    },
  });
  const show = (...els: Element[]) =>
    observers[0]!.cb(
      els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  return { whenVisible, observers, release, show };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("whenVisible", () => {
  it("observes nothing before the page is loaded and idle, then every element with one observer", async () => {
    const h = harness();
    const a = document.createElement("a");
    const b = document.createElement("a");
    const seen: string[] = [];
    h.whenVisible(a, () => seen.push("a"));
    h.whenVisible(b, () => seen.push("b"));
    await tick();
    expect(h.observers).toHaveLength(0);
    h.release();
    await tick();
    expect(h.observers).toHaveLength(1);
    expect([...h.observers[0]!.observed]).toEqual([a, b]);
    h.show(b);
    expect(seen).toEqual(["b"]);
    // Once only: b is no longer observed, and showing it again calls nothing.
    expect([...h.observers[0]!.observed]).toEqual([a]);
    h.show(b);
    expect(seen).toEqual(["b"]);
  });

  it("an element removed before it was seen is never called back, even if removed before the idle moment", async () => {
    const h = harness();
    const a = document.createElement("a");
    const cb = vi.fn();
    const stop = h.whenVisible(a, cb);
    stop();
    h.release();
    await tick();
    expect(h.observers[0]?.observed.size ?? 0).toBe(0);
    const b = document.createElement("a");
    const stopB = h.whenVisible(b, cb);
    await tick();
    stopB();
    expect(h.observers[0]!.observed.size).toBe(0);
    expect(cb).not.toHaveBeenCalled();
  });
});

describe("afterLoadIdle", () => {
  it("waits for the load event, then for an idle moment", async () => {
    const listeners: Record<string, () => void> = {};
    let idleCb: (() => void) | null = null;
    const win = {
      document: { readyState: "loading" },
      addEventListener: (type: string, f: () => void) => (listeners[type] = f),
      requestIdleCallback: (f: () => void) => (idleCb = f),
      setTimeout,
    } as unknown as Window;
    let done = false;
    void afterLoadIdle(win).then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    listeners.load!();
    await tick();
    expect(done).toBe(false);
    idleCb!();
    await tick();
    expect(done).toBe(true);
  });
});
