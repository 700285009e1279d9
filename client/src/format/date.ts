/**
 * A formatter made on its first use: building an Intl.DateTimeFormat with a time zone costs tens of milliseconds
 * on a slow phone (its zone data is loaded then), and this module loads with every list page, most of which format
 * no date at all.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let f: Intl.DateTimeFormat | undefined;
  return () => (f ??= new Intl.DateTimeFormat(locale, options));
}

/** Dates on screen are in Asia/Shanghai (storage is UTC): 2026年1月1日. */
const dateFormat = lazyFormat("zh-CN", { timeZone: "Asia/Shanghai", year: "numeric", month: "long", day: "numeric" });

/** An RFC 3339 instant as a Shanghai calendar date, or '' when it is not a date. */
export function formatShanghaiDate(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? "" : dateFormat().format(d);
}

const partsFormat = lazyFormat("en-US", { timeZone: "Asia/Shanghai", year: "numeric", month: "numeric", day: "numeric" });

/** The Shanghai calendar day of an instant as [year, month, day], or null. */
export function shanghaiDay(instant: string): [number, number, number] | null {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return null;
  const parts = Object.fromEntries(partsFormat().formatToParts(d).map((p) => [p.type, p.value]));
  return [Number(parts.year), Number(parts.month), Number(parts.day)];
}

/** The Shanghai calendar day of an instant as 2026-03-01 (schema.org dates), or ''. */
export function shanghaiISODate(instant: string): string {
  const d = shanghaiDay(instant);
  if (!d) return "";
  return `${d[0]}-${String(d[1]).padStart(2, "0")}-${String(d[2]).padStart(2, "0")}`;
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
const dateTimeFormat = lazyFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An RFC 3339 instant as a Shanghai date and time: 11月24日周二 20:00; '' when it is not a date. */
export function formatShanghaiDateTime(instant: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return "";
  const parts = Object.fromEntries(dateTimeFormat().formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.month}月${parts.day}日${parts.weekday} ${parts.hour}:${parts.minute}`;
}

const fullFormat = lazyFormat("en-US", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An RFC 3339 instant as a Shanghai date and time with its year: 2026年12月10日 09:05; '' when it is not a date. */
export function formatShanghaiFull(instant: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return "";
  const p = Object.fromEntries(fullFormat().formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}年${p.month}月${p.day}日 ${p.hour}:${p.minute}`;
}
