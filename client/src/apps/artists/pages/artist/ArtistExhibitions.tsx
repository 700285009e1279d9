import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../../../../components/PagedList/PagedList";
import { ExhibitionCard } from "../../../../components/ExhibitionCard/ExhibitionCard";
import type { ArtistExhibitions_artist$key } from "./__generated__/ArtistExhibitions_artist.graphql";

export const PAGE_SIZE = 12;

/** The exhibitions the artist shows in, the latest opening first, with "load more". */
export function ArtistExhibitions({ artist }: { artist: ArtistExhibitions_artist$key }) {
  const { data, ...paging } = usePaginationFragment(
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
  return (
    <PagedList
      connection={data.exhibitions}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="artist-exhibitions"
      unit="个展览"
      empty="暂无展览。"
      emptyTestId
      testId="artist-exhibitions"
      endText={null}
      card={(n) => <ExhibitionCard exhibition={n} />}
    />
  );
}
