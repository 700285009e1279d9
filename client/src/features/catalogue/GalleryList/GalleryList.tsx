import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../../../components/PagedList/PagedList";
import { GalleryCard } from "../GalleryCard/GalleryCard";
import type { GalleryList_query$key } from "./__generated__/GalleryList_query.graphql";

export const PAGE_SIZE = 18;

/** Galleries in pinyin order, optionally of one letter or one city, with "load more". */
export function GalleryList({ query }: { query: GalleryList_query$key }) {
  const { data, ...paging } = usePaginationFragment(
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
  return (
    <PagedList
      connection={data.galleries}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="galleries"
      unit="家画廊"
      empty="这里还没有画廊。"
      card={(n) => <GalleryCard gallery={n} />}
    />
  );
}
