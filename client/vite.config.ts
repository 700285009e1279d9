import { defineConfig, type Plugin } from "vite";
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
        rollupOptions: { input: { app: "index.html" } },
      },
  ssr: { noExternal: true },
}));
