/**
 * The page's modules, fetched once its first screen is painted. The server lists them (the start's parts and the
 * matched pages' chunks, client/server/assets.ts) in a JSON script element instead of <link rel="modulepreload"> tags:
 * tags in the head are fetched while the page's first pictures are, and on a phone's slow link about 200 kB of
 * scripts then shared the bandwidth with the few kB of the picture the visitor waits for. The client's entry
 * (app/entry-client.tsx), a few kB itself, adds the links once the page is painted: the modules then all load at
 * once, in parallel, while the start waits for them.
 */
export const MODULES_ELEMENT_ID = "__MODULES__";

/** Adds a <link rel="modulepreload"> to the head for each module the page lists; returns how many it added. */
export function preloadModules(doc: Document = document): number {
  let list: unknown;
  try {
    list = JSON.parse(doc.getElementById(MODULES_ELEMENT_ID)?.textContent || "[]");
  } catch {
    return 0;
  }
  if (!Array.isArray(list)) return 0;
  const have = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")));
  let added = 0;
  for (const href of list) {
    // Only the site's own built files (the server writes paths under /assets/).
    if (typeof href !== "string" || !href.startsWith("/assets/") || have.has(href)) continue;
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    doc.head.appendChild(link);
    have.add(href);
    added++;
  }
  return added;
}
