/**
 * The one way the site asks before something that cannot be undone (deleting, taking down, signing a device out,
 * leaving a form with unsaved changes): an in-page alert dialog, never the browser's confirm(), which cannot be
 * styled, reads 「127.0.0.1 显示」 above our words and is suppressed by some in-app browsers (WeChat).
 *
 * Accessible as WAI-ARIA's alertdialog pattern: focus moves to 取消 (the choice that loses nothing) when it opens,
 * stays inside while it is open (Tab and Shift+Tab cycle), Esc or a tap outside cancels, and focus goes back to
 * what had it (the button that asked) when it closes.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLatest } from "../form/useLatest";

export const CANCEL_LABEL = "取消";

export interface ConfirmOptions {
  /** The question, e.g. 删除这个地址？ */
  title: string;
  /** What happens, in a sentence (optional). */
  body?: string;
  /** A verb naming the action, e.g. 删除, 下架, 退出 — never a bare 确定. */
  confirmLabel: string;
  /** Red confirm button for a destructive action (the default); false for a neutral one. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** Called once: true for the action's button, false for 取消, Esc or a tap outside. */
  onClose: (confirmed: boolean) => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog({ title, body, confirmLabel, danger = true, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const close = useCallback(
    (confirmed: boolean) => {
      if (closed.current) return;
      closed.current = true;
      onClose(confirmed);
    },
    [onClose],
  );

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      // Back to the button that asked, if it is still on the page (a deleted row's button is not).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close(false);
      return;
    }
    if (e.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !panel.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !panel.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 p-4 sm:items-center" data-testid="confirm-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close(false)}>
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={body ? bodyId : undefined}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl"
        data-testid="confirm-dialog"
      >
        <h2 id={titleId} className="text-base font-semibold text-primary">
          {title}
        </h2>
        {body ? (
          <p id={bodyId} className="mt-2 text-sm text-secondary">
            {body}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-3">
          <button ref={cancel} type="button" onClick={() => close(false)} className="h-11 min-w-20 rounded-md border border-black/15 px-4 text-sm hover:border-primary">
            {CANCEL_LABEL}
          </button>
          <button
            type="button"
            onClick={() => close(true)}
            className={`h-11 min-w-20 rounded-md px-4 text-sm font-medium text-white hover:opacity-90 ${danger ? "bg-error" : "bg-primary"}`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * Asking from an event handler: `if (await ask({...})) run()`. Render the returned element where the component
 * renders (it is portalled to the body while open, nothing otherwise).
 */
export function useConfirm(): [ask: (options: ConfirmOptions) => Promise<boolean>, dialog: ReactNode] {
  const [pending, setPending] = useState<{ options: ConfirmOptions; resolve: (ok: boolean) => void } | null>(null);
  const pendingRef = useLatest(pending);
  // A question still open when the component goes away is answered 取消: nothing irreversible happens unasked.
  useEffect(() => () => pendingRef.current?.resolve(false), [pendingRef]);
  const ask = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending((prev) => {
          prev?.resolve(false);
          return { options, resolve };
        });
      }),
    [],
  );
  const dialog = pending ? (
    <ConfirmDialog
      {...pending.options}
      onClose={(ok) => {
        pending.resolve(ok);
        setPending(null);
      }}
    />
  ) : null;
  return [ask, dialog];
}
