/**
 * Every address of the site (spec §2.1, §2.2), built in one place: links, redirects, navigation, the header menu,
 * canonical and share addresses, and the e2e tests use these instead of writing URLs by hand. The route patterns
 * themselves live with each area (apps/<area>/<area>Routes.ts).
 *
 * Pure: it imports only lib (plain modules), so the browser, the SSR server and the Playwright tests all import it.
 */
import type { ArtistTab } from "../lib/artistIndex";
import { serializeFilters, type ArtworkFilters } from "../lib/artworkFilters";
import { cleanQuery, type SearchType } from "../lib/searchTypes";

/** Query parameters: a ready query string (without '?'), URLSearchParams, or name → value (empty values dropped). */
export type Query = string | URLSearchParams | Record<string, string | number | null | undefined>;

function queryString(q: Query | undefined): string {
  if (q === undefined) return "";
  if (typeof q === "string") return q.replace(/^\?/, "");
  if (q instanceof URLSearchParams) return q.toString();
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== null && v !== undefined && v !== "") p.set(k, String(v));
  return p.toString();
}

/** A path with its query: '/artworks' or '/artworks?sort=new'. */
export function withQuery(path: string, q?: Query): string {
  const qs = queryString(q);
  return qs ? `${path}?${qs}` : path;
}

/** A public number in a path must be a positive whole number (a bad one would address another page). */
function num(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`paths: not a public number: ${n}`);
  return String(n);
}

/** A path segment (an index letter, a tab, an agreement key), escaped. */
function seg(s: string): string {
  return encodeURIComponent(s);
}

/** The prefix of the member pages (they need a signed-in member). */
export const MEMBER_PREFIX = "/member";

/** True for /member and every page under it. */
export function isMemberPath(pathname: string): boolean {
  return pathname === MEMBER_PREFIX || pathname.startsWith(`${MEMBER_PREFIX}/`);
}

/** The tabs of 我的作品 (/member/artworks/{tab}): all, then one per state of a work for sale. */
export type WorkTab = "all" | "draft" | "pending" | "selling" | "taken-down" | "sold" | "rejected";

export const paths = {
  home: () => "/",

  // Artworks
  artworks: (q?: Query) => withQuery("/artworks", q),
  artwork: (n: number) => `/artwork/${num(n)}`,

  // Artists: the list (by index letter), the name index, one artist (tab: artworks is the bare address)
  artists: (letter?: string | null) => (letter ? `/artists/${seg(letter)}` : "/artists"),
  artistsNames: () => "/artists-names",
  artist: (n: number, tab?: string | null) =>
    tab && tab !== "artworks" ? `/artist/${num(n)}/${seg(tab)}` : `/artist/${num(n)}`,

  // Galleries
  galleries: (letter?: string | null) => (letter ? `/galleries/${seg(letter)}` : "/galleries"),
  galleriesNames: () => "/galleries-names",
  gallery: (n: number, hash?: string) => `/gallery/${num(n)}${hash ? `#${seg(hash)}` : ""}`,

  // Events: exhibitions and online viewing rooms
  exhibitions: (q?: Query) => withQuery("/exhibitions", q),
  exhibition: (n: number) => `/exhibition/${num(n)}`,
  viewingRooms: (q?: Query) => withQuery("/viewing-rooms", q),
  viewingRoom: (n: number) => `/viewing-room/${num(n)}`,

  // Articles (tag: the list of one tag)
  articles: (tag?: string | null) => (tag ? `/articles?tag=${encodeURIComponent(tag)}` : "/articles"),
  article: (n: number) => `/article/${num(n)}`,

  // Lives: the player page (live: the live to play) and the list (status: its filter slug)
  artLives: (live?: number) => (live === undefined ? "/art-lives" : `/art-lives?live=${num(live)}`),
  liveList: (status?: string | null) => withQuery("/live-list", { status }),

  shop: (q?: Query) => withQuery("/shop", q),

  /** A search: all kinds, or one kind (type: its URL segment); q as given (clean it first, see cleanQuery). */
  search: (q?: string | null, type?: string | null) =>
    withQuery(type ? `/search/${seg(type)}` : "/search", q ? `q=${encodeURIComponent(q)}` : undefined),

  // Signing in
  /** The login page; redirect: where to go afterwards (a path on this site). */
  login: (redirect?: string | null) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"),
  wechatCallback: () => "/wechat-callback",
  /** Where WeChat Pay's H5 returns: the order is queried there, never trusted from the return. */
  wechatPayCallback: (order?: number) => withQuery("/wechat-pay-callback", { order }),

  // The site's own pages
  about: () => "/about",
  studio: () => "/studio",
  applyPartner: () => "/apply-partener",
  agreements: () => "/agreement",
  agreement: (key: string) => `/agreement/${seg(key)}`,
  cspTest: () => "/csp-test",
  cspTestComparison: () => "/csp-test-comparison",

  // The member pages
  member: {
    buy: (goods: number) => `${MEMBER_PREFIX}/buy/${num(goods)}`,
    order: (n: number) => `${MEMBER_PREFIX}/order/${num(n)}`,
    /** 我的订单: what I bought (one state's tab, or all), or 我卖出的 (view sold). */
    orders: (q?: { view?: "sold" | undefined; tab?: string | undefined }) => withQuery(`${MEMBER_PREFIX}/orders`, q ?? {}),
    orderBuy: (n: number) => `${MEMBER_PREFIX}/order-buy/${num(n)}`,
    address: () => `${MEMBER_PREFIX}/address`,
    artwork: (n: number) => `${MEMBER_PREFIX}/artwork/${num(n)}`,
    /** 我的作品: all tabs, or one (see WORK_TABS in apps/selling/workState.ts). */
    artworks: (tab?: WorkTab) => `${MEMBER_PREFIX}/artworks${tab ? `/${tab}` : ""}`,
    publishArtwork: () => `${MEMBER_PREFIX}/publish-artwork`,
    editArtwork: (n: number) => `${MEMBER_PREFIX}/edit-artwork/${num(n)}`,
    profile: () => `${MEMBER_PREFIX}/profile`,
    favArtists: () => `${MEMBER_PREFIX}/fav-artists`,
    favArtworks: () => `${MEMBER_PREFIX}/fav-artworks`,
    favGalleries: () => `${MEMBER_PREFIX}/fav-galleries`,
    fundsSettings: () => `${MEMBER_PREFIX}/funds-settings`,
    accountSettings: () => `${MEMBER_PREFIX}/account-settings`,
    buyerRefund: (order: number) => `${MEMBER_PREFIX}/buyer-refund/${num(order)}`,
    /** The refunds the member requested as a buyer. */
    buyerRefunds: () => `${MEMBER_PREFIX}/buyer-refund-detail`,
    sellerRefund: (refund: number) => `${MEMBER_PREFIX}/seller-refund/${num(refund)}`,
    /** The refunds buyers requested of the member's sales. */
    sellerRefunds: () => `${MEMBER_PREFIX}/seller-refund-detail`,
  },

  // The operations console (issue 24): one page per section, opened by role
  ops: {
    home: () => "/ops",
    artworks: () => "/ops/artworks",
    members: (q?: string) => (q ? `/ops/members?q=${encodeURIComponent(q)}` : "/ops/members"),
    member: (id: string) => `/ops/members/${encodeURIComponent(id)}`,
    deletions: () => "/ops/deletions",
    partners: () => "/ops/partners",
    gallery: () => "/ops/gallery",
    /** A gallery's works for sale (its managers'); ?gallery= picks one of several. */
    galleryArtworks: (galleryID?: string) => (galleryID ? `/ops/gallery-artworks?gallery=${encodeURIComponent(galleryID)}` : "/ops/gallery-artworks"),
    galleryPublishArtwork: (galleryID?: string) => (galleryID ? `/ops/gallery-artworks/new?gallery=${encodeURIComponent(galleryID)}` : "/ops/gallery-artworks/new"),
    galleryEditArtwork: (n: number) => `/ops/gallery-artworks/${num(n)}/edit`,
    /** The preview of a gallery its manager keeps (their section's address). */
    managedGalleryPreview: (id: string) => `/ops/gallery/${encodeURIComponent(id)}/preview`,
    /** The galleries an editor keeps. */
    galleries: () => "/ops/galleries",
    /** A gallery's editor ("new": a new one). */
    galleryEdit: (id: string) => `/ops/galleries/${encodeURIComponent(id)}`,
    galleryPreview: (id: string) => `/ops/galleries/${encodeURIComponent(id)}/preview`,
    arbitration: () => "/ops/arbitration",
    withdrawals: () => "/ops/withdrawals",
    anomalies: () => "/ops/anomalies",
    ledger: () => "/ops/ledger",
    reconciliation: () => "/ops/reconciliation",
    articles: () => "/ops/articles",
    /** An article's editor ("new": a new article). */
    article: (id: string) => `/ops/articles/${encodeURIComponent(id)}`,
    articlePreview: (id: string) => `/ops/articles/${encodeURIComponent(id)}/preview`,
    lives: () => "/ops/lives",
    /** An art live's editor ("new": a new live). */
    live: (id: string) => `/ops/lives/${encodeURIComponent(id)}`,
    livePreview: (id: string) => `/ops/lives/${encodeURIComponent(id)}/preview`,
    artists: () => "/ops/artists",
    /** An artist's editor ("new": a new artist). */
    artist: (id: string) => `/ops/artists/${encodeURIComponent(id)}`,
    artistPreview: (id: string) => `/ops/artists/${encodeURIComponent(id)}/preview`,
    exhibitions: () => "/ops/exhibitions",
    /** An exhibition's editor ("new": a new one). */
    exhibition: (id: string) => `/ops/exhibitions/${encodeURIComponent(id)}`,
    exhibitionPreview: (id: string) => `/ops/exhibitions/${encodeURIComponent(id)}/preview`,
    viewingRooms: () => "/ops/viewing-rooms",
    /** A viewing room's editor ("new": a new one). */
    viewingRoom: (id: string) => `/ops/viewing-rooms/${encodeURIComponent(id)}`,
    viewingRoomPreview: (id: string) => `/ops/viewing-rooms/${encodeURIComponent(id)}/preview`,
    /** The platform's goods an editor keeps. */
    goodsList: () => "/ops/goods",
    /** Goods' editor ("new": new goods). */
    goods: (id: string) => `/ops/goods/${encodeURIComponent(id)}`,
    goodsPreview: (id: string) => `/ops/goods/${encodeURIComponent(id)}/preview`,
    /** The home page's sections an editor orders and publishes, and their preview. */
    homepage: () => "/ops/homepage",
    homepagePreview: () => "/ops/homepage/preview",
    shipments: () => "/ops/shipments",
    audit: (filter?: { actor?: string; target?: string }) => {
      const qs = new URLSearchParams();
      if (filter?.actor) qs.set("actor", filter.actor);
      if (filter?.target) qs.set("target", filter.target);
      const s = qs.toString();
      return s ? `/ops/audit?${s}` : "/ops/audit";
    },
  },
} as const;

/** The URL of an artist's tab (the first tab has the bare URL). */
export function artistTabHref(number: number, tab: ArtistTab): string {
  return paths.artist(number, tab);
}

/** The canonical address of a filtered list. */
export function artworksHref(f: ArtworkFilters): string {
  const qs = serializeFilters(f);
  return paths.artworks(qs);
}

/** Where a live plays: its player on /art-lives. */
export function liveHref(number: number): string {
  return paths.artLives(number);
}

/** The address of a search: /search?q=… or /search/{type}?q=…. */
export function searchHref(q: string, type: SearchType | null = null): string {
  return paths.search(cleanQuery(q), type);
}
