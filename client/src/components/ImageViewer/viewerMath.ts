// Pure geometry of the image viewer (spec §2.5, §4, §9). No DOM, no React.
//
// Coordinate model: the image is laid out at its natural size with its centre
// on the centre of the viewport, then moved by (x, y) CSS pixels and scaled by
// `scale` around its own centre. Points (pointer positions, pinch midpoints)
// are likewise measured from the viewport centre.

/** Spec §9: maximum zoom factor (relative to the image's natural size). */
export const MAX_ZOOM = 3;
/** Spec §9: zoom step for buttons and for each wheel notch. */
export const ZOOM_STEP = 0.1;
/** Spec §9: margin kept around the image on each side at fit-to-window. */
export const FIT_MARGIN = 40;
/** Spec §9: duration of the reset transition. */
export const RESET_TRANSITION_MS = 300;

/** Scales are rounded to this many decimals (float noise from 0.1 steps). */
const SCALE_DECIMALS = 1e6;
/** Scales closer than this are treated as equal. */
export const SCALE_EPSILON = 1e-6;

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Offset of the image centre from the viewport centre (px) and the scale. */
export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export interface ZoomBounds {
  min: number;
  max: number;
}

/** Turns -0 into 0 so results compare and print cleanly. */
function noNegativeZero(n: number): number {
  return n === 0 ? 0 : n;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function isPositiveSize(size: Size): boolean {
  return size.width > 0 && size.height > 0 && Number.isFinite(size.width) && Number.isFinite(size.height);
}

/**
 * Largest scale at which the whole image fits inside the viewport minus
 * `margin` px on every side. Small images are scaled up (the spec asks for the
 * largest fitting scale). An image without a usable natural size gets 1; a
 * viewport narrower than the margins leaves at least 1 px of room.
 */
export function fitScale(natural: Size, viewport: Size, margin: number = FIT_MARGIN): number {
  if (!isPositiveSize(natural)) return 1;
  const availableWidth = Math.max(1, viewport.width - 2 * margin);
  const availableHeight = Math.max(1, viewport.height - 2 * margin);
  return Math.min(availableWidth / natural.width, availableHeight / natural.height);
}

/**
 * Zoom range: from the fit scale up to MAX_ZOOM. When the fit scale itself is
 * above MAX_ZOOM (a tiny image) the range collapses to the fit scale, so the
 * minimum never exceeds the maximum.
 */
export function zoomBounds(fit: number, max: number = MAX_ZOOM): ZoomBounds {
  return { min: fit, max: Math.max(max, fit) };
}

/** Clamps a scale into the bounds; a non-finite scale becomes the minimum. */
export function clampZoom(scale: number, bounds: ZoomBounds): number {
  if (!Number.isFinite(scale)) return bounds.min;
  return clamp(scale, bounds.min, bounds.max);
}

/** Rounds away float noise (0.1 + 0.2 = 0.30000000000000004). */
export function roundScale(scale: number): number {
  return Math.round(scale * SCALE_DECIMALS) / SCALE_DECIMALS;
}

export function sameScale(a: number, b: number): boolean {
  return Math.abs(a - b) < SCALE_EPSILON * 10;
}

/**
 * Moves the scale by `steps` zoom steps (positive zooms in, negative zooms
 * out) and clamps it, so repeated steps stop exactly at the fit scale and at
 * MAX_ZOOM.
 */
export function stepZoom(scale: number, steps: number, bounds: ZoomBounds, step: number = ZOOM_STEP): number {
  return clampZoom(roundScale(scale + steps * step), bounds);
}

export function canZoomIn(scale: number, bounds: ZoomBounds): boolean {
  return scale < bounds.max && !sameScale(scale, bounds.max);
}

export function canZoomOut(scale: number, bounds: ZoomBounds): boolean {
  return scale > bounds.min && !sameScale(scale, bounds.min);
}

/**
 * Largest allowed offset on each axis: half the overflow of the scaled image
 * over the viewport, or 0 when the image is not larger than the viewport on
 * that axis (it then stays centred).
 */
export function panLimits(natural: Size, scale: number, viewport: Size): Point {
  return {
    x: Math.max(0, (natural.width * scale - viewport.width) / 2),
    y: Math.max(0, (natural.height * scale - viewport.height) / 2),
  };
}

/**
 * Clamps an offset so that an image larger than the viewport never shows a
 * gap at an edge, and an image smaller than the viewport stays centred.
 */
export function clampPan(pan: Point, natural: Size, scale: number, viewport: Size): Point {
  const limits = panLimits(natural, scale, viewport);
  return {
    x: noNegativeZero(clamp(pan.x, -limits.x, limits.x)),
    y: noNegativeZero(clamp(pan.y, -limits.y, limits.y)),
  };
}

export function canPan(natural: Size, scale: number, viewport: Size): boolean {
  const limits = panLimits(natural, scale, viewport);
  return limits.x > 0 || limits.y > 0;
}

/**
 * Changes the scale while keeping the image point under `point` (measured
 * from the viewport centre) where it is. Does not clamp.
 */
export function zoomAtPoint(t: Transform, point: Point, newScale: number): Transform {
  if (!(t.scale > 0)) return { scale: newScale, x: t.x, y: t.y };
  const ratio = newScale / t.scale;
  return {
    scale: newScale,
    x: noNegativeZero(point.x - (point.x - t.x) * ratio),
    y: noNegativeZero(point.y - (point.y - t.y) * ratio),
  };
}

/** Clamps scale into the bounds, then the offset into the image bounds. */
export function constrain(t: Transform, natural: Size, viewport: Size, bounds: ZoomBounds): Transform {
  const scale = clampZoom(t.scale, bounds);
  const pan = clampPan({ x: t.x, y: t.y }, natural, scale, viewport);
  return { scale, x: pan.x, y: pan.y };
}

/** The transform shown at fit-to-window: fit scale, centred. */
export function fitTransform(natural: Size, viewport: Size): Transform {
  return { scale: fitScale(natural, viewport), x: 0, y: 0 };
}

/**
 * Zooms by `steps` steps toward `point` (default: the viewport centre) and
 * clamps the result.
 */
export function zoomBy(
  t: Transform,
  steps: number,
  natural: Size,
  viewport: Size,
  point: Point = { x: 0, y: 0 },
): Transform {
  const bounds = zoomBounds(fitScale(natural, viewport));
  const scale = stepZoom(t.scale, steps, bounds);
  return constrain(zoomAtPoint(t, point, scale), natural, viewport, bounds);
}

/** Drag pan: the start transform moved by the pointer delta, clamped. */
export function dragTransform(start: Transform, delta: Point, natural: Size, viewport: Size): Transform {
  const pan = clampPan({ x: start.x + delta.x, y: start.y + delta.y }, natural, start.scale, viewport);
  return { scale: start.scale, x: pan.x, y: pan.y };
}

/**
 * Two-finger pinch. `start` is the transform when the second finger went
 * down, `startMid` the midpoint of the fingers then, `mid` the midpoint now
 * and `ratio` the current finger distance divided by the starting distance.
 * The image point that was under the starting midpoint follows the current
 * midpoint, so a pinch also pans. The result is clamped.
 */
export function pinchTransform(
  start: Transform,
  startMid: Point,
  mid: Point,
  ratio: number,
  natural: Size,
  viewport: Size,
): Transform {
  const bounds = zoomBounds(fitScale(natural, viewport));
  const safeRatio = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  const scale = clampZoom(start.scale * safeRatio, bounds);
  const r = start.scale > 0 ? scale / start.scale : 1;
  const moved: Transform = {
    scale,
    x: mid.x - (startMid.x - start.x) * r,
    y: mid.y - (startMid.y - start.y) * r,
  };
  return constrain(moved, natural, viewport, bounds);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Client coordinates to coordinates measured from the viewport centre. */
export function fromViewportCentre(clientX: number, clientY: number, viewport: Size): Point {
  return { x: clientX - viewport.width / 2, y: clientY - viewport.height / 2 };
}

/** The percentage display: 0.5 becomes "50%". */
export function formatZoom(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** Index moved by `delta`, wrapping around at both ends; 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** An initial index forced into the list (non-integers floored, NaN is 0). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return clamp(Math.floor(index), 0, count - 1);
}

/** CSS transform for the image element (left/top at the viewport centre). */
export function cssTransform(t: Transform, natural: Size): string {
  const x = t.x - natural.width / 2;
  const y = t.y - natural.height / 2;
  return `translate3d(${x}px, ${y}px, 0) scale(${t.scale})`;
}
