/** The one-tap WeChat login button shown at the bottom of the panel inside WeChat (spec §2.4/§4). */
import { useEffect, useState } from "react";
import { LABELS, ONE_TAP_REDIRECT_DELAY_MS } from "./constants";
import { useLatest } from "../../components/form";
import { memberStore } from "./memberStore";
import { startOneTapLogin } from "./wechat";

export interface OneTapLoginProps {
  /** Called on mount when the person is already signed in (spec §4). */
  onLoginSuccess?: () => void;
  /** Spec §9: 10000 ms. */
  delayMs?: number;
  /** Leaves the page (tests); defaults to window.location.assign. */
  redirect?: (url: string) => void;
}

export function OneTapLogin({ onLoginSuccess, delayMs = ONE_TAP_REDIRECT_DELAY_MS, redirect }: OneTapLoginProps) {
  const [busy, setBusy] = useState(false);
  const onSuccessRef = useLatest(onLoginSuccess);

  useEffect(() => {
    if (memberStore.isLoggedIn()) onSuccessRef.current?.();
  }, [onSuccessRef]);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    const left = await startOneTapLogin({ delayMs, ...(redirect ? { redirect } : {}) });
    if (!left) setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
      className="flex h-11 w-full items-center justify-center gap-2 rounded-md bg-[#07c160] text-sm font-medium text-white hover:opacity-90 disabled:opacity-60"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
        <path d="M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.6 2.7 4.7L4 17l2.6-1.3c.8.2 1.7.4 2.6.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.1-6 7-6h.4C16.2 5.9 13 4 9.2 4zM6.8 7.6a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM16.5 10c-3.3 0-5.9 2.2-5.9 4.9s2.6 4.9 5.9 4.9c.7 0 1.4-.1 2-.3L20.6 21l-.6-1.9c1.2-.9 2-2.3 2-3.9 0-2.9-2.5-5.2-5.5-5.2zm-2 2.7a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5zm4 0a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5z" />
      </svg>
      {busy ? LABELS.oneTapBusy : LABELS.oneTap}
    </button>
  );
}
