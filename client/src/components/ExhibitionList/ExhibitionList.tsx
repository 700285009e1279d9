import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../PagedList/PagedList";
import { ExhibitionCard } from "../ExhibitionCard/ExhibitionCard";
import type { ExhibitionList_query$key } from "./__generated__/ExhibitionList_query.graphql";

export const PAGE_SIZE = 12;

/** Exhibitions of one status (and city), in the status's order, with "load more". */
export function ExhibitionList({ query, empty }: { query: ExhibitionList_query$key; empty: string }) {
  const { data, ...paging } = usePaginationFragment(
    graphql`
      fragment ExhibitionList_query on Query
      @refetchable(queryName: "ExhibitionListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 12 }
        after: { type: "Cursor" }
        status: { type: "ExhibitionStatus" }
        city: { type: "String" }
        where: { type: "ExhibitionWhereInput" }
      ) {
        exhibitions(first: $first, after: $after, status: $status, city: $city, where: $where) @connection(key: "ExhibitionList_exhibitions") {
          totalCount
          edges {
            node {
              id
              ...ExhibitionCard_exhibition
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PagedList
      connection={data.exhibitions}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="exhibitions"
      unit="个展览"
      empty={empty}
      emptyTestId
      card={(n) => <ExhibitionCard exhibition={n} />}
    />
  );
}
