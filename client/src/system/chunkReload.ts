import { isChunkLoadError } from "./errorKinds";
import { readItem, safeSessionStorage, writeItem, type StorageLike } from "../lib/storage";

/** Route-reload guard of spec §2.3 / §9: kept in session storage for 10 s. */
export const RELOAD_GUARD_KEY = "route-reload-guard";
export const RELOAD_GUARD_MS = 10_000;

export interface ChunkReloadOptions {
  /** Defaults to sessionStorage. */
  storage?: StorageLike | null;
  now?: () => number;
  /** Defaults to location.reload(). */
  reload?: () => void;
}

function defaultReload(): void {
  if (typeof location !== "undefined") location.reload();
}

/**
 * After a failed lazy route / dynamic import (usually a new deployment removed the old chunks), reloads the
 * page once. A second failure within 10 s does not reload again, nor does any failure when the guard cannot
 * be stored (that would risk a reload loop). Returns whether it reloaded.
 */
export function handleChunkError(err: unknown, opts?: ChunkReloadOptions): boolean {
  if (!isChunkLoadError(err)) return false;
  const storage = opts?.storage !== undefined ? opts.storage : safeSessionStorage();
  const now = (opts?.now ?? Date.now)();
  const last = Number(readItem(storage, RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  if (!writeItem(storage, RELOAD_GUARD_KEY, String(now))) return false;
  (opts?.reload ?? defaultReload)();
  return true;
}
