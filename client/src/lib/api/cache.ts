/** In-memory GET cache with in-flight sharing (spec §7). */
export interface GetCache {
  /** A fresh cached value, or undefined. */
  read(key: string): { value: unknown } | undefined;
  /** Runs `load` unless an identical request is in flight, then caches its result for `ttlMs`. */
  load(key: string, ttlMs: number, load: () => Promise<unknown>): Promise<unknown>;
  clear(): void;
  /** Number of stored entries (fresh or not yet pruned). */
  size(): number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface GetCacheOptions {
  now: () => number;
  /** Oldest entries are dropped beyond this many. */
  maxEntries?: number;
}

export function createGetCache({ now, maxEntries = 200 }: GetCacheOptions): GetCache {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();
  // clear() bumps the generation so that requests started before it cannot refill the cache.
  let generation = 0;

  function prune(): void {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  function read(key: string): { value: unknown } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return { value: entry.value };
  }

  function load(key: string, ttlMs: number, run: () => Promise<unknown>): Promise<unknown> {
    const shared = inflight.get(key);
    if (shared) return shared;
    const started = generation;
    const promise = run().then(
      (value) => {
        if (generation === started) {
          inflight.delete(key);
          if (ttlMs > 0) {
            entries.delete(key);
            entries.set(key, { value, expiresAt: now() + ttlMs });
            prune();
          }
        }
        return value;
      },
      (err: unknown) => {
        if (generation === started) inflight.delete(key);
        throw err;
      },
    );
    inflight.set(key, promise);
    return promise;
  }

  function clear(): void {
    generation += 1;
    entries.clear();
    inflight.clear();
  }

  return { read, load, clear, size: () => entries.size };
}
