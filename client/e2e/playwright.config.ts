import { defineConfig, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const port = process.env.E2E_PORT ?? "18181";
// Separate data folders let several checkouts run their suites at once.
const dataDir = process.env.E2E_DATA_DIR ?? "dist/e2e-data";
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  outputDir: "../../test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI one retry: a test that fails twice fails the run; one that passes on its retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: { baseURL, launchOptions, trace: "off", screenshot: "only-on-failure" },
  projects: [
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 860 } } },
    {
      name: "mobile",
      use: {
        browserName: "chromium",
        viewport: devices["Pixel 7"].viewport,
        userAgent: devices["Pixel 7"].userAgent,
        deviceScaleFactor: devices["Pixel 7"].deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // A fresh database on every run (media files are reused: they are content-addressed).
    command: `rm -f ${dataDir}/artmarket.db* && exec ./bin/artmarket`,
    cwd: repo,
    url: `${baseURL}/readyz?full=1`,
    // A fresh clone seeds the demo data and draws its pictures first: about a minute alone, over two under load.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ADDR: `127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      CLIENT_DIST: "dist",
      SEED: "true",
      LOG_LEVEL: "warn",
      // Every test signs its members in from 127.0.0.1: the suite makes more password logins in 15 minutes than
      // the per-address limit (100) allows a real address. The limit itself is tested in Go (authapi).
      LOGIN_ATTEMPTS_PER_IP: "2000",
      // Likewise the codes one address may ask for in a day (30): the suite sends more from 127.0.0.1. The cap
      // itself is tested in Go (verify).
      CODES_PER_IP_DAILY: "2000",
      // A buyer's refund window after receipt of seconds, not 7 days: a sale settles to available within a run of the
      // order jobs (ops/finance.spec.ts). The window itself is tested in Go (refunds' jobs).
      REFUND_REQUEST_WINDOW: "2s",
    },
  },
});
