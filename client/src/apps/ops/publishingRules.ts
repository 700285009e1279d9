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

/** The two kinds of place a gallery keeps in the console: exhibitions and viewing rooms (one set of pages for both). */
export type PlaceKind = "exhibition" | "room";

/** The kind of place a console address is about (/ops/viewing-rooms… or /ops/exhibitions…). */
export function placeKindOf(pathname: string): PlaceKind {
  return pathname.startsWith("/ops/viewing-rooms") ? "room" : "exhibition";
}

/** A place's form field: its input's name, label, control and limit. */
export interface PlaceField {
  name: string;
  label: string;
  control: "text" | "textarea" | "rich" | "date" | "datetime" | "gallery" | "works";
  max?: number;
  hint?: string;
}

/** What differs between the kinds: their noun and their form's fields in order (the server checks every rule again). */
export const PLACE_KINDS: Record<PlaceKind, { noun: string; fields: PlaceField[] }> = {
  exhibition: {
    noun: "展览",
    fields: [
      { name: "galleryID", label: "画廊", control: "gallery" },
      { name: "title", label: "标题", control: "text", max: 120 },
      { name: "subtitle", label: "副标题", control: "text", max: 200 },
      { name: "venue", label: "场馆名称（不在画廊时填写）", control: "text", max: 120 },
      { name: "city", label: "城市", control: "text", max: 40 },
      { name: "address", label: "地址", control: "text", max: 200 },
      { name: "startsOn", label: "开幕日期", control: "date" },
      { name: "endsOn", label: "闭幕日期", control: "date" },
      { name: "description", label: "展览介绍", control: "rich" },
      { name: "artworkNumbers", label: "展出作品编号", control: "works", hint: "作品页地址 /artwork/ 后的数字，用逗号分隔" },
    ],
  },
  room: {
    noun: "线上展厅",
    fields: [
      { name: "galleryID", label: "画廊", control: "gallery" },
      { name: "title", label: "标题", control: "text", max: 120 },
      { name: "statement", label: "策展语", control: "textarea", max: 10000 },
      { name: "opensAt", label: "开放时间（北京时间）", control: "datetime" },
      { name: "closesAt", label: "关闭时间（北京时间）", control: "datetime" },
      { name: "artworkNumbers", label: "展出作品编号", control: "works", hint: "作品页地址 /artwork/ 后的数字，用逗号分隔" },
    ],
  },
};

/**
 * A place's form values as sent: datetimes from Beijing time to UTC, work numbers parsed, an empty gallery as null.
 * Answers the first field the client can already tell is wrong, with its message, instead.
 */
export function placeInput(
  kind: PlaceKind,
  values: Record<string, string>,
): { input: Record<string, unknown> } | { field: string; message: string } {
  const input: Record<string, unknown> = {};
  for (const f of PLACE_KINDS[kind].fields) {
    const v = values[f.name] ?? "";
    if (f.control === "datetime") {
      const at = shanghaiLocalToUTC(v);
      if (!at) return { field: f.name, message: `请填写${f.label.replace(/（.*）/, "")}` };
      input[f.name] = at;
    } else if (f.control === "works") {
      const numbers = parseWorkNumbers(v);
      if (!numbers) return { field: f.name, message: "请输入作品编号，用逗号分隔" };
      input[f.name] = numbers;
    } else if (f.control === "gallery") {
      input[f.name] = v || null;
    } else if (f.control === "rich") {
      input[f.name] = v;
      input.pressText = ""; // the server makes it the rich text's plain version
    } else {
      input[f.name] = v;
    }
  }
  return { input };
}
