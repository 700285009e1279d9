import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { FavoriteButton } from "../../../../features/favorites/FavoriteButton";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { galleryJsonLd } from "../../../../lib/structuredData";
import { ArtistCard } from "../../../../features/catalogue/ArtistCard/ArtistCard";
import { GalleryArtworks } from "./GalleryArtworks";
import { ExhibitionCard } from "../../../../components/ExhibitionCard/ExhibitionCard";
import { ViewingRoomCard } from "../../../../components/ViewingRoomCard/ViewingRoomCard";
import type { GalleryPageQuery } from "./__generated__/GalleryPageQuery.graphql";
import { paths } from "../../../../system/paths";
import { Picture } from "../../../../components/Picture/Picture";

const query = graphql`
  query GalleryPageQuery($number: Int!) {
    galleryByNumber(number: $number) {
      id
      number
      followerCount
      viewerHasFavorited
      name
      nameEn
      city
      address
      openingHours
      phone
      email
      website
      foundedYear
      description
      logoPicture {
        url(width: 320)
      }
      share: cover {
        url(width: 1280)
      }
      cover {
        url(width: 1600)
        srcset
        width
        height
      }
      shareUploaded: coverPicture {
        url(width: 1280)
      }
      coverPicture {
        url(width: 1600)
        srcset
        width
        height
      }
      artists(first: 50, orderBy: { field: PINYIN, direction: ASC }) {
        totalCount
        edges {
          node {
            id
            ...ArtistCard_artist
          }
        }
      }
      ...GalleryArtworks_gallery
      exhibitions(first: 12, orderBy: { field: STARTS_ON, direction: DESC }) {
        totalCount
        edges {
          node {
            id
            ...ExhibitionCard_exhibition
          }
        }
      }
      viewingRooms(first: 12, orderBy: { field: OPENS_AT, direction: DESC }) {
        totalCount
        edges {
          node {
            id
            ...ViewingRoomCard_viewingRoom
          }
        }
      }
    }
  }
`;

type Vars = GalleryPageQuery["variables"];

/** The sections of a gallery page, in order; the nav links to them. */
const SECTIONS = [
  { id: "overview", label: "概览" },
  { id: "exhibitions", label: "展览" },
  { id: "artists", label: "艺术家" },
  { id: "artworks", label: "作品" },
  { id: "viewing-rooms", label: "线上展厅" },
  { id: "contact", label: "联系方式" },
] as const;

function firstParagraph(text: string | null | undefined, max = 110): string {
  const p = (text ?? "").split(/\n+/)[0]?.trim() ?? "";
  return p.length > max ? `${p.slice(0, max)}…` : p;
}

/** /gallery/{number}: overview, exhibitions, represented artists, works on offer, viewing rooms, contact. */
export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<PageData<Vars>> {
  const variables: Vars = { number: numberParam(args, "gallery_id") };
  const res = await loadQuery<GalleryPageQuery>(env, query, variables);
  const g = res.galleryByNumber;
  if (!g) notFound(pathOf(args));
  const share = g.shareUploaded ?? g.share;
  const image = share ? siteUrl(site, share.url) : undefined;
  const description = firstParagraph(g.description) || `${g.city}的画廊${g.name}：代理艺术家与在售作品。`;
  return {
    variables,
    meta: {
      title: `${g.name} · ${g.city}`,
      description,
      image,
      jsonLd: galleryJsonLd({
        ...g,
        image,
        logo: g.logoPicture ? siteUrl(site, g.logoPicture.url) : null,
        url: siteUrl(site, paths.gallery(g.number)),
        description,
      }),
    },
  };
}

export function GalleryPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<GalleryPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const g = data.galleryByNumber;
  if (!g) return null;
  const cover = g.coverPicture ?? g.cover; // the one uploaded in the console, else a view chosen among its works'
  const artists = (g.artists.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const exhibitions = (g.exhibitions.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const rooms = (g.viewingRooms.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const contact = (
    [
      ["城市", g.city],
      ["地址", g.address],
      ["开放时间", g.openingHours],
      ["电话", g.phone],
      ["邮箱", g.email],
      ["网站", g.website],
    ] as const
  ).flatMap(([k, v]) => (v ? [[k, v] as const] : []));
  return (
    <article>
      <header className="relative bg-black/[0.04]">
        {cover ? (
          <Picture
            picture={cover}
            sizes="100vw"
            alt={`${g.name}展厅`}
            className="h-56 w-full object-cover object-[center_35%] md:h-96"
          />
        ) : null}
        <div className="mx-auto max-w-7xl px-4 py-8">
          <div className="flex items-center gap-4">
            {g.logoPicture ? (
              <img src={g.logoPicture.url} width={64} height={64} alt={`${g.name}标志`} className="h-16 w-16" data-testid="gallery-logo" />
            ) : null}
            <h1 className="font-serif text-4xl font-bold">{g.name}</h1>
          </div>
          <p className="mt-1 text-secondary">
            {[g.nameEn !== g.name ? g.nameEn : null, g.city, g.foundedYear ? `${g.foundedYear} 年成立` : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <div className="mt-3" data-testid="gallery-follow">
            <FavoriteButton kind="gallery" id={g.id} on={g.viewerHasFavorited} count={g.followerCount} showCount />
          </div>
        </div>
      </header>
      <nav
        aria-label="画廊页面"
        className="sticky top-14 z-10 border-b border-black/10 bg-background/95 backdrop-blur"
        data-testid="gallery-nav"
      >
        <div className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className="shrink-0 py-3 text-secondary hover:text-primary">
              {s.label}
            </a>
          ))}
        </div>
      </nav>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <section id="overview" aria-labelledby="overview-h" className="scroll-mt-28">
          <h2 id="overview-h" className="mb-4 font-serif text-2xl font-bold">
            概览
          </h2>
          <div data-testid="gallery-description" className="max-w-3xl space-y-4 leading-7 text-primary/90">
            {(g.description ?? "")
              .split(/\n+/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            {g.description ? null : <p className="text-secondary">暂无介绍。</p>}
          </div>
        </section>
        <section id="exhibitions" aria-labelledby="exhibitions-h" className="scroll-mt-28">
          <h2 id="exhibitions-h" className="mb-4 font-serif text-2xl font-bold">
            展览
            <span className="ml-2 text-base font-normal text-secondary">{g.exhibitions.totalCount}</span>
          </h2>
          {exhibitions.length > 0 ? (
            <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-exhibitions">
              {exhibitions.map((e) => (
                <ExhibitionCard key={e.id} exhibition={e} />
              ))}
            </div>
          ) : (
            <p className="text-secondary">暂无展览。</p>
          )}
        </section>
        <section id="artists" aria-labelledby="artists-h" className="scroll-mt-28">
          <h2 id="artists-h" className="mb-4 font-serif text-2xl font-bold">
            代理艺术家
            <span className="ml-2 text-base font-normal text-secondary">{g.artists.totalCount}</span>
          </h2>
          {artists.length > 0 ? (
            <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6" data-testid="gallery-artists">
              {artists.map((a) => (
                <ArtistCard key={a.id} artist={a} />
              ))}
            </div>
          ) : (
            <p className="text-secondary">暂无代理艺术家。</p>
          )}
        </section>
        <section id="artworks" aria-labelledby="artworks-h" className="scroll-mt-28">
          <h2 id="artworks-h" className="mb-4 font-serif text-2xl font-bold">
            在售作品
          </h2>
          <GalleryArtworks gallery={g} />
        </section>
        <section id="viewing-rooms" aria-labelledby="viewing-rooms-h" className="scroll-mt-28">
          <h2 id="viewing-rooms-h" className="mb-4 font-serif text-2xl font-bold">
            线上展厅
            <span className="ml-2 text-base font-normal text-secondary">{g.viewingRooms.totalCount}</span>
          </h2>
          {rooms.length > 0 ? (
            <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-viewing-rooms">
              {rooms.map((v) => (
                <ViewingRoomCard key={v.id} viewingRoom={v} />
              ))}
            </div>
          ) : (
            <p className="text-secondary">暂无线上展厅。</p>
          )}
        </section>
        <section id="contact" aria-labelledby="contact-h" className="scroll-mt-28">
          <h2 id="contact-h" className="mb-4 font-serif text-2xl font-bold">
            联系方式
          </h2>
          <dl className="grid max-w-2xl grid-cols-[6em_1fr] gap-y-2 text-sm" data-testid="gallery-contact">
            {contact.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-secondary">{k}</dt>
                <dd>
                  {k === "电话" ? (
                    <a href={`tel:${v.replace(/[^\d+]/g, "")}`} className="hover:underline">
                      {v}
                    </a>
                  ) : k === "邮箱" ? (
                    <a href={`mailto:${v}`} className="hover:underline">
                      {v}
                    </a>
                  ) : k === "网站" ? (
                    <a href={v} rel="noopener noreferrer nofollow" target="_blank" className="hover:underline">
                      {v}
                    </a>
                  ) : (
                    v
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </article>
  );
}
