import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../../../components/PagedList/PagedList";
import { ArtistCard } from "../ArtistCard/ArtistCard";
import type { ArtistList_query$key } from "./__generated__/ArtistList_query.graphql";

export const PAGE_SIZE = 24;

/** Artists in pinyin order, optionally of one letter, with "load more". */
export function ArtistList({ query }: { query: ArtistList_query$key }) {
  const { data, ...paging } = usePaginationFragment(
    graphql`
      fragment ArtistList_query on Query
      @refetchable(queryName: "ArtistListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "Cursor" }
        where: { type: "ArtistWhereInput" }
      ) {
        artists(first: $first, after: $after, where: $where, orderBy: { field: PINYIN, direction: ASC })
          @connection(key: "ArtistList_artists") {
          totalCount
          edges {
            node {
              id
              ...ArtistCard_artist
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PagedList
      connection={data.artists}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="artists"
      unit="位艺术家"
      empty="这个字母下还没有艺术家。"
      grid="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      card={(n) => <ArtistCard artist={n} />}
    />
  );
}
