import { graphql, usePaginationFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { ArtworkCards } from "../ArtworkCard/ArtworkCards";
import { LoadMore } from "../../../components/LoadMore/LoadMore";
import type { ArtworkGrid_query$key } from "./__generated__/ArtworkGrid_query.graphql";
import { paths } from "../../../system/paths";

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
      <ArtworkCards nodes={edges.map((e) => e?.node)} />
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
