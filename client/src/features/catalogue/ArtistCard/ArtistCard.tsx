import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { artistFacts } from "../../../lib/artistIndex";
import type { ArtistCard_artist$key } from "./__generated__/ArtistCard_artist.graphql";
import { paths } from "../../../system/paths";
import { FavoriteButton } from "../../favorites/FavoriteButton";
import { CardPicture } from "../../../components/Picture/Picture";

/** One artist in a list: a thumbnail of the newest work, name, region and birth year. */
export function ArtistCard({ artist }: { artist: ArtistCard_artist$key }) {
  const a = useFragment(
    graphql`
      fragment ArtistCard_artist on Artist {
        id
        number
        followerCount
        viewerHasFavorited
        name
        nameEn
        initial
        region
        birthYear
        artworks(first: 1, orderBy: { field: CREATED_AT, direction: DESC }) {
          edges {
            node {
              title
              images {
                url(width: 320)
                srcset
                width
                height
              }
            }
          }
        }
      }
    `,
    artist,
  );
  const work = a.artworks.edges?.[0]?.node;
  const img = work?.images?.[0];
  const facts = artistFacts(a.region, a.birthYear);
  return (
    <article className="group" data-testid="artist-card" data-initial={a.initial}>
      <AppLink to={paths.artist(a.number)} className="block">
        <div className="flex aspect-square items-center justify-center overflow-hidden bg-black/[0.03] p-3">
          {img ? (
            <CardPicture
              picture={img}
              sizes="(max-width: 600px) 50vw, (max-width: 1280px) 25vw, 240px"
              alt={`${a.name}《${work.title}》`}
              className="max-h-full w-auto max-w-full object-contain shadow-sm transition-transform duration-300 group-hover:scale-[1.02]"
            />
          ) : (
            <span className="font-serif text-4xl text-secondary">{a.name.slice(0, 1)}</span>
          )}
        </div>
        <div className="mt-2 space-y-0.5 text-sm">
          <p className="font-semibold" data-testid="artist-name">
            {a.name}
          </p>
          {a.nameEn ? <p className="text-secondary">{a.nameEn}</p> : null}
          {facts ? <p className="text-secondary">{facts}</p> : null}
        </div>
      </AppLink>
      <div className="mt-2">
        <FavoriteButton kind="artist" id={a.id} on={a.viewerHasFavorited} count={a.followerCount} showCount />
      </div>
    </article>
  );
}
