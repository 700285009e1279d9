import { handleChunkError, RELOAD_GUARD_KEY } from "./chunkReload";
import type { StorageLike } from "../lib/storage";

const chunkError = new TypeError("Failed to fetch dynamically imported module: https://x.cn/assets/Artist-1a2b.js");

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("handleChunkError", () => {
  it("reloads once on a chunk error and stores the guard timestamp", () => {
    const reload = vi.fn();
    expect(handleChunkError(chunkError, { reload, now: () => 5000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe("5000");
  });

  it("does not reload again within 10 s", () => {
    const reload = vi.fn();
    handleChunkError(chunkError, { reload, now: () => 5000 });
    expect(handleChunkError(new Error("Loading chunk 3 failed."), { reload, now: () => 14_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe("5000");
  });

  it("reloads again once the guard is 10 s old", () => {
    const reload = vi.fn();
    handleChunkError(chunkError, { reload, now: () => 5000 });
    expect(handleChunkError(chunkError, { reload, now: () => 15_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe("15000");
  });

  it("ignores other errors", () => {
    const reload = vi.fn();
    expect(handleChunkError(new Error("x is undefined"), { reload })).toBe(false);
    expect(handleChunkError(new TypeError("Failed to fetch"), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
  });

  it("treats a garbage or future marker as absent", () => {
    const reload = vi.fn();
    sessionStorage.setItem(RELOAD_GUARD_KEY, "garbage");
    expect(handleChunkError(chunkError, { reload, now: () => 1000 })).toBe(true);
    sessionStorage.setItem(RELOAD_GUARD_KEY, "999999999");
    expect(handleChunkError(chunkError, { reload, now: () => 2000 })).toBe(true);
  });

  it("does not reload when the guard cannot be stored", () => {
    const reload = vi.fn();
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(handleChunkError(chunkError, { reload, storage: full })).toBe(false);
    expect(handleChunkError(chunkError, { reload, storage: null })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("uses Date.now and sessionStorage by default", () => {
    vi.useFakeTimers();
    vi.setSystemTime(123_456);
    const reload = vi.fn();
    expect(handleChunkError(chunkError, { reload })).toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe("123456");
  });
});
