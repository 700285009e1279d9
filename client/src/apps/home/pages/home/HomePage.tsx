import { lazy } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { nodesOf } from "../../../../lib/connection";
import { SearchBox } from "../../../../components/SearchBox/SearchBox";
import { Deferred } from "../../../../components/Deferred/Deferred";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";
import { paths } from "../../../../system/paths";
import { Section } from "./Section";
import { ArtworkCards } from "../../../../features/catalogue/ArtworkCard/ArtworkCards";

// The lower sections' code: in the browser it is fetched as soon as this page's module runs (as the page starts,
// or is prefetched for a navigation), beside hydration rather than after it, so that it is there when React hydrates
// that part or shows it after a navigation. A tap there before then is clicked again once it is (app/earlyClicks).
// One fetch, kept; a failed one is forgotten, so that rendering the page fetches again and reports its own failure
// (the early fetch reports none: it may run for a prefetch while the visitor is on another page).
let more: Promise<{ default: typeof import("./HomeMore").HomeMore }> | null = null;
const loadMore = () =>
  (more ??= import("./HomeMore").then(
    (m) => ({ default: m.HomeMore }),
    (err: unknown) => {
      more = null;
      throw err;
    },
  ));
const HomeMore = lazy(loadMore);
if (typeof document !== "undefined") loadMore().catch(() => {});

// One query for the whole front page: every section is in the server-rendered HTML.
const query = graphql`
  query HomePageQuery {
    artworks(first: 12, where: { status: AVAILABLE }, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      edges {
        node {
          id
          ...ArtworkCard_artwork
        }
      }
    }
    exhibitions(first: 3, status: CURRENT) {
      edges {
        node {
          id
          ...ExhibitionCard_exhibition
        }
      }
    }
    viewingRooms(first: 3, status: OPEN) {
      edges {
        node {
          id
          ...ViewingRoomCard_viewingRoom
        }
      }
    }
    onAir: artLives(first: 3, where: { status: LIVE }, orderBy: { field: STARTS_AT, direction: DESC }) {
      edges {
        node {
          id
          ...LiveCard_artLive
        }
      }
    }
    upcomingLives: artLives(first: 3, where: { status: UPCOMING }, orderBy: { field: STARTS_AT, direction: ASC }) {
      edges {
        node {
          id
          ...LiveCard_artLive
        }
      }
    }
    articles(first: 3) {
      edges {
        node {
          id
          ...ArticleCard_article
        }
      }
    }
    galleries(first: 3, orderBy: { field: PINYIN, direction: ASC }) {
      totalCount
      edges {
        node {
          id
          ...GalleryCard_gallery
        }
      }
    }
    artistCount: artists(first: 0) {
      totalCount
    }
  }
`;

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Record<string, never>>> {
  await loadQuery<HomePageQuery>(env, query, {});
  return {
    variables: {},
    meta: {
      description: "发现与收藏当代艺术：油画、国画、版画、雕塑与摄影作品，来自数十位艺术家与画廊；展览、线上展厅、艺术直播与文章。",
      type: "website",
      canonicalPath: paths.home(),
    },
  };
}

export function HomePage() {
  const data = useLazyLoadQuery<HomePageQuery>(query, {}, { fetchPolicy: "store-or-network" });
  const nodes = nodesOf;
  return (
    <div>
      <section className="border-b border-black/10 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h1 className="font-serif text-3xl font-bold md:text-5xl">发现与收藏当代艺术</h1>
          <p className="mt-4 max-w-2xl text-secondary md:text-lg">
            {data.artistCount.totalCount} 位艺术家、{data.galleries.totalCount} 家画廊，{data.artworks.totalCount}{" "}
            件在售作品：油画、国画、版画、雕塑与摄影，直接向艺术家与画廊购买。
          </p>
          <div className="mt-8 max-w-2xl">
            <SearchBox initial="" />
          </div>
          <div className="mt-6 flex flex-wrap gap-3 text-sm">
            <AppLink to={paths.artworks()} className="rounded bg-primary px-6 py-2.5 text-white">
              浏览全部作品
            </AppLink>
            <AppLink to={paths.studio()} className="rounded border border-primary px-6 py-2.5">
              我是艺术家，想在这里出售
            </AppLink>
          </div>
        </div>
      </section>
      <Section id="newest" title="最新上架" href={paths.artworks({ status: "available" })} more="查看全部">
        {/* Below the hero on a phone, in view on a desktop: the first row loads at once. */}
        <ArtworkCards nodes={nodes(data.artworks)} />
      </Section>
      {/* Below the first screen: hydrated after it, in pieces, with code of its own (fetched beside the first screen's). */}
      <Deferred>
        <HomeMore data={data} />
      </Deferred>
    </div>
  );
}
