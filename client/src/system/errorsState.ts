import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from "react-router";

type Serialized =
  | { __type: "RouteErrorResponse"; status: number; statusText: string; data: unknown }
  | { __type: "Error"; message: string };

/** Route errors as JSON for the page (the server side of hydration). */
export function serializeErrors(errors: Record<string, unknown> | null | undefined): Record<string, Serialized> | null {
  if (!errors) return null;
  const out: Record<string, Serialized> = {};
  for (const [id, e] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(e)
      ? { __type: "RouteErrorResponse", status: e.status, statusText: e.statusText, data: e.data }
      : { __type: "Error", message: e instanceof Error ? e.message : String(e) };
  }
  return out;
}

/** Route errors back from JSON (the browser side of hydration). */
export function deserializeErrors(errors: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, raw] of Object.entries(errors)) {
    const e = raw as Serialized;
    out[id] =
      e.__type === "RouteErrorResponse"
        ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data)
        : new Error(e.message);
  }
  return out;
}
