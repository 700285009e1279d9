import { describeError, isTransientLoadError } from "./errorKinds";
import { readItem, removeItem, safeLocalStorage, writeItem, type StorageLike } from "../lib/storage";

/** Error persistence of spec §8 (saved app errors) and §3 (startup cleanup). */
export const APP_ERRORS_KEY = "appErrors";
/** Chunk-load error records of spec §3, removed on every start. */
export const STARTUP_ERROR_KEYS = ["lastSSRError", "lastAPIError"] as const;
/** Saved error lifetime of spec §9. */
export const SAVED_ERROR_LIFETIME_MS = 60_000;
const MAX_SAVED_ERRORS = 10;

/** Error object of spec §3. */
export interface SavedAppError {
  name: string;
  message: string;
  url: string;
  timestamp: number;
}

export interface ErrorStoreOptions {
  /** Defaults to localStorage (or nothing where it is unusable). */
  storage?: StorageLike | null;
  now?: () => number;
  /** Page address to record; defaults to location.href. */
  url?: string;
}

function storageOf(opts: ErrorStoreOptions | undefined): StorageLike | null {
  return opts?.storage !== undefined ? opts.storage : safeLocalStorage();
}

function isSavedAppError(value: unknown): value is SavedAppError {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === "string" &&
    typeof v.message === "string" &&
    typeof v.url === "string" &&
    typeof v.timestamp === "number"
  );
}

/**
 * The saved errors younger than the lifetime. `pruned` tells whether anything older or malformed was
 * dropped (then the caller writes the list back).
 */
function readFresh(storage: StorageLike | null, now: number): { fresh: SavedAppError[]; pruned: boolean } {
  const raw = readItem(storage, APP_ERRORS_KEY);
  if (raw === null) return { fresh: [], pruned: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { fresh: [], pruned: true };
  }
  if (!Array.isArray(parsed)) return { fresh: [], pruned: true };
  const fresh = parsed.filter(isSavedAppError).filter((e) => now - e.timestamp < SAVED_ERROR_LIFETIME_MS);
  return { fresh, pruned: fresh.length !== parsed.length };
}

function writeAll(storage: StorageLike | null, errors: readonly SavedAppError[]): void {
  if (errors.length === 0) removeItem(storage, APP_ERRORS_KEY);
  else writeItem(storage, APP_ERRORS_KEY, JSON.stringify(errors.slice(-MAX_SAVED_ERRORS)));
}

function currentUrl(): string {
  return typeof location === "undefined" ? "" : location.href;
}

/** On app start: remove the chunk-load error records (lastSSRError, lastAPIError). */
export function clearStartupErrors(opts?: ErrorStoreOptions): void {
  const storage = storageOf(opts);
  for (const key of STARTUP_ERROR_KEYS) removeItem(storage, key);
}

/**
 * Saves an app error with a timestamp, unless it is a dynamic-module / chunk load or a network, fetch or
 * connection error (returns null then). An identical error saved less than 60 s ago is re-used instead of
 * stored again. Older records are pruned. Never throws.
 */
export function saveAppError(err: unknown, opts?: ErrorStoreOptions): SavedAppError | null {
  if (isTransientLoadError(err)) return null;
  const storage = storageOf(opts);
  const now = (opts?.now ?? Date.now)();
  const { name, message } = describeError(err);
  const record: SavedAppError = {
    name: name || "Error",
    message: message || String(err),
    url: opts?.url ?? currentUrl(),
    timestamp: now,
  };
  const { fresh, pruned } = readFresh(storage, now);
  const existing = fresh.find((e) => e.name === record.name && e.message === record.message);
  if (existing) {
    if (pruned) writeAll(storage, fresh);
    return existing;
  }
  writeAll(storage, [...fresh, record]);
  return record;
}

/**
 * A saved error younger than 60 s, newest first: with `message`, the one with that message. Prunes older
 * records. Never throws.
 */
export function recentAppError(message?: string, opts?: ErrorStoreOptions): SavedAppError | null {
  const storage = storageOf(opts);
  const now = (opts?.now ?? Date.now)();
  const { fresh, pruned } = readFresh(storage, now);
  if (pruned) writeAll(storage, fresh);
  for (let i = fresh.length - 1; i >= 0; i -= 1) {
    const e = fresh[i];
    if (e && (message === undefined || e.message === message)) return e;
  }
  return null;
}
