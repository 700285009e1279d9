import { useEffect, useRef } from "react";

/** A ref that always holds the latest value (callbacks read from effects and store listeners). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** A ref that is true while the component is mounted: async work that ends later sets no state on a form that is gone. */
export function useMounted(): { readonly current: boolean } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
