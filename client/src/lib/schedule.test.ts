import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint, yieldToMain } from "./schedule";

describe("afterPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("resolves in the task after the next animation frame, not before it", async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
      frame = cb;
      return 1;
    });
    let done = false;
    void afterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frame!(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("resolves after 200 ms in a tab that paints no frame", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", () => 1);
    let done = false;
    void afterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe("yieldToMain", () => {
  it("resumes in a later task: a timer queued before it runs first", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("timer"), 0);
    await yieldToMain();
    order.push("after");
    expect(order).toEqual(["timer", "after"]);
  });
});
