/**
 * A tap on a button before the page is hydrated. The server's page is painted, and its links work, long before the
 * client has started (its modules load after the first screen's pictures; on a slow phone that is a second or more):
 * a tap on a button then did nothing, and React's own replay covers only taps after hydration has begun. The entry
 * records such taps from its first moment; once the page is hydrated the last one is clicked again.
 *
 * - Only plain buttons (type="button", outside any link): links navigate by themselves, and a form's submit button
 *   submits the form the browser's way.
 * - Only the last tap, and only if it is recent (MAX_AGE_MS): two early taps replayed together (a menu, then a
 *   favourite) would do what no tap did.
 * - Any input once hydration began (a press, a key, a click) drops it: the visitor has moved on, and React answers
 *   that input itself. A press hydrates the page at once (React's discrete events), so without this the early tap
 *   and the new one's click would both reach the button: a favourite set, then unset.
 * - A button in a part hydrated later than the page (a Deferred part, whose code may be imported lazily: the front
 *   page below its first screen) is clicked once that part is hydrated, waiting at most MAX_WAIT_MS from the page's
 *   hydration: a click on it before then would reach React while it may not be able to hydrate the part yet, and
 *   React drops such a click.
 */
export interface EarlyClicks {
  /** Records no more taps (called as hydration begins: from then on React sees them itself). */
  stop(): void;
  /**
   * Clicks the recorded button once it is hydrated, if it is still on the page, enabled and recent, then stops
   * listening; resolves true if it was clicked.
   */
  replay(): Promise<boolean>;
  /** Stops listening and forgets the tap (the page never hydrated). */
  discard(): void;
}

/** How old an early tap may be when the page is hydrated and still be answered. */
export const MAX_AGE_MS = 5000;

const INPUT_EVENTS = ["pointerdown", "keydown", "click"] as const;

/** How long a replay waits for its button's part to be hydrated after the page is. */
export const MAX_WAIT_MS = 5000;

/** How often a replay looks again whether its button is hydrated. */
const RECHECK_MS = 50;

/** Whether React has hydrated the element: it keeps its fiber on each node it owns. */
export function isHydrated(el: Element): boolean {
  return Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
}

export function captureEarlyClicks(
  doc: Document = document,
  now: () => number = Date.now,
  hydrated: (el: Element) => boolean = isHydrated,
): EarlyClicks {
  let pending: { button: HTMLButtonElement; at: number } | null = null;
  let stopped = false;
  const onInput = (e: Event) => {
    if (stopped) {
      pending = null;
      return;
    }
    if (e.type !== "click" || !(e.target instanceof Element)) return;
    const button = e.target.closest<HTMLButtonElement>('button[type="button"]');
    if (!button || button.disabled || button.closest("a[href]")) return;
    pending = { button, at: now() };
  };
  for (const type of INPUT_EVENTS) doc.addEventListener(type, onInput, true);
  const unlisten = () => {
    stopped = true;
    for (const type of INPUT_EVENTS) doc.removeEventListener(type, onInput, true);
  };
  return {
    stop() {
      stopped = true;
    },
    replay() {
      stopped = true;
      const tap = pending;
      const start = now();
      const recent = tap !== null && start - tap.at <= MAX_AGE_MS;
      return new Promise<boolean>((resolve) => {
        const attempt = () => {
          // Still listening while it waits: any input meanwhile drops the tap (pending is then null).
          const live = recent && pending === tap && tap.button.isConnected && !tap.button.disabled;
          if (live && now() - start <= MAX_WAIT_MS && !hydrated(tap.button)) {
            setTimeout(attempt, RECHECK_MS);
            return;
          }
          unlisten();
          pending = null;
          if (!live || !hydrated(tap.button)) return resolve(false);
          tap.button.click();
          resolve(true);
        };
        attempt();
      });
    },
    discard() {
      unlisten();
      pending = null;
    },
  };
}

/** Calls fn once the page is hydrated (Root marks <html data-hydrated="true">), at once if it is already. */
export function whenHydrated(fn: () => void, doc: Document = document) {
  const root = doc.documentElement;
  if (root.dataset.hydrated === "true") {
    fn();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    fn();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}
