import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { relayBabel } from "./relayBabel";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [relayBabel()],
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
  },
});
