import { useCallback, useRef, useState } from "react";
import { useMounted } from "./useLatest";

export interface SubmitState {
  /** True while the submit runs: the submit button shows its busy label and is disabled. */
  busy: boolean;
  /**
   * Runs one submit. A second call while one runs is ignored (a double click or a repeated Enter never sends twice,
   * even before the busy state has rendered); busy is cleared when it ends, also when it throws or the form is gone.
   */
  run: (submit: () => Promise<void>) => Promise<void>;
}

/** The submit state of a form. */
export function useSubmitState(): SubmitState {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useMounted();

  const run = useCallback(async (submit: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await submit();
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { busy, run };
}
