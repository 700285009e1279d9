import { API_MESSAGES, ApiError } from "./ApiError";

/** The response envelope of spec §3: `{code, message | msg, data}`. */
export interface Envelope<T = unknown> {
  code: number | string;
  message?: string;
  msg?: string;
  data?: T;
}

export const SUCCESS_CODE = 1;
export const UNAUTHORIZED_CODE = 401;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === "number" || (typeof code === "string" && code.trim() !== "" && !Number.isNaN(Number(code)));
}

/** The server's message of an envelope-shaped body (message, else msg), or undefined. */
export function envelopeMessage(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { message, msg } = value as { message?: unknown; msg?: unknown };
  if (typeof message === "string" && message.trim() !== "") return message;
  if (typeof msg === "string" && msg.trim() !== "") return msg;
  return undefined;
}

/** Catalogue text (spec §8) for an HTTP status or envelope code without a server message. */
export function statusMessage(status: number): string {
  if (status === 401) return API_MESSAGES.unauthorized;
  if (status === 404) return API_MESSAGES.notFound;
  if (status >= 500 && status <= 599) return API_MESSAGES.server;
  return `请求失败 (${status})`;
}

/**
 * Unwraps the body of a 2xx response. Code 1 resolves data; any other code throws an ApiError with the
 * server's message. `onUnauthorized` runs for code 401.
 */
export function unwrapEnvelope<T>(text: string, status: number, onUnauthorized: () => void): T {
  if (text.trim() === "") {
    throw new ApiError(API_MESSAGES.empty, { code: status, status, kind: "empty" });
  }
  const body = parseJson(text);
  if (body === null) {
    throw new ApiError(API_MESSAGES.empty, { code: status, status, kind: "empty" });
  }
  if (!isEnvelope(body)) {
    throw new ApiError(API_MESSAGES.invalid, { code: status, status, kind: "invalid" });
  }
  const code = Number(body.code);
  if (code === SUCCESS_CODE) return body.data as T;
  if (code === UNAUTHORIZED_CODE) onUnauthorized();
  throw new ApiError(envelopeMessage(body) ?? statusMessage(code), { code, status, kind: "envelope" });
}

/**
 * Builds the error of a non-2xx response. An envelope message in the body wins over the catalogue text.
 */
export function httpError(text: string, status: number): ApiError {
  const body = text.trim() === "" ? undefined : parseJson(text);
  const code = isEnvelope(body) ? Number(body.code) : status;
  return new ApiError(envelopeMessage(body) ?? statusMessage(status), { code, status, kind: "http" });
}
