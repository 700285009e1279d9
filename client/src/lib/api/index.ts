export { API_MESSAGES, ApiError, errorMessage, isApiError } from "./ApiError";
export type { ApiErrorInit, ApiErrorKind } from "./ApiError";
export { createApiClient, GET_CACHE_TTL_MS, isCrossOrigin, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, xhrFetch } from "./client";
export type { ApiClient, ApiClientOptions, FetchLike, GetOptions, UploadOptions } from "./client";
export type { Envelope } from "./envelope";
export { encodeQuery } from "./query";
export type { QueryParams, QueryScalar, QueryValue } from "./query";
export { RETRY_STATUSES } from "./retry";
export type { RetryPolicy } from "./retry";
