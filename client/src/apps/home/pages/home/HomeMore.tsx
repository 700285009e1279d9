import { ArticleCard } from "../../../../components/ArticleCard/ArticleCard";
import { ExhibitionCard } from "../../../../components/ExhibitionCard/ExhibitionCard";
import { GalleryCard } from "../../../../features/catalogue/GalleryCard/GalleryCard";
import { LiveCard } from "../../../../components/LiveCard/LiveCard";
import { ViewingRoomCard } from "../../../../components/ViewingRoomCard/ViewingRoomCard";
import { nodesOf } from "../../../../lib/connection";
import { paths } from "../../../../system/paths";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";
import { Section } from "./Section";

type Data = HomePageQuery["response"];

const three = "grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The front page below its first screen: exhibitions, viewing rooms, live streams, articles and galleries. Its own
 * chunk, which the page imports lazily inside a Deferred boundary: the server renders it in place like the rest, and
 * the browser fetches its code beside the first screen's, not as part of it (it is no part of the first load).
 */
export function HomeMore({ data }: { data: Pick<Data, "exhibitions" | "viewingRooms" | "onAir" | "upcomingLives" | "articles" | "galleries"> }) {
  const nodes = nodesOf;
  const lives = [...nodes(data.onAir), ...nodes(data.upcomingLives)].slice(0, 3);
  return (
    <>
      {nodes(data.exhibitions).length > 0 ? (
        <Section id="exhibitions" title="正在展出" href={paths.exhibitions()} more="全部展览">
          <div className={three}>
            {nodes(data.exhibitions).map((n) => (
              <ExhibitionCard key={n.id} exhibition={n} />
            ))}
          </div>
        </Section>
      ) : null}
      {nodes(data.viewingRooms).length > 0 ? (
        <Section id="viewing-rooms" title="开放中的线上展厅" href={paths.viewingRooms()} more="全部线上展厅">
          <div className={three}>
            {nodes(data.viewingRooms).map((n) => (
              <ViewingRoomCard key={n.id} viewingRoom={n} />
            ))}
          </div>
        </Section>
      ) : null}
      {lives.length > 0 ? (
        <Section id="lives" title="艺术直播" href={paths.artLives()} more="全部直播">
          <div className={three}>
            {lives.map((n) => (
              <LiveCard key={n.id} live={n} />
            ))}
          </div>
        </Section>
      ) : null}
      {nodes(data.articles).length > 0 ? (
        <Section id="articles" title="最新文章" href={paths.articles()} more="全部文章">
          <div className={three}>
            {nodes(data.articles).map((n) => (
              <ArticleCard key={n.id} article={n} />
            ))}
          </div>
        </Section>
      ) : null}
      <Section id="galleries" title="画廊" href={paths.galleries()} more="全部画廊">
        <div className={three}>
          {nodes(data.galleries).map((n) => (
            <GalleryCard key={n.id} gallery={n} />
          ))}
        </div>
      </Section>
    </>
  );
}
