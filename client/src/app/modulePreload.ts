import { yieldToMain } from "../lib/schedule";

/**
 * The page's modules, fetched once its first screen is painted. The server lists them (the start's parts and the
 * matched pages' chunks, client/server/assets.ts) in a JSON script element instead of <link rel="modulepreload"> tags:
 * tags in the head are fetched while the page's first pictures are, and on a phone's slow link about 200 kB of
 * scripts then shared the bandwidth with the few kB of the picture the visitor waits for. The client's entry
 * (app/entry-client.tsx), a few kB itself, adds the links once the page is painted: the modules then all load at
 * once, in parallel, while the start waits for them.
 */
export const MODULES_ELEMENT_ID = "__MODULES__";

/** How many links are added in one task (each costs about a millisecond on this machine, four on a slow phone). */
export const LINKS_PER_TASK = 4;

/**
 * Adds a <link rel="modulepreload"> to the head for each module the page lists, a few a task (twenty links in one
 * task made a task of 10 to 60 ms here, a long task on a phone); resolves to how many it added.
 */
export async function preloadModules(doc: Document = document, perTask = LINKS_PER_TASK): Promise<number> {
  let list: unknown;
  try {
    list = JSON.parse(doc.getElementById(MODULES_ELEMENT_ID)?.textContent || "[]");
  } catch {
    return 0;
  }
  if (!Array.isArray(list)) return 0;
  // Only the site's own built files (the server writes paths under /assets/), once each.
  const wanted = [...new Set(list.filter((h): h is string => typeof h === "string" && h.startsWith("/assets/")))];
  let added = 0;
  for (let i = 0; i < wanted.length; i += perTask) {
    if (i > 0) await yieldToMain();
    // The links already there (the bundler's loader adds those of what is imported meanwhile).
    const have = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")));
    for (const href of wanted.slice(i, i + perTask)) {
      if (have.has(href)) continue;
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.appendChild(link);
      added++;
    }
  }
  return added;
}
