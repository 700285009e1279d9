export { ToastProvider } from "./ToastProvider";
export type { ToastProviderProps } from "./ToastProvider";
export { useToast } from "./useToast";
export {
  createToastApi,
  createToastStore,
  toast,
  toastStore,
  TOAST_COLLAPSE_MS,
  TOAST_DURATION_MS,
} from "./toastStore";
export type {
  ActiveToast,
  ToastApi,
  ToastKind,
  ToastMessage,
  ToastPhase,
  ToastState,
  ToastStore,
  ToastStoreOptions,
} from "./toastStore";
