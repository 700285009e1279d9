import { graphql, useFragment } from "react-relay/hooks";
import { ArticleCard } from "../../components/ArticleCard/ArticleCard";
import { ExhibitionCard } from "../../components/ExhibitionCard/ExhibitionCard";
import { GoodsCard } from "../../components/GoodsCard/GoodsCard";
import { LiveCard } from "../../components/LiveCard/LiveCard";
import { ViewingRoomCard } from "../../components/ViewingRoomCard/ViewingRoomCard";
import { ArtistCard } from "../catalogue/ArtistCard/ArtistCard";
import { GalleryCard } from "../catalogue/GalleryCard/GalleryCard";
import type { HomeCards_section$key } from "./__generated__/HomeCards_section.graphql";

const three = "grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3";

/** The cards of a home page section of any kind but works (HomeSection draws those): only its kind's list is filled. */
export function HomeCards({ section }: { section: HomeCards_section$key }) {
  const s = useFragment(
    graphql`
      fragment HomeCards_section on HomeSection {
        artists {
          id
          ...ArtistCard_artist
        }
        exhibitions {
          id
          ...ExhibitionCard_exhibition
        }
        viewingRooms {
          id
          ...ViewingRoomCard_viewingRoom
        }
        lives {
          id
          ...LiveCard_artLive
        }
        articles {
          id
          ...ArticleCard_article
        }
        galleries {
          id
          ...GalleryCard_gallery
        }
        goods {
          id
          ...GoodsCard_goods
        }
      }
    `,
    section,
  );
  return (
    <div className={three}>
      {s.artists.map((n) => (
        <ArtistCard key={n.id} artist={n} />
      ))}
      {s.exhibitions.map((n) => (
        <ExhibitionCard key={n.id} exhibition={n} />
      ))}
      {s.viewingRooms.map((n) => (
        <ViewingRoomCard key={n.id} viewingRoom={n} />
      ))}
      {s.lives.map((n) => (
        <LiveCard key={n.id} live={n} />
      ))}
      {s.articles.map((n) => (
        <ArticleCard key={n.id} article={n} />
      ))}
      {s.galleries.map((n) => (
        <GalleryCard key={n.id} gallery={n} />
      ))}
      {s.goods.map((n) => (
        <GoodsCard key={n.id} goods={n} />
      ))}
    </div>
  );
}
