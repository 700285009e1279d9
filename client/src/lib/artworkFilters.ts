/**
 * The /artworks filters and sort, kept in the URL so a filtered list can be shared and reloaded and is
 * rendered on the server. parse → serialize is canonical: unknown or malformed values are dropped, the
 * defaults are left out, and the parameters come in one fixed order.
 */
export const MEDIUMS = [
  ["OIL", "油画"],
  ["INK", "国画"],
  ["WATERCOLOR", "水彩"],
  ["PRINT", "版画"],
  ["SCULPTURE", "雕塑"],
  ["PHOTOGRAPHY", "摄影"],
  ["CALLIGRAPHY", "书法"],
  ["MIXED_MEDIA", "综合材料"],
  ["ACRYLIC", "丙烯"],
  ["DRAWING", "素描"],
  ["INSTALLATION", "装置"],
] as const;
export type Medium = (typeof MEDIUMS)[number][0];

export const SIZES = [
  ["SMALL", "小幅（60 cm 以内）"],
  ["MEDIUM", "中幅（60–120 cm）"],
  ["LARGE", "大幅（120 cm 以上）"],
] as const;
export type Size = (typeof SIZES)[number][0];

export const SORTS = [
  ["newest", "最新上架"],
  ["price_asc", "价格从低到高"],
  ["price_desc", "价格从高到低"],
  ["year_desc", "创作年代从新到旧（不含年代不详）"],
  ["year_asc", "创作年代从旧到新（不含年代不详）"],
] as const;
export type Sort = (typeof SORTS)[number][0];

/** Price bands in yuan, as buyers browse: [label, min, max]. */
export const PRICE_BANDS: readonly (readonly [string, number | null, number | null])[] = [
  ["1 万以下", null, 10_000],
  ["1–5 万", 10_000, 50_000],
  ["5–20 万", 50_000, 200_000],
  ["20–100 万", 200_000, 1_000_000],
  ["100 万以上", 1_000_000, null],
];

export interface ArtworkFilters {
  mediums: Medium[];
  /** Whole yuan. */
  priceMin: number | null;
  priceMax: number | null;
  size: Size | null;
  yearMin: number | null;
  yearMax: number | null;
  /** Only works for sale now (在售). */
  available: boolean;
  /** The artist's public number. */
  artist: number | null;
  sort: Sort;
}

export const NO_FILTERS: ArtworkFilters = {
  mediums: [],
  priceMin: null,
  priceMax: null,
  size: null,
  yearMin: null,
  yearMax: null,
  available: false,
  artist: null,
  sort: "newest",
};

/** Largest price accepted in a filter, in yuan: ¥100 亿, far beyond any listing, and safely a JS integer in fen. */
const MAX_YUAN = 10_000_000_000;

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,11}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

function oneOf<T extends string>(raw: string | null, values: readonly (readonly [T, string])[]): T | null {
  return values.find(([v]) => v === raw)?.[0] ?? null;
}

export function parseFilters(search: URLSearchParams): ArtworkFilters {
  const mediums = (search.get("medium") ?? "")
    .split(",")
    .map((m) => oneOf(m.trim().toUpperCase(), MEDIUMS))
    .filter((m): m is Medium => m !== null);
  let priceMin = wholeNumber(search.get("price_min"), 0, MAX_YUAN);
  let priceMax = wholeNumber(search.get("price_max"), 0, MAX_YUAN);
  if (priceMin === 0) priceMin = null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  let yearMin = wholeNumber(search.get("year_min"), 1000, 2100);
  let yearMax = wholeNumber(search.get("year_max"), 1000, 2100);
  if (yearMin !== null && yearMax !== null && yearMin > yearMax) [yearMin, yearMax] = [yearMax, yearMin];
  return {
    // In the list's order, each once.
    mediums: MEDIUMS.map(([m]) => m).filter((m) => mediums.includes(m)),
    priceMin,
    priceMax,
    size: oneOf((search.get("size") ?? "").toUpperCase(), SIZES),
    yearMin,
    yearMax,
    available: search.get("status") === "available",
    artist: wholeNumber(search.get("artist"), 0, 2 ** 32 - 1),
    sort: oneOf(search.get("sort"), SORTS) ?? "newest",
  };
}

/** The canonical query string ('' for no filters), without '?'. */
export function serializeFilters(f: ArtworkFilters): string {
  const p = new URLSearchParams();
  if (f.mediums.length > 0) p.set("medium", f.mediums.join(","));
  if (f.priceMin !== null) p.set("price_min", String(f.priceMin));
  if (f.priceMax !== null) p.set("price_max", String(f.priceMax));
  if (f.size) p.set("size", f.size.toLowerCase());
  if (f.yearMin !== null) p.set("year_min", String(f.yearMin));
  if (f.yearMax !== null) p.set("year_max", String(f.yearMax));
  if (f.available) p.set("status", "available");
  if (f.artist !== null) p.set("artist", String(f.artist));
  if (f.sort !== "newest") p.set("sort", f.sort);
  return p.toString().replace(/%2C/g, ",");
}

export function filterCount(f: ArtworkFilters): number {
  return (
    (f.mediums.length > 0 ? 1 : 0) +
    (f.priceMin !== null || f.priceMax !== null ? 1 : 0) +
    (f.size ? 1 : 0) +
    (f.yearMin !== null || f.yearMax !== null ? 1 : 0) +
    (f.available ? 1 : 0) +
    (f.artist !== null ? 1 : 0)
  );
}

/** Yuan as fen, in decimal digits (string arithmetic: the Fen scalar travels as a string). */
function fen(yuan: number): string {
  return yuan === 0 ? "0" : `${yuan}00`;
}

export interface ArtworkWhere {
  mediumIn?: Medium[];
  priceFenGTE?: string;
  priceFenLTE?: string;
  sizeClass?: Size;
  yearGTE?: number;
  yearLTE?: number;
  status?: "AVAILABLE";
  artistNumber?: number;
  yearNotNil?: boolean;
}

export interface ArtworkOrder {
  field: "CREATED_AT" | "PRICE" | "YEAR";
  direction: "ASC" | "DESC";
}

/** The GraphQL where-input and order of the filters (the where is null when nothing is filtered). */
export function filtersToQuery(f: ArtworkFilters): { where: ArtworkWhere | null; orderBy: ArtworkOrder } {
  const where: ArtworkWhere = {};
  if (f.mediums.length > 0) where.mediumIn = f.mediums;
  if (f.priceMin !== null) where.priceFenGTE = fen(f.priceMin);
  if (f.priceMax !== null) where.priceFenLTE = fen(f.priceMax);
  if (f.size) where.sizeClass = f.size;
  if (f.yearMin !== null) where.yearGTE = f.yearMin;
  if (f.yearMax !== null) where.yearLTE = f.yearMax;
  if (f.available) where.status = "AVAILABLE";
  if (f.artist !== null) where.artistNumber = f.artist;
  // Sorted by year, the list holds the dated works: cursor pagination cannot step over rows whose sort key is
  // empty, so undated works would vanish from the later pages.
  if (f.sort === "year_desc" || f.sort === "year_asc") where.yearNotNil = true;
  const orderBy: ArtworkOrder = {
    newest: { field: "CREATED_AT", direction: "DESC" },
    price_asc: { field: "PRICE", direction: "ASC" },
    price_desc: { field: "PRICE", direction: "DESC" },
    year_desc: { field: "YEAR", direction: "DESC" },
    year_asc: { field: "YEAR", direction: "ASC" },
  }[f.sort] as ArtworkOrder;
  return { where: Object.keys(where).length > 0 ? where : null, orderBy };
}

/** The label of a price range: ¥1万–5万, ¥100万以上, ¥5,000以下. */
export function priceRangeLabel(min: number | null, max: number | null): string {
  const y = (n: number) => (n >= 10_000 && n % 10_000 === 0 ? `${n / 10_000}万` : n.toLocaleString("en-US"));
  if (min !== null && max !== null) return `¥${y(min)}–${y(max)}`;
  if (min !== null) return `¥${y(min)}以上`;
  if (max !== null) return `¥${y(max)}以下`;
  return "";
}

/**
 * Query parameters as a GET form or a hand-written URL gives them (empty fields, one `medium` per ticked
 * box) folded into what parseFilters reads.
 */
export function foldParams(entries: Iterable<[string, string]>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [k, v] of entries) {
    if (v === "") continue;
    search.set(k, k === "medium" && search.has(k) ? `${search.get(k)},${v}` : v);
  }
  return search;
}

/** The query parameters the filters own; any other (utm_source, a share tag) is kept as it came. */
const FILTER_KEYS = new Set(["medium", "price_min", "price_max", "size", "year_min", "year_max", "status", "artist", "sort"]);

/**
 * The canonical query string of a URL's search (without '?'): the filters in canonical form, then the
 * parameters that are not filters, unchanged and in their order.
 */
export function canonicalSearch(search: URLSearchParams): string {
  const own = serializeFilters(parseFilters(foldParams([...search].filter(([k]) => FILTER_KEYS.has(k)))));
  const rest = new URLSearchParams([...search].filter(([k]) => !FILTER_KEYS.has(k))).toString();
  return [own, rest].filter(Boolean).join("&");
}
