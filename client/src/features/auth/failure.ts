import { API_MESSAGES, errorMessage, isApiError } from "../../lib/api";

/** The client's own text for a code without a server message ('请求失败 (N)'), not a server message. */
const GENERIC = /^请求失败 \(\d+\)$/;

/**
 * The text of a failure toast (spec §8): the server's message when it sent one (or the catalogue text of the
 * REST client: 服务器错误, 接口不存在, 跨域请求错误 for a real cross-origin failure, ...), else `fallback`. A
 * same-origin request that simply failed (offline, server restarting) has no message of its own: the situation's
 * default toast of the §8 table.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (isApiError(err) && GENERIC.test(err.message.trim())) return fallback;
  if (isApiError(err) && err.kind === "network" && err.message === API_MESSAGES.network) return fallback;
  return errorMessage(err, fallback);
}

/**
 * The seconds a refusal as too soon (429) asked to wait: the server's Retry-After, else the seconds its message
 * names (发送过于频繁，请40秒后再试); 0 for any other failure.
 */
export function retryAfterSeconds(err: unknown): number {
  if (!isApiError(err) || err.status !== 429) return 0;
  if (err.retryAfterMs !== undefined && err.retryAfterMs > 0) return Math.ceil(err.retryAfterMs / 1000);
  const named = /(\d+)\s*秒/.exec(err.message);
  return named ? Number(named[1]) : 0;
}
