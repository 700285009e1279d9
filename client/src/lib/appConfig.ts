/**
 * The browser's runtime configuration: the Go server's public settings, written into every document as
 * <script id="__APP_CONFIG__" type="application/json"> (by the renderer, and by the Go server into the
 * client-only shell) and exposed as window.__APP_CONFIG__ (wechat.ts reads wxLoginScript from there too).
 */
export interface AppConfig {
  /** Baidu Tongji site id; analytics are off without it. */
  analyticsSiteId?: string;
  /** Overrides the WeChat scan-login widget script (wechat.ts). */
  wxLoginScript?: string;
}

export const APP_CONFIG_ELEMENT_ID = "__APP_CONFIG__";

/** A site id that may follow hm.js? (the Go server validates it the same way). */
export const SITE_ID_RULE = /^[0-9A-Za-z]{1,64}$/;

/** Keeps only known, well-formed fields of untrusted JSON text; anything else is {}. */
export function parseAppConfig(text: string | null | undefined): AppConfig {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== "object" || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const config: AppConfig = {};
  if (typeof r.analyticsSiteId === "string" && SITE_ID_RULE.test(r.analyticsSiteId)) config.analyticsSiteId = r.analyticsSiteId;
  if (typeof r.wxLoginScript === "string" && r.wxLoginScript !== "") config.wxLoginScript = r.wxLoginScript;
  return config;
}

/** JSON text safe inside a <script> element ('<', '>', '&', U+2028, U+2029 escaped). */
export function serializeAppConfig(config: AppConfig): string {
  return JSON.stringify(config).replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

/** The config text of this document, exactly as served (hydration renders it again unchanged). */
export function readAppConfigText(doc: Document = document): string {
  return doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent ?? "{}";
}
