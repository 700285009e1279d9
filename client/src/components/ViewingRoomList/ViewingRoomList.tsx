import { graphql, usePaginationFragment } from "react-relay/hooks";
import { LoadMore } from "../LoadMore/LoadMore";
import { ViewingRoomCard } from "../ViewingRoomCard/ViewingRoomCard";
import type { ViewingRoomList_query$key } from "./__generated__/ViewingRoomList_query.graphql";

export const PAGE_SIZE = 12;

/** Viewing rooms of one status, in the status's order, with "load more". */
export function ViewingRoomList({ query, empty }: { query: ViewingRoomList_query$key; empty: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ViewingRoomList_query on Query
      @refetchable(queryName: "ViewingRoomListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 12 }
        after: { type: "Cursor" }
        status: { type: "ViewingRoomStatus" }
        where: { type: "ViewingRoomWhereInput" }
      ) {
        viewingRooms(first: $first, after: $after, status: $status, where: $where) @connection(key: "ViewingRoomList_viewingRooms") {
          totalCount
          edges {
            node {
              id
              ...ViewingRoomCard_viewingRoom
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.viewingRooms.edges ?? [];
  if (edges.length === 0) return <p className="py-16 text-center text-secondary" data-testid="viewing-rooms-empty">{empty}</p>;
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="viewing-rooms-total">
        共 {data.viewingRooms.totalCount} 个线上展厅
      </p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <ViewingRoomCard key={e.node.id} viewingRoom={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
