import { currentUserAgent, detectChannel } from "../channel";
import { API_MESSAGES, ApiError } from "./ApiError";
import { createGetCache } from "./cache";
import { httpError, unwrapEnvelope } from "./envelope";
import { encodeQuery, type QueryParams } from "./query";
import { DEFAULT_RETRY_POLICY, isRetryableStatus, parseRetryAfter, retryDelay, type RetryPolicy } from "./retry";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const REQUEST_TIMEOUT_MS = 10_000;
export const GET_CACHE_TTL_MS = 300_000;

export interface ApiClientOptions {
  /** API base URL; paths are appended to it ("" for same origin). */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called on HTTP 401 and on envelope code 401. */
  clearToken: () => void;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Clock for the GET cache and Retry-After dates. Defaults to Date.now. */
  now?: () => number;
  /** User agent used for the Channel header; defaults to navigator.userAgent (or "" on the server). */
  userAgent?: () => string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Jitter source in [0, 1). Defaults to Math.random. */
  random?: () => number;
  /**
   * The page's origin, to tell a cross-origin failure (CORS) from a same-origin one; defaults to
   * window.location.origin ("" where there is no window: failures then count as same-origin).
   */
  pageOrigin?: () => string;
}

export interface GetOptions {
  /** false: neither read nor write the cache, and do not share an in-flight request. */
  cache?: boolean;
  /** Cache lifetime of this response; defaults to the client's (5 minutes). */
  ttlMs?: number;
  /**
   * true: do not answer from the cache, fetch (or join an identical request in flight) and store the fresh
   * answer (member info after login, bind and the login check: spec §4).
   */
  refresh?: boolean;
}

export interface ApiClient {
  get<T = unknown>(path: string, query?: QueryParams, opts?: GetOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  /**
   * multipart POST; the browser sets the Content-Type with its boundary. With onProgress the request goes through
   * XMLHttpRequest (fetch cannot report an upload's progress) and may take UPLOAD_TIMEOUT_MS.
   */
  upload<T = unknown>(path: string, formData: FormData, opts?: UploadOptions): Promise<T>;
  /** Empties the GET cache (logout, account switch). */
  clearCache(): void;
}

export interface UploadOptions {
  /** Called as the body goes out: bytes sent and the total. */
  onProgress?: (sent: number, total: number) => void;
}

/** An upload of a few megabytes from a phone may need more than the 10 s of a call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * A FetchLike over XMLHttpRequest that reports the upload's progress. Network failures reject with a TypeError
 * and an abort (the timeout) with an AbortError, as fetch does, so the client tells them apart the same way.
 */
export function xhrFetch(onProgress: (sent: number, total: number) => void): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? "GET", input);
      for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded, e.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const i = line.indexOf(":");
          if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
        }
        const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 502;
        resolve(new Response(status === 204 ? null : xhr.responseText, { status, headers }));
      };
      xhr.onerror = () => reject(new TypeError("Network request failed"));
      xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
      init.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** GETs that must never come from the cache (spec §7: the captcha). */
const UNCACHED_PATH = /^\/?api\/captcha(?:[/?#]|$)/;

type Attempt<T> = { ok: true; value: T } | { ok: false; error: ApiError; retryAfterMs: number | undefined };

interface RequestSpec {
  method: "GET" | "POST" | "PUT";
  url: string;
  token: string;
  body?: BodyInit;
  json: boolean;
  retry: boolean;
  /** This request's transport and time limit, when not the client's. */
  fetch?: FetchLike;
  timeoutMs?: number;
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function currentOrigin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/** Whether `url` is on another origin than the page (a relative URL never is). */
export function isCrossOrigin(url: string, pageOrigin: string): boolean {
  if (pageOrigin === "") return /^[a-z][a-z0-9+.-]*:/i.test(url);
  try {
    return new URL(url, pageOrigin).origin !== pageOrigin;
  } catch {
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const userAgent = options.userAgent ?? currentUserAgent;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const cacheTtlMs = options.cacheTtlMs ?? GET_CACHE_TTL_MS;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;
  const cache = createGetCache({ now });
  const pageOrigin = options.pageOrigin ?? currentOrigin;

  function headersFor(spec: RequestSpec): Record<string, string> {
    const headers: Record<string, string> = { Channel: detectChannel(userAgent()) };
    if (spec.json) headers["Content-Type"] = "application/json";
    if (spec.token !== "") headers["Token"] = spec.token;
    return headers;
  }

  function transportError(err: unknown, timedOut: boolean, url: string): ApiError {
    if (timedOut) return new ApiError(API_MESSAGES.timeout, { code: 0, status: 0, kind: "timeout", cause: err });
    // fetch rejects with a TypeError for CORS, offline and DNS failures alike: only a request to another origin
    // can be a CORS failure (spec §8); a same-origin one simply got no answer.
    const message = isCrossOrigin(url, pageOrigin()) ? API_MESSAGES.cors : API_MESSAGES.network;
    return new ApiError(message, { code: 0, status: 0, kind: "network", cause: err });
  }

  async function attempt<T>(spec: RequestSpec): Promise<Attempt<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, spec.timeoutMs ?? timeoutMs);
    try {
      let response: Response;
      let text: string;
      try {
        const init: RequestInit = { method: spec.method, headers: headersFor(spec), signal: controller.signal };
        if (spec.body !== undefined) init.body = spec.body;
        response = await (spec.fetch ?? fetchImpl)(spec.url, init);
        text = await response.text();
      } catch (err) {
        return { ok: false, error: transportError(err, timedOut, spec.url), retryAfterMs: undefined };
      }
      if (!response.ok) {
        if (response.status === 401) options.clearToken();
        const retryAfterMs = parseRetryAfter(response.headers.get("Retry-After"), now());
        const error = httpError(text, response.status);
        error.retryAfterMs = retryAfterMs;
        return { ok: false, error, retryAfterMs };
      }
      try {
        return { ok: true, value: unwrapEnvelope<T>(text, response.status, options.clearToken) };
      } catch (err) {
        if (err instanceof ApiError) return { ok: false, error: err, retryAfterMs: undefined };
        throw err;
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(spec: RequestSpec): Promise<T> {
    for (let retryIndex = 0; ; retryIndex += 1) {
      const result = await attempt<T>(spec);
      if (result.ok) return result.value;
      const { error } = result;
      const retryable =
        spec.retry && retryIndex < policy.retries && error.kind === "http" && isRetryableStatus(error.status);
      if (!retryable) throw error;
      await sleep(retryDelay(retryIndex, result.retryAfterMs, policy, random));
    }
  }

  function tokenNow(): string {
    return options.getToken() ?? "";
  }

  function get<T>(path: string, query?: QueryParams, opts?: GetOptions): Promise<T> {
    const qs = encodeQuery(query);
    const token = tokenNow();
    const spec: RequestSpec = {
      method: "GET",
      url: joinUrl(options.baseUrl, path) + (qs === "" ? "" : `?${qs}`),
      token,
      json: true,
      retry: true,
    };
    if (opts?.cache === false || UNCACHED_PATH.test(path)) return request<T>(spec);
    // The token is part of the key: two users never share a cached answer.
    const key = `${token}\n${path}?${qs}`;
    if (opts?.refresh !== true) {
      const hit = cache.read(key);
      if (hit) return Promise.resolve(hit.value as T);
    }
    return cache.load(key, opts?.ttlMs ?? cacheTtlMs, () => request<T>(spec)) as Promise<T>;
  }

  function send<T>(method: "POST" | "PUT", path: string, body: unknown): Promise<T> {
    const spec: RequestSpec = { method, url: joinUrl(options.baseUrl, path), token: tokenNow(), json: true, retry: false };
    if (body !== undefined) spec.body = JSON.stringify(body);
    return request<T>(spec);
  }

  return {
    get,
    post: (path, body) => send("POST", path, body),
    put: (path, body) => send("PUT", path, body),
    upload: (path, formData, opts) => {
      const spec: RequestSpec = { method: "POST", url: joinUrl(options.baseUrl, path), token: tokenNow(), body: formData, json: false, retry: false };
      if (opts?.onProgress && typeof XMLHttpRequest !== "undefined") {
        spec.fetch = xhrFetch(opts.onProgress);
        spec.timeoutMs = Math.max(timeoutMs, UPLOAD_TIMEOUT_MS);
      }
      return request(spec);
    },
    clearCache: () => cache.clear(),
  };
}
