import { createContext } from "react";
import type { RecordMap } from "./relay";

/** The built files a page needs (from Vite's manifest). */
export interface Assets {
  entry: string;
  css: string[];
  preload: string[];
}

/** The id of the <script> element at the end of the body that holds the serialised state (SerializedState). */
export const DATA_ELEMENT_ID = "__DATA__";

/** What the server hands the browser in <script id="__DATA__">. */
export interface SerializedState {
  records: RecordMap;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  /** The ids of the routes the server matched, outermost first (app/matchedRoutes.ts). */
  matches?: string[];
  assets: Assets;
  build: string;
  /** The site's public origin (PUBLIC_URL, else the request's): canonical and share addresses. */
  origin?: string;
}

/** What the header shows of a member (features/session reads it from the store). */
export interface SessionViewer {
  /** Nickname, else username ("" when not known yet). */
  name: string;
  /** The avatar's address, or null. */
  avatarUrl: string | null;
  /**
   * The letter shown without an avatar, when not the name's first (the Go server's template member: its marker,
   * replaced per member by the letter of their name).
   */
  initial?: string;
}

export interface DocumentValue {
  /** The exact JSON text of __DATA__ (identical on server and client). */
  json: string;
  assets: Assets;
  nonce: string;
  /** The runtime configuration as JSON text (lib/appConfig.ts), identical on server and client. */
  configJson: string;
  /** The site's public origin, no trailing slash ("" until known: then location.origin). */
  origin?: string;
  /** The client-only shell: render the page without <html>, into #root. */
  bare?: boolean;
  /**
   * The member the page was rendered for (the session cookie's), null for a visitor: the header shows it on the
   * server and while hydrating. The browser reads it from the serialised Relay store (features/session).
   */
  viewer?: SessionViewer | null;
}

export const DocumentContext = createContext<DocumentValue>({
  json: "{}",
  assets: { entry: "", css: [], preload: [] },
  nonce: "",
  configJson: "{}",
});

export const SITE_NAME = "艺术市场";

/** JSON of value, safe inside a <script> element: '<', '>', '&', U+2028, U+2029 escaped as \uXXXX. */
export function scriptSafeJSON(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

/** The __DATA__ text (see scriptSafeJSON). */
export function serializeState(state: SerializedState): string {
  return scriptSafeJSON(state);
}
