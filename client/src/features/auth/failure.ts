import { errorMessage, isApiError } from "../../lib/api";

/** The client's own text for a code without a server message ('请求失败 (N)'), not a server message. */
const GENERIC = /^请求失败 \(\d+\)$/;

/**
 * The text of a failure toast (spec §8): the server's message when it sent one (or the catalogue text of the
 * REST client: 服务器错误, 接口不存在, ...), else `fallback`.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (isApiError(err) && GENERIC.test(err.message.trim())) return fallback;
  return errorMessage(err, fallback);
}
