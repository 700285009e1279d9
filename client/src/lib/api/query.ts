/** A GET query value of spec §5. Objects are not supported. */
export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

function isPresent(value: QueryScalar): value is string | number | boolean {
  return value !== null && value !== undefined && value !== "";
}

/**
 * Encodes a query as the browser's URLSearchParams would (no leading "?").
 * null, undefined and "" values are dropped; arrays become `key[]=a,b` (brackets and comma percent-encoded),
 * with empty elements dropped and empty arrays omitted.
 */
export function encodeQuery(params: QueryParams | null | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const items = (value as readonly QueryScalar[]).filter(isPresent);
      if (items.length > 0) search.append(`${key}[]`, items.map(String).join(","));
    } else if (isPresent(value as QueryScalar)) {
      search.append(key, String(value));
    }
  }
  return search.toString();
}
