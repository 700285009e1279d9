import type { ReactNode } from "react";
import { ToastContext } from "./ToastContext";
import { ToastRegion } from "./ToastRegion";
import { toastStore, type ToastStore } from "./toastStore";

export interface ToastProviderProps {
  children?: ReactNode;
  /** Defaults to the module store that `toast` writes to. */
  store?: ToastStore;
}

/** Provides useToast() and renders the toast region after its children. */
export function ToastProvider({ children, store = toastStore }: ToastProviderProps) {
  return (
    <ToastContext.Provider value={store}>
      {children}
      <ToastRegion store={store} />
    </ToastContext.Provider>
  );
}
