import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Assets } from "../src/system/document";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Source modules the client's start imports on its own (their manifest keys start so). */
export const BOOT_MODULES = "src/app/boot/";

/** Reads Vite's manifest: the entry, its CSS, and each page's chunks for modulepreload. */
export class BuildAssets {
  private manifest: Manifest;
  readonly build: string;

  constructor(clientDist: string) {
    this.manifest = JSON.parse(readFileSync(join(clientDist, ".vite", "manifest.json"), "utf8")) as Manifest;
    this.build = (JSON.parse(readFileSync(join(clientDist, "build.json"), "utf8")) as { build: string }).build;
  }

  private collect(key: string, files: Set<string>, css: Set<string>, seen = new Set<string>()) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = this.manifest[key];
    if (!chunk) return;
    files.add("/" + chunk.file);
    for (const c of chunk.css ?? []) css.add("/" + c);
    for (const i of chunk.imports ?? []) this.collect(i, files, css, seen);
  }

  /** The assets of a page: the entry plus the matched pages' chunks (modules: their source paths, the manifest's keys). */
  forPages(modules: string[]): Assets {
    const entryFiles = new Set<string>();
    const css = new Set<string>();
    // The entry, and what the start imports on its own after the first paint, part after part (app/boot, see
    // entry-client.tsx, which imports boot/start.tsx, which imports boot/reactDom.ts): every first load needs them,
    // so the page lists them with the entry's static imports for the entry to preload (app/modulePreload.ts).
    const boot = ["index.html"];
    for (const seen = new Set<string>(); boot.length > 0; ) {
      const key = boot.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      this.collect(key, entryFiles, css);
      for (const d of this.manifest[key]?.dynamicImports ?? []) if (d.startsWith(BOOT_MODULES)) boot.push(d);
    }
    const entry = "/" + (this.manifest["index.html"]?.file ?? "");
    const preload = new Set<string>();
    for (const m of modules) this.collect(m, preload, css);
    for (const f of entryFiles) if (f !== entry) preload.add(f);
    preload.delete(entry);
    return { entry, css: [...css], preload: [...preload] };
  }
}
