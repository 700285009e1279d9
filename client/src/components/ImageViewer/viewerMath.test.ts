import { describe, expect, it } from "vitest";
import {
  FIT_MARGIN,
  MAX_ZOOM,
  RESET_TRANSITION_MS,
  ZOOM_STEP,
  canPan,
  canZoomIn,
  canZoomOut,
  clampIndex,
  clampPan,
  clampZoom,
  constrain,
  cssTransform,
  distance,
  dragTransform,
  fitScale,
  fitTransform,
  formatZoom,
  fromViewportCentre,
  midpoint,
  panLimits,
  pinchTransform,
  roundScale,
  sameScale,
  stepZoom,
  wrapIndex,
  zoomAtPoint,
  zoomBounds,
  zoomBy,
} from "./viewerMath";

const viewport = { width: 1024, height: 768 };
// Fits at exactly 0.5: (1024 - 80) / 1888 = (768 - 80) / 1376 = 0.5.
const big = { width: 1888, height: 1376 };

describe("constants (spec §9)", () => {
  it("match the spec", () => {
    expect(MAX_ZOOM).toBe(3);
    expect(ZOOM_STEP).toBe(0.1);
    expect(FIT_MARGIN).toBe(40);
    expect(RESET_TRANSITION_MS).toBe(300);
  });
});

describe("fitScale", () => {
  it("fits a large image inside the viewport minus 40 px on each side", () => {
    expect(fitScale(big, viewport)).toBe(0.5);
  });

  it("is limited by the tighter axis (wide image)", () => {
    // width: 944 / 2000 = 0.472; height: 688 / 500 = 1.376
    expect(fitScale({ width: 2000, height: 500 }, viewport)).toBeCloseTo(0.472, 10);
  });

  it("is limited by the tighter axis (tall image)", () => {
    // width: 944 / 500 = 1.888; height: 688 / 3000
    expect(fitScale({ width: 500, height: 3000 }, viewport)).toBeCloseTo(688 / 3000, 10);
  });

  it("scales a small image up: the largest scale that still fits", () => {
    expect(fitScale({ width: 472, height: 344 }, viewport)).toBe(2);
  });

  it("is 1 when the image is exactly the fit box", () => {
    expect(fitScale({ width: 944, height: 688 }, viewport)).toBe(1);
  });

  it("honours a custom margin", () => {
    expect(fitScale({ width: 1024, height: 768 }, viewport, 0)).toBe(1);
  });

  it("returns 1 for an image without a usable size", () => {
    expect(fitScale({ width: 0, height: 100 }, viewport)).toBe(1);
    expect(fitScale({ width: 100, height: -1 }, viewport)).toBe(1);
    expect(fitScale({ width: Number.NaN, height: 100 }, viewport)).toBe(1);
    expect(fitScale({ width: Number.POSITIVE_INFINITY, height: 100 }, viewport)).toBe(1);
  });

  it("keeps at least 1 px of room in a viewport smaller than the margins", () => {
    expect(fitScale({ width: 100, height: 100 }, { width: 50, height: 50 })).toBe(0.01);
  });

  it("recomputes for a new viewport size", () => {
    expect(fitScale(big, { width: 2048, height: 1536 })).toBeGreaterThan(fitScale(big, viewport));
  });
});

describe("zoomBounds and clampZoom", () => {
  it("ranges from the fit scale to 3", () => {
    expect(zoomBounds(0.5)).toEqual({ min: 0.5, max: 3 });
  });

  it("collapses to the fit scale when fit exceeds the maximum", () => {
    expect(zoomBounds(4)).toEqual({ min: 4, max: 4 });
  });

  it("accepts a custom maximum", () => {
    expect(zoomBounds(0.5, 2)).toEqual({ min: 0.5, max: 2 });
  });

  it("clamps below, above and inside the range", () => {
    const bounds = zoomBounds(0.5);
    expect(clampZoom(0.1, bounds)).toBe(0.5);
    expect(clampZoom(5, bounds)).toBe(3);
    expect(clampZoom(1.7, bounds)).toBe(1.7);
  });

  it("maps non-finite scales to the minimum", () => {
    const bounds = zoomBounds(0.5);
    expect(clampZoom(Number.NaN, bounds)).toBe(0.5);
    expect(clampZoom(Number.POSITIVE_INFINITY, bounds)).toBe(0.5);
  });
});

describe("stepZoom", () => {
  const bounds = zoomBounds(0.5);

  it("adds or subtracts 0.1 per step", () => {
    expect(stepZoom(1, 1, bounds)).toBe(1.1);
    expect(stepZoom(1, -1, bounds)).toBe(0.9);
    expect(stepZoom(1, 3, bounds)).toBe(1.3);
  });

  it("removes float noise", () => {
    expect(stepZoom(0.7, 1, bounds)).toBe(0.8);
    let scale = 0.5;
    for (let i = 0; i < 10; i += 1) scale = stepZoom(scale, 1, bounds);
    expect(scale).toBe(1.5);
  });

  it("stops at 3", () => {
    expect(stepZoom(2.95, 1, bounds)).toBe(3);
    expect(stepZoom(3, 1, bounds)).toBe(3);
  });

  it("stops at the fit scale", () => {
    expect(stepZoom(0.55, -1, bounds)).toBe(0.5);
    expect(stepZoom(0.5, -1, bounds)).toBe(0.5);
  });

  it("reaches 3 from an irregular fit scale and comes back to it exactly", () => {
    const fit = fitScale({ width: 2000, height: 500 }, viewport); // 0.472
    const b = zoomBounds(fit);
    let scale = fit;
    const seen: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      scale = stepZoom(scale, 1, b);
      seen.push(scale);
    }
    expect(scale).toBe(3);
    expect(seen[0]).toBeCloseTo(0.572, 6);
    for (let i = 0; i < 40; i += 1) scale = stepZoom(scale, -1, b);
    expect(scale).toBe(fit);
  });

  it("accepts a custom step", () => {
    expect(stepZoom(1, 1, bounds, 0.25)).toBe(1.25);
  });
});

describe("canZoomIn / canZoomOut / sameScale / roundScale", () => {
  const bounds = zoomBounds(0.5);

  it("reports whether a step is possible", () => {
    expect(canZoomIn(1, bounds)).toBe(true);
    expect(canZoomIn(3, bounds)).toBe(false);
    expect(canZoomOut(1, bounds)).toBe(true);
    expect(canZoomOut(0.5, bounds)).toBe(false);
  });

  it("treats float noise as equal", () => {
    expect(sameScale(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameScale(0.3, 0.31)).toBe(false);
    expect(canZoomOut(0.5000000001, bounds)).toBe(false);
  });

  it("rounds to a millionth", () => {
    expect(roundScale(0.1 + 0.2)).toBe(0.3);
    expect(roundScale(1.23456789)).toBeCloseTo(1.234568, 9);
  });
});

describe("panLimits / clampPan / canPan", () => {
  it("has no room to pan at fit (image smaller than the viewport)", () => {
    expect(panLimits(big, 0.5, viewport)).toEqual({ x: 0, y: 0 });
    expect(canPan(big, 0.5, viewport)).toBe(false);
  });

  it("allows half the overflow on each axis", () => {
    // 1888 - 1024 = 864 → 432; 1376 - 768 = 608 → 304
    expect(panLimits(big, 1, viewport)).toEqual({ x: 432, y: 304 });
    expect(canPan(big, 1, viewport)).toBe(true);
  });

  it("keeps a smaller image centred", () => {
    expect(clampPan({ x: 120, y: -80 }, big, 0.5, viewport)).toEqual({ x: 0, y: 0 });
  });

  it("never leaves a gap at an edge of a larger image", () => {
    expect(clampPan({ x: 1000, y: -1000 }, big, 1, viewport)).toEqual({ x: 432, y: -304 });
    expect(clampPan({ x: -1000, y: 1000 }, big, 1, viewport)).toEqual({ x: -432, y: 304 });
  });

  it("leaves an offset within the limits alone", () => {
    expect(clampPan({ x: 100, y: -50 }, big, 1, viewport)).toEqual({ x: 100, y: -50 });
  });

  it("clamps each axis on its own (wide image zoomed: pans only horizontally)", () => {
    const wide = { width: 2000, height: 500 };
    // scale 1: width 2000 > 1024, height 500 < 768
    expect(clampPan({ x: -300, y: 200 }, wide, 1, viewport)).toEqual({ x: -300, y: 0 });
  });

  it("returns 0, never -0", () => {
    const { x, y } = clampPan({ x: -5, y: -5 }, big, 0.5, viewport);
    expect(Object.is(x, 0)).toBe(true);
    expect(Object.is(y, 0)).toBe(true);
  });
});

describe("zoomAtPoint", () => {
  it("zooms about the centre without moving a centred image", () => {
    expect(zoomAtPoint({ scale: 1, x: 0, y: 0 }, { x: 0, y: 0 }, 2)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it("scales an existing offset when zooming about the centre", () => {
    expect(zoomAtPoint({ scale: 1, x: 50, y: -20 }, { x: 0, y: 0 }, 2)).toEqual({ scale: 2, x: 100, y: -40 });
  });

  it("keeps the image point under the pointer fixed", () => {
    const start = { scale: 1, x: 30, y: 10 };
    const point = { x: 200, y: -100 };
    const next = zoomAtPoint(start, point, 1.5);
    // image-local coordinates of the point before and after
    const before = { x: (point.x - start.x) / start.scale, y: (point.y - start.y) / start.scale };
    const after = { x: (point.x - next.x) / next.scale, y: (point.y - next.y) / next.scale };
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it("moves the image away from the pointer when zooming in", () => {
    const next = zoomAtPoint({ scale: 1, x: 0, y: 0 }, { x: 100, y: 0 }, 2);
    expect(next.x).toBe(-100);
  });

  it("does not divide by a zero scale", () => {
    expect(zoomAtPoint({ scale: 0, x: 5, y: 6 }, { x: 1, y: 1 }, 2)).toEqual({ scale: 2, x: 5, y: 6 });
  });
});

describe("constrain / fitTransform", () => {
  it("clamps the scale first and then the pan at that scale", () => {
    const bounds = zoomBounds(0.5);
    expect(constrain({ scale: 10, x: 5000, y: 0 }, big, viewport, bounds)).toEqual({
      scale: 3,
      x: (1888 * 3 - 1024) / 2,
      y: 0,
    });
    expect(constrain({ scale: 0.1, x: 300, y: 300 }, big, viewport, bounds)).toEqual({ scale: 0.5, x: 0, y: 0 });
  });

  it("fit is centred at the fit scale", () => {
    expect(fitTransform(big, viewport)).toEqual({ scale: 0.5, x: 0, y: 0 });
  });
});

describe("zoomBy", () => {
  it("steps toward the centre by default", () => {
    expect(zoomBy({ scale: 0.5, x: 0, y: 0 }, 1, big, viewport)).toEqual({ scale: 0.6, x: 0, y: 0 });
  });

  it("zooms toward a point and clamps the pan", () => {
    // at 0.6: limits x 54.4, y 28.8; point (200, 0): x = 200 - 200 * 1.2 = -40
    const next = zoomBy({ scale: 0.5, x: 0, y: 0 }, 1, big, viewport, { x: 200, y: 0 });
    expect(next.scale).toBe(0.6);
    expect(next.x).toBeCloseTo(-40, 9);
    expect(next.y).toBe(0);
  });

  it("clamps a pan that would open a gap", () => {
    const next = zoomBy({ scale: 0.5, x: 0, y: 0 }, 1, big, viewport, { x: 500, y: 380 });
    expect(next.x).toBeCloseTo(-54.4, 9);
    expect(next.y).toBeCloseTo(-28.8, 9);
  });

  it("recentres when zooming back out to fit", () => {
    expect(zoomBy({ scale: 0.6, x: -40, y: 10 }, -1, big, viewport)).toEqual({ scale: 0.5, x: 0, y: 0 });
  });

  it("does not go past 3", () => {
    expect(zoomBy({ scale: 3, x: 0, y: 0 }, 1, big, viewport).scale).toBe(3);
  });
});

describe("dragTransform", () => {
  it("moves by the delta when there is room", () => {
    expect(dragTransform({ scale: 1, x: 0, y: 0 }, { x: 100, y: -50 }, big, viewport)).toEqual({
      scale: 1,
      x: 100,
      y: -50,
    });
  });

  it("stops at the image bounds", () => {
    expect(dragTransform({ scale: 1, x: 400, y: 0 }, { x: 100, y: 900 }, big, viewport)).toEqual({
      scale: 1,
      x: 432,
      y: 304,
    });
  });

  it("does nothing at fit", () => {
    expect(dragTransform({ scale: 0.5, x: 0, y: 0 }, { x: 100, y: 100 }, big, viewport)).toEqual({
      scale: 0.5,
      x: 0,
      y: 0,
    });
  });
});

describe("pinchTransform", () => {
  it("scales by the finger distance ratio", () => {
    const next = pinchTransform({ scale: 0.5, x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, 2, big, viewport);
    expect(next).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it("keeps the image point under the finger midpoint and follows its movement", () => {
    // scale 1 → 2 about midpoint (100, 0), midpoint then moves to (150, 20)
    const next = pinchTransform({ scale: 1, x: 0, y: 0 }, { x: 100, y: 0 }, { x: 150, y: 20 }, 2, big, viewport);
    expect(next.scale).toBe(2);
    expect(next.x).toBeCloseTo(150 - 100 * 2, 9);
    expect(next.y).toBeCloseTo(20, 9);
  });

  it("clamps the scale to 3 and to the fit scale", () => {
    expect(pinchTransform({ scale: 2, x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, 5, big, viewport).scale).toBe(3);
    expect(pinchTransform({ scale: 1, x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, 0.1, big, viewport)).toEqual({
      scale: 0.5,
      x: 0,
      y: 0,
    });
  });

  it("clamps the pan", () => {
    const next = pinchTransform({ scale: 1, x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2000, y: -2000 }, 1, big, viewport);
    expect(next).toEqual({ scale: 1, x: 432, y: -304 });
  });

  it("treats an unusable ratio as no zoom", () => {
    expect(pinchTransform({ scale: 1, x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, Number.NaN, big, viewport).scale).toBe(1);
    expect(pinchTransform({ scale: 1, x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, 0, big, viewport).scale).toBe(1);
  });
});

describe("small helpers", () => {
  it("distance and midpoint", () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(midpoint({ x: 0, y: 10 }, { x: 4, y: -2 })).toEqual({ x: 2, y: 4 });
  });

  it("converts client coordinates to offsets from the viewport centre", () => {
    expect(fromViewportCentre(512, 384, viewport)).toEqual({ x: 0, y: 0 });
    expect(fromViewportCentre(0, 768, viewport)).toEqual({ x: -512, y: 384 });
  });

  it("formats the zoom percentage", () => {
    expect(formatZoom(1)).toBe("100%");
    expect(formatZoom(0.472)).toBe("47%");
    expect(formatZoom(0.1 + 0.2)).toBe("30%");
    expect(formatZoom(3)).toBe("300%");
  });

  it("wraps indexes at both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it("clamps an initial index into the list", () => {
    expect(clampIndex(2, 5)).toBe(2);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(-3, 5)).toBe(0);
    expect(clampIndex(1.7, 5)).toBe(1);
    expect(clampIndex(Number.NaN, 5)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it("builds the CSS transform from the image centre offset", () => {
    expect(cssTransform({ scale: 0.5, x: 10, y: -20 }, { width: 200, height: 100 })).toBe(
      "translate3d(-90px, -70px, 0) scale(0.5)",
    );
  });
});
