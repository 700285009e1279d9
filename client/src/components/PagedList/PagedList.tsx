import { Fragment, type ReactNode } from "react";
import { LoadMore } from "../LoadMore/LoadMore";

/** The three-column grid most lists of cards use. */
export const GRID_3 = "grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3";

/** A Relay connection as a list reads it: its count and its edges. */
export interface Connection<N> {
  readonly totalCount: number;
  readonly edges?: readonly ({ readonly node?: N | null } | null | undefined)[] | null;
}

/** What usePaginationFragment answers beside the data. */
export interface Paging {
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

export interface PagedListProps<N extends { readonly id: string }> {
  connection: Connection<N>;
  paging: Paging;
  pageSize: number;
  /** The test ids' prefix: `<name>-total`, and `<name>-empty` when emptyTestId is set. */
  name: string;
  /** The count's unit: 共 12 {unit}. */
  unit: string;
  /** What an empty list says. */
  empty: ReactNode;
  /** Whether the empty text carries the test id `<name>-empty`. */
  emptyTestId?: boolean;
  /** A test id on the whole list. */
  testId?: string;
  /** The grid's classes. */
  grid?: string;
  /** What the end of the list says; null for nothing. */
  endText?: string | null;
  /** One card. */
  card: (node: N) => ReactNode;
}

/**
 * A paginated list of cards: 共 N {unit}, the cards in a grid, and "load more" to the end; the empty text when there
 * are none. Each list keeps its own fragment (Relay colocates it) and shares this shape.
 */
export function PagedList<N extends { readonly id: string }>({
  connection,
  paging,
  pageSize,
  name,
  unit,
  empty,
  emptyTestId = false,
  testId,
  grid = GRID_3,
  endText = "已经到底了",
  card,
}: PagedListProps<N>) {
  const edges = connection.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className="py-16 text-center text-secondary" data-testid={emptyTestId ? `${name}-empty` : undefined}>
        {empty}
      </p>
    );
  }
  return (
    <div data-testid={testId}>
      <p className="mb-6 text-sm text-secondary" data-testid={`${name}-total`}>
        共 {connection.totalCount} {unit}
      </p>
      <div className={grid}>{edges.map((e) => (e?.node ? <Fragment key={e.node.id}>{card(e.node)}</Fragment> : null))}</div>
      <LoadMore hasNext={paging.hasNext} isLoading={paging.isLoadingNext} onLoad={() => paging.loadNext(pageSize)} endText={endText ?? undefined} />
    </div>
  );
}

/**
 * A member's paginated list (orders, works, favourites, the review queue): its items, and "load more" under them;
 * `empty` when there are none and none to load. The items are those still in the list (the caller may leave out one
 * that left it since: a work moved out of its tab, an unfavourited work), in a <ul> of `list`'s classes with `item`
 * giving each one's <li>, or as the caller lays them out (children). Unlike PagedList it shows no count.
 */
export function MoreList<N extends { readonly id: string }>({
  items,
  paging,
  pageSize,
  empty,
  endText,
  list,
  item,
  children,
}: {
  items: readonly N[];
  paging: Paging;
  pageSize: number;
  empty: ReactNode;
  endText?: string;
  list?: { className: string; testId: string };
  item?: (node: N) => ReactNode;
  children?: ReactNode;
}) {
  if (items.length === 0 && !paging.hasNext) return empty;
  return (
    <div>
      {list && item ? (
        <ul className={list.className} data-testid={list.testId}>
          {items.map((n) => (
            <Fragment key={n.id}>{item(n)}</Fragment>
          ))}
        </ul>
      ) : (
        children
      )}
      <LoadMore hasNext={paging.hasNext} isLoading={paging.isLoadingNext} onLoad={() => paging.loadNext(pageSize)} endText={endText} />
    </div>
  );
}
