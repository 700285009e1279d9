import { createGetCache } from "./cache";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createGetCache", () => {
  it("caches a loaded value until the TTL passes", async () => {
    let t = 1000;
    const cache = createGetCache({ now: () => t });
    await cache.load("k", 300_000, () => Promise.resolve("v"));
    expect(cache.read("k")).toEqual({ value: "v" });
    t += 299_999;
    expect(cache.read("k")).toEqual({ value: "v" });
    t += 1;
    expect(cache.read("k")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("shares an in-flight load between identical keys", async () => {
    const cache = createGetCache({ now: () => 0 });
    const d = deferred<string>();
    const run = vi.fn(() => d.promise);
    const a = cache.load("k", 1000, run);
    const b = cache.load("k", 1000, run);
    expect(run).toHaveBeenCalledTimes(1);
    d.resolve("x");
    await expect(a).resolves.toBe("x");
    await expect(b).resolves.toBe("x");
  });

  it("does not cache failures and lets the next call try again", async () => {
    const cache = createGetCache({ now: () => 0 });
    await expect(cache.load("k", 1000, () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(cache.read("k")).toBeUndefined();
    await expect(cache.load("k", 1000, () => Promise.resolve(2))).resolves.toBe(2);
  });

  it("clear() empties entries and stops in-flight loads from refilling the cache", async () => {
    const cache = createGetCache({ now: () => 0 });
    await cache.load("a", 1000, () => Promise.resolve(1));
    const d = deferred<number>();
    const pending = cache.load("b", 1000, () => d.promise);
    cache.clear();
    expect(cache.read("a")).toBeUndefined();
    // A new call after clear() does not join the old in-flight request.
    const run = vi.fn(() => Promise.resolve(3));
    await expect(cache.load("b", 1000, run)).resolves.toBe(3);
    expect(run).toHaveBeenCalledTimes(1);
    d.resolve(2);
    await expect(pending).resolves.toBe(2);
    expect(cache.read("b")).toEqual({ value: 3 });
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = createGetCache({ now: () => 0, maxEntries: 2 });
    for (const k of ["a", "b", "c"]) await cache.load(k, 1000, () => Promise.resolve(k));
    expect(cache.size()).toBe(2);
    expect(cache.read("a")).toBeUndefined();
    expect(cache.read("c")).toEqual({ value: "c" });
  });

  it("does not store when ttl is 0", async () => {
    const cache = createGetCache({ now: () => 0 });
    await cache.load("k", 0, () => Promise.resolve(1));
    expect(cache.read("k")).toBeUndefined();
  });
});
