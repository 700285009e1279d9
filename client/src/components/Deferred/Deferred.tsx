import { Suspense, type ReactNode } from "react";

/**
 * Content below the first screen. It is in the server-rendered HTML like everything else, but the browser
 * hydrates it after the rest of the page, in small pieces between other work: React hydrates a server-rendered
 * Suspense boundary at offscreen priority, time-sliced, instead of inside the page's one long hydration task. A
 * click or key press inside it before then makes React hydrate that boundary first and replays the event, so
 * nothing is lost, as long as its code is there: a lazily imported child that is still loading cannot hydrate, and
 * React drops the click (fetch such code early, as the front page does). It adds no element of its own (grids and
 * flex rows keep their children).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
