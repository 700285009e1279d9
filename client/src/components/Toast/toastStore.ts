/**
 * Toast queue of spec §4/§9: one toast visible at a time, the rest queued in order; each stays 2000 ms,
 * then collapses for 300 ms before the next one shows. Plain TypeScript so it works outside React.
 */
export type ToastKind = "success" | "info" | "error";
export type ToastPhase = "visible" | "leaving";

export interface ToastMessage {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

export interface ActiveToast extends ToastMessage {
  readonly phase: ToastPhase;
}

export interface ToastState {
  readonly current: ActiveToast | null;
  readonly queued: readonly ToastMessage[];
}

export interface ToastStore {
  /** Queues a toast and returns its id (0 when ignored, e.g. on the server). */
  show(kind: ToastKind, message: string): number;
  /** Starts the collapse of the visible toast now. */
  dismiss(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastState;
  /** Always empty: toasts are client-only. */
  getServerSnapshot(): ToastState;
}

export interface ToastStoreOptions {
  /** How long a toast stays (product value 2000 ms). */
  durationMs?: number;
  /** Collapse (exit) animation before the next toast (300 ms). */
  collapseMs?: number;
  /** Further toasts are dropped beyond this many waiting. */
  maxQueued?: number;
  /** show() is ignored when this is false; defaults to "a document exists" (not on the server). */
  isClient?: () => boolean;
}

export const TOAST_DURATION_MS = 2000;
export const TOAST_COLLAPSE_MS = 300;
const EMPTY: ToastState = Object.freeze({ current: null, queued: Object.freeze([]) });

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const durationMs = options.durationMs ?? TOAST_DURATION_MS;
  const collapseMs = options.collapseMs ?? TOAST_COLLAPSE_MS;
  const maxQueued = options.maxQueued ?? 20;
  const isClient = options.isClient ?? (() => typeof document !== "undefined");
  const listeners = new Set<() => void>();
  let state: ToastState = EMPTY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;

  function set(next: ToastState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function startTimer(ms: number, fn: () => void): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
  }

  function leave(): void {
    const { current } = state;
    if (!current || current.phase === "leaving") return;
    set({ ...state, current: { ...current, phase: "leaving" } });
    startTimer(collapseMs, () => {
      set({ ...state, current: null });
      pump();
    });
  }

  /** Shows the next queued toast when none is visible and someone renders them. */
  function pump(): void {
    if (state.current || state.queued.length === 0 || listeners.size === 0) return;
    const [next, ...rest] = state.queued;
    if (!next) return;
    set({ current: { ...next, phase: "visible" }, queued: rest });
    startTimer(durationMs, leave);
  }

  function show(kind: ToastKind, message: string): number {
    if (!isClient() || state.queued.length >= maxQueued) return 0;
    const id = nextId++;
    set({ ...state, queued: [...state.queued, { id, kind, message }] });
    pump();
    return id;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    pump();
    return () => {
      listeners.delete(listener);
    };
  }

  return {
    show,
    dismiss: leave,
    subscribe,
    getSnapshot: () => state,
    getServerSnapshot: () => EMPTY,
  };
}

export interface ToastApi {
  success(message: string): number;
  info(message: string): number;
  error(message: string): number;
}

export function createToastApi(store: ToastStore): ToastApi {
  return {
    success: (message) => store.show("success", message),
    info: (message) => store.show("info", message),
    error: (message) => store.show("error", message),
  };
}

/** The app's toast store, rendered by <ToastProvider>. */
export const toastStore: ToastStore = createToastStore();

/** Toasts from outside React (request helpers, event handlers in plain modules). */
export const toast: ToastApi = createToastApi(toastStore);
