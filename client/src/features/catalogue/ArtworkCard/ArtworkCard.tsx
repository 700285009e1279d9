import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../components/AppLink/AppLink";
import { formatFen } from "../../../format/money";
import type { ArtworkCard_artwork$key } from "./__generated__/ArtworkCard_artwork.graphql";
import { paths } from "../../../system/paths";
import { ARTWORK_CARD_SIZES } from "../../../components/cardSizes";
import { FavoriteButton } from "../../favorites/FavoriteButton";
import { Picture } from "../../../components/Picture/Picture";

/**
 * One artwork in a grid: image, title, artist, price or status. `priority` marks a card of the first screen:
 * its image loads at once and early (the page's likely largest paint); the others load as they come into view,
 * and the browser lays them out and paints them only as they near it (render-when-near).
 */
export function ArtworkCard({ artwork, priority = false }: { artwork: ArtworkCard_artwork$key; priority?: boolean }) {
  const a = useFragment(
    graphql`
      fragment ArtworkCard_artwork on Artwork {
        id
        number
        favoriteCount
        viewerHasFavorited
        title
        year
        mediumLabel
        priceFen
        status
        statusLabel
        artist {
          name
        }
        images {
          url(width: 640)
          srcset
          width
          height
          alt
        }
      }
    `,
    artwork,
  );
  const img = a.images?.[0];
  return (
    <article className={priority ? "group" : "group render-when-near"} data-testid="artwork-card">
      <AppLink to={paths.artwork(a.number)} className="block">
        <div className="flex aspect-[4/5] items-center justify-center overflow-hidden bg-black/[0.03] p-3">
          {img ? (
            <Picture
              picture={img}
              sizes={ARTWORK_CARD_SIZES}
              alt={img.alt ?? a.title}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : "auto"}
              decoding="async"
              className="max-h-full w-auto max-w-full object-contain shadow-sm transition-transform duration-300 group-hover:scale-[1.02]"
            />
          ) : (
            <div className="h-full w-full" />
          )}
        </div>
        <div className="mt-2 space-y-0.5 text-sm">
          <p className="font-semibold">{a.artist.name}</p>
          <p className="text-secondary">
            <span className="italic">{a.title}</span>
            {a.year ? `，${a.year}` : ""}
          </p>
          <p className="text-secondary">{a.mediumLabel}</p>
          <p className="font-semibold" data-testid="artwork-price">
            {a.status === "AVAILABLE" ? formatFen(a.priceFen) : a.statusLabel}
          </p>
        </div>
      </AppLink>
      <div className="mt-2">
        <FavoriteButton kind="artwork" id={a.id} on={a.viewerHasFavorited} count={a.favoriteCount} showCount />
      </div>
    </article>
  );
}
