/** Client logic of the console's artist form: its values as sent, with what the client can already tell is wrong. */

/** The artist form's values as typed (the birth year as text, the galleries by id). */
export interface ArtistValues {
  name: string;
  nameEn: string;
  birthYear: string;
  region: string;
  bio: string;
  galleryIDs: readonly string[];
}

/** The artist form's fields the server may refuse (and the portrait's and the schedule's). */
export const ARTIST_FIELDS = ["name", "nameEn", "birthYear", "region", "bio", "portrait", "galleryIDs", "publishAt"] as const;
export type ArtistField = (typeof ARTIST_FIELDS)[number];

/** The limits the server holds too (ent schema, server/domain/publishing/artists.go). */
export const ARTIST_LIMITS = { name: 80, nameEn: 120, region: 40, bio: 5000, minBirthYear: 1000 } as const;

export const MSG_BIRTH_YEAR = "出生年份须在 1000 年到今年之间";

/** The birth year typed ("" for unknown) as sent: null when empty, undefined when it is not a year in range. */
export function birthYearOf(text: string, thisYear: number): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d{1,4}$/.test(t)) return undefined;
  const y = Number(t);
  return y >= ARTIST_LIMITS.minBirthYear && y <= thisYear ? y : undefined;
}

/** The portrait as sent (the upload's key and size), or null for none. */
export interface PortraitRef {
  key: string;
  width: number;
  height: number;
}

/**
 * The form's values as ArtistInput (id aside): texts as typed (the server trims and checks them), the birth year as a
 * number or null, the galleries without repeats. Answers the first field the client can already tell is wrong instead.
 */
export function artistInput(
  v: ArtistValues,
  portrait: PortraitRef | null,
  thisYear: number,
):
  | { input: { name: string; nameEn: string; birthYear: number | null; region: string; bio: string; portrait: PortraitRef | null; galleryIDs: string[] } }
  | { field: ArtistField; message: string } {
  if (!v.name.trim()) return { field: "name", message: "请填写姓名" };
  const birthYear = birthYearOf(v.birthYear, thisYear);
  if (birthYear === undefined) return { field: "birthYear", message: MSG_BIRTH_YEAR };
  return {
    input: { name: v.name, nameEn: v.nameEn, birthYear, region: v.region, bio: v.bio, portrait, galleryIDs: [...new Set(v.galleryIDs)] },
  };
}

/** The galleries the form offers: those that represent the artist now, then the member's own, then the others listed (no repeats). */
export function galleryChoices(
  current: readonly { id: string; name: string }[],
  managed: readonly { id: string; name: string }[],
  listed: readonly { id: string; name: string }[],
): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const g of [...current, ...managed, ...listed]) if (!seen.has(g.id)) seen.set(g.id, g.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
