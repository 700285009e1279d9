import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { memberStore, type MemberState } from "./memberStore";
import { SEND_CODE_COUNTDOWN_S } from "./constants";

const noopSubscribe = () => () => {};

/** False on the server and during hydration, true on the client afterwards. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** The member store's state; "logged out" on the server and during hydration. */
export function useMemberState(): MemberState {
  return useSyncExternalStore(memberStore.subscribe, memberStore.getSnapshot, memberStore.getServerSnapshot);
}

/** Signed in = the token is non-empty (spec §4). */
export function useIsLoggedIn(): boolean {
  return useMemberState().token !== "";
}


export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  active: boolean;
  /** Starts counting down from `from` seconds (the default: the hook's). */
  start(from?: number): void;
}

/** The send-code countdown (spec §4/§9): 60 seconds, one tick a second. */
export function useCountdown(seconds: number = SEND_CODE_COUNTDOWN_S): Countdown {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((from?: number) => setRemaining(from ?? seconds), [seconds]);
  return { remaining, active: remaining > 0, start };
}
