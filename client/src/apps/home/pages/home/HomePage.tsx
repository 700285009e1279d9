import { lazy } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { SearchBox } from "../../../../components/SearchBox/SearchBox";
import { Deferred } from "../../../../components/Deferred/Deferred";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";
import { paths } from "../../../../system/paths";
import { HomeSection } from "../../../../features/homeSections/HomeSection";

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
// The cards of a first section of another kind than works (an editor may put any first): code apart from the first
// screen's, as HomeMore's (which imports the same module).
const HomeCards = lazy(() => import("../../../../features/homeSections/HomeCards").then((m) => ({ default: m.HomeCards })));
if (typeof document !== "undefined") loadMore().catch(() => {});

// One query for the whole front page: every section is in the server-rendered HTML. The sections are the ones an
// editor published (/ops/homepage), in their order.
const query = graphql`
  query HomePageQuery {
    homeSections {
      key
      ...HomeSection_section
    }
    availableArtworks: artworks(first: 0, where: { status: AVAILABLE }) {
      totalCount
    }
    galleryCount: galleries(first: 0) {
      totalCount
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
  const [first, ...rest] = data.homeSections;
  return (
    <div>
      <section className="border-b border-black/10 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h1 className="font-serif text-3xl font-bold md:text-5xl">发现与收藏当代艺术</h1>
          <p className="mt-4 max-w-2xl text-secondary md:text-lg">
            {data.artistCount.totalCount} 位艺术家、{data.galleryCount.totalCount} 家画廊，{data.availableArtworks.totalCount}{" "}
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
      {/* The first section: below the hero on a phone, in view on a desktop; its first row loads at once. */}
      {first ? (
        <HomeSection
          section={first}
          cards={(c) => (
            <Deferred>
              <HomeCards section={c} />
            </Deferred>
          )}
        />
      ) : null}
      {/* Below the first screen: hydrated after it, in pieces, with code of its own (fetched beside the first screen's). */}
      <Deferred>
        <HomeMore sections={rest} />
      </Deferred>
    </div>
  );
}
