import { API_MESSAGES, ApiError } from "../lib/api/ApiError";
import { describeError, isChunkLoadError, isNetworkError, isTransientLoadError } from "./errorKinds";

describe("isChunkLoadError", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: https://x.cn/assets/Artist-abc.js"),
    new TypeError("error loading dynamically imported module: https://x.cn/a.js"),
    new TypeError("Importing a module script failed."),
    new Error("Loading chunk 42 failed."),
    new Error("Loading CSS chunk 7 failed."),
    new Error("Unable to preload CSS for /assets/a.css"),
    Object.assign(new Error("whatever"), { name: "ChunkLoadError" }),
    { name: "ChunkLoadError", message: "" },
    "Failed to fetch dynamically imported module",
  ])("recognises %s", (err) => {
    expect(isChunkLoadError(err)).toBe(true);
    expect(isTransientLoadError(err)).toBe(true);
  });

  it("rejects other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("isNetworkError", () => {
  it.each([
    new TypeError("Failed to fetch"),
    new TypeError("fetch failed"),
    new TypeError("Load failed"),
    new TypeError("NetworkError when attempting to fetch resource."),
    Object.assign(new Error("boom"), { name: "NetworkError" }),
    new Error("connect ECONNREFUSED 127.0.0.1:8080"),
    new Error("Network request failed"),
    new Error("socket hang up: connection reset"),
    new ApiError(API_MESSAGES.cors, { code: 0, status: 0, kind: "network" }),
    new ApiError(API_MESSAGES.timeout, { code: 0, status: 0, kind: "timeout" }),
  ])("recognises %s", (err) => {
    expect(isNetworkError(err)).toBe(true);
    expect(isTransientLoadError(err)).toBe(true);
  });

  it("rejects application errors", () => {
    expect(isNetworkError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isNetworkError(new ApiError("服务器错误", { code: 500, status: 500, kind: "http" }))).toBe(false);
    expect(isTransientLoadError(new RangeError("Invalid array length"))).toBe(false);
  });
});

describe("describeError", () => {
  it("reads Error, plain objects, strings and others", () => {
    expect(describeError(new RangeError("r"))).toEqual({ name: "RangeError", message: "r" });
    expect(describeError({ name: 1, message: "m" })).toEqual({ name: "", message: "m" });
    expect(describeError("s")).toEqual({ name: "", message: "s" });
    expect(describeError(42)).toEqual({ name: "", message: "" });
  });
});
