/**
 * Calls back once when an element scrolls into view: one IntersectionObserver for the whole page (not one per
 * link), and none of it before the page has loaded and the browser is idle, so the prefetches that visible links
 * start never compete with hydration or the first screen's images.
 */
type Callback = () => void;

export interface WhenVisibleDeps {
  /** Resolves once the page has loaded and the main thread is idle. */
  idle: () => Promise<void>;
  createObserver: (cb: IntersectionObserverCallback) => IntersectionObserver;
}

export function createWhenVisible(deps: WhenVisibleDeps) {
  const callbacks = new Map<Element, Callback>();
  let observer: IntersectionObserver | null = null;
  let ready: Promise<void> | null = null;

  function start(): IntersectionObserver {
    observer ??= deps.createObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const cb = callbacks.get(e.target);
        callbacks.delete(e.target);
        observer?.unobserve(e.target);
        cb?.();
      }
    });
    return observer;
  }

  return function whenVisible(el: Element, cb: Callback): () => void {
    callbacks.set(el, cb);
    ready ??= deps.idle();
    void ready.then(() => {
      if (callbacks.get(el) === cb) start().observe(el);
    });
    return () => {
      if (callbacks.get(el) === cb) callbacks.delete(el);
      observer?.unobserve(el);
    };
  };
}

/** After the load event, at the browser's next idle moment (or 2 s later at the most). */
export function afterLoadIdle(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else win.setTimeout(resolve, 200);
    };
    if (win.document.readyState === "complete") idle();
    else win.addEventListener("load", idle, { once: true });
  });
}

const noop = () => () => {};

/** The page's one instance (nothing on the server or where IntersectionObserver is missing). */
export const whenVisible: (el: Element, cb: Callback) => () => void =
  typeof window === "undefined" || typeof IntersectionObserver === "undefined"
    ? noop
    : createWhenVisible({ idle: () => afterLoadIdle(), createObserver: (cb) => new IntersectionObserver(cb) });
