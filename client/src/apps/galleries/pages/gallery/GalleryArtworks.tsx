import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ArtworkCards } from "../../../../features/catalogue/ArtworkCard/ArtworkCards";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import type { GalleryArtworks_gallery$key } from "./__generated__/GalleryArtworks_gallery.graphql";

export const PAGE_SIZE = 12;

/** The works a gallery offers, newest first, with "load more". */
export function GalleryArtworks({ gallery }: { gallery: GalleryArtworks_gallery$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GalleryArtworks_gallery on Gallery
      @refetchable(queryName: "GalleryArtworksPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "Cursor" }) {
        artworks(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC })
          @connection(key: "GalleryArtworks_artworks") {
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
    gallery,
  );
  const edges = data.artworks.edges ?? [];
  if (edges.length === 0) return <p className="py-8 text-secondary">画廊暂未上架作品。</p>;
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="gallery-artworks-total">
        共 {data.artworks.totalCount} 件作品
      </p>
      <ArtworkCards nodes={edges.map((e) => e?.node)} />
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
