/** The kinds of result /search shows, in tab order: the URL segment, the label and the unit of counts. */
export const SEARCH_TYPES = [
  { id: "artworks", label: "作品", unit: "件作品" },
  { id: "artists", label: "艺术家", unit: "位艺术家" },
  { id: "galleries", label: "画廊", unit: "家画廊" },
  { id: "exhibitions", label: "展览", unit: "个展览" },
  { id: "viewing-rooms", label: "线上展厅", unit: "个线上展厅" },
  { id: "articles", label: "文章", unit: "篇文章" },
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number]["id"];

/** The type a URL segment names: none → null (all types); an unknown one → undefined. */
export function searchType(param: string | undefined): SearchType | null | undefined {
  if (param === undefined || param === "") return null;
  return SEARCH_TYPES.find((t) => t.id === param)?.id;
}

/** The query of a search, trimmed, inner white space folded, at most 40 characters (the server's cap). */
export function cleanQuery(raw: string | null | undefined): string {
  const q = (raw ?? "").split(/\s+/).filter(Boolean).join(" ");
  return Array.from(q).slice(0, 40).join("");
}

