import { defineConfig, type Plugin } from "vite";
import type { ChunkingContext } from "rolldown";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { relayBabel } from "./relayBabel";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));
const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/[-:.TZ]/g, "");

// build.json names the build; the client polls it to notice new deployments.
function buildManifest(): Plugin {
  return {
    name: "artmarket-build-json",
    apply: "build",
    generateBundle(options) {
      if (this.environment?.config.build.ssr) return;
      void options;
      this.emitFile({ type: "asset", fileName: "build.json", source: JSON.stringify({ build: buildId }) });
    },
  };
}

/**
 * The app's own modules the client's start (src/app/boot/start.tsx) imports, statically, and the entry does not: one
 * chunk with the start. The start is imported on its own (app/entry-client.tsx), so without this group every module
 * it shares with a page became a small chunk of its own (the logo, the links, the login dialog's opener...): a dozen
 * more files and compression streams on every first load, about 3 kB of gzip over the page-weight budget.
 */
function startGroup() {
  let members: Set<string> | null = null;
  const reach = (from: string, ctx: ChunkingContext, into: Set<string>, stop?: Set<string>) => {
    const pending = [from];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (into.has(id) || stop?.has(id) || id.includes("node_modules")) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      into.add(id);
      pending.push(...info.importedIds);
    }
    return into;
  };
  return (id: string, ctx: ChunkingContext) => {
    if (!members) {
      const entry = reach(`${root}src/app/entry-client.tsx`, ctx, new Set());
      members = reach(`${root}src/app/boot/start.tsx`, ctx, new Set(), entry);
    }
    // The start itself stays the dynamic entry the client imports (and the manifest names); the group is its chunk's
    // one import.
    return members.has(id) && !id.endsWith("/src/app/boot/start.tsx") ? "shell" : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: "public",
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [relayBabel(), react(), tailwindcss(), buildManifest()],
  build: isSsrBuild
    ? {
        outDir: "../dist/server",
        emptyOutDir: true,
        ssr: "server/entry.tsx",
        target: "node20",
        rollupOptions: { output: { entryFileNames: "entry.js" } },
      }
    : {
        outDir: "../dist/client",
        emptyOutDir: true,
        manifest: true,
        // SOURCEMAP=1 npm run build: source maps beside the bundles, to read a browser profile of the client.
        sourcemap: process.env.SOURCEMAP === "1",
        target: "es2022",
        rollupOptions: {
          input: { app: "index.html" },
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: startGroup() }] } },
        },
      },
  ssr: { noExternal: true },
}));
