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
