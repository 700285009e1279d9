import { useEffect, useRef } from "react";

/** A ref that always holds the latest value (callbacks read from effects and store listeners). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
