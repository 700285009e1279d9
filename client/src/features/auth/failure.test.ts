import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { retryAfterSeconds } from "./failure";

function refused(status: number, message: string, retryAfterMs?: number): ApiError {
  const e = new ApiError(message, { code: status, status, kind: "http" });
  e.retryAfterMs = retryAfterMs;
  return e;
}

describe("retryAfterSeconds", () => {
  it("is the server's Retry-After of a 429, rounded up", () => {
    expect(retryAfterSeconds(refused(429, "发送过于频繁，请40秒后再试", 39_200))).toBe(40);
  });
  it("falls back to the seconds the 429's message names", () => {
    expect(retryAfterSeconds(refused(429, "发送过于频繁，请17秒后再试"))).toBe(17);
  });
  it("is 0 for any other failure", () => {
    expect(retryAfterSeconds(refused(422, "请40秒后再试", 40_000))).toBe(0);
    expect(retryAfterSeconds(refused(429, "今日发送次数已达上限，请明天再试"))).toBe(0);
    expect(retryAfterSeconds(new Error("x"))).toBe(0);
  });
});
