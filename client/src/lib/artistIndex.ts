/**
 * The A–Z index of artists (and later galleries): names are filed under the
 * first letter of their pinyin (computed on the server), Latin names under
 * their first letter, and everything else under '#', which URLs spell 'other'.
 */
export const LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** The bucket of names that start with no letter. */
export const OTHER = "#";

/** The index letter a URL segment names ('q' or 'Q' → 'Q', 'other' → '#'), or null. */
export function letterFromParam(param: string | undefined): string | null {
  if (param === undefined) return null;
  if (param === "other") return OTHER;
  return /^[A-Za-z]$/.test(param) ? param.toUpperCase() : null;
}

/** The URL segment of an index letter ('#' → 'other'). */
export function letterSlug(letter: string): string {
  return letter === OTHER ? "other" : letter.toUpperCase();
}

/** The list page of a letter (/artists/Q, /artists/other). */
export function letterHref(base: string, letter: string): string {
  return `${base}/${letterSlug(letter)}`;
}

/** The label of a letter in headings: '#' reads as 其他. */
export function letterLabel(letter: string): string {
  return letter === OTHER ? "其他" : letter;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * Groups items by their index letter, A to Z and then '#', keeping each
 * group in the order given (the server's pinyin order). Unknown letters
 * (anything but A–Z) go to '#'.
 */
export function groupByInitial<T extends { initial: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const l = LETTERS.includes(item.initial) ? item.initial : OTHER;
    const list = groups.get(l);
    if (list) list.push(item);
    else groups.set(l, [item]);
  }
  return [...LETTERS, OTHER].filter((l) => groups.has(l)).map((letter) => ({ letter, items: groups.get(letter)! }));
}

/** The tabs of an artist page that have a page today; the others redirect to the first. */
export const ARTIST_TABS = [
  { id: "artworks", label: "作品" },
  { id: "exhibitions", label: "展览" },
  { id: "articles", label: "文章" },
  { id: "about", label: "关于" },
] as const;

export type ArtistTab = (typeof ARTIST_TABS)[number]["id"];

/** The tab a URL segment names: none means the first (artworks); an unbuilt one, null. */
export function artistTab(param: string | undefined): ArtistTab | null {
  if (param === undefined || param === "") return "artworks";
  return ARTIST_TABS.find((t) => t.id === param)?.id ?? null;
}

/** '浙江 · 1962 年生', or '' when neither is known. */
export function artistFacts(region: string | null | undefined, birthYear: number | null | undefined): string {
  return [region, birthYear ? `${birthYear} 年生` : null].filter(Boolean).join(" · ");
}
