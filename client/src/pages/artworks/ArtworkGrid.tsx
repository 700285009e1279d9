import { graphql, usePaginationFragment } from "react-relay";
import { ArtworkCard } from "../../components/ArtworkCard/ArtworkCard";
import type { ArtworkGrid_query$key } from "./__generated__/ArtworkGrid_query.graphql";

export const PAGE_SIZE = 24;

/** The artworks, newest first, with "load more" (Relay cursor pagination). */
export function ArtworkGrid({ query }: { query: ArtworkGrid_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArtworkGrid_query on Query
      @refetchable(queryName: "ArtworkGridPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 24 }, after: { type: "Cursor" }) {
        artworks(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC })
          @connection(key: "ArtworkGrid_artworks") {
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
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="artworks-total">
        共 {data.artworks.totalCount} 件作品
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {edges.map((e) => (e?.node ? <ArtworkCard key={e.node.id} artwork={e.node} /> : null))}
      </div>
      {hasNext ? (
        <div className="mt-10 text-center">
          <button
            type="button"
            className="rounded border border-primary px-8 py-2 hover:bg-primary hover:text-white disabled:opacity-50"
            disabled={isLoadingNext}
            onClick={() => loadNext(PAGE_SIZE)}
          >
            {isLoadingNext ? "加载中…" : "加载更多"}
          </button>
        </div>
      ) : (
        <p className="mt-10 text-center text-sm text-secondary">已经到底了</p>
      )}
    </div>
  );
}
