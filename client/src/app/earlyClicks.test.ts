import { afterEach, describe, expect, it, vi } from "vitest";
import { captureEarlyClicks, whenHydrated } from "./earlyClicks";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

/** The page, with a counter of each button's clicks (what the hydrated page would do with them). */
function page(html: string) {
  document.body.innerHTML = html;
  const clicks = new Map<string, number>();
  for (const b of document.querySelectorAll("button")) {
    b.addEventListener("click", () => clicks.set(b.id, (clicks.get(b.id) ?? 0) + 1));
  }
  return clicks;
}
const tap = (sel: string) => document.querySelector<HTMLElement>(sel)!.click();

describe("captureEarlyClicks", () => {
  it("clicks again, once each, the plain buttons tapped before hydration", () => {
    const clicks = page('<button id="fav" type="button"><span id="icon">♥</span></button><button id="menu" type="button">菜单</button>');
    const early = captureEarlyClicks();
    tap("#icon"); // inside the button
    tap("#fav"); // the same button again: one replay
    tap("#menu");
    clicks.clear(); // what the page did then: nothing yet (not hydrated)
    expect(early.replay()).toBe(2);
    expect(Object.fromEntries(clicks)).toEqual({ fav: 1, menu: 1 });
    // Replayed once only, and nothing recorded after.
    tap("#fav");
    expect(early.replay()).toBe(0);
  });

  it("leaves alone links, submit buttons and disabled buttons", () => {
    page(
      '<a href="/x"><button id="inlink" type="button">x</button></a><form><button id="submit">提交</button></form>' +
        '<button id="off" type="button" disabled>x</button><p id="text">x</p>',
    );
    const early = captureEarlyClicks();
    for (const sel of ["#inlink", "#submit", "#off", "#text"]) tap(sel);
    expect(early.replay()).toBe(0);
  });

  it("records nothing once stopped (hydration began: React sees taps itself), and skips buttons gone from the page", () => {
    page('<button id="a" type="button">a</button><button id="b" type="button">b</button>');
    const early = captureEarlyClicks();
    tap("#a");
    document.querySelector("#a")!.remove();
    early.stop();
    tap("#b");
    expect(early.replay()).toBe(0);
  });
});

describe("captureEarlyClicks, a button tapped again once hydration began", () => {
  it("is not clicked again: React answered the later tap", () => {
    const clicks = page('<button id="fav" type="button">♥</button><button id="other" type="button">x</button>');
    const early = captureEarlyClicks();
    tap("#fav");
    tap("#other");
    early.stop();
    tap("#fav"); // after the stop: React's to answer
    clicks.clear();
    expect(early.replay()).toBe(1);
    expect(Object.fromEntries(clicks)).toEqual({ other: 1 });
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
