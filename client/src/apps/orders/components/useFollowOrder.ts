import { useEffect, useState } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import { fetchQuery, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
import { PAY_POLL_MS } from "../ordersState";

/**
 * Follows an order while it waits for its payment: asks the server again every PAY_POLL_MS (the answer lands in
 * Relay's store, so the page's fragment re-renders when the state moves), and stops once `waiting` is false or the
 * page is gone.
 */
export function useFollowOrder<Q extends OperationType>(query: GraphQLTaggedNode, variables: Q["variables"], waiting: boolean) {
  const env = useRelayEnvironment();
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      fetchQuery<Q>(env, query, JSON.parse(key) as Q["variables"], { fetchPolicy: "network-only" }).subscribe({
        complete: () => {
          if (!stopped) timer = setTimeout(tick, PAY_POLL_MS);
        },
        error: () => {
          if (!stopped) timer = setTimeout(tick, PAY_POLL_MS);
        },
      });
    };
    timer = setTimeout(tick, PAY_POLL_MS);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [env, query, key, waiting]);
}

/** Now, ticking every second (for the countdown of the stock hold). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return now;
}
