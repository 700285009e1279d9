/** Client logic of content publishing: the schedule's time as an editor enters it (Asia/Shanghai) and as sent (UTC). */

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000; // China has no daylight saving time

/**
 * The UTC instant (ISO) of a `datetime-local` value read as Beijing time ("2026-05-01T10:30" → "2026-05-01T02:30:00.000Z");
 * null when the value is not a complete date and time.
 */
export function shanghaiLocalToUTC(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi) - SHANGHAI_OFFSET_MS;
  const back = new Date(t + SHANGHAI_OFFSET_MS);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1) return null; // 2 月 30 日
  return new Date(t).toISOString();
}

/** The `datetime-local` value (Beijing time) of an instant: the schedule field's value. */
export function utcToShanghaiLocal(instant: string | Date): string {
  const t = new Date(new Date(instant).getTime() + SHANGHAI_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCFullYear()}-${p(t.getUTCMonth() + 1)}-${p(t.getUTCDate())}T${p(t.getUTCHours())}:${p(t.getUTCMinutes())}`;
}

/** The work numbers an editor typed ("12, 34 56") as numbers; null when one is not a number. */
export function parseWorkNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,，、]+/).filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,10}$/.test(p)) return null;
    const n = Number(p);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}
