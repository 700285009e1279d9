/**
 * The URL state of /exhibitions and /viewing-rooms: ?status=current|upcoming|past (rooms: open|upcoming|closed)
 * and, for exhibitions, ?city=北京. Pure functions shared by the loaders, the tabs and the tests.
 */
export const EXHIBITION_TABS = [
  { id: "current", status: "CURRENT", label: "正在展出" },
  { id: "upcoming", status: "UPCOMING", label: "即将开幕" },
  { id: "past", status: "PAST", label: "往期展览" },
] as const;

export const ROOM_TABS = [
  { id: "open", status: "OPEN", label: "开放中" },
  { id: "upcoming", status: "UPCOMING", label: "即将开放" },
  { id: "closed", status: "CLOSED", label: "已结束" },
] as const;

export type ExhibitionTab = (typeof EXHIBITION_TABS)[number];
export type RoomTab = (typeof ROOM_TABS)[number];

/** The longest city name the server accepts. */
export const MAX_CITY = 40;

export interface ListState<T> {
  tab: T;
  city: string | null;
  /** The canonical query of the state ('' for the default), or null when the URL must be redirected to it. */
  canonical: string;
  /** True when the URL carried something unknown (a bad status, an overlong city) and should be redirected. */
  redirect: boolean;
}

function parse<T extends { id: string }>(tabs: readonly T[], search: URLSearchParams, withCity: boolean): ListState<T> {
  const rawStatus = search.get("status");
  const tab = tabs.find((t) => t.id === rawStatus) ?? tabs[0]!;
  const rawCity = withCity ? (search.get("city") ?? "").trim() : "";
  const city = rawCity && Array.from(rawCity).length <= MAX_CITY ? rawCity : null;
  const canonical = listQuery(tab.id === tabs[0]!.id ? null : tab.id, city);
  const bad = (rawStatus !== null && rawStatus !== tab.id) || (withCity && search.has("city") && rawCity !== "" && city === null);
  return { tab, city, canonical, redirect: bad };
}

/** The state of /exhibitions from its query string; the default tab is 正在展出. */
export function exhibitionsState(search: URLSearchParams): ListState<ExhibitionTab> {
  return parse(EXHIBITION_TABS, search, true);
}

/** The state of /viewing-rooms from its query string; the default tab is 开放中. */
export function roomsState(search: URLSearchParams): ListState<RoomTab> {
  return parse(ROOM_TABS, search, false);
}

/** '?status=past&city=北京', '' when both are defaults. */
export function listQuery(status: string | null, city: string | null): string {
  const p = new URLSearchParams();
  if (status) p.set("status", status);
  if (city) p.set("city", city);
  const s = p.toString();
  return s ? `?${s}` : "";
}
