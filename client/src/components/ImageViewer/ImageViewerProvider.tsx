// Imperative opener "from anywhere" (spec §2.5): wrap the app once in
// <ImageViewerProvider>, then call useImageViewer().open({...}) in any
// component below it.

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

// The viewer's code loads when it first opens (or when a page that opens it asks early: preloadImageViewer).
const loadViewer = () => import("./ImageViewer");
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageViewer })));

/** Starts loading the viewer's code, so a tap on a picture opens it without waiting. */
export function preloadImageViewer(): void {
  void loadViewer();
}

export interface ImageViewerOptions {
  images: readonly string[];
  initialIndex?: number;
  title?: string;
  srcSets?: readonly (string | undefined)[];
}

export interface ImageViewerApi {
  /** Opens the viewer (replacing one already open). */
  open: (options: ImageViewerOptions) => void;
  /** Closes the viewer if it is open. */
  close: () => void;
}

const ImageViewerContext = createContext<ImageViewerApi | null>(null);

interface OpenState {
  options: ImageViewerOptions;
  /** Bumped on every open() so each opening starts from fresh viewer state. */
  serial: number;
}

export function ImageViewerProvider({ children }: { children?: ReactNode }): ReactNode {
  const [state, setState] = useState<OpenState | null>(null);

  const open = useCallback((options: ImageViewerOptions) => {
    setState((previous) => ({ options, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setState(null), []);
  const api = useMemo<ImageViewerApi>(() => ({ open, close }), [open, close]);

  return (
    <ImageViewerContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <ImageViewer
          key={state.serial}
          open
          images={state.options.images}
          initialIndex={state.options.initialIndex ?? 0}
          title={state.options.title}
          srcSets={state.options.srcSets}
          onClose={close}
          />
        </Suspense>
      )}
    </ImageViewerContext.Provider>
  );
}

/** The opener. Throws when used outside <ImageViewerProvider>. */
export function useImageViewer(): ImageViewerApi {
  const api = useContext(ImageViewerContext);
  if (!api) throw new Error("useImageViewer must be used inside <ImageViewerProvider>");
  return api;
}
