import { graphql, usePaginationFragment } from "react-relay/hooks";
import { AppLink } from "../AppLink/AppLink";
import { ArtworkCard } from "../ArtworkCard/ArtworkCard";
import { LoadMore } from "../LoadMore/LoadMore";
import { Deferred } from "../Deferred/Deferred";
import type { ArtworkGrid_query$key } from "./__generated__/ArtworkGrid_query.graphql";
import { paths } from "../../system/paths";
import { PRIORITY_CARDS } from "../cardSizes";

/** Cards of the first screen (a row of four on a desktop, two rows of two on a phone): hydrated with the page. */
export const FIRST_SCREEN_CARDS = 4;

export const PAGE_SIZE = 24;

/** The artworks matching the filters, in the chosen order, with "load more" (Relay cursor pagination). */
export function ArtworkGrid({ query, filtered }: { query: ArtworkGrid_query$key; filtered: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArtworkGrid_query on Query
      @refetchable(queryName: "ArtworkGridPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "Cursor" }
        where: { type: "ArtworkWhereInput" }
        orderBy: { type: "ArtworkOrder", defaultValue: { field: CREATED_AT, direction: DESC } }
      ) {
        artworks(first: $first, after: $after, where: $where, orderBy: $orderBy) @connection(key: "ArtworkGrid_artworks") {
          totalCount
          edges {
            node {
              id
              ...ArtworkCard_artwork
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.artworks.edges ?? [];
  if (edges.length === 0) {
    return (
      <div className="py-16 text-center" data-testid="artworks-empty">
        <p className="text-secondary">没有符合条件的作品。</p>
        {filtered ? (
          <AppLink to={paths.artworks()} className="mt-4 inline-block rounded border border-primary px-6 py-2 hover:bg-primary hover:text-white">
            清除筛选，查看全部作品
          </AppLink>
        ) : null}
      </div>
    );
  }
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="artworks-total">
        共 {data.artworks.totalCount} 件作品
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {edges.map((e, i) =>
          !e?.node ? null : i < FIRST_SCREEN_CARDS ? (
            <ArtworkCard key={e.node.id} artwork={e.node} priority={i < PRIORITY_CARDS} />
          ) : (
            // Past the first screen: hydrated after it, card by card, between other work.
            <Deferred key={e.node.id}>
              <ArtworkCard artwork={e.node} />
            </Deferred>
          ),
        )}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
