import { formatDateRange, formatShanghaiDate, formatShanghaiDateTime, formatShanghaiFull, shanghaiDay, shanghaiISODate } from "./date";

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

describe("Shanghai wall clock by arithmetic", () => {
  // The zone data is the reference: every hour-ish step over 1992–2040 must agree with Intl's Asia/Shanghai.
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  });
  const weekdays: Record<string, string> = { Sun: "周日", Mon: "周一", Tue: "周二", Wed: "周三", Thu: "周四", Fri: "周五", Sat: "周六" };
  it("agrees with the time-zone database on dates, times and weekdays", () => {
    const start = Date.UTC(1992, 0, 1);
    const end = Date.UTC(2040, 11, 31);
    const step = 7 * 3600_000 + 13 * 60_000; // 7 h 13 min: crosses every hour, midnight and weekday over the years
    let checked = 0;
    for (let t = start; t < end; t += step * 97) {
      const iso = new Date(t).toISOString();
      const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      expect(formatShanghaiFull(iso)).toBe(`${p.year}年${p.month}月${p.day}日 ${p.hour}:${p.minute}`);
      expect(formatShanghaiDateTime(iso)).toBe(`${p.month}月${p.day}日${weekdays[p.weekday!]} ${p.hour}:${p.minute}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });
  it("formats the examples of the screens", () => {
    expect(formatShanghaiDateTime("2026-11-24T12:00:00Z")).toBe("11月24日周二 20:00");
    expect(formatShanghaiFull("2026-12-10T01:05:00Z")).toBe("2026年12月10日 09:05");
    expect(shanghaiDay("2026-12-31T16:00:00Z")).toEqual([2027, 1, 1]);
    expect(formatShanghaiDateTime("x")).toBe("");
    expect(formatShanghaiFull("")).toBe("");
    expect(shanghaiDay("x")).toBeNull();
  });
});
