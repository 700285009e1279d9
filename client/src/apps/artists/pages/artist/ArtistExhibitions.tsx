import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ExhibitionCard } from "../../../../components/ExhibitionCard/ExhibitionCard";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import type { ArtistExhibitions_artist$key } from "./__generated__/ArtistExhibitions_artist.graphql";

export const PAGE_SIZE = 12;

/** The exhibitions the artist shows in, the latest opening first, with "load more". */
export function ArtistExhibitions({ artist }: { artist: ArtistExhibitions_artist$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArtistExhibitions_artist on Artist
      @refetchable(queryName: "ArtistExhibitionsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "Cursor" }) {
        exhibitions(first: $first, after: $after, orderBy: { field: STARTS_ON, direction: DESC })
          @connection(key: "ArtistExhibitions_exhibitions") {
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
    artist,
  );
  const edges = data.exhibitions.edges ?? [];
  if (edges.length === 0) return <p className="py-16 text-center text-secondary" data-testid="artist-exhibitions-empty">暂无展览。</p>;
  return (
    <div data-testid="artist-exhibitions">
      <p className="mb-6 text-sm text-secondary" data-testid="artist-exhibitions-total">
        共 {data.exhibitions.totalCount} 个展览
      </p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <ExhibitionCard key={e.node.id} exhibition={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
