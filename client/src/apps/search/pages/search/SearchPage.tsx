import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ArtistCard } from "../../../../features/catalogue/ArtistCard/ArtistCard";
import { ArtworkCard } from "../../../../features/catalogue/ArtworkCard/ArtworkCard";
import { GalleryCard } from "../../../../features/catalogue/GalleryCard/GalleryCard";
import { ArtistList } from "../../../../features/catalogue/ArtistList/ArtistList";
import { ArtworkGrid } from "../../../../features/catalogue/ArtworkGrid/ArtworkGrid";
import { GalleryList } from "../../../../features/catalogue/GalleryList/GalleryList";
import { ExhibitionList } from "../../../../components/ExhibitionList/ExhibitionList";
import { ViewingRoomList } from "../../../../components/ViewingRoomList/ViewingRoomList";
import { ArticleList } from "../../../../components/ArticleList/ArticleList";
import { ArticleCard } from "../../../../components/ArticleCard/ArticleCard";
import { ExhibitionCard } from "../../../../components/ExhibitionCard/ExhibitionCard";
import { ViewingRoomCard } from "../../../../components/ViewingRoomCard/ViewingRoomCard";
import { SearchBox } from "../../../../components/SearchBox/SearchBox";
import { SEARCH_TYPES, cleanQuery, searchType, type SearchType } from "../../../../lib/searchTypes";
import type { SearchPageQuery } from "./__generated__/SearchPageQuery.graphql";
import type { SearchPageEmptyQuery } from "./__generated__/SearchPageEmptyQuery.graphql";
import { paths, searchHref } from "../../../../system/paths";
import { CardRows } from "../../../../features/catalogue/ArtworkCard/CardRows";

const query = graphql`
  query SearchPageQuery(
    $artworkWhere: ArtworkWhereInput!
    $artistWhere: ArtistWhereInput!
    $galleryWhere: GalleryWhereInput!
    $exhibitionWhere: ExhibitionWhereInput!
    $roomWhere: ViewingRoomWhereInput!
    $articleWhere: ArticleWhereInput!
    $all: Boolean!
    $artworks: Boolean!
    $artists: Boolean!
    $galleries: Boolean!
    $exhibitions: Boolean!
    $rooms: Boolean!
    $articles: Boolean!
    $first: Int!
  ) {
    artworkCount: artworks(first: 0, where: $artworkWhere) {
      totalCount
    }
    artistCount: artists(first: 0, where: $artistWhere) {
      totalCount
    }
    galleryCount: galleries(first: 0, where: $galleryWhere) {
      totalCount
    }
    exhibitionCount: exhibitions(first: 0, where: $exhibitionWhere) {
      totalCount
    }
    roomCount: viewingRooms(first: 0, where: $roomWhere) {
      totalCount
    }
    articleCount: articles(first: 0, where: $articleWhere) {
      totalCount
    }
    topArtworks: artworks(first: 8, where: $artworkWhere, orderBy: { field: CREATED_AT, direction: DESC }) @include(if: $all) {
      edges {
        node {
          id
          ...ArtworkCard_artwork
        }
      }
    }
    topArtists: artists(first: 6, where: $artistWhere, orderBy: { field: PINYIN, direction: ASC }) @include(if: $all) {
      edges {
        node {
          id
          ...ArtistCard_artist
        }
      }
    }
    topGalleries: galleries(first: 3, where: $galleryWhere, orderBy: { field: PINYIN, direction: ASC }) @include(if: $all) {
      edges {
        node {
          id
          ...GalleryCard_gallery
        }
      }
    }
    topExhibitions: exhibitions(first: 3, where: $exhibitionWhere) @include(if: $all) {
      edges {
        node {
          id
          ...ExhibitionCard_exhibition
        }
      }
    }
    topRooms: viewingRooms(first: 3, where: $roomWhere) @include(if: $all) {
      edges {
        node {
          id
          ...ViewingRoomCard_viewingRoom
        }
      }
    }
    topArticles: articles(first: 3, where: $articleWhere) @include(if: $all) {
      edges {
        node {
          id
          ...ArticleCard_article
        }
      }
    }
    ...ArtworkGrid_query @include(if: $artworks) @alias(as: "artworkGrid") @arguments(first: $first, where: $artworkWhere)
    ...ArtistList_query @include(if: $artists) @alias(as: "artistList") @arguments(first: $first, where: $artistWhere)
    ...GalleryList_query @include(if: $galleries) @alias(as: "galleryList") @arguments(first: $first, where: $galleryWhere)
    ...ExhibitionList_query @include(if: $exhibitions) @alias(as: "exhibitionList") @arguments(first: $first, where: $exhibitionWhere)
    ...ViewingRoomList_query @include(if: $rooms) @alias(as: "roomList") @arguments(first: $first, where: $roomWhere)
    ...ArticleList_query @include(if: $articles) @alias(as: "articleList") @arguments(first: $first, where: $articleWhere)
  }
`;

/** With no query: names to try, from the catalogue itself. */
const emptyQuery = graphql`
  query SearchPageEmptyQuery {
    artists(first: 8, orderBy: { field: CREATED_AT, direction: ASC }) {
      edges {
        node {
          id
          name
          pinyinAbbr
        }
      }
    }
  }
`;

type Vars = SearchPageQuery["variables"];
type Data = PageData<Vars | Record<string, never>> & { q: string; type: SearchType | null };

/** /search?q= (every kind) and /search/{type}?q= (one kind, paginated). */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const type = searchType(args.params.type_name);
  if (type === undefined) notFound(pathOf(args));
  const q = cleanQuery(new URL(args.request.url).searchParams.get("q"));
  const label = type ? SEARCH_TYPES.find((t) => t.id === type)!.label : "";
  if (q === "") {
    await loadQuery<SearchPageEmptyQuery>(env, emptyQuery, {});
    return { variables: {}, q, type, meta: { title: "搜索", description: "搜索作品、艺术家与画廊，支持中文、拼音全拼与首字母。", noindex: false } };
  }
  const variables: Vars = {
    artworkWhere: { search: q },
    artistWhere: { search: q },
    galleryWhere: { search: q },
    exhibitionWhere: { search: q },
    roomWhere: { search: q },
    articleWhere: { search: q },
    all: type === null,
    artworks: type === "artworks",
    artists: type === "artists",
    galleries: type === "galleries",
    exhibitions: type === "exhibitions",
    rooms: type === "viewing-rooms",
    articles: type === "articles",
    first: 24,
  };
  await loadQuery<SearchPageQuery>(env, query, variables);
  return {
    variables,
    q,
    type,
    // Result pages are for people, not for the index.
    meta: { title: `“${q}”的搜索结果${label ? ` · ${label}` : ""}`, description: `与“${q}”相关的作品、艺术家、画廊、展览与文章。`, noindex: true },
  };
}

function Tips() {
  return (
    <p className="mt-3 text-sm text-secondary">
      支持中文、拼音全拼与拼音首字母：搜“齐白石”“qibaishi”或“qbs”都能找到同一位艺术家，以及他的作品、展览与相关文章；也可以搜作品名、材质、展览名或城市。
    </p>
  );
}

function EmptyState() {
  const data = useLazyLoadQuery<SearchPageEmptyQuery>(emptyQuery, {}, { fetchPolicy: "store-or-network" });
  const names = (data.artists.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <div className="mt-10" data-testid="search-empty">
      <h2 className="font-semibold">试试搜索</h2>
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        {["油画", "山水", "shanshui", "水墨"].map((w) => (
          <AppLink key={w} to={searchHref(w)} className="rounded-full border border-black/15 px-3 py-1 hover:border-primary">
            {w}
          </AppLink>
        ))}
        {names.map((a) => (
          <AppLink key={a.id} to={searchHref(a.pinyinAbbr || a.name)} className="rounded-full border border-black/15 px-3 py-1 hover:border-primary">
            {a.pinyinAbbr || a.name}
          </AppLink>
        ))}
      </div>
      <Tips />
    </div>
  );
}

function Results({ variables, q, type }: { variables: Vars; q: string; type: SearchType | null }) {
  const data = useLazyLoadQuery<SearchPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const counts: Record<SearchType, number> = {
    artworks: data.artworkCount.totalCount,
    artists: data.artistCount.totalCount,
    galleries: data.galleryCount.totalCount,
    exhibitions: data.exhibitionCount.totalCount,
    "viewing-rooms": data.roomCount.totalCount,
    articles: data.articleCount.totalCount,
  };
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tab = "-mb-px shrink-0 border-b-2 pb-2";
  return (
    <>
      <nav aria-label="搜索结果类型" className="mt-8 flex gap-6 overflow-x-auto border-b border-black/10">
        <AppLink to={searchHref(q)} aria-current={type === null ? "page" : undefined} className={`${tab} ${type === null ? "border-primary font-semibold" : "border-transparent text-secondary hover:text-primary"}`}>
          全部 <span className="text-xs">{total}</span>
        </AppLink>
        {SEARCH_TYPES.map((t) => (
          <AppLink
            key={t.id}
            to={searchHref(q, t.id)}
            aria-current={type === t.id ? "page" : undefined}
            className={`${tab} ${type === t.id ? "border-primary font-semibold" : "border-transparent text-secondary hover:text-primary"}`}
          >
            {t.label} <span className="text-xs">{counts[t.id]}</span>
          </AppLink>
        ))}
      </nav>
      {(type === null ? total : counts[type]) === 0 ? (
        <div className="py-14" data-testid="search-none">
          <p className="text-lg">没有找到与“{q}”相关的{type ? SEARCH_TYPES.find((t) => t.id === type)!.label : "结果"}。</p>
          <Tips />
          <p className="mt-6 flex gap-4 text-sm">
            <AppLink to={paths.artworks()} className="underline">浏览全部作品</AppLink>
            <AppLink to={paths.artists()} className="underline">浏览艺术家</AppLink>
            <AppLink to={paths.galleries()} className="underline">浏览画廊</AppLink>
          </p>
        </div>
      ) : type === null ? (
        <div className="mt-8 space-y-12">
          {counts.artists > 0 ? (
            <section aria-labelledby="s-artists" data-testid="search-section-artists">
              <Heading id="s-artists" label="艺术家" count={counts.artists} unit="位艺术家" href={searchHref(q, "artists")} more={counts.artists > 6} />
              <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
                {(data.topArtists?.edges ?? []).map((e) => (e?.node ? <ArtistCard key={e.node.id} artist={e.node} /> : null))}
              </div>
            </section>
          ) : null}
          {counts.artworks > 0 ? (
            <section aria-labelledby="s-artworks" data-testid="search-section-artworks">
              <Heading id="s-artworks" label="作品" count={counts.artworks} unit="件作品" href={searchHref(q, "artworks")} more={counts.artworks > 8} />
              <CardRows>
                {(data.topArtworks?.edges ?? []).map((e) => (e?.node ? <ArtworkCard key={e.node.id} artwork={e.node} /> : null))}
              </CardRows>
            </section>
          ) : null}
          {counts.galleries > 0 ? (
            <section aria-labelledby="s-galleries" data-testid="search-section-galleries">
              <Heading id="s-galleries" label="画廊" count={counts.galleries} unit="家画廊" href={searchHref(q, "galleries")} more={counts.galleries > 3} />
              <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                {(data.topGalleries?.edges ?? []).map((e) => (e?.node ? <GalleryCard key={e.node.id} gallery={e.node} /> : null))}
              </div>
            </section>
          ) : null}
          {counts.exhibitions > 0 ? (
            <section aria-labelledby="s-exhibitions" data-testid="search-section-exhibitions">
              <Heading id="s-exhibitions" label="展览" count={counts.exhibitions} unit="个展览" href={searchHref(q, "exhibitions")} more={counts.exhibitions > 3} />
              <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                {(data.topExhibitions?.edges ?? []).map((e) => (e?.node ? <ExhibitionCard key={e.node.id} exhibition={e.node} /> : null))}
              </div>
            </section>
          ) : null}
          {counts["viewing-rooms"] > 0 ? (
            <section aria-labelledby="s-rooms" data-testid="search-section-viewing-rooms">
              <Heading id="s-rooms" label="线上展厅" count={counts["viewing-rooms"]} unit="个线上展厅" href={searchHref(q, "viewing-rooms")} more={counts["viewing-rooms"] > 3} />
              <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                {(data.topRooms?.edges ?? []).map((e) => (e?.node ? <ViewingRoomCard key={e.node.id} viewingRoom={e.node} /> : null))}
              </div>
            </section>
          ) : null}
          {counts.articles > 0 ? (
            <section aria-labelledby="s-articles" data-testid="search-section-articles">
              <Heading id="s-articles" label="文章" count={counts.articles} unit="篇文章" href={searchHref(q, "articles")} more={counts.articles > 3} />
              <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                {(data.topArticles?.edges ?? []).map((e) => (e?.node ? <ArticleCard key={e.node.id} article={e.node} /> : null))}
              </div>
            </section>
          ) : null}
        </div>
      ) : (
        <div className="mt-8">
          {data.artworkGrid ? <ArtworkGrid key={q} query={data.artworkGrid} filtered={false} /> : null}
          {data.artistList ? <ArtistList key={q} query={data.artistList} /> : null}
          {data.galleryList ? <GalleryList key={q} query={data.galleryList} /> : null}
          {data.exhibitionList ? <ExhibitionList key={q} query={data.exhibitionList} empty="没有找到相关的展览。" /> : null}
          {data.roomList ? <ViewingRoomList key={q} query={data.roomList} empty="没有找到相关的线上展厅。" /> : null}
          {data.articleList ? <ArticleList key={q} query={data.articleList} /> : null}
        </div>
      )}
    </>
  );
}

function Heading({ id, label, count, unit, href, more }: { id: string; label: string; count: number; unit: string; href: string; more: boolean }) {
  return (
    <div className="mb-4 flex items-baseline justify-between">
      <h2 id={id} className="font-serif text-2xl font-bold">
        {label}
      </h2>
      {more ? (
        <AppLink to={href} className="text-sm text-secondary hover:text-primary hover:underline">
          查看全部 {count} {unit}
        </AppLink>
      ) : null}
    </div>
  );
}

export function SearchPage() {
  const { variables, q, type } = useLoaderData() as Data;
  const { key } = useLocation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 font-serif text-3xl font-bold">搜索</h1>
      {/* A new search starts the box afresh with its own query. */}
      <SearchBox key={`${key}-${q}`} initial={q} />
      {q === "" ? <EmptyState /> : <Results variables={variables as Vars} q={q} type={type} />}
    </section>
  );
}
