import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { summarize } from "../../../../system/headMeta";
import { exhibitionJsonLd } from "../../../../lib/structuredData";
import { formatDateRange, shanghaiISODate } from "../../../../format/date";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ArtistCard } from "../../../../features/catalogue/ArtistCard/ArtistCard";
import { ArtworkCard } from "../../../../features/catalogue/ArtworkCard/ArtworkCard";
import { statusBadgeClass } from "../../../../components/ExhibitionCard/ExhibitionCard";
import { useImageViewer } from "../../../../components/ImageViewer/ImageViewerProvider";
import type { ExhibitionPageQuery } from "./__generated__/ExhibitionPageQuery.graphql";
import { paths, artistTabHref } from "../../../../system/paths";
import { CardRows } from "../../../../features/catalogue/ArtworkCard/CardRows";
import { Picture } from "../../../../components/Picture/Picture";

const query = graphql`
  query ExhibitionPageQuery($number: Int!) {
    exhibitionByNumber(number: $number) {
      number
      title
      subtitle
      venueName
      city
      address
      status
      statusLabel
      startsOn
      endsOn
      pressText
      description
      coverPicture {
        url(width: 1600)
        share: url(width: 1280)
        srcset
        width
        height
      }
      gallery {
        number
        name
        address
      }
      installationImages {
        id
        alt
        width
        height
        url(width: 960)
        share: url(width: 1280)
        full: url(width: 1920)
        srcset
      }
      artists {
        id
        number
        name
        ...ArtistCard_artist
      }
      artworks {
        id
        ...ArtworkCard_artwork
      }
    }
  }
`;

type Vars = ExhibitionPageQuery["variables"];

/** /exhibition/{number}: venue, dates, status, installation views, press text, artists and works. */
export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<PageData<Vars>> {
  const variables: Vars = { number: numberParam(args, "exhibition_id") };
  const res = await loadQuery<ExhibitionPageQuery>(env, query, variables);
  const e = res.exhibitionByNumber;
  if (!e) notFound(pathOf(args));
  const images = [...(e.coverPicture ? [e.coverPicture] : []), ...(e.installationImages ?? [])].map((im) => siteUrl(site, im.share));
  const dates = formatDateRange(e.startsOn, e.endsOn);
  const description = summarize(e.pressText) || `${e.venueName}（${e.city}）的展览《${e.title}》，${dates}。`;
  const galleryUrl = e.gallery ? siteUrl(site, paths.gallery(e.gallery.number)) : null;
  return {
    variables,
    meta: {
      title: `${e.title} · ${e.venueName}`,
      description,
      image: images[0],
      jsonLd: exhibitionJsonLd({
        name: e.title,
        description,
        startDate: shanghaiISODate(e.startsOn),
        endDate: shanghaiISODate(e.endsOn),
        venue: { name: e.venueName, city: e.city, address: e.address, url: galleryUrl },
        organizer: e.gallery ? { name: e.gallery.name, url: galleryUrl } : null,
        performers: (e.artists ?? []).map((a) => ({ name: a.name, url: siteUrl(site, artistTabHref(a.number, "artworks")) })),
        images,
        url: siteUrl(site, paths.exhibition(e.number)),
      }),
    },
  };
}

export function ExhibitionPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ExhibitionPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const viewer = useImageViewer();
  const e = data.exhibitionByNumber;
  if (!e) return null;
  const images = e.installationImages ?? [];
  const artists = e.artists ?? [];
  const artworks = e.artworks ?? [];
  const open = (i: number) => viewer.open({ images: images.map((im) => im.full), initialIndex: i, title: `《${e.title}》展览现场` });
  return (
    <article className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <span className={`inline-block rounded px-2 py-0.5 text-xs ${statusBadgeClass(e.status)}`} data-testid="exhibition-status">
          {e.statusLabel}
        </span>
        <h1 className="mt-3 font-serif text-4xl font-bold">{e.title}</h1>
        {e.subtitle ? <p className="mt-1 text-lg text-secondary">{e.subtitle}</p> : null}
        <dl className="mt-6 grid grid-cols-[4em_1fr] gap-y-1 text-sm" data-testid="exhibition-facts">
          <dt className="text-secondary">场馆</dt>
          <dd data-testid="exhibition-venue">
            {e.gallery ? (
              <AppLink to={paths.gallery(e.gallery.number)} className="hover:underline">
                {e.venueName}
              </AppLink>
            ) : (
              e.venueName
            )}
          </dd>
          <dt className="text-secondary">城市</dt>
          <dd>{e.city}</dd>
          {e.address ? (
            <>
              <dt className="text-secondary">地址</dt>
              <dd>{e.address}</dd>
            </>
          ) : null}
          <dt className="text-secondary">展期</dt>
          <dd data-testid="exhibition-dates">{formatDateRange(e.startsOn, e.endsOn)}</dd>
        </dl>
      </header>
      {e.coverPicture ? (
        <figure className="mt-10">
          <Picture
            picture={e.coverPicture}
            sizes="(max-width: 1280px) 100vw, 1280px"
            alt={`《${e.title}》`}
            className="max-h-[70vh] w-full bg-black/[0.04] object-cover"
            data-testid="exhibition-cover"
          />
        </figure>
      ) : null}
      {images.length > 0 ? (
        <section aria-labelledby="views-h" className="mt-10">
          <h2 id="views-h" className="sr-only">
            展览现场
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="installation-images">
            {images.map((im, i) => (
              <li key={im.id} className={i === 0 ? "col-span-2 row-span-2" : ""}>
                <button
                  type="button"
                  onClick={() => open(i)}
                  aria-label={`查看展览现场大图 ${i + 1}`}
                  className="block h-full w-full cursor-zoom-in bg-black/5"
                >
                  <Picture
                    picture={im}
                    sizes={i === 0 ? "(max-width: 768px) 100vw, 50vw" : "(max-width: 768px) 50vw, 25vw"}
                    alt={im.alt ?? `《${e.title}》展览现场`}
                    loading={i === 0 ? undefined : "lazy"}
                    className="aspect-[4/3] h-full w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="press-h" className="mt-12 max-w-3xl">
        <h2 id="press-h" className="mb-4 font-serif text-2xl font-bold">
          展览介绍
        </h2>
        {e.description ? (
          // Allow-listed HTML, sanitised on the server when it was saved (ent/richtext), as an article's body.
          <div data-testid="exhibition-press" className="article-body" dangerouslySetInnerHTML={{ __html: e.description }} />
        ) : (
          // A press release written before the rich text: plain text, a paragraph a line.
          <div data-testid="exhibition-press" className="space-y-4 leading-7 text-primary/90">
            {(e.pressText ?? "")
              .split(/\n+/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            {e.pressText ? null : <p className="text-secondary">暂无介绍。</p>}
          </div>
        )}
      </section>
      {artists.length > 0 ? (
        <section aria-labelledby="artists-h" className="mt-14">
          <h2 id="artists-h" className="mb-4 font-serif text-2xl font-bold">
            参展艺术家
          </h2>
          <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6" data-testid="exhibition-artists">
            {artists.map((a) => (
              <ArtistCard key={a.id} artist={a} />
            ))}
          </div>
        </section>
      ) : null}
      {artworks.length > 0 ? (
        <section aria-labelledby="works-h" className="mt-14">
          <h2 id="works-h" className="mb-4 font-serif text-2xl font-bold">
            展出作品
            <span className="ml-2 text-base font-normal text-secondary">{artworks.length}</span>
          </h2>
          <CardRows testId="exhibition-artworks">
            {artworks.map((w) => (
              <ArtworkCard key={w.id} artwork={w} />
            ))}
          </CardRows>
        </section>
      ) : null}
    </article>
  );
}
