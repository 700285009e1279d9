/**
 * The analytics loader of spec §1 ("loads analytics scripts from a third-party site"): Baidu Tongji. Off unless
 * the server is configured with ANALYTICS_SITE_ID; then https://hm.baidu.com/hm.js?{id} is loaded once per
 * document, with the CSP nonce (the policy's 'strict-dynamic' then trusts what it loads), and client-side
 * navigations are reported as page views.
 */
import { SITE_ID_RULE, type AppConfig } from "./appConfig";

export const BAIDU_TONGJI_SCRIPT = "https://hm.baidu.com/hm.js";

/** The marker on the script element (also how a second call finds it). */
const MARKER = "data-analytics";

type Hmt = unknown[][];
type HmtWindow = { _hmt?: Hmt };

/** The provider script's address for a site id, or null when analytics are off. */
export function analyticsScriptUrl(config: AppConfig): string | null {
  const id = config.analyticsSiteId;
  if (!id || !SITE_ID_RULE.test(id)) return null;
  return `${BAIDU_TONGJI_SCRIPT}?${id}`;
}

/**
 * Loads the provider's script when configured; returns the script element (the existing one on a second call),
 * or null when analytics are off.
 */
export function loadAnalytics(config: AppConfig, nonce: string, doc: Document = document): HTMLScriptElement | null {
  const src = analyticsScriptUrl(config);
  if (src === null) return null;
  const existing = doc.querySelector<HTMLScriptElement>(`script[${MARKER}="baidu"]`);
  if (existing) return existing;
  const win = (doc.defaultView ?? globalThis) as unknown as HmtWindow;
  win._hmt = win._hmt ?? [];
  const el = doc.createElement("script");
  el.src = src;
  el.async = true;
  if (nonce !== "") el.nonce = nonce;
  el.setAttribute(MARKER, "baidu");
  doc.head.appendChild(el);
  return el;
}

/** Reports a client-side navigation (the script counts the first page view itself). */
export function trackPageview(path: string, doc: Document = document): void {
  if (!doc.querySelector(`script[${MARKER}="baidu"]`)) return;
  const win = (doc.defaultView ?? globalThis) as unknown as HmtWindow;
  (win._hmt = win._hmt ?? []).push(["_trackPageview", path]);
}
