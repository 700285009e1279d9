import { ApiError } from "../lib/api/ApiError";
import {
  APP_ERRORS_KEY,
  clearStartupErrors,
  recentAppError,
  saveAppError,
  type SavedAppError,
} from "./errors";
import type { StorageLike } from "../lib/storage";

function stored(): SavedAppError[] {
  return JSON.parse(localStorage.getItem(APP_ERRORS_KEY) ?? "[]") as SavedAppError[];
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("quota");
  },
  removeItem: () => {
    throw new Error("denied");
  },
};

beforeEach(() => {
  localStorage.clear();
});

describe("clearStartupErrors", () => {
  it("removes lastSSRError and lastAPIError only", () => {
    localStorage.setItem("lastSSRError", "{}");
    localStorage.setItem("lastAPIError", "{}");
    localStorage.setItem("token", "t");
    clearStartupErrors();
    expect(localStorage.getItem("lastSSRError")).toBeNull();
    expect(localStorage.getItem("lastAPIError")).toBeNull();
    expect(localStorage.getItem("token")).toBe("t");
  });

  it("never throws", () => {
    expect(() => clearStartupErrors({ storage: throwing })).not.toThrow();
    expect(() => clearStartupErrors({ storage: null })).not.toThrow();
  });
});

describe("saveAppError", () => {
  it("stores name, message, url and timestamp", () => {
    const saved = saveAppError(new RangeError("bad index"), { now: () => 1000, url: "https://x.cn/artist/1" });
    const expected = { name: "RangeError", message: "bad index", url: "https://x.cn/artist/1", timestamp: 1000 };
    expect(saved).toEqual(expected);
    expect(stored()).toEqual([expected]);
  });

  it("defaults the url to location.href", () => {
    expect(saveAppError(new Error("e"))?.url).toBe(location.href);
  });

  it("handles non-Error values", () => {
    expect(saveAppError("plain", { now: () => 1 })).toMatchObject({ name: "Error", message: "plain" });
    expect(saveAppError(42, { now: () => 1 })).toMatchObject({ name: "Error", message: "42" });
  });

  it.each([
    new TypeError("Failed to fetch dynamically imported module: /assets/a.js"),
    new Error("Loading chunk 3 failed."),
    Object.assign(new Error("x"), { name: "ChunkLoadError" }),
    Object.assign(new Error("x"), { name: "NetworkError" }),
    new TypeError("Failed to fetch"),
    new TypeError("Load failed"),
    new Error("connect ECONNREFUSED 127.0.0.1:3000"),
    new Error("network error"),
    new ApiError("跨域请求错误 (CORS): 无法访问API", { code: 0, status: 0, kind: "network" }),
  ])("does not persist %s", (err) => {
    expect(saveAppError(err)).toBeNull();
    expect(localStorage.getItem(APP_ERRORS_KEY)).toBeNull();
  });

  it("re-uses an identical error younger than 60 s instead of storing it again", () => {
    const first = saveAppError(new Error("boom"), { now: () => 0, url: "/a" });
    const again = saveAppError(new Error("boom"), { now: () => 59_999, url: "/b" });
    expect(again).toEqual(first);
    expect(stored()).toHaveLength(1);
  });

  it("prunes records older than 60 s", () => {
    saveAppError(new Error("old"), { now: () => 0 });
    saveAppError(new Error("new"), { now: () => 60_000 });
    expect(stored().map((e) => e.message)).toEqual(["new"]);
  });

  it("keeps at most 10 records", () => {
    for (let i = 0; i < 15; i += 1) saveAppError(new Error(`e${i}`), { now: () => i });
    expect(stored().map((e) => e.message)).toEqual(["e5", "e6", "e7", "e8", "e9", "e10", "e11", "e12", "e13", "e14"]);
  });

  it("survives malformed stored data", () => {
    localStorage.setItem(APP_ERRORS_KEY, "{not json");
    expect(saveAppError(new Error("x"), { now: () => 5 })).toMatchObject({ message: "x" });
    localStorage.setItem(APP_ERRORS_KEY, JSON.stringify([{ name: 1 }, "x", null]));
    saveAppError(new Error("y"), { now: () => 6 });
    expect(stored().map((e) => e.message)).toEqual(["y"]);
  });

  it("never throws when storage fails", () => {
    expect(() => saveAppError(new Error("x"), { storage: throwing })).not.toThrow();
    expect(saveAppError(new Error("x"), { storage: null })).toMatchObject({ message: "x" });
  });
});

describe("recentAppError", () => {
  it("returns a saved error younger than 60 s by message", () => {
    saveAppError(new Error("a"), { now: () => 0 });
    saveAppError(new Error("b"), { now: () => 10 });
    expect(recentAppError("a", { now: () => 59_999 })?.message).toBe("a");
    expect(recentAppError("c", { now: () => 100 })).toBeNull();
  });

  it("returns the newest without a message", () => {
    saveAppError(new Error("a"), { now: () => 0 });
    saveAppError(new Error("b"), { now: () => 10 });
    expect(recentAppError(undefined, { now: () => 20 })?.message).toBe("b");
  });

  it("does not return and prunes errors 60 s or older", () => {
    saveAppError(new Error("a"), { now: () => 0 });
    expect(recentAppError("a", { now: () => 60_000 })).toBeNull();
    expect(localStorage.getItem(APP_ERRORS_KEY)).toBeNull();
  });

  it("never throws when storage fails", () => {
    expect(recentAppError("a", { storage: throwing })).toBeNull();
  });
});
