import { createContext } from "react";
import { toastStore, type ToastStore } from "./toastStore";

/** The store toasts go to; the module store unless a provider supplies another (tests). */
export const ToastContext = createContext<ToastStore>(toastStore);
