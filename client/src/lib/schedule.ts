/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input between the steps of
 * the start (each a few milliseconds on a slow phone instead of one long task: the page's total blocking time).
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === "function") return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the page (the task after the next animation frame), or after 200 ms in a
 * tab that paints nothing (in the background). The client's start comes after the first paint of the server's
 * page: a module script runs once the document is parsed, often before anything is painted, and its work then held
 * back the page's first text and pictures.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
