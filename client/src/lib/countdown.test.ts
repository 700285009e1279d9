import { countdownParts, formatCountdown, msToNextTick } from "./countdown";
import { formatShanghaiDateTime } from "../format/date";

const start = Date.parse("2026-11-25T12:00:00Z");

describe("countdownParts", () => {
  it("splits what is left into days, hours, minutes and seconds", () => {
    const now = start - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(start, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatCountdown(countdownParts(start, now))).toBe("2天 03:04:05");
  });
  it("rounds down to the whole second and drops the days under a day", () => {
    expect(countdownParts(start, start - 59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59, done: false });
    expect(formatCountdown(countdownParts(start, start - 3_600_000))).toBe("01:00:00");
  });
  it("ticks one second at a time", () => {
    const now = start - 10 * 60 * 1000;
    const a = countdownParts(start, now);
    const b = countdownParts(start, now + 1000);
    expect(formatCountdown(a)).toBe("00:10:00");
    expect(formatCountdown(b)).toBe("00:09:59");
  });
  it("is done at and after the start, and on a bad date", () => {
    expect(countdownParts(start, start).done).toBe(true);
    expect(countdownParts(start, start + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(Number.NaN, start).done).toBe(true);
    expect(formatCountdown(countdownParts(start, start + 1))).toBe("即将开始");
  });
});

describe("msToNextTick", () => {
  it("waits for the next whole second of the countdown", () => {
    expect(msToNextTick(start, start - 10_250)).toBe(255);
    expect(msToNextTick(start, start - 10_000)).toBe(1000);
  });
});

describe("formatShanghaiDateTime", () => {
  it("shows the start in Shanghai time", () => {
    // 12:00 UTC is 20:00 in Shanghai; 25 November 2026 is a Wednesday.
    expect(formatShanghaiDateTime("2026-11-25T12:00:00Z")).toBe("11月25日周三 20:00");
    // 17:30 UTC is already the next day in Shanghai.
    expect(formatShanghaiDateTime("2026-11-25T17:30:00Z")).toBe("11月26日周四 01:30");
    expect(formatShanghaiDateTime("nope")).toBe("");
  });
});
