import { ArtworkCard } from "./ArtworkCard";
import { Deferred } from "../../../components/Deferred/Deferred";
import { PRIORITY_CARDS } from "../../../components/cardSizes";
import type { ArtworkCard_artwork$key } from "./__generated__/ArtworkCard_artwork.graphql";
import { CardRows } from "./CardRows";

/** Cards of the first screen (a row of four on a desktop, two rows of two on a phone): hydrated with the page. */
export const FIRST_SCREEN_CARDS = 4;

type Node = ArtworkCard_artwork$key & { readonly id: string };

/**
 * The cards of a grid of artworks (the artworks list, an artist's and a gallery's works). The first row's pictures
 * are the page's likely largest paint: fetched at once and first (`priority`). The cards past the first screen are
 * hydrated after it, card by card, between other work.
 */
export function ArtworkCards({ nodes }: { nodes: ReadonlyArray<Node | null | undefined> }) {
  return (
    <CardRows>
      {nodes.map((n, i) =>
        !n ? null : i < FIRST_SCREEN_CARDS ? (
          <ArtworkCard key={n.id} artwork={n} priority={i < PRIORITY_CARDS} />
        ) : (
          <Deferred key={n.id}>
            <ArtworkCard artwork={n} />
          </Deferred>
        ),
      )}
    </CardRows>
  );
}
