import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_AGE_MS, MAX_WAIT_MS, captureEarlyClicks, isHydrated, whenHydrated } from "./earlyClicks";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

/** What React leaves on a node it hydrated. */
const hydrate = (el: Element) => Object.assign(el, { __reactFiber$test: {} });

/**
 * The page, with a counter of each button's clicks (what the hydrated page would do with them); its buttons are
 * hydrated unless said otherwise.
 */
function page(html: string, { hydrated = true } = {}) {
  document.body.innerHTML = html;
  const clicks = new Map<string, number>();
  for (const b of document.querySelectorAll("button")) {
    if (hydrated) hydrate(b);
    b.addEventListener("click", () => clicks.set(b.id, (clicks.get(b.id) ?? 0) + 1));
  }
  return clicks;
}
const el = (sel: string) => document.querySelector<HTMLElement>(sel)!;
const tap = (sel: string) => el(sel).click();
const press = (sel: string) => el(sel).dispatchEvent(new Event("pointerdown", { bubbles: true }));

describe("captureEarlyClicks", () => {
  it("clicks again, once, the plain button tapped last before hydration", async () => {
    const clicks = page('<button id="menu" type="button">菜单</button><button id="fav" type="button"><span id="icon">♥</span></button>');
    const early = captureEarlyClicks();
    tap("#menu");
    tap("#icon"); // inside the favourite button: the last tap
    clicks.clear(); // what the page did then: nothing yet (not hydrated)
    early.stop();
    expect(await early.replay()).toBe(true);
    expect(Object.fromEntries(clicks)).toEqual({ fav: 1 });
    // Once only, and nothing recorded after.
    tap("#fav");
    expect(await early.replay()).toBe(false);
  });

  it("leaves alone links, submit buttons and disabled buttons", async () => {
    page(
      '<a href="/x"><button id="inlink" type="button">x</button></a><form><button id="submit">提交</button></form>' +
        '<button id="off" type="button" disabled>x</button><p id="text">x</p>',
    );
    const early = captureEarlyClicks();
    for (const sel of ["#inlink", "#submit", "#off", "#text"]) tap(sel);
    expect(await early.replay()).toBe(false);
  });

  it("drops the tap on any input once hydration began: React answers that one itself", async () => {
    for (const input of [press, (sel: string) => el(sel).dispatchEvent(new KeyboardEvent("keydown", { bubbles: true })), tap]) {
      const clicks = page('<button id="fav" type="button">♥</button><button id="other" type="button">x</button>');
      const early = captureEarlyClicks();
      tap("#fav");
      early.stop();
      // A new press: React hydrates the page at once, before that press's click; the early tap must not be clicked
      // then as well (a favourite set, then unset).
      input("#other");
      clicks.clear();
      expect(await early.replay()).toBe(false);
      expect(clicks.size).toBe(0);
    }
  });

  it("forgets a tap too old when the page is hydrated, or of a button gone from the page", async () => {
    let t = 1000;
    page('<button id="a" type="button">a</button>');
    const old = captureEarlyClicks(document, () => t);
    tap("#a");
    t += MAX_AGE_MS + 1;
    expect(await old.replay()).toBe(false);
    const gone = captureEarlyClicks(document, () => t);
    tap("#a");
    el("#a").remove();
    expect(await gone.replay()).toBe(false);
  });

  it("discards: no click, no listening", async () => {
    const clicks = page('<button id="a" type="button">a</button>');
    const early = captureEarlyClicks();
    tap("#a");
    early.discard();
    tap("#a");
    clicks.clear();
    expect(await early.replay()).toBe(false);
    expect(clicks.size).toBe(0);
  });
});

describe("captureEarlyClicks, a button hydrated after the page", () => {
  it("is clicked once its part is hydrated, not before", async () => {
    const clicks = page('<button id="follow" type="button">关注</button>', { hydrated: false });
    const early = captureEarlyClicks();
    tap("#follow");
    clicks.clear();
    early.stop();
    const replayed = early.replay();
    await new Promise((r) => setTimeout(r, 120));
    expect(clicks.size).toBe(0); // React would drop a click on it now
    hydrate(el("#follow"));
    expect(await replayed).toBe(true);
    expect(Object.fromEntries(clicks)).toEqual({ follow: 1 });
  });

  it("is dropped by any input while it waits, and given up when its part is not hydrated in time", async () => {
    let clicks = page('<button id="follow" type="button">关注</button><button id="other" type="button">x</button>', { hydrated: false });
    const early = captureEarlyClicks();
    tap("#follow");
    early.stop();
    const replayed = early.replay();
    press("#other");
    hydrate(el("#follow"));
    clicks.clear();
    expect(await replayed).toBe(false);
    expect(clicks.size).toBe(0);

    let t = 1000;
    clicks = page('<button id="follow" type="button">关注</button>', { hydrated: false });
    const old = captureEarlyClicks(document, () => t);
    tap("#follow");
    clicks.clear();
    t += MAX_AGE_MS - 1; // still recent when the page is hydrated; its part then never is
    const given = old.replay();
    t += MAX_WAIT_MS + 1;
    expect(await given).toBe(false);
    hydrate(el("#follow"));
    await new Promise((r) => setTimeout(r, 80));
    expect(clicks.size).toBe(0);
  });

  it("tells a hydrated node by the fiber React keeps on it", () => {
    document.body.innerHTML = '<button id="b" type="button">x</button>';
    expect(isHydrated(el("#b"))).toBe(false);
    expect(isHydrated(hydrate(el("#b")))).toBe(true);
  });
});

describe("whenHydrated", () => {
  it("waits for <html data-hydrated>, or runs at once when it is there", async () => {
    const fn = vi.fn();
    whenHydrated(fn);
    await Promise.resolve();
    expect(fn).not.toHaveBeenCalled();
    document.documentElement.dataset.hydrated = "true";
    await new Promise((r) => setTimeout(r, 0)); // the observer's callback
    expect(fn).toHaveBeenCalledTimes(1);
    const now = vi.fn();
    whenHydrated(now);
    expect(now).toHaveBeenCalledTimes(1);
  });
});
