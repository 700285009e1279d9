import { isApiError } from "../lib/api/ApiError";

/** Name and message of any thrown value ("" when absent). */
export function describeError(err: unknown): { name: string; message: string } {
  if (err instanceof Error) return { name: err.name, message: err.message };
  if (typeof err === "object" && err !== null) {
    const { name, message } = err as { name?: unknown; message?: unknown };
    return { name: typeof name === "string" ? name : "", message: typeof message === "string" ? message : "" };
  }
  if (typeof err === "string") return { name: "", message: err };
  return { name: "", message: "" };
}

const CHUNK_NAMES = ["ChunkLoadError"];
const CHUNK_MESSAGES = [
  "failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "importing a module script failed", // Safari
  "loading chunk", // webpack-style "Loading chunk 12 failed"
  "loading css chunk",
  "unable to preload css", // Vite's preload helper
];

const NETWORK_NAMES = ["NetworkError"];
const NETWORK_MESSAGES = [
  "failed to fetch",
  "fetch failed", // Node's fetch
  "load failed", // Safari's fetch
  "networkerror",
  "network",
  "econnrefused",
  "econnreset",
  "etimedout",
  "connection",
];

function matches(err: unknown, names: readonly string[], messages: readonly string[]): boolean {
  const { name, message } = describeError(err);
  if (names.includes(name)) return true;
  const text = message.toLowerCase();
  return messages.some((m) => text.includes(m));
}

/** A failed lazy route / dynamic import: the deployment changed or a chunk could not be fetched. */
export function isChunkLoadError(err: unknown): boolean {
  return matches(err, CHUNK_NAMES, CHUNK_MESSAGES);
}

/** A network, fetch or connection failure, including the REST client's network and timeout errors. */
export function isNetworkError(err: unknown): boolean {
  if (isApiError(err)) return err.kind === "network" || err.kind === "timeout";
  return matches(err, NETWORK_NAMES, NETWORK_MESSAGES);
}

/** Errors of spec §8 that are not persisted: dynamic module / chunk loads and network failures. */
export function isTransientLoadError(err: unknown): boolean {
  return isChunkLoadError(err) || isNetworkError(err);
}
