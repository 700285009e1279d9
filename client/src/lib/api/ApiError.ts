/** Texts of the error catalogue (spec §8) raised by the REST client. */
export const API_MESSAGES = {
  empty: "响应数据为空",
  unauthorized: "未登录或登录已过期",
  notFound: "接口不存在",
  server: "服务器错误",
  cors: "跨域请求错误 (CORS): 无法访问API",
  /**
   * Not in the spec: a same-origin request that got no answer (offline, server restarting). Screens show their
   * situation's default toast instead (features/auth/failure.ts); this text is for logs and other callers.
   */
  network: "网络连接失败，请检查网络后重试",
  timeout: "请求超时，请稍后重试",
  /** Not in the spec: a 2xx body that is not a JSON envelope. */
  invalid: "响应数据格式错误",
} as const;

/**
 * Where the failure came from:
 * - envelope: HTTP 2xx, envelope code other than 1 (message is the server's)
 * - http: HTTP status outside 2xx
 * - empty: empty response body
 * - invalid: body is not a JSON envelope
 * - network: fetch itself failed: message `cors` when the API is on another origin (a real cross-origin failure),
 *   `network` for a same-origin request (offline, server restarting, DNS ...)
 * - timeout: no complete answer within the timeout
 */
export type ApiErrorKind = "envelope" | "http" | "empty" | "invalid" | "network" | "timeout";

export interface ApiErrorInit {
  /** Envelope code when the server sent one, else the HTTP status, else 0. */
  code: number;
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  kind: ApiErrorKind;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: number;
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** How long the server asked to wait (its Retry-After), for a 429 or 503; undefined when it did not say. */
  retryAfterMs: number | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.kind = init.kind;
    this.retryAfterMs = undefined;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * The message to show for a failed call: the ApiError's message (the server's, or the catalogue text of
 * spec §8) when present, else `fallback`. Other errors (programming errors) always give the fallback.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (isApiError(err) && err.message.trim() !== "") return err.message;
  return fallback;
}
