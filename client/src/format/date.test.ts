import { formatDateRange, formatShanghaiDate, shanghaiISODate } from "./date";

describe("formatShanghaiDate", () => {
  it("shows the calendar date in Shanghai, not UTC", () => {
    expect(formatShanghaiDate("2026-01-01T00:00:00Z")).toBe("2026年1月1日");
    // 16:30 UTC on 31 December is already 1 January in Shanghai.
    expect(formatShanghaiDate("2025-12-31T16:30:00Z")).toBe("2026年1月1日");
  });
  it("is empty for what is not a date", () => {
    expect(formatShanghaiDate("not a date")).toBe("");
  });
});

describe("formatDateRange", () => {
  it("writes a show's Shanghai dates with the year once", () => {
    // Stored as the UTC instant of Shanghai midnight.
    expect(formatDateRange("2026-02-28T16:00:00Z", "2026-04-11T16:00:00Z")).toBe("2026年3月1日 – 4月12日");
    expect(formatDateRange("2025-12-19T16:00:00Z", "2026-01-17T16:00:00Z")).toBe("2025年12月20日 – 2026年1月18日");
    expect(formatDateRange("2026-02-28T16:00:00Z", "2026-02-28T16:00:00Z")).toBe("2026年3月1日");
    expect(formatDateRange("nope", "2026-02-28T16:00:00Z")).toBe("");
  });
  it("gives schema.org dates of the Shanghai day", () => {
    expect(shanghaiISODate("2026-02-28T16:00:00Z")).toBe("2026-03-01");
    expect(shanghaiISODate("2026-02-28T15:59:59Z")).toBe("2026-02-28");
    expect(shanghaiISODate("")).toBe("");
  });
});
