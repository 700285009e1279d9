/**
 * Taps on the page's buttons before it is hydrated. The server's page is painted, and its links work, long before
 * the client has started (its modules load after the first screen's pictures; on a slow phone that is a second or
 * more): a tap on a button then did nothing, and React's own replay covers only taps after hydration has begun. The
 * entry records such taps from its first moment; once the page is hydrated they are clicked again, each button
 * once (a second tap on a button that did not answer the first means the same).
 *
 * Only plain buttons (type="button", outside any link): links navigate by themselves, and a form's submit button
 * submits the form the browser's way.
 */
export interface EarlyClicks {
  /**
   * Records no more taps (called as hydration begins: from then on React sees them itself); a recorded button
   * tapped again from then on is not clicked again.
   */
  stop(): void;
  /** Stops, then clicks each recorded button that is still on the page and enabled; returns how many. */
  replay(): number;
}

export function captureEarlyClicks(doc: Document = document): EarlyClicks {
  const pending: HTMLButtonElement[] = [];
  let stopped = false;
  const onClick = (e: Event) => {
    const target = e.target;
    if (!(target instanceof Element)) return;
    const button = target.closest<HTMLButtonElement>('button[type="button"]');
    if (!button || button.disabled || button.closest("a[href]")) return;
    const i = pending.indexOf(button);
    if (stopped) {
      // Tapped again once hydration began: React answers that tap, so the early one is not clicked again too
      // (a favourite would be set, then unset).
      if (i >= 0) pending.splice(i, 1);
      return;
    }
    if (i < 0) pending.push(button);
  };
  doc.addEventListener("click", onClick, true);
  const stop = () => {
    stopped = true;
  };
  return {
    stop,
    replay() {
      stop();
      doc.removeEventListener("click", onClick, true);
      let clicked = 0;
      for (const button of pending.splice(0)) {
        if (!button.isConnected || button.disabled) continue;
        button.click();
        clicked++;
      }
      return clicked;
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
