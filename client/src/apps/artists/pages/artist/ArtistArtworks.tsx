import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ArtworkCards } from "../../../../features/catalogue/ArtworkCard/ArtworkCards";
import type { ArtistArtworks_artist$key } from "./__generated__/ArtistArtworks_artist.graphql";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";

export const PAGE_SIZE = 24;

/** The artist's works, newest first, with "load more". */
export function ArtistArtworks({ artist }: { artist: ArtistArtworks_artist$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArtistArtworks_artist on Artist
      @refetchable(queryName: "ArtistArtworksPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 24 }, after: { type: "Cursor" }) {
        artworks(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC })
          @connection(key: "ArtistArtworks_artworks") {
          totalCount
          edges {
            node {
              id
              ...ArtworkCard_artwork
            }
          }
        }
      }
    `,
    artist,
  );
  const edges = data.artworks.edges ?? [];
  if (edges.length === 0) return <p className="py-16 text-center text-secondary">暂无作品。</p>;
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="artist-artworks-total">
        共 {data.artworks.totalCount} 件作品
      </p>
      <ArtworkCards nodes={edges.map((e) => e?.node)} />
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
