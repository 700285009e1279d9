/**
 * Leaving the artwork form with unsaved changes: the shared guard (the in-page dialog inside the app, the browser's
 * prompt only for reload and close) with the form's own question.
 */
import type { ReactNode } from "react";
import { useLeaveGuard as useSharedLeaveGuard } from "../../../components/ConfirmDialog";

export const LEAVE_TEXT = "作品还有未保存的修改，确定离开吗？";

/** Guards leaving while dirty; release() lets the next navigation through (after a submit). Render dialog. */
export function useLeaveGuard(dirty: boolean): { release: () => void; dialog: ReactNode } {
  return useSharedLeaveGuard(dirty, LEAVE_TEXT);
}

/**
 * Shows url as the page's address without a navigation (the draft just created: a reload opens its edit page), keeping
 * the router's own history state so back and forward still work; the form stays mounted with what the seller typed.
 * Only while the address is still from: a draft whose creation answers after the seller has left (离开 while it was on
 * its way) must not rewrite the address of the page they went to.
 */
export function replaceAddress(from: string, url: string): void {
  if (typeof window === "undefined" || window.location.pathname !== from) return;
  window.history.replaceState(window.history.state, "", url);
}
