import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../PagedList/PagedList";
import { ViewingRoomCard } from "../ViewingRoomCard/ViewingRoomCard";
import type { ViewingRoomList_query$key } from "./__generated__/ViewingRoomList_query.graphql";

export const PAGE_SIZE = 12;

/** Viewing rooms of one status, in the status's order, with "load more". */
export function ViewingRoomList({ query, empty }: { query: ViewingRoomList_query$key; empty: string }) {
  const { data, ...paging } = usePaginationFragment(
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
  return (
    <PagedList
      connection={data.viewingRooms}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="viewing-rooms"
      unit="个线上展厅"
      empty={empty}
      emptyTestId
      card={(n) => <ViewingRoomCard viewingRoom={n} />}
    />
  );
}
