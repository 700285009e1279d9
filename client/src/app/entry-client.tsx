import "../styles/app.css";
import { saveAppError } from "../system/errors";
import { handleChunkError } from "../system/chunkReload";
import { warnIfInsecureOrigin } from "../lib/insecureOrigin";
import { afterPaint, yieldToMain } from "../lib/schedule";
import { preloadModules } from "./modulePreload";
import { captureEarlyClicks } from "./earlyClicks";

/**
 * The client's entry: small on purpose. It waits until the server's page is painted, then has the browser fetch
 * the page's modules, all at once (app/modulePreload.ts: listed by the server, not preloaded from the head, so the
 * first screen's pictures do not share a slow link with 200 kB of scripts), and imports the rest from app/boot one
 * part a task. A module graph is evaluated in one task: the whole client imported at once made a task of about 80 ms
 * on this machine (over 300 ms on Lighthouse's slowed phone). Imported one after the other, with a yield between
 * them, Relay, react-router, the app's modules (boot/start.tsx) and then react-dom's client each take a task of
 * their own.
 */
async function boot() {
  // Taps on buttons before hydration, clicked again once it is done (app/earlyClicks.ts).
  const early = captureEarlyClicks();
  warnIfInsecureOrigin(window.location);
  window.addEventListener("error", (e) => {
    if (!handleChunkError(e.error)) saveAppError(e.error ?? e.message);
  });
  window.addEventListener("unhandledrejection", (e) => {
    if (!handleChunkError(e.reason)) saveAppError(e.reason);
  });
  await afterPaint();
  // Not awaited: the links go in a few a task while the parts below are imported (each import adds its own).
  void preloadModules();
  await import("./boot/relay");
  await yieldToMain();
  await import("./boot/router");
  await yieldToMain();
  const { start } = await import("./boot/start");
  await yieldToMain();
  await start(early);
}

void boot();
