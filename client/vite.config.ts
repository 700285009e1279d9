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

/** The areas a visitor never opens: the member's pages, selling, orders, refunds and the console. */
const PRIVATE_AREAS = /\/src\/apps\/(member|selling|orders|refunds|ops)\//;

/**
 * Which output chunks are the private areas' own, for `privatePreloads`: a chunk's file name says nothing of its
 * modules, so each chunk is noted when the bundle is written, before the preload lists are.
 */
const privateChunks = new Set<string>();
/** The chunks every page has loaded before a click: the entry and the start (app/boot), with their imports. */
const everyPage = new Set<string>();
function notePrivateChunks(): Plugin {
  return {
    name: "artmarket-private-chunks",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const load = (name: string) => {
          if (everyPage.has(name)) return;
          everyPage.add(name);
          for (const dep of byName.get(name)?.imports ?? []) load(dep);
        };
        for (const c of chunks) if (c.isEntry || c.facadeModuleId?.includes("/src/app/boot/")) load(c.fileName);
        for (const chunk of chunks) {
          // A page's chunk is named by its route module; a shared chunk is private when all it holds is.
          const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
          if (ids.length > 0 && ids.every((id) => PRIVATE_AREAS.test(id))) privateChunks.add(chunk.fileName);
        }
      },
    },
  };
}

/**
 * A lazy route's chunks are listed beside its import so a click fetches them at once. The list of every route lives
 * in the shell, which every first load carries: each private page and each module shared among private pages put
 * its name there, about 20 B of gzip on every visitor's page (the /artist/{n} budget of 200 kB was reached with 130
 * names). A private area's page lists none of its imports: they come one step later, on the click of a member or an
 * operator, whose first load of such a page the server lists anyway (client/server/assets.ts).
 */
function privatePreloads(filename: string, deps: string[]): string[] {
  return privateChunks.has(filename) ? [] : deps.filter((d) => !everyPage.has(d));
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: "public",
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [relayBabel(), react(), tailwindcss(), buildManifest(), notePrivateChunks()],
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
        modulePreload: { resolveDependencies: privatePreloads },
        rollupOptions: {
          input: { app: "index.html" },
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: startGroup() }] } },
        },
      },
  ssr: { noExternal: true },
}));
