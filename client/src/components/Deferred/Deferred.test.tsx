import { act, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Deferred } from "./Deferred";

function Logged({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <div data-name={name}>{children}</div>;
}

function hydrate(app: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(app);
  document.body.appendChild(container);
  const before = container.innerHTML;
  const onRecoverableError = vi.fn();
  return { container, before, onRecoverableError, start: () => hydrateRoot(container, app, { onRecoverableError }) };
}

describe("Deferred", () => {
  it("is server-rendered inline, with no element of its own", () => {
    const html = renderToString(
      <ul>
        <li>a</li>
        <Deferred>
          <li>b</li>
        </Deferred>
      </ul>,
    );
    expect(html.replace(/<!--.*?-->/g, "")).toBe("<ul><li>a</li><li>b</li></ul>");
  });

  it("hydrates after the rest of the page: the page's effects run first, then the deferred part's", async () => {
    const log: string[] = [];
    const app = (
      <Logged name="page" log={log}>
        <Logged name="first screen" log={log} />
        <Deferred>
          <Logged name="below the fold" log={log} />
        </Deferred>
      </Logged>
    );
    const h = hydrate(app);
    const root = await act(async () => h.start());
    // Without the boundary a child's effect runs before its parent's; deferred, it runs after the whole page.
    expect(log).toEqual(["first screen", "page", "below the fold"]);
    expect(h.onRecoverableError).not.toHaveBeenCalled();
    expect(h.container.innerHTML).toBe(h.before);
    act(() => root.unmount());
    h.container.remove();
  });

  it("a click inside it before it hydrated is not lost", async () => {
    const clicked = vi.fn();
    const app = (
      <div>
        <Deferred>
          <button type="button" onClick={clicked}>
            收藏
          </button>
        </Deferred>
      </div>
    );
    const h = hydrate(app);
    const root = await act(async () => h.start());
    act(() => h.container.querySelector("button")!.click());
    expect(clicked).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    h.container.remove();
  });
});
