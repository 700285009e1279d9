// Full-screen image viewer of spec §2.5 (zoom rules §4, constants §9).
//
// Rendered only on the client, after open, in a portal to document.body, so it
// never appears in server-rendered markup. Because of that the image transform
// may be set through the style prop (CSSOM, allowed by the CSP); everything
// else is styled with Tailwind classes.

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { createPortal } from "react-dom";
import { lockBodyScroll } from "./scrollLock";
import {
  FIT_MARGIN,
  canPan,
  canZoomIn,
  canZoomOut,
  clampIndex,
  cssTransform,
  distance,
  fitScale,
  formatZoom,
  midpoint,
  wrapIndex,
  zoomBounds,
  type Point,
  type Size,
} from "./viewerMath";
import { initialViewState, viewReducer } from "./viewerState";

export interface ImageViewerProps {
  /** Whether the viewer is shown. */
  open: boolean;
  /** Image URLs. */
  images: readonly string[];
  /** Index shown when the viewer opens (clamped into the list). Default 0. */
  initialIndex?: number;
  /** Shown in the top bar and used as the dialog's accessible name. */
  title?: string;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  /** Optional srcset per image, aligned with `images`. */
  srcSets?: readonly (string | undefined)[];
}

/** Chinese labels of the controls. */
export const IMAGE_VIEWER_LABELS = {
  dialog: "图片查看",
  previous: "上一张",
  next: "下一张",
  zoomIn: "放大",
  zoomOut: "缩小",
  fit: "适应窗口",
  close: "关闭",
  zoomLevel: "缩放比例",
  loading: "加载中…",
  failed: "图片加载失败",
  empty: "暂无图片",
} as const;

const noopSubscribe = () => () => {};

/** False during server rendering and hydration, true on the client afterwards. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((value, i) => value === b[i]);
}

function readViewport(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The viewer. Previous / next wrap around at both ends. The index is reset to
 * `initialIndex` each time the viewer opens, and to 0 when the contents of
 * `images` change (a new array with the same URLs is not a change).
 */
export function ImageViewer(props: ImageViewerProps): ReactNode {
  const { open, images, initialIndex = 0, title, onClose, srcSets } = props;
  const isClient = useIsClient();

  const [index, setIndex] = useState(() => clampIndex(initialIndex, images.length));
  const [prevImages, setPrevImages] = useState(images);
  const [prevOpen, setPrevOpen] = useState(open);

  // Adjust state while rendering (React's pattern for state derived from props).
  if (open !== prevOpen) {
    setPrevOpen(open);
    setPrevImages(images);
    if (open) setIndex(clampIndex(initialIndex, images.length));
  } else if (!sameList(prevImages, images)) {
    setPrevImages(images);
    setIndex(0);
  }

  if (!open || !isClient) return null;

  return createPortal(
    <ViewerDialog
      images={images}
      index={clampIndex(index, images.length)}
      onIndexChange={setIndex}
      title={title}
      onClose={onClose}
      srcSets={srcSets}
    />,
    document.body,
  );
}

interface ViewerDialogProps {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string | undefined;
  onClose: () => void;
  srcSets: readonly (string | undefined)[] | undefined;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function ViewerDialog({ images, index, onIndexChange, title, onClose, srcSets }: ViewerDialogProps) {
  const count = images.length;
  const src = images[index];
  const srcSet = srcSets?.[index];
  const imageKey = `${index}\u0000${src ?? ""}`;

  const [view, dispatch] = useReducer(viewReducer, imageKey, (key) => initialViewState(key, readViewport()));
  // A new image resets the view (to fit once it has loaded).
  if (view.key !== imageKey) dispatch({ type: "show", key: imageKey });

  const [failedKey, setFailedKey] = useState<string | null>(null);
  const failed = failedKey === imageKey;
  const [dragging, setDragging] = useState(false);

  const dialogRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());

  // Latest callbacks for the document-level listeners.
  const latest = useRef({ onClose, onIndexChange, index, count });
  useLayoutEffect(() => {
    latest.current = { onClose, onIndexChange, index, count };
  });

  // Focus moves into the dialog on open and back to the opener on close, in the commit that shows it (a passive
  // effect ran a frame later, when the code came lazily: a key pressed in between went to the page).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus({ preventScroll: true });
    return () => {
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  // Page scroll is locked while open.
  useEffect(() => lockBodyScroll(), []);

  // Keyboard: Escape closes, arrows change the image, Tab stays inside.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.isComposing) return;
      const { onClose: close, onIndexChange: change, index: current, count: total } = latest.current;
      const modified = event.altKey || event.ctrlKey || event.metaKey;

      if (event.key === "Escape" || event.key === "Esc") {
        event.preventDefault();
        close();
      } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !modified) {
        if (total < 2) return;
        event.preventDefault();
        change(wrapIndex(current + (event.key === "ArrowLeft" ? -1 : 1), total));
      } else if (event.key === "Tab") {
        const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
          dialog.focus();
        } else if (!dialog.contains(active)) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // The fit scale follows the window size.
  useEffect(() => {
    const onResize = () => dispatch({ type: "viewport", viewport: readViewport() });
    onResize();
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  // Wheel zoom: one step per wheel event, toward the pointer. A native,
  // non-passive listener, because React's wheel listener is passive and the
  // page (or the browser's own ctrl+wheel zoom) must not react.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0) return;
      dispatch({
        type: "zoom",
        steps: event.deltaY < 0 ? 1 : -1,
        client: { x: event.clientX, y: event.clientY },
        animate: false,
      });
    };
    dialog.addEventListener("wheel", onWheel, { passive: false });
    return () => dialog.removeEventListener("wheel", onWheel);
  }, []);

  // Drag to pan (mouse or one finger), pinch to zoom (two fingers).
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (pointers.current.size >= 2) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const target = event.currentTarget;
    if (typeof target.setPointerCapture === "function") {
      try {
        target.setPointerCapture(event.pointerId);
      } catch {
        // Capture is an optimisation; moves inside the stage still arrive.
      }
    }
    setDragging(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const map = pointers.current;
    const previous = map.get(event.pointerId);
    if (!previous) return;
    const next = { x: event.clientX, y: event.clientY };

    const other = [...map.entries()].find(([id]) => id !== event.pointerId)?.[1];
    map.set(event.pointerId, next);

    if (other) {
      const before = distance(previous, other);
      const after = distance(next, other);
      dispatch({
        type: "pinch",
        fromClient: midpoint(previous, other),
        toClient: midpoint(next, other),
        ratio: before > 0 ? after / before : 1,
      });
    } else {
      dispatch({ type: "drag", delta: { x: next.x - previous.x, y: next.y - previous.y } });
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size === 0) setDragging(false);
  };

  const goTo = useCallback((delta: number) => onIndexChange(wrapIndex(index + delta, count)), [onIndexChange, index, count]);

  const natural = view.natural;
  const loaded = natural !== null && !failed;
  const scale = view.transform.scale;
  const bounds = natural ? zoomBounds(fitScale(natural, view.viewport)) : null;
  const pannable = loaded && canPan(natural, scale, view.viewport);
  const label = title?.trim() ? title : IMAGE_VIEWER_LABELS.dialog;
  const alt = title?.trim() ? `${title}（${index + 1}/${count}）` : `图片 ${index + 1}/${count}`;

  const imageStyle: CSSProperties | undefined = natural
    ? { width: `${natural.width}px`, height: `${natural.height}px`, transform: cssTransform(view.transform, natural) }
    : undefined;

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    let size: Size = { width: img.naturalWidth, height: img.naturalHeight };
    if (!(size.width > 0 && size.height > 0)) {
      // No intrinsic size (e.g. some SVGs): treat the fit box as the natural size.
      const viewport = readViewport();
      size = {
        width: Math.max(1, viewport.width - 2 * FIT_MARGIN),
        height: Math.max(1, viewport.height - 2 * FIT_MARGIN),
      };
    }
    dispatch({ type: "loaded", natural: size });
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      className="fixed inset-0 z-[1000] overflow-hidden bg-primary text-white outline-none select-none overscroll-contain"
    >
      <div
        data-testid="image-viewer-stage"
        className={`absolute inset-0 touch-none ${pannable ? (dragging ? "cursor-grabbing" : "cursor-grab") : ""}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
      >
        {src !== undefined && !failed && (
          <img
            key={imageKey}
            src={src}
            srcSet={srcSet}
            alt={alt}
            draggable={false}
            decoding="async"
            onLoad={onImageLoad}
            onError={() => setFailedKey(imageKey)}
            className={`pointer-events-none absolute top-1/2 left-1/2 max-w-none origin-center ${
              loaded ? "opacity-100" : "opacity-0"
            } ${
              view.animate ? "transition-[opacity,transform]" : "transition-opacity"
            } duration-300 ease-out motion-reduce:transition-none`}
            style={imageStyle}
          />
        )}
        {src !== undefined && !loaded && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-white/70">
            {failed ? IMAGE_VIEWER_LABELS.failed : IMAGE_VIEWER_LABELS.loading}
          </p>
        )}
        {src === undefined && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-white/70">
            {IMAGE_VIEWER_LABELS.empty}
          </p>
        )}
      </div>

      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-4 bg-linear-to-b from-black/60 to-transparent px-4 pt-3 pb-8">
        <div className="pointer-events-auto min-w-0 py-2">
          {title?.trim() && <h2 className="truncate text-base font-medium">{title}</h2>}
          {count > 0 && (
            <p className="text-sm text-white/70 tabular-nums" data-testid="image-viewer-counter">
              {index + 1} / {count}
            </p>
          )}
        </div>
        <div className="pointer-events-auto flex shrink-0 items-center gap-1">
          <ToolbarButton
            label={IMAGE_VIEWER_LABELS.zoomOut}
            disabled={!loaded || !bounds || !canZoomOut(scale, bounds)}
            onClick={() => dispatch({ type: "zoom", steps: -1, animate: true })}
          >
            <Icon name="minus" />
          </ToolbarButton>
          <output
            aria-label={IMAGE_VIEWER_LABELS.zoomLevel}
            className="min-w-14 text-center text-sm tabular-nums"
          >
            {loaded ? formatZoom(scale) : "–"}
          </output>
          <ToolbarButton
            label={IMAGE_VIEWER_LABELS.zoomIn}
            disabled={!loaded || !bounds || !canZoomIn(scale, bounds)}
            onClick={() => dispatch({ type: "zoom", steps: 1, animate: true })}
          >
            <Icon name="plus" />
          </ToolbarButton>
          <ToolbarButton
            label={IMAGE_VIEWER_LABELS.fit}
            disabled={!loaded}
            onClick={() => dispatch({ type: "fit" })}
          >
            <Icon name="fit" />
          </ToolbarButton>
          <ToolbarButton label={IMAGE_VIEWER_LABELS.close} onClick={onClose}>
            <Icon name="close" />
          </ToolbarButton>
        </div>
      </div>

      {count > 1 && (
        <>
          <ArrowButton side="left" label={IMAGE_VIEWER_LABELS.previous} onClick={() => goTo(-1)}>
            <Icon name="left" />
          </ArrowButton>
          <ArrowButton side="right" label={IMAGE_VIEWER_LABELS.next} onClick={() => goTo(1)}>
            <Icon name="right" />
          </ArrowButton>
        </>
      )}
    </div>
  );
}

const BUTTON_BASE =
  "inline-flex items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** A button of the viewer, named by its label (read aloud and shown on hover); the toolbar's size unless told. */
function ToolbarButton(props: { label: string; disabled?: boolean; onClick: () => void; size?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className={`${BUTTON_BASE} ${props.size ?? "h-10 w-10"}`}
    >
      {props.children}
    </button>
  );
}

/** The previous / next arrow, on its side of the picture. */
function ArrowButton(props: { side: "left" | "right"; label: string; onClick: () => void; children: ReactNode }) {
  const side = props.side === "left" ? "left-2 md:left-4" : "right-2 md:right-4";
  return (
    <ToolbarButton label={props.label} onClick={props.onClick} size={`absolute top-1/2 h-12 w-12 -translate-y-1/2 bg-black/40 ${side}`}>
      {props.children}
    </ToolbarButton>
  );
}

/** The viewer's icons: the path each one draws. */
const ICON_PATHS = {
  left: "M15 5l-7 7 7 7",
  right: "M9 5l7 7-7 7",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  fit: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  close: "M6 6l12 12M18 6L6 18",
};

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
