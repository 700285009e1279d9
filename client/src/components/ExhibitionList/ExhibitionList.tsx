import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ExhibitionCard } from "../ExhibitionCard/ExhibitionCard";
import { LoadMore } from "../LoadMore/LoadMore";
import type { ExhibitionList_query$key } from "./__generated__/ExhibitionList_query.graphql";

export const PAGE_SIZE = 12;

/** Exhibitions of one status (and city), in the status's order, with "load more". */
export function ExhibitionList({ query, empty }: { query: ExhibitionList_query$key; empty: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
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
  const edges = data.exhibitions.edges ?? [];
  if (edges.length === 0) return <p className="py-16 text-center text-secondary" data-testid="exhibitions-empty">{empty}</p>;
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="exhibitions-total">
        共 {data.exhibitions.totalCount} 个展览
      </p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <ExhibitionCard key={e.node.id} exhibition={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
