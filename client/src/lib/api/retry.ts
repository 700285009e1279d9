/** HTTP statuses a GET is retried on (spec §9). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** Delay before the first retry; doubles each time. */
  baseDelayMs: number;
  /** Upper bound for any delay, including one asked for by Retry-After. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, baseDelayMs: 300, maxDelayMs: 5000 };

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}

/**
 * Milliseconds asked for by a Retry-After header (delta-seconds or an HTTP date), or undefined when absent
 * or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  if (header == null) return undefined;
  const value = header.trim();
  if (value === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  // An HTTP date always names a day and month; this keeps V8's lenient parser off bare numbers such as "-1".
  if (!/[A-Za-z]/.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Delay before retry number `attempt` (0 for the first retry): exponential back-off (300, 600 ms ...) with
 * ±20 % jitter, unless the server asked for a Retry-After delay. Always capped at maxDelayMs.
 * `random` must return a number in [0, 1); 0.5 gives the exact back-off.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
  random: () => number,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, policy.maxDelayMs);
  const backoff = policy.baseDelayMs * 2 ** attempt;
  const jitter = 0.8 + 0.4 * random();
  return Math.min(Math.round(backoff * jitter), policy.maxDelayMs);
}
