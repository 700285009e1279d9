#!/usr/bin/env node
/**
 * The page-weight budget (issue 11): the JavaScript a first visit to a page downloads — the client entry and the
 * page's own chunk, with every chunk they import statically — gzip-compressed, read from the build output
 * (dist/client/.vite/manifest.json). Fails when a page goes over BUDGET_KB, or when an anonymous page's first load
 * carries code of the member, selling, order or console areas (told by the Relay operations those areas own).
 *
 *   node client/scripts/budget.mjs            check (make test)
 *   node client/scripts/budget.mjs --json     the figures as JSON
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoDir = () => fileURLToPath(new URL("../..", import.meta.url));
export const BUDGET_KB = 200;

/** The anonymous pages held to the budget, by the route module their page loads. */
export const PAGES = {
  "/": "src/apps/home/pages/home/route.tsx",
  "/artworks": "src/apps/artworks/pages/artworks/route.tsx",
  "/artwork/{n}": "src/apps/artworks/pages/artwork/route.tsx",
  "/artist/{n}": "src/apps/artists/pages/artist/route.tsx",
};

/** Areas an anonymous page must never load on its first visit. */
const PRIVATE_AREAS = ["member", "selling", "orders", "refunds", "ops"];

/** Every chunk file a manifest entry loads at once: itself and its static imports, transitively. */
export function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`no ${key} in the build manifest`);
  if (seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Source modules the client's start imports on its own after the first paint (client/server/assets.ts). */
export const BOOT_MODULES = "src/app/boot/";

/**
 * What every first load runs: the entry with its static imports, and what the start imports on its own, part after
 * part (app/boot: the libraries, the app's start, react-dom's client, each evaluated in a task of its own; the
 * entry preloads them once the page is painted), with their static imports.
 */
export function entryClosure(manifest, entryKey) {
  const files = new Set();
  const boot = [entryKey];
  for (const done = new Set(); boot.length > 0; ) {
    const key = boot.pop();
    if (done.has(key)) continue;
    done.add(key);
    closure(manifest, key, files);
    for (const dep of manifest[key]?.dynamicImports ?? []) if (dep.startsWith(BOOT_MODULES)) boot.push(dep);
  }
  return files;
}

/** Names of the Relay operations and fragments a private area owns (its __generated__ files). */
function privateOperations() {
  const names = [];
  const walk = (dir) => {
    let list;
    try {
      list = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of list) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.includes("__generated__") && name.endsWith(".graphql.ts")) names.push(name.replace(/\.graphql\.ts$/, ""));
    }
  };
  for (const area of PRIVATE_AREAS) walk(join(repoDir(), "client/src/apps", area));
  return names;
}

export function measure() {
  const dist = join(repoDir(), "dist/client");
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const ops = privateOperations();
  const pages = [];
  for (const [page, key] of Object.entries(PAGES)) {
    const files = closure(manifest, key, entryClosure(manifest, entryKey));
    let gzip = 0;
    let raw = 0;
    const leaks = [];
    for (const file of files) {
      if (!file.endsWith(".js")) continue;
      const body = readFileSync(join(dist, file));
      raw += body.length;
      gzip += gzipSync(body).length;
      const text = body.toString("utf8");
      // The minifier may quote a name with any quote: "X", 'X' or `X`.
      for (const op of ops) if (new RegExp(`["'\`]${op}["'\`]`).test(text)) leaks.push(`${op} in ${file}`);
    }
    pages.push({ page, files: files.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1), leaks });
  }
  return pages;
}

function isMain() {
  try {
    return process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
  } catch {
    return false; // imported where modules have no file: address (the tests)
  }
}

if (isMain()) {
  const pages = measure();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(pages, null, 2));
  } else {
    let failed = false;
    console.log(`first-load JS (gzip), budget ${BUDGET_KB} kB, from dist/client`);
    for (const p of pages) {
      const over = p.gzipKB > BUDGET_KB;
      failed ||= over || p.leaks.length > 0;
      console.log(`  ${over ? "OVER" : "ok  "} ${p.page.padEnd(13)} ${String(p.gzipKB).padStart(6)} kB gzip  (${p.rawKB} kB, ${p.files} files)`);
      for (const l of p.leaks) console.log(`       private code on an anonymous page: ${l}`);
    }
    if (failed) {
      console.error("page-weight budget broken");
      process.exit(1);
    }
  }
}
