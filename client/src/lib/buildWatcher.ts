/**
 * Detects new deployments (spec §1) by polling the build manifest. Once the deployed build differs from
 * the running one, shouldHardNavigate() is true and the router does a full page load on the next navigation.
 */
export const BUILD_MANIFEST_URL = "/assets/build.json";
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** The part of Document the watcher uses; injectable in tests. */
export type VisibilityDocument = Pick<Document, "hidden" | "addEventListener" | "removeEventListener">;

export interface BuildWatcherOptions {
  /** The build id the running bundle was built with. */
  currentBuild: string;
  url?: string;
  intervalMs?: number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Defaults to the global document; without one (server) the watcher does nothing. */
  document?: VisibilityDocument;
  /** Called once when a different build is seen. */
  onNewBuild?: (build: string) => void;
}

let newBuildSeen = false;
let stopActive: (() => void) | null = null;

/** True once the manifest names a build other than the running one. */
export function shouldHardNavigate(): boolean {
  return newBuildSeen;
}

function readBuild(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const build = (body as { build?: unknown }).build;
  return typeof build === "string" && build !== "" ? build : undefined;
}

/**
 * Starts polling (first check after one interval). Polling pauses while the document is hidden and resumes
 * when it becomes visible (checking at once if a check is overdue), and ends once a new build is seen.
 * Starting a watcher stops the previous one and resets shouldHardNavigate(). Returns the stop function.
 */
export function startBuildWatcher(options: BuildWatcherOptions): () => void {
  stopActive?.();
  newBuildSeen = false;
  const doc = options.document ?? (typeof document === "undefined" ? undefined : document);
  if (!doc) return () => undefined;

  const url = options.url ?? BUILD_MANIFEST_URL;
  const intervalMs = options.intervalMs ?? BUILD_POLL_INTERVAL_MS;
  const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  let stopped = false;
  let lastCheck = Date.now();

  function schedule(delay: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
  }

  async function check(): Promise<void> {
    lastCheck = Date.now();
    try {
      const response = await fetchImpl(url, { cache: "no-store", headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const build = readBuild(await response.json());
      if (!stopped && build !== undefined && build !== options.currentBuild) {
        newBuildSeen = true;
        options.onNewBuild?.(build);
        stop();
      }
    } catch {
      // Offline or a broken manifest: try again next time.
    }
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped || doc?.hidden) return;
    checking = true;
    try {
      await check();
    } finally {
      checking = false;
    }
    if (!stopped && !doc?.hidden) schedule(intervalMs);
  }

  function onVisibilityChange(): void {
    if (stopped) return;
    if (doc?.hidden) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined && !checking) {
      schedule(Math.max(0, lastCheck + intervalMs - Date.now()));
    }
  }

  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    doc?.removeEventListener("visibilitychange", onVisibilityChange);
    if (stopActive === stop) stopActive = null;
  }

  doc.addEventListener("visibilitychange", onVisibilityChange);
  if (!doc.hidden) schedule(intervalMs);
  stopActive = stop;
  return stop;
}
