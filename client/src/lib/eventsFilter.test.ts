import { describe, expect, it } from "vitest";
import { exhibitionsState, listQuery, roomsState } from "./eventsFilter";

const q = (s: string) => new URLSearchParams(s);

describe("exhibitionsState", () => {
  it("defaults to the current shows in every city", () => {
    const s = exhibitionsState(q(""));
    expect(s.tab.status).toBe("CURRENT");
    expect(s.city).toBeNull();
    expect(s.canonical).toBe("");
    expect(s.redirect).toBe(false);
  });
  it("reads the tab and the city", () => {
    const s = exhibitionsState(q("status=past&city=%E5%8C%97%E4%BA%AC"));
    expect(s.tab.status).toBe("PAST");
    expect(s.city).toBe("北京");
    expect(s.canonical).toBe(`?status=past&city=${encodeURIComponent("北京")}`);
    expect(s.redirect).toBe(false);
  });
  it("asks for a redirect on an unknown status or an overlong city", () => {
    expect(exhibitionsState(q("status=now")).redirect).toBe(true);
    expect(exhibitionsState(q("status=now")).tab.id).toBe("current");
    expect(exhibitionsState(q(`city=${"城".repeat(41)}`)).redirect).toBe(true);
    expect(exhibitionsState(q("status=current")).canonical).toBe("");
  });
});

describe("roomsState", () => {
  it("defaults to open rooms and ignores cities", () => {
    expect(roomsState(q("")).tab.status).toBe("OPEN");
    expect(roomsState(q("status=closed&city=北京")).tab.status).toBe("CLOSED");
    expect(roomsState(q("status=closed&city=北京")).canonical).toBe("?status=closed");
    expect(roomsState(q("status=past")).redirect).toBe(true);
  });
  it("writes queries", () => {
    expect(listQuery(null, null)).toBe("");
    expect(listQuery("upcoming", null)).toBe("?status=upcoming");
  });
});
