import { graphql, usePaginationFragment } from "react-relay/hooks";
import { LiveCard } from "../../../../components/LiveCard/LiveCard";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import type { LiveList_query$key } from "./__generated__/LiveList_query.graphql";

export const PAGE_SIZE = 12;

/** Art lives, latest start first, optionally of one status, with "load more". */
export function LiveList({ query }: { query: LiveList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment LiveList_query on Query
      @refetchable(queryName: "LiveListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 12 }
        after: { type: "Cursor" }
        where: { type: "ArtLiveWhereInput" }
      ) {
        artLives(first: $first, after: $after, where: $where, orderBy: { field: STARTS_AT, direction: DESC })
          @connection(key: "LiveList_artLives") {
          totalCount
          edges {
            node {
              id
              ...LiveCard_artLive
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.artLives.edges ?? [];
  if (edges.length === 0) return <p className="py-16 text-center text-secondary">这里还没有直播。</p>;
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="lives-total">
        共 {data.artLives.totalCount} 场直播
      </p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <LiveCard key={e.node.id} live={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
