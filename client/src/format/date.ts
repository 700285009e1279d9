/**
 * Dates on screen are in Asia/Shanghai (storage is UTC). China keeps UTC+8 all year (no daylight saving since
 * 1991), so a Shanghai wall clock is the UTC fields of the instant moved 8 hours on: plain arithmetic. The
 * Intl.DateTimeFormat this module used before cost 50–70 ms the first time a page formatted a date (the zone data is
 * loaded then), a long task in the middle of hydrating the home page on a phone.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] as const;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/** The Shanghai wall clock of an RFC 3339 instant, or null when it is not a date. */
function shanghaiClock(instant: string): WallClock | null {
  const t = new Date(instant).getTime();
  if (Number.isNaN(t)) return null;
  const d = new Date(t + SHANGHAI_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** An RFC 3339 instant as a Shanghai calendar date (2026年1月1日), or '' when it is not a date. */
export function formatShanghaiDate(instant: string): string {
  const c = shanghaiClock(instant);
  return c ? `${c.year}年${c.month}月${c.day}日` : "";
}

/** The Shanghai calendar day of an instant as [year, month, day], or null. */
export function shanghaiDay(instant: string): [number, number, number] | null {
  const c = shanghaiClock(instant);
  return c ? [c.year, c.month, c.day] : null;
}

/** The Shanghai calendar day of an instant as 2026-03-01 (schema.org dates), or ''. */
export function shanghaiISODate(instant: string): string {
  const c = shanghaiClock(instant);
  return c ? `${c.year}-${two(c.month)}-${two(c.day)}` : "";
}

/**
 * The dates of a show in Shanghai: '2026年3月1日 – 4月12日' (the year once when both ends share it),
 * '2025年12月20日 – 2026年1月18日' across a new year, '2026年3月1日' for a one-day show.
 */
export function formatDateRange(startsOn: string, endsOn: string): string {
  const a = shanghaiDay(startsOn);
  const b = shanghaiDay(endsOn);
  if (!a || !b) return "";
  const first = `${a[0]}年${a[1]}月${a[2]}日`;
  if (a[0] === b[0] && a[1] === b[1] && a[2] === b[2]) return first;
  return `${first} – ${a[0] === b[0] ? "" : `${b[0]}年`}${b[1]}月${b[2]}日`;
}

/** An RFC 3339 instant as a Shanghai date and time: 11月24日周二 20:00; '' when it is not a date. */
export function formatShanghaiDateTime(instant: string): string {
  const c = shanghaiClock(instant);
  return c ? `${c.month}月${c.day}日${WEEKDAYS[c.weekday]} ${two(c.hour)}:${two(c.minute)}` : "";
}

/** An RFC 3339 instant as a Shanghai date and time with its year: 2026年12月10日 09:05; '' when it is not a date. */
export function formatShanghaiFull(instant: string): string {
  const c = shanghaiClock(instant);
  return c ? `${c.year}年${c.month}月${c.day}日 ${two(c.hour)}:${two(c.minute)}` : "";
}
