// Builds the GraphiQL playground (client/graphiql) into dist/graphiql, served
// at /graphiql by server/playground:
//
//   npx vite build --config client/graphiql/vite.config.ts
//
// The HTML is a template: the Go handler adds the request's CSP nonce to its
// <script> and <link> tags and a <meta property="csp-nonce"> that Vite's
// module-preload helper reads. Hashed files under /graphiql/assets/ are served
// with immutable cache headers.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/graphiql', import.meta.url));

export default defineConfig({
  root,
  base: '/graphiql/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Everything self-hosted: no asset becomes a data: URL beyond what
    // graphiql's CSS already inlines (its fonts).
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      onwarn(warning, warn) {
        // graphiql's react-compiler-runtime starts with "use no memo", which
        // bundling drops harmlessly; keep `make build` quiet about it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('react-compiler-runtime')) return;
        warn(warning);
      },
    },
  },
  server: {
    // `npx vite --config client/graphiql/vite.config.ts` for a dev server;
    // /graphql is proxied to the Go server.
    proxy: { '/graphql': 'http://127.0.0.1:8080' },
  },
});
