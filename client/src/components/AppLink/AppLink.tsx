import { createContext, useContext, useEffect, useRef } from "react";
import { Link, type LinkProps } from "react-router";
import { whenVisible } from "../../system/whenVisible";

/** Prefetches a route's code and data; provided by the browser entry. */
export type Prefetcher = (href: string) => void;

export const PrefetchContext = createContext<Prefetcher>(() => {});

/**
 * A Link that prefetches its target's code and query on hover, focus, touch,
 * and when it scrolls into view once the page is loaded and idle (the prefetcher itself skips data-saver and
 * 2g connections and runs at most 4 preloads at once).
 */
export function AppLink({ to, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const prefetch = useContext(PrefetchContext);
  const ref = useRef<HTMLAnchorElement>(null);
  const href = typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}`;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return whenVisible(el, () => prefetch(href));
  }, [href, prefetch]);
  return (
    <Link
      ref={ref}
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
