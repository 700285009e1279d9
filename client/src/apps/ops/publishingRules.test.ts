import { describe, expect, it } from "vitest";
import { parseWorkNumbers, shanghaiLocalToUTC, utcToShanghaiLocal } from "./publishingRules";

describe("the schedule's time", () => {
  it("reads the field as Beijing time and sends UTC", () => {
    expect(shanghaiLocalToUTC("2026-05-01T10:30")).toBe("2026-05-01T02:30:00.000Z");
    expect(shanghaiLocalToUTC("2026-05-01T03:00")).toBe("2026-04-30T19:00:00.000Z");
  });
  it("refuses what is not a date and time", () => {
    expect(shanghaiLocalToUTC("")).toBeNull();
    expect(shanghaiLocalToUTC("2026-02-30T10:00")).toBeNull();
    expect(shanghaiLocalToUTC("2026-05-01")).toBeNull();
  });
  it("shows an instant in Beijing time, the way back", () => {
    expect(utcToShanghaiLocal("2026-04-30T19:00:00Z")).toBe("2026-05-01T03:00");
    expect(shanghaiLocalToUTC(utcToShanghaiLocal("2026-11-29T15:59:00Z"))).toBe("2026-11-29T15:59:00.000Z");
  });
});

describe("quoted works", () => {
  it("reads numbers separated by commas or spaces, once each", () => {
    expect(parseWorkNumbers("12, 34，56 12")).toEqual([12, 34, 56]);
    expect(parseWorkNumbers("  ")).toEqual([]);
    expect(parseWorkNumbers("12, abc")).toBeNull();
  });
});
