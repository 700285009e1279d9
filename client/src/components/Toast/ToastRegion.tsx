import { useSyncExternalStore } from "react";
import type { ActiveToast, ToastKind, ToastStore } from "./toastStore";

const KIND_CLASSES: Record<ToastKind, string> = {
  success: "bg-success",
  info: "bg-info",
  error: "bg-error",
};

const BASE_CLASSES =
  "pointer-events-auto max-w-[90vw] origin-bottom rounded-md px-4 py-2.5 text-center text-sm leading-5 " +
  "text-white shadow-lg transition-all duration-300 ease-in-out motion-reduce:transition-none " +
  "starting:translate-y-2 starting:opacity-0";

const PHASE_CLASSES = {
  visible: "translate-y-0 scale-y-100 opacity-100",
  leaving: "translate-y-2 scale-y-0 opacity-0",
} as const;

function ToastView({ toast }: { toast: ActiveToast }) {
  return (
    <div
      role={toast.kind === "error" ? "alert" : undefined}
      data-kind={toast.kind}
      data-phase={toast.phase}
      className={`${BASE_CLASSES} ${KIND_CLASSES[toast.kind]} ${PHASE_CLASSES[toast.phase]}`}
    >
      {toast.message}
    </div>
  );
}

/**
 * Bottom-centre live region. Server-rendered (and during hydration) it is empty, so the markup is the
 * same on both sides; the visible toast appears once the client subscribes.
 */
export function ToastRegion({ store }: { store: ToastStore }) {
  const { current } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-8 z-[2000] flex justify-center px-4"
    >
      {current ? <ToastView key={current.id} toast={current} /> : null}
    </div>
  );
}
