import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ArtistCard } from "../ArtistCard/ArtistCard";
import type { ArtistList_query$key } from "./__generated__/ArtistList_query.graphql";
import { LoadMore } from "../../../components/LoadMore/LoadMore";

export const PAGE_SIZE = 24;

/** Artists in pinyin order, optionally of one letter, with "load more". */
export function ArtistList({ query }: { query: ArtistList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
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
  const edges = data.artists.edges ?? [];
  if (edges.length === 0) {
    return <p className="py-16 text-center text-secondary">这个字母下还没有艺术家。</p>;
  }
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="artists-total">
        共 {data.artists.totalCount} 位艺术家
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {edges.map((e) => (e?.node ? <ArtistCard key={e.node.id} artist={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
