import type { ReactNode } from "react";

/** The columns of most grids of artwork cards: two on a phone, three, then four. */
export const CARD_COLUMNS = "grid-cols-2 md:grid-cols-3 lg:grid-cols-4";

/**
 * The one grid every list of artwork cards is laid out in (the artworks list, an artist's and a gallery's works,
 * the front page, search, exhibitions, viewing rooms, articles, favourites). Its rows all take the height of the
 * cards it lays out, and its first cards always are laid out (`card-rows` in app.css): a card the browser skipped
 * (content-visibility) is then exactly as tall as it will be, instead of an estimate (360 px, a phone's card; 507
 * px on a desktop) that moved whatever is below when it was laid out, a "load more" button between a press and its
 * release.
 */
export function CardRows({
  children,
  columns = CARD_COLUMNS,
  testId,
}: {
  children: ReactNode;
  /** Tailwind column classes, written out in full where they are chosen (the CSS build reads them there). */
  columns?: string;
  testId?: string;
}) {
  return (
    <div className={`card-rows grid gap-x-4 gap-y-8 ${columns}`} data-testid={testId}>
      {children}
    </div>
  );
}
