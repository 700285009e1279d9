import { describe, expect, it } from "vitest";
import { parseWorkNumbers, placeInput, placeKindOf, shanghaiLocalToUTC, utcToShanghaiLocal } from "./publishingRules";

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

describe("a place's form (exhibitions and viewing rooms)", () => {
  it("tells the kind from the console's address", () => {
    expect(placeKindOf("/ops/viewing-rooms/12")).toBe("room");
    expect(placeKindOf("/ops/exhibitions/new")).toBe("exhibition");
  });
  it("sends an exhibition's days as typed, its works as numbers, no gallery as null", () => {
    const r = placeInput("exhibition", { galleryID: "", title: "春日", startsOn: "2026-06-01", endsOn: "2026-06-30", artworkNumbers: "12, 34" });
    expect(r).toMatchObject({ input: { galleryID: null, title: "春日", startsOn: "2026-06-01", endsOn: "2026-06-30", artworkNumbers: [12, 34] } });
  });
  it("sends a room's times in UTC and refuses a missing one on its field", () => {
    const ok = placeInput("room", { galleryID: "7", title: "线上", opensAt: "2026-05-01T10:30", closesAt: "2026-05-08T10:30", artworkNumbers: "" });
    expect(ok).toMatchObject({ input: { galleryID: "7", opensAt: "2026-05-01T02:30:00.000Z", artworkNumbers: [] } });
    expect(placeInput("room", { title: "线上", opensAt: "2026-05-01T10:30", closesAt: "" })).toEqual({ field: "closesAt", message: "请填写关闭时间" });
    expect(placeInput("exhibition", { artworkNumbers: "12, abc" })).toEqual({ field: "artworkNumbers", message: "请输入作品编号，用逗号分隔" });
  });
});
