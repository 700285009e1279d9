import { useContext, useEffect } from "react";
import { Outlet, useMatches, UNSAFE_DataRouterStateContext } from "react-router";
import { DATA_ELEMENT_ID, DocumentContext, scriptSafeJSON } from "../system/document";
import type { RouteHandle } from "../system/routeSpec";
import type { PageData } from "../system/pageLoader";
import { documentTitle, headTags, NOT_FOUND_META, type HeadTags, type PageMeta } from "../system/headMeta";
import { Providers } from "./Providers";
import { MODULES_ELEMENT_ID } from "./modulePreload";
import { APP_CONFIG_ELEMENT_ID, parseAppConfig } from "../lib/appConfig";
import { loadAnalytics } from "../lib/analytics";
import { WechatShare } from "../features/share/WechatShare";

/** The head of the current page: from the deepest route with a title, or the 404's. */
export function usePageHead(): HeadTags {
  const matches = useMatches();
  const state = useContext(UNSAFE_DataRouterStateContext);
  const doc = useContext(DocumentContext);
  const site = { origin: doc.origin || (typeof window === "undefined" ? "" : window.location.origin) };
  const pathname = matches[matches.length - 1]?.pathname ?? "/";
  if (state?.errors && Object.keys(state.errors).length > 0) {
    return headTags(NOT_FOUND_META, { site, pathname, title: documentTitle(NOT_FOUND_META.title, false), notFound: true });
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const meta: PageMeta = (m.loaderData as PageData<unknown> | undefined)?.meta ?? {};
    const handle = m.handle as RouteHandle | undefined;
    const title = meta.title ?? handle?.title;
    if (title) return headTags(meta, { site, pathname, title: documentTitle(title, m.pathname === "/") });
  }
  return headTags({}, { site, pathname, title: documentTitle(undefined, false) });
}

/**
 * Description, canonical, robots, Open Graph and JSON-LD. Inside <head> on the server; React 19 keeps these
 * <meta>/<link> current on every navigation (and hoists them into <head> in the client-only shell). The
 * JSON-LD block is data, never executed; it carries the nonce all the same.
 */
function HeadTagsView({ head, nonce }: { head: HeadTags; nonce: string }) {
  const og = head.og;
  return (
    <>
      <meta name="description" content={head.description} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      <meta property="og:site_name" content={og.site_name} />
      <meta property="og:locale" content={og.locale} />
      <meta property="og:type" content={og.type} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      <meta property="og:url" content={og.url} />
      <meta property="og:image" content={og.image} />
      {head.jsonLd ? (
        <script
          key={og.url}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: scriptSafeJSON(head.jsonLd) }}
        />
      ) : null}
    </>
  );
}

/** The whole HTML document; the server streams it and the browser hydrates it. */
export function Document({ children }: { children: React.ReactNode }) {
  const doc = useContext(DocumentContext);
  const head = usePageHead();
  const title = head.title;
  if (doc.bare) {
    return (
      <>
        <title>{title}</title>
        <HeadTagsView head={head} nonce={doc.nonce} />
        <Providers>{children}</Providers>
        <WechatShare head={head} />
      </>
    );
  }
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta property="csp-nonce" nonce={doc.nonce} />
        <meta name="theme-color" content="#222222" />
        <title>{title}</title>
        <script id={APP_CONFIG_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: doc.configJson }} />
        <HeadTagsView head={head} nonce={doc.nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React puts the stylesheet at the top of <head> (after the LCP image's preload),
            ahead of the module preloads: on HTTP/1.1 a browser opens 6 connections to a host, and a stylesheet
            queued behind a dozen scripts left the first layout to run without it (twice the layout work, a later
            first paint). */}
        {doc.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="app" />
        ))}
        {/* Holds the HTML parser here until the stylesheet is in (an inline script waits for the style sheets
            before it): otherwise the parser can finish the body first, and Chromium lays the whole page out once
            unstyled (its pictures at full size) before the styled layout, the largest task before the first paint
            on a phone. The preload scanner keeps fetching the pictures and modules meanwhile. */}
        {doc.assets.css.length > 0 ? <script nonce={doc.nonce} dangerouslySetInnerHTML={{ __html: "0" }} /> : null}
        {/* No rendering until the body is parsed (to the serialised store at its end): Chromium painted a first
            screen of what it had parsed, laid the page out, then laid it out again whole once the rest came, two
            layouts of about 140 ms here before the pictures showed. The document is small and sent whole, so
            waiting for its end costs no network time; a browser without render-blocking links ignores this. */}
        <link rel="expect" href={`#${DATA_ELEMENT_ID}`} blocking="render" />
      </head>
      <body className="min-h-screen bg-background font-sans text-primary antialiased">
        <Providers>{children}</Providers>
        <WechatShare head={head} />
        {/* The modules the client's entry fetches once this is painted (app/modulePreload.ts). */}
        <script id={MODULES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptSafeJSON(doc.assets.preload) }} />
        <script id={DATA_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: doc.json }} />
      </body>
    </html>
  );
}

export function Root() {
  const doc = useContext(DocumentContext);
  // Marks the document once React has hydrated (or rendered) it; the browser
  // tests wait for it. Then the analytics script, when configured (once).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    loadAnalytics(parseAppConfig(doc.configJson), doc.nonce);
  }, [doc.configJson, doc.nonce]);
  return (
    <Document>
      <Outlet />
    </Document>
  );
}
