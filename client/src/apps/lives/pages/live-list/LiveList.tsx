import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../../../../components/PagedList/PagedList";
import { LiveCard } from "../../../../components/LiveCard/LiveCard";
import type { LiveList_query$key } from "./__generated__/LiveList_query.graphql";

export const PAGE_SIZE = 12;

/** Art lives, latest start first, optionally of one status, with "load more". */
export function LiveList({ query }: { query: LiveList_query$key }) {
  const { data, ...paging } = usePaginationFragment(
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
  return (
    <PagedList
      connection={data.artLives}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="lives"
      unit="场直播"
      empty="这里还没有直播。"
      card={(n) => <LiveCard live={n} />}
    />
  );
}
