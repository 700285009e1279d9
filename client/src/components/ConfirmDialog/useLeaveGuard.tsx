/**
 * Leaving a form with unsaved changes: inside the app (a link, back and forward) the in-page dialog asks
 * (React Router's blocker); only a reload or closing the tab gets the browser's own prompt (beforeunload), the one
 * thing a page cannot replace.
 */
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog";

export const LEAVE_CONFIRM = "离开";

/** Guards leaving while dirty; release() lets the next navigation through (after a submit). Render dialog. */
export function useLeaveGuard(dirty: boolean, question: string): { release: () => void; dialog: ReactNode } {
  const guard = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    guard.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => guard.current && !released.current && currentLocation.pathname !== nextLocation.pathname);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  const dialog =
    blocker.state === "blocked" ? (
      <ConfirmDialog
        title={question}
        body="离开后，未保存的修改将丢失。"
        confirmLabel={LEAVE_CONFIRM}
        onClose={(leave) => (leave ? blocker.proceed() : blocker.reset())}
      />
    ) : null;
  return { release, dialog };
}
