import { createContext } from "react";
import type { RecordMap } from "./relay";

/** The built files a page needs (from Vite's manifest). */
export interface Assets {
  entry: string;
  css: string[];
  preload: string[];
}

/** What the server hands the browser in <script id="__DATA__">. */
export interface SerializedState {
  records: RecordMap;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  assets: Assets;
  build: string;
}

export interface DocumentValue {
  /** The exact JSON text of __DATA__ (identical on server and client). */
  json: string;
  assets: Assets;
  nonce: string;
  /** The client-only shell: render the page without <html>, into #root. */
  bare?: boolean;
}

export const DocumentContext = createContext<DocumentValue>({
  json: "{}",
  assets: { entry: "", css: [], preload: [] },
  nonce: "",
});

export const SITE_NAME = "艺术市场";

/** JSON safe inside a <script> element: '<', '>', '&', U+2028, U+2029 escaped. */
export function serializeState(state: SerializedState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
