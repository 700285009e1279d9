import { useContext, useMemo } from "react";
import { ToastContext } from "./ToastContext";
import { createToastApi, type ToastApi } from "./toastStore";

/** `{ success, info, error }` bound to the nearest provider's store (the module store without one). */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  return useMemo(() => createToastApi(store), [store]);
}
