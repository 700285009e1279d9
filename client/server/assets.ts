import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Assets } from "../src/app/document";

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
    this.collect("index.html", entryFiles, css);
    // What the start imports on its own after the first paint (app/boot, see entry-client.tsx): every first load
    // needs it, so it is preloaded with the entry like the entry's static imports.
    for (const d of this.manifest["index.html"]?.dynamicImports ?? []) {
      if (d.startsWith(BOOT_MODULES)) this.collect(d, entryFiles, css);
    }
    const entry = "/" + (this.manifest["index.html"]?.file ?? "");
    const preload = new Set<string>();
    for (const m of modules) this.collect(m, preload, css);
    for (const f of entryFiles) if (f !== entry) preload.add(f);
    preload.delete(entry);
    return { entry, css: [...css], preload: [...preload] };
  }
}
