// View state of the image viewer as a reducer, so that every update (wheel
// notches arriving faster than renders, pinch moves, resizes) is computed from
// the latest state and geometry and never from a stale closure. Gestures are
// therefore applied incrementally (since the previous pointer move).

import {
  constrain,
  dragTransform,
  fitScale,
  fitTransform,
  fromViewportCentre,
  pinchTransform,
  sameScale,
  zoomBounds,
  zoomBy,
  type Point,
  type Size,
  type Transform,
} from "./viewerMath";

export interface ViewState {
  /** Identifies the image shown (index and URL); a new key resets the view. */
  key: string;
  /** Natural size of the image; null until it has loaded. */
  natural: Size | null;
  viewport: Size;
  transform: Transform;
  /** Whether the view follows the fit scale (so a resize refits it). */
  fitted: boolean;
  /** Whether the next transform change is animated (reset, zoom buttons). */
  animate: boolean;
}

export type ViewAction =
  | { type: "show"; key: string }
  | { type: "loaded"; natural: Size }
  | { type: "viewport"; viewport: Size }
  | { type: "fit" }
  /** `steps` zoom steps toward a point in client coordinates (default: the viewport centre). */
  | { type: "zoom"; steps: number; client?: Point; animate: boolean }
  /** One-finger or mouse drag by `delta` px since the previous move. */
  | { type: "drag"; delta: Point }
  /**
   * Two-finger pinch step since the previous move: the finger midpoint moved
   * from `fromClient` to `toClient` and the finger distance changed by `ratio`.
   */
  | { type: "pinch"; fromClient: Point; toClient: Point; ratio: number };

const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };

export function initialViewState(key: string, viewport: Size): ViewState {
  return { key, natural: null, viewport, transform: IDENTITY, fitted: true, animate: false };
}

function withTransform(state: ViewState, natural: Size, transform: Transform, animate: boolean): ViewState {
  const fit = fitScale(natural, state.viewport);
  return { ...state, transform, animate, fitted: sameScale(transform.scale, fit) };
}

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case "show":
      if (action.key === state.key) return state;
      return initialViewState(action.key, state.viewport);

    case "loaded": {
      const { natural } = action;
      if (
        state.natural &&
        state.natural.width === natural.width &&
        state.natural.height === natural.height
      ) {
        return state;
      }
      return {
        ...state,
        natural,
        transform: fitTransform(natural, state.viewport),
        fitted: true,
        // The image fades in at fit; animating from "no transform" would fly it in.
        animate: false,
      };
    }

    case "viewport": {
      const { viewport } = action;
      if (viewport.width === state.viewport.width && viewport.height === state.viewport.height) return state;
      const next = { ...state, viewport, animate: false };
      if (!state.natural) return next;
      if (state.fitted) return { ...next, transform: fitTransform(state.natural, viewport) };
      const bounds = zoomBounds(fitScale(state.natural, viewport));
      const transform = constrain(state.transform, state.natural, viewport, bounds);
      return { ...next, transform, fitted: sameScale(transform.scale, bounds.min) };
    }

    case "fit":
      if (!state.natural) return state;
      return { ...state, transform: fitTransform(state.natural, state.viewport), fitted: true, animate: true };

    case "zoom": {
      if (!state.natural) return state;
      const point = action.client
        ? fromViewportCentre(action.client.x, action.client.y, state.viewport)
        : { x: 0, y: 0 };
      const transform = zoomBy(state.transform, action.steps, state.natural, state.viewport, point);
      return withTransform(state, state.natural, transform, action.animate);
    }

    case "drag": {
      if (!state.natural) return state;
      const transform = dragTransform(state.transform, action.delta, state.natural, state.viewport);
      return withTransform(state, state.natural, transform, false);
    }

    case "pinch": {
      if (!state.natural) return state;
      const transform = pinchTransform(
        state.transform,
        fromViewportCentre(action.fromClient.x, action.fromClient.y, state.viewport),
        fromViewportCentre(action.toClient.x, action.toClient.y, state.viewport),
        action.ratio,
        state.natural,
        state.viewport,
      );
      return withTransform(state, state.natural, transform, false);
    }
  }
}
