/**
 * Leaving the form with unsaved changes: the browser asks before a reload or closing the tab (beforeunload), and the
 * app asks before an in-app navigation (React Router's blocker).
 */
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

export const LEAVE_TEXT = "作品还有未保存的修改，确定离开吗？";

/** Guards leaving while dirty; release() lets the next navigation through (after a submit). */
export function useLeaveGuard(dirty: boolean): { release: () => void } {
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
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_TEXT)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}

/**
 * Shows url as the page's address without a navigation (the draft just created: a reload opens its edit page), keeping
 * the router's own history state so back and forward still work; the form stays mounted with what the seller typed.
 */
export function replaceAddress(url: string): void {
  if (typeof window === "undefined" || window.location.pathname === url) return;
  window.history.replaceState(window.history.state, "", url);
}
