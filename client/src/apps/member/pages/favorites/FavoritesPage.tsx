import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, pathOf, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ArtworkCard } from "../../../../features/catalogue/ArtworkCard/ArtworkCard";
import { ArtistCard } from "../../../../features/catalogue/ArtistCard/ArtistCard";
import { GalleryCard } from "../../../../features/catalogue/GalleryCard/GalleryCard";
import { MoreList, type Paging } from "../../../../components/PagedList/PagedList";
import { paths } from "../../../../system/paths";
import type { FavoritesPageQuery } from "./__generated__/FavoritesPageQuery.graphql";
import type { FavoritesPage_artworks$key } from "./__generated__/FavoritesPage_artworks.graphql";
import type { FavoritesPage_artists$key } from "./__generated__/FavoritesPage_artists.graphql";
import type { FavoritesPage_galleries$key } from "./__generated__/FavoritesPage_galleries.graphql";
import { CardRows } from "../../../../features/catalogue/ArtworkCard/CardRows";

export const FAVORITES_PAGE_SIZE = 20;

type Kind = "artworks" | "artists" | "galleries";

const query = graphql`
  query FavoritesPageQuery($artworks: Boolean!, $artists: Boolean!, $galleries: Boolean!) {
    viewer {
      ...FavoritesPage_artworks @include(if: $artworks) @alias(as: "artworks")
      ...FavoritesPage_artists @include(if: $artists) @alias(as: "artists")
      ...FavoritesPage_galleries @include(if: $galleries) @alias(as: "galleries")
    }
  }
`;

type Vars = FavoritesPageQuery["variables"];
type Data = PageData<Vars> & { kind: Kind };

function kindOf(path: string): Kind {
  if (path.includes("artist")) return "artists";
  if (path.includes("galler")) return "galleries";
  return "artworks";
}

const TITLES: Record<Kind, string> = { artworks: "收藏的作品", artists: "关注的艺术家", galleries: "关注的画廊" };

/** /member/fav-artworks, /member/fav-artists, /member/fav-galleries (and the /member/fav/... spellings). */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const kind = kindOf(pathOf(args));
  const variables: Vars = { artworks: kind === "artworks", artists: kind === "artists", galleries: kind === "galleries" };
  await loadQuery<FavoritesPageQuery>(env, query, variables);
  return { variables, kind, meta: { title: TITLES[kind], description: TITLES[kind] } };
}

function Empty({ kind }: { kind: Kind }) {
  const [text, to, link] =
    kind === "artworks"
      ? ["还没有收藏的作品。", paths.artworks(), "去看看作品"]
      : kind === "artists"
        ? ["还没有关注的艺术家。", paths.artists(), "去看看艺术家"]
        : ["还没有关注的画廊。", paths.galleries(), "去看看画廊"];
  return (
    <p className="py-16 text-center text-secondary" data-testid="favorites-empty">
      {text}
      <AppLink to={to} className="ml-2 underline hover:text-primary">
        {link}
      </AppLink>
    </p>
  );
}

const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4";

/**
 * One list of favourites, whatever it holds: the items still favourited (one unfavourited here leaves the list at
 * once, and comes back if the server refuses), the empty text, and 加载更多. Each kind keeps its own fragment below.
 */
function FavoriteList<T extends { readonly id: string; readonly viewerHasFavorited: boolean }>({
  kind,
  items,
  paging,
  layout,
  item,
}: {
  kind: Kind;
  items: readonly T[];
  paging: Paging;
  layout: (children: React.ReactNode) => React.ReactNode;
  item: (x: T) => React.ReactNode;
}) {
  const shown = items.filter((x) => x.viewerHasFavorited);
  return (
    <MoreList items={shown} paging={paging} pageSize={FAVORITES_PAGE_SIZE} empty={<Empty kind={kind} />} endText="已经到底了">
      {layout(
        shown.map((x) => (
          <div key={x.id} data-testid="favorite-item">
            {item(x)}
          </div>
        )),
      )}
    </MoreList>
  );
}

function ArtworkFavorites({ viewer }: { viewer: FavoritesPage_artworks$key }) {
  const paging = usePaginationFragment(
    graphql`
      fragment FavoritesPage_artworks on Member
      @refetchable(queryName: "FavoritesPageArtworksPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "Cursor" }) {
        favoriteArtworks(first: $first, after: $after) @connection(key: "FavoritesPage_favoriteArtworks") {
          edges {
            node {
              id
              artwork {
                id
                viewerHasFavorited
                unavailableLabel
                ...ArtworkCard_artwork
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const items = (paging.data.favoriteArtworks.edges ?? []).flatMap((e) => (e?.node?.artwork ? [e.node.artwork] : []));
  return (
    <FavoriteList
      kind="artworks"
      items={items}
      paging={paging}
      layout={(children) => <CardRows columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">{children}</CardRows>}
      item={(a) => (
        <>
          {a.unavailableLabel ? (
            <p className="mb-1 text-sm font-semibold text-secondary" data-testid="favorite-unavailable">
              {a.unavailableLabel}
            </p>
          ) : null}
          <ArtworkCard artwork={a} />
        </>
      )}
    />
  );
}

function ArtistFavorites({ viewer }: { viewer: FavoritesPage_artists$key }) {
  const paging = usePaginationFragment(
    graphql`
      fragment FavoritesPage_artists on Member
      @refetchable(queryName: "FavoritesPageArtistsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "Cursor" }) {
        favoriteArtists(first: $first, after: $after) @connection(key: "FavoritesPage_favoriteArtists") {
          edges {
            node {
              id
              artist {
                id
                viewerHasFavorited
                ...ArtistCard_artist
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const items = (paging.data.favoriteArtists.edges ?? []).flatMap((e) => (e?.node?.artist ? [e.node.artist] : []));
  return (
    <FavoriteList
      kind="artists"
      items={items}
      paging={paging}
      layout={(children) => <div className={GRID}>{children}</div>}
      item={(a) => <ArtistCard artist={a} />}
    />
  );
}

function GalleryFavorites({ viewer }: { viewer: FavoritesPage_galleries$key }) {
  const paging = usePaginationFragment(
    graphql`
      fragment FavoritesPage_galleries on Member
      @refetchable(queryName: "FavoritesPageGalleriesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "Cursor" }) {
        favoriteGalleries(first: $first, after: $after) @connection(key: "FavoritesPage_favoriteGalleries") {
          edges {
            node {
              id
              gallery {
                id
                viewerHasFavorited
                ...GalleryCard_gallery
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const items = (paging.data.favoriteGalleries.edges ?? []).flatMap((e) => (e?.node?.gallery ? [e.node.gallery] : []));
  return (
    <FavoriteList
      kind="galleries"
      items={items}
      paging={paging}
      layout={(children) => <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">{children}</div>}
      item={(g) => <GalleryCard gallery={g} />}
    />
  );
}

export function FavoritesPage() {
  const { variables, kind } = useLoaderData() as Data;
  const data = useLazyLoadQuery<FavoritesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const viewer = data.viewer;
  return (
    <section>
      <h1 className="mb-6 font-serif text-2xl font-bold">{TITLES[kind]}</h1>
      {viewer?.artworks ? <ArtworkFavorites viewer={viewer.artworks} /> : null}
      {viewer?.artists ? <ArtistFavorites viewer={viewer.artists} /> : null}
      {viewer?.galleries ? <GalleryFavorites viewer={viewer.galleries} /> : null}
    </section>
  );
}
