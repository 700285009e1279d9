import { graphql, usePaginationFragment } from "react-relay/hooks";
import { GalleryCard } from "../GalleryCard/GalleryCard";
import { LoadMore } from "../../../components/LoadMore/LoadMore";
import type { GalleryList_query$key } from "./__generated__/GalleryList_query.graphql";

export const PAGE_SIZE = 18;

/** Galleries in pinyin order, optionally of one letter or one city, with "load more". */
export function GalleryList({ query }: { query: GalleryList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GalleryList_query on Query
      @refetchable(queryName: "GalleryListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 18 }
        after: { type: "Cursor" }
        where: { type: "GalleryWhereInput" }
      ) {
        galleries(first: $first, after: $after, where: $where, orderBy: { field: PINYIN, direction: ASC })
          @connection(key: "GalleryList_galleries") {
          totalCount
          edges {
            node {
              id
              ...GalleryCard_gallery
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.galleries.edges ?? [];
  if (edges.length === 0) {
    return <p className="py-16 text-center text-secondary">这里还没有画廊。</p>;
  }
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="galleries-total">
        共 {data.galleries.totalCount} 家画廊
      </p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <GalleryCard key={e.node.id} gallery={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
