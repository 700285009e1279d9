import { useContext, useEffect } from "react";
import { Outlet, useMatches, UNSAFE_DataRouterStateContext } from "react-router";
import { DocumentContext, SITE_NAME } from "./document";
import type { RouteHandle } from "./routes";
import type { PageData } from "./pageLoader";
import { Providers } from "./Providers";

function usePageTitle(): string {
  const matches = useMatches();
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (state?.errors && Object.keys(state.errors).length > 0) return `页面未找到 - ${SITE_NAME}`;
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const meta = (m.loaderData as PageData<unknown> | undefined)?.meta;
    const handle = m.handle as RouteHandle | undefined;
    const title = meta?.title ?? handle?.title;
    if (title) return m.pathname === "/" ? `${SITE_NAME} - 发现与收藏当代艺术` : `${title} - ${SITE_NAME}`;
  }
  return SITE_NAME;
}

/** The whole HTML document; the server streams it and the browser hydrates it. */
export function Document({ children }: { children: React.ReactNode }) {
  const doc = useContext(DocumentContext);
  const title = usePageTitle();
  if (doc.bare) {
    return (
      <>
        <title>{title}</title>
        <Providers>{children}</Providers>
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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {doc.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {doc.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body className="min-h-screen bg-background font-sans text-primary antialiased">
        <Providers>{children}</Providers>
        <script id="__DATA__" type="application/json" dangerouslySetInnerHTML={{ __html: doc.json }} />
      </body>
    </html>
  );
}

export function Root() {
  // Marks the document once React has hydrated (or rendered) it; the browser
  // tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Document>
      <Outlet />
    </Document>
  );
}
