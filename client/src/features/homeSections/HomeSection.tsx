import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { paths } from "../../system/paths";
import { ArtworkCards } from "../catalogue/ArtworkCard/ArtworkCards";
import type { HomeCards_section$key } from "./__generated__/HomeCards_section.graphql";
import type { HomeSection_section$key, HomeSectionKind } from "./__generated__/HomeSection_section.graphql";
import { Section } from "./Section";

/** Where each kind of section's "more" link leads, and what it says. */
const MORE: Record<Exclude<HomeSectionKind, "%future added value">, { href: () => string; label: string }> = {
  ARTWORKS: { href: () => paths.artworks({ status: "available" }), label: "查看全部" },
  ARTISTS: { href: () => paths.artists(), label: "全部艺术家" },
  EXHIBITIONS: { href: () => paths.exhibitions(), label: "全部展览" },
  VIEWING_ROOMS: { href: () => paths.viewingRooms(), label: "全部线上展厅" },
  LIVES: { href: () => paths.artLives(), label: "全部直播" },
  ARTICLES: { href: () => paths.articles(), label: "全部文章" },
  GALLERIES: { href: () => paths.galleries(), label: "全部画廊" },
  GOODS: { href: () => paths.shop(), label: "进入商城" },
};

/**
 * One section of the home page as an editor published it (or previews it: /ops/homepage/preview): its heading, the
 * link to the whole list of its kind, and the cards of its pieces. A section with nothing to show is left out. The
 * works' cards are drawn here (the first screen's usual section); the other kinds' by `cards` (HomeCards: the page
 * loads their code apart from the first screen's).
 */
export function HomeSection({ section, cards }: { section: HomeSection_section$key; cards: (section: HomeCards_section$key) => ReactNode }) {
  const s = useFragment(
    graphql`
      fragment HomeSection_section on HomeSection {
        key
        kind
        title
        artworks {
          id
          ...ArtworkCard_artwork
        }
        artists {
          id
        }
        exhibitions {
          id
        }
        viewingRooms {
          id
        }
        lives {
          id
        }
        articles {
          id
        }
        galleries {
          id
        }
        goods {
          id
        }
        ...HomeCards_section
      }
    `,
    section,
  );
  const more = s.kind === "%future added value" ? null : MORE[s.kind];
  const count =
    s.artworks.length + s.artists.length + s.exhibitions.length + s.viewingRooms.length + s.lives.length + s.articles.length + s.galleries.length + s.goods.length;
  if (!more || count === 0) return null;
  return (
    <Section id={s.key} title={s.title} href={more.href()} more={more.label}>
      {s.kind === "ARTWORKS" ? <ArtworkCards nodes={s.artworks} /> : cards(s)}
    </Section>
  );
}
