import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import type { GalleryCard_gallery$key } from "./__generated__/GalleryCard_gallery.graphql";
import { paths } from "../../../system/paths";
import { FavoriteButton } from "../../favorites/FavoriteButton";
import { WideCardPicture } from "../../../components/Picture/Picture";

/** One gallery in a list: a view of its space (or its monogram), name, city and the artists it represents. */
export function GalleryCard({ gallery }: { gallery: GalleryCard_gallery$key }) {
  const g = useFragment(
    graphql`
      fragment GalleryCard_gallery on Gallery {
        id
        number
        followerCount
        viewerHasFavorited
        name
        nameEn
        initial
        city
        logoPicture {
          url(width: 320)
        }
        cover {
          url(width: 480)
          srcset
          width
          height
        }
        artists(first: 3) {
          totalCount
          edges {
            node {
              name
            }
          }
        }
      }
    `,
    gallery,
  );
  const names = (g.artists.edges ?? []).flatMap((e) => (e?.node ? [e.node.name] : []));
  const more = g.artists.totalCount - names.length;
  return (
    <article className="group" data-testid="gallery-card" data-initial={g.initial}>
      <AppLink to={paths.gallery(g.number)} className="block">
        <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-black/[0.04]">
          {g.cover ? (
            <WideCardPicture picture={g.cover} alt={`${g.name}展厅`} />
          ) : (
            <span className="font-serif text-5xl text-secondary">{g.name.slice(0, 1)}</span>
          )}
          {g.logoPicture ? (
            <img
              src={g.logoPicture.url}
              width={48}
              height={48}
              alt=""
              loading="lazy"
              className="absolute bottom-3 left-3 h-12 w-12 shadow"
              data-testid="gallery-logo"
            />
          ) : null}
        </div>
        <div className="mt-3 space-y-0.5 text-sm">
          <p className="text-base font-semibold" data-testid="gallery-name">
            {g.name}
          </p>
          <p className="text-secondary">
            {g.city}
            {g.nameEn && g.nameEn !== g.name ? ` · ${g.nameEn}` : ""}
          </p>
          {names.length > 0 ? (
            <p className="truncate text-secondary">
              代理：{names.join("、")}
              {more > 0 ? ` 等 ${g.artists.totalCount} 位艺术家` : ""}
            </p>
          ) : null}
        </div>
      </AppLink>
      <div className="mt-2">
        <FavoriteButton kind="gallery" id={g.id} on={g.viewerHasFavorited} count={g.followerCount} showCount />
      </div>
    </article>
  );
}
