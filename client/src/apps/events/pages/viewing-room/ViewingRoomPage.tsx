import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { summarize } from "../../../../system/headMeta";
import { formatShanghaiDate } from "../../../../format/date";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ArtworkCard } from "../../../../features/catalogue/ArtworkCard/ArtworkCard";
import { statusBadgeClass } from "../../../../components/ExhibitionCard/ExhibitionCard";
import type { ViewingRoomPageQuery } from "./__generated__/ViewingRoomPageQuery.graphql";
import { paths } from "../../../../system/paths";
import { CardRows } from "../../../../features/catalogue/ArtworkCard/CardRows";
import { Picture } from "../../../../components/Picture/Picture";

const query = graphql`
  query ViewingRoomPageQuery($number: Int!) {
    viewingRoomByNumber(number: $number) {
      number
      title
      statement
      status
      statusLine
      opensAt
      closesAt
      gallery {
        number
        name
        city
      }
      cover: coverPicture {
        url(width: 1600)
        share: url(width: 1280)
        srcset
        width
        height
      }
      artworks {
        id
        ...ArtworkCard_artwork
      }
    }
  }
`;

type Vars = ViewingRoomPageQuery["variables"];

/** /viewing-room/{number}: the status line, the gallery, the curatorial statement and the works. */
export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<PageData<Vars>> {
  const variables: Vars = { number: numberParam(args, "viewing_room_id") };
  const res = await loadQuery<ViewingRoomPageQuery>(env, query, variables);
  const v = res.viewingRoomByNumber;
  if (!v) notFound(pathOf(args));
  return {
    variables,
    meta: {
      title: `${v.title} · ${v.gallery.name}线上展厅`,
      description: summarize(v.statement) || `${v.gallery.name}的线上展厅《${v.title}》：精选作品在线浏览与咨询。`,
      image: v.cover ? siteUrl(site, v.cover.share) : undefined,
    },
  };
}

export function ViewingRoomPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ViewingRoomPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const v = data.viewingRoomByNumber;
  if (!v) return null;
  const works = v.artworks ?? [];
  return (
    <article>
      <header className="relative bg-black/[0.04]">
        {v.cover ? (
          <Picture
            picture={v.cover}
            sizes="100vw"
            alt={`线上展厅《${v.title}》`}
            className="h-56 w-full object-cover md:h-96"
          />
        ) : null}
        <div className="mx-auto max-w-7xl px-4 py-8">
          <span className={`inline-block rounded px-2 py-0.5 text-sm ${statusBadgeClass(v.status)}`} data-testid="viewing-room-status">
            {v.statusLine}
          </span>
          <h1 className="mt-3 font-serif text-4xl font-bold">{v.title}</h1>
          <p className="mt-1 text-secondary">
            <AppLink to={paths.gallery(v.gallery.number)} className="text-primary hover:underline" data-testid="viewing-room-gallery">
              {v.gallery.name}
            </AppLink>
            {` · ${v.gallery.city} · 线上展厅 · ${formatShanghaiDate(v.opensAt)} – ${formatShanghaiDate(new Date(Date.parse(v.closesAt) - 1).toISOString())}`}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <section aria-labelledby="statement-h" className="max-w-3xl">
          <h2 id="statement-h" className="mb-4 font-serif text-2xl font-bold">
            策展陈述
          </h2>
          <div data-testid="viewing-room-statement" className="space-y-4 leading-7 text-primary/90">
            {(v.statement ?? "")
              .split(/\n+/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
          </div>
        </section>
        <section aria-labelledby="works-h">
          <h2 id="works-h" className="mb-4 font-serif text-2xl font-bold">
            展出作品
            <span className="ml-2 text-base font-normal text-secondary">{works.length}</span>
          </h2>
          {works.length > 0 ? (
            <CardRows testId="viewing-room-artworks">
              {works.map((w) => (
                <ArtworkCard key={w.id} artwork={w} />
              ))}
            </CardRows>
          ) : (
            <p className="text-secondary">暂无作品。</p>
          )}
        </section>
      </div>
    </article>
  );
}
