/**
 * The head of a page for sharing and search engines: description, canonical address, Open Graph tags and
 * JSON-LD, from the page loader's PageMeta. Pure functions; Root renders the result inside <head> on the
 * server and React keeps it current on every client navigation.
 */
import type { JsonLd } from "../lib/structuredData";
import { SITE_NAME } from "./document";

/** Open Graph types used here: lists and pages are websites, artists profiles, artworks products. */
export type OgType = "website" | "profile" | "product";

/** Meta of a page: what its loader knows about it beyond the markup. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The lead image, absolute (see Site.url): the share card's picture. Default: the site logo. */
  image?: string;
  type?: OgType;
  /**
   * The page's identity: its path plus any query that is part of it. Default: the path of the matched URL
   * with no query (sort orders, tracking and the like are not part of a page's identity).
   */
  canonicalPath?: string;
  /** schema.org data of the page. */
  jsonLd?: JsonLd;
  /** Keep the page out of search results (login, 404). */
  noindex?: boolean;
}

/** Where the site lives, for absolute addresses (canonical, og:url, og:image, JSON-LD). */
export interface Site {
  /** The public origin without a trailing slash: PUBLIC_URL when configured, else the request's. */
  origin: string;
}

/** An absolute address on the site for a path ("/artwork/1"); absolute addresses pass through. */
export function siteUrl(site: Site, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return site.origin.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`);
}

/** The site logo as a share picture (square PNG: WeChat's card and every crawler take PNG, not SVG). */
export const LOGO_PATH = "/og-logo.png";

export const DEFAULT_DESCRIPTION = "艺术市场：发现与收藏当代艺术，直接向艺术家与画廊购买油画、国画、版画、雕塑与摄影作品。";

export const NOT_FOUND_META: PageMeta = {
  title: "页面未找到",
  description: "您访问的页面不存在或已被移除。",
  noindex: true,
};

/** What the document's <head> carries beyond <title>. */
export interface HeadTags {
  title: string;
  description: string;
  /** null on pages that must not be indexed under their own address (the 404). */
  canonical: string | null;
  robots: string | null;
  og: { title: string; description: string; type: OgType; url: string; image: string; site_name: string; locale: string };
  jsonLd: JsonLd | null;
}

/** The full <title> text: "{page} - 艺术市场", the home page's tagline, or the site name. */
export function documentTitle(pageTitle: string | undefined, home: boolean): string {
  if (home) return `${SITE_NAME} - 发现与收藏当代艺术`;
  return pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
}

/** Collapses whitespace and cuts to max characters (with an ellipsis): descriptions and share text. */
export function summarize(text: string | null | undefined, max = 110): string {
  const s = (text ?? "").replace(/\s+/g, " ").trim();
  const chars = Array.from(s);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : s;
}

/**
 * The head of a page. pathname is the matched URL's path (its query is dropped unless meta.canonicalPath keeps
 * it); notFound marks the 404 page, which gets no canonical address.
 */
export function headTags(meta: PageMeta, opts: { site: Site; pathname: string; title: string; notFound?: boolean }): HeadTags {
  const description = summarize(meta.description) || DEFAULT_DESCRIPTION;
  const self = siteUrl(opts.site, meta.canonicalPath ?? opts.pathname);
  const ogTitle = meta.title ?? opts.title;
  return {
    title: opts.title,
    description,
    canonical: opts.notFound ? null : self,
    robots: meta.noindex ? "noindex, follow" : null,
    og: {
      title: ogTitle,
      description,
      type: meta.type ?? "website",
      url: self,
      image: meta.image ? siteUrl(opts.site, meta.image) : siteUrl(opts.site, LOGO_PATH),
      site_name: SITE_NAME,
      locale: "zh_CN",
    },
    jsonLd: meta.jsonLd ?? null,
  };
}
