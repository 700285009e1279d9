import { DEFAULT_RETRY_POLICY, isRetryableStatus, parseRetryAfter, retryDelay } from "./retry";

describe("isRetryableStatus", () => {
  it("retries exactly the statuses of spec §9", () => {
    for (const s of [408, 409, 425, 429, 500, 502, 503, 504]) expect(isRetryableStatus(s)).toBe(true);
    for (const s of [200, 400, 401, 403, 404, 422, 501, 505]) expect(isRetryableStatus(s)).toBe(false);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.UTC(2025, 0, 1, 0, 0, 0);

  it("reads delta-seconds", () => {
    expect(parseRetryAfter("2", now)).toBe(2000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("1.5", now)).toBe(1500);
  });

  it("reads an HTTP date relative to now", () => {
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:03 GMT", now)).toBe(3000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 23:00:00 GMT", now)).toBe(0);
  });

  it("ignores absent or garbage values", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-1", now)).toBeUndefined();
  });
});

describe("retryDelay", () => {
  it("doubles from 300 ms with the middle of the jitter", () => {
    expect(retryDelay(0, undefined, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(300);
    expect(retryDelay(1, undefined, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(600);
  });

  it("jitters within ±20 %", () => {
    expect(retryDelay(0, undefined, DEFAULT_RETRY_POLICY, () => 0)).toBe(240);
    expect(retryDelay(0, undefined, DEFAULT_RETRY_POLICY, () => 0.999999)).toBe(360);
    expect(retryDelay(1, undefined, DEFAULT_RETRY_POLICY, () => 0)).toBe(480);
  });

  it("honours Retry-After, capped", () => {
    expect(retryDelay(0, 2000, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(2000);
    expect(retryDelay(0, 120_000, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(5000);
    expect(retryDelay(0, 0, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(0);
  });

  it("caps the back-off", () => {
    expect(retryDelay(10, undefined, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(5000);
  });
});
