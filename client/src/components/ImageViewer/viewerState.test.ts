import { describe, expect, it } from "vitest";
import { initialViewState, viewReducer, type ViewState } from "./viewerState";

const viewport = { width: 1024, height: 768 };
const big = { width: 1888, height: 1376 }; // fits at 0.5

function loaded(): ViewState {
  return viewReducer(initialViewState("a", viewport), { type: "loaded", natural: big });
}

describe("viewReducer", () => {
  it("starts unloaded and fits, centred and without animation, once loaded", () => {
    const start = initialViewState("a", viewport);
    expect(start.natural).toBeNull();
    const state = loaded();
    expect(state.transform).toEqual({ scale: 0.5, x: 0, y: 0 });
    expect(state.fitted).toBe(true);
    expect(state.animate).toBe(false);
  });

  it("ignores zoom, drag and pinch before the image has loaded", () => {
    const start = initialViewState("a", viewport);
    expect(viewReducer(start, { type: "zoom", steps: 1, animate: true })).toBe(start);
    expect(viewReducer(start, { type: "drag", delta: { x: 5, y: 5 } })).toBe(start);
    expect(viewReducer(start, { type: "fit" })).toBe(start);
  });

  it("zoom buttons animate, wheel zoom toward the pointer does not", () => {
    const button = viewReducer(loaded(), { type: "zoom", steps: 1, animate: true });
    expect(button.transform.scale).toBe(0.6);
    expect(button.animate).toBe(true);
    expect(button.fitted).toBe(false);

    const wheel = viewReducer(loaded(), { type: "zoom", steps: 1, client: { x: 712, y: 384 }, animate: false });
    expect(wheel.animate).toBe(false);
    expect(wheel.transform.x).toBeCloseTo(-40, 9);
  });

  it("drag pans incrementally without animation and is clamped", () => {
    let state = viewReducer(loaded(), { type: "zoom", steps: 5, animate: true }); // scale 1
    state = viewReducer(state, { type: "drag", delta: { x: 100, y: 50 } });
    expect(state.transform).toEqual({ scale: 1, x: 100, y: 50 });
    expect(state.animate).toBe(false);
    state = viewReducer(state, { type: "drag", delta: { x: 1000, y: -1000 } });
    expect(state.transform).toEqual({ scale: 1, x: 432, y: -304 });
  });

  it("pinch zooms about the finger midpoint", () => {
    const state = viewReducer(loaded(), {
      type: "pinch",
      fromClient: { x: 512, y: 384 },
      toClient: { x: 612, y: 384 },
      ratio: 2,
    });
    expect(state.transform).toEqual({ scale: 1, x: 100, y: 0 });
  });

  it("fit resets with animation", () => {
    let state = viewReducer(loaded(), { type: "zoom", steps: 10, animate: false });
    state = viewReducer(state, { type: "drag", delta: { x: 100, y: 0 } });
    state = viewReducer(state, { type: "fit" });
    expect(state.transform).toEqual({ scale: 0.5, x: 0, y: 0 });
    expect(state.animate).toBe(true);
    expect(state.fitted).toBe(true);
  });

  it("a resize refits a fitted view", () => {
    const state = viewReducer(loaded(), { type: "viewport", viewport: { width: 2048, height: 1536 } });
    expect(state.transform.scale).toBeCloseTo(Math.min(1968 / 1888, 1456 / 1376), 9);
    expect(state.fitted).toBe(true);
  });

  it("a resize keeps a zoomed view zoomed but re-clamps it", () => {
    let state = viewReducer(loaded(), { type: "zoom", steps: 5, animate: false }); // scale 1
    state = viewReducer(state, { type: "drag", delta: { x: 400, y: 0 } });
    state = viewReducer(state, { type: "viewport", viewport: { width: 1600, height: 768 } });
    expect(state.transform.scale).toBe(1);
    expect(state.transform.x).toBe((1888 - 1600) / 2);
  });

  it("a resize raises a zoom that falls below the new fit scale", () => {
    let state = viewReducer(loaded(), { type: "zoom", steps: 1, animate: false }); // 0.6
    state = viewReducer(state, { type: "viewport", viewport: { width: 4000, height: 4000 } });
    expect(state.transform.scale).toBeCloseTo(3920 / 1888, 9);
    expect(state.fitted).toBe(true);
  });

  it("showing another image resets the view", () => {
    const zoomed = viewReducer(loaded(), { type: "zoom", steps: 3, animate: false });
    const next = viewReducer(zoomed, { type: "show", key: "b" });
    expect(next.key).toBe("b");
    expect(next.natural).toBeNull();
    expect(next.viewport).toEqual(viewport);
    expect(viewReducer(next, { type: "show", key: "b" })).toBe(next);
  });

  it("a repeated load event with the same size keeps the user's zoom", () => {
    const zoomed = viewReducer(loaded(), { type: "zoom", steps: 3, animate: false });
    expect(viewReducer(zoomed, { type: "loaded", natural: { ...big } })).toBe(zoomed);
  });
});
