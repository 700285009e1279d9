import { canPrefetch, createPreloadQueue } from "./prefetch";

describe("canPrefetch", () => {
  it("is false on data-saver", () => {
    expect(canPrefetch({ connection: { saveData: true, effectiveType: "4g" } })).toBe(false);
  });

  it("is false on 2g and slow-2g", () => {
    expect(canPrefetch({ connection: { effectiveType: "2g" } })).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: "slow-2g" } })).toBe(false);
  });

  it("is true on faster connections or without connection info", () => {
    expect(canPrefetch({ connection: { effectiveType: "3g" } })).toBe(true);
    expect(canPrefetch({ connection: { effectiveType: "4g", saveData: false } })).toBe(true);
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch(null)).toBe(true);
  });

  it("reads the global navigator by default", () => {
    expect(canPrefetch()).toBe(true);
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    expect(canPrefetch()).toBe(false);
    Reflect.deleteProperty(navigator, "connection");
    expect(canPrefetch()).toBe(true);
  });
});

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("createPreloadQueue", () => {
  it("runs at most 4 at once; the rest wait in order", async () => {
    const q = createPreloadQueue();
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const results = gates.map((g, i) =>
      q.enqueue(`r${i}`, () => {
        started.push(i);
        return g.promise;
      }),
    );
    expect(q.running()).toBe(4);
    expect(q.waiting()).toBe(2);
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]?.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(q.running()).toBe(4);
    for (const g of gates) g.resolve();
    await expect(Promise.all(results)).resolves.toEqual([true, true, true, true, true, true]);
    expect(q.running()).toBe(0);
    expect(q.waiting()).toBe(0);
  });

  it("honours a custom limit", () => {
    const q = createPreloadQueue(1);
    q.enqueue("a", () => new Promise(() => undefined));
    q.enqueue("b", () => Promise.resolve());
    expect(q.running()).toBe(1);
    expect(q.waiting()).toBe(1);
  });

  it("never runs the same key twice while pending or after success", async () => {
    const q = createPreloadQueue();
    const g = deferred();
    const fn = vi.fn(() => g.promise);
    const a = q.enqueue("artist", fn);
    const b = q.enqueue("artist", fn);
    expect(b).toBe(a);
    g.resolve();
    await expect(a).resolves.toBe(true);
    await expect(q.enqueue("artist", fn)).resolves.toBe(true);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("does not run a queued key twice", async () => {
    const q = createPreloadQueue(1);
    const g = deferred();
    q.enqueue("a", () => g.promise);
    const fn = vi.fn(() => Promise.resolve());
    q.enqueue("b", fn);
    q.enqueue("b", fn);
    expect(q.waiting()).toBe(1);
    g.resolve();
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("allows a retry after failure, and frees the slot", async () => {
    const q = createPreloadQueue(1);
    const failing = vi.fn(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await expect(q.enqueue("x", failing)).resolves.toBe(false);
    expect(q.running()).toBe(0);
    const ok = vi.fn(() => Promise.resolve());
    await expect(q.enqueue("x", ok)).resolves.toBe(true);
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it("treats a synchronous throw as a failure", async () => {
    const q = createPreloadQueue();
    const result = q.enqueue("x", () => {
      throw new Error("sync");
    });
    await expect(result).resolves.toBe(false);
    expect(q.running()).toBe(0);
  });
});
