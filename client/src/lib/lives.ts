/** Art lives in URLs: the statuses of /live-list?status=… and the player's address /art-lives?live={n}. */
export type LiveStatus = "LIVE" | "UPCOMING" | "REPLAY";

export const LIVE_FILTERS: readonly { slug: string; label: string; status: LiveStatus | null }[] = [
  { slug: "", label: "全部", status: null },
  { slug: "live", label: "直播中", status: "LIVE" },
  { slug: "upcoming", label: "即将开播", status: "UPCOMING" },
  { slug: "replay", label: "回放", status: "REPLAY" },
];

/** The status a ?status= value names: null for none (all); undefined for an unknown value. */
export function liveStatusParam(param: string | null): LiveStatus | null | undefined {
  if (param === null || param === "") return null;
  const f = LIVE_FILTERS.find((x) => x.slug === param);
  return f ? f.status : undefined;
}

