import { createContext, useContext } from "react";
import { Link, type LinkProps } from "react-router";

/** Prefetches a route's code and data; provided by the browser entry. */
export type Prefetcher = (href: string) => void;

export const PrefetchContext = createContext<Prefetcher>(() => {});

/**
 * A Link that prefetches its target's code and query when the visitor shows the intent to follow it: pointer over
 * it, keyboard focus on it, a finger down on it (the prefetcher itself skips data-saver and 2g connections and runs
 * at most 4 preloads at once). Links merely in view are not prefetched: on a phone that was a page's worth of
 * route code evaluated and queries normalised into the store right after load (a second of blocking time in
 * Lighthouse's mobile run on /artworks) and data the visitor pays for, for pages most never open.
 */
export function AppLink({ to, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const prefetch = useContext(PrefetchContext);
  const href = typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}`;
  return (
    <Link
      to={to}
      onMouseEnter={(e) => {
        prefetch(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch(href);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetch(href);
        onTouchStart?.(e);
      }}
      {...rest}
    />
  );
}
