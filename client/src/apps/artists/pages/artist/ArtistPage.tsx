import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { FavoriteButton } from "../../../../features/favorites/FavoriteButton";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { summarize } from "../../../../system/headMeta";
import { personJsonLd } from "../../../../lib/structuredData";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ARTIST_TABS, artistFacts, artistTab, type ArtistTab } from "../../../../lib/artistIndex";
import { ArtistArtworks } from "./ArtistArtworks";
import { ArtistExhibitions } from "./ArtistExhibitions";
import { ArtistArticles } from "./ArtistArticles";
import type { ArtistPageQuery } from "./__generated__/ArtistPageQuery.graphql";
import { paths, artistTabHref } from "../../../../system/paths";
import { Picture } from "../../../../components/Picture/Picture";

// One query for every tab: switching tabs reads the store and fetches nothing.
const query = graphql`
  query ArtistPageQuery($number: Int!) {
    artistByNumber(number: $number) {
      id
      followerCount
      viewerHasFavorited
      number
      name
      nameEn
      birthYear
      region
      bio
      portraitPicture {
        url(width: 320)
        srcset
        width
        height
      }
      galleries {
        id
        number
        name
      }
      # The share card's picture: the first artwork shown (newest first), in a large width.
      lead: artworks(first: 1, orderBy: { field: CREATED_AT, direction: DESC }) {
        edges {
          node {
            images {
              url(width: 1280)
            }
          }
        }
      }
      ...ArtistArtworks_artist
      ...ArtistExhibitions_artist
      ...ArtistArticles_artist
    }
  }
`;

type Vars = ArtistPageQuery["variables"];
type Data = PageData<Vars> & { tab: ArtistTab };

/** /artist/{number}/{tab?}: artworks (the bare URL), exhibitions, articles and about. */
export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<Data> {
  const variables: Vars = { number: numberParam(args, "artist_id") };
  const tab = artistTab(args.params.tab_id);
  if (tab === null) throw redirect(artistTabHref(variables.number, "artworks"));
  const res = await loadQuery<ArtistPageQuery>(env, query, variables);
  const a = res.artistByNumber;
  if (!a) notFound(pathOf(args));
  const facts = artistFacts(a.region, a.birthYear);
  const lead = a.lead.edges?.[0]?.node?.images?.[0]?.url;
  const image = lead ? siteUrl(site, lead) : undefined;
  // The bare URL is the artworks tab: /artist/{n}/artworks names the same page.
  const canonicalPath = artistTabHref(a.number, tab);
  const description = summarize(a.bio) || `艺术家${a.name}${facts ? `（${facts}）` : ""}的作品与简介。`;
  return {
    variables,
    tab,
    meta: {
      title:
        tab === "about"
          ? `${a.name}：简介`
          : tab === "exhibitions"
            ? `${a.name}：展览`
            : tab === "articles"
              ? `${a.name}：相关文章`
              : `${a.name}：作品`,
      description,
      image,
      type: "profile",
      canonicalPath,
      jsonLd: personJsonLd({
        name: a.name,
        nameEn: a.nameEn,
        birthYear: a.birthYear,
        region: a.region,
        image,
        url: siteUrl(site, artistTabHref(a.number, "artworks")),
        description,
      }),
    },
  };
}

export function ArtistPage() {
  const { variables, tab } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ArtistPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const a = data.artistByNumber;
  if (!a) return null;
  const facts = artistFacts(a.region, a.birthYear);
  return (
    <article className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex items-center gap-6">
        {a.portraitPicture ? (
          <Picture
            picture={a.portraitPicture}
            sizes="96px"
            alt={`${a.name}肖像`}
            className="h-24 w-24 shrink-0 rounded-full object-cover"
            data-testid="artist-portrait"
          />
        ) : null}
        <div>
          <h1 className="font-serif text-4xl font-bold">{a.name}</h1>
          {a.nameEn ? <p className="mt-1 text-secondary">{a.nameEn}</p> : null}
          {facts ? <p className="mt-1 text-sm text-secondary">{facts}</p> : null}
          <div className="mt-3" data-testid="artist-follow">
            <FavoriteButton kind="artist" id={a.id} on={a.viewerHasFavorited} count={a.followerCount} showCount />
          </div>
          {a.galleries && a.galleries.length > 0 ? (
            <p className="mt-2 text-sm text-secondary" data-testid="artist-galleries">
              代理画廊：
              {a.galleries.map((g, i) => (
                <span key={g.id}>
                  {i > 0 ? "、" : null}
                  <AppLink to={paths.gallery(g.number)} className="text-primary hover:underline">
                    {g.name}
                  </AppLink>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </header>
      <nav aria-label="艺术家页面" className="mt-8 mb-8 flex gap-6 border-b border-black/10">
        {ARTIST_TABS.map((t) => (
          <AppLink
            key={t.id}
            to={artistTabHref(a.number, t.id)}
            aria-current={tab === t.id ? "page" : undefined}
            preventScrollReset
            className={`-mb-px border-b-2 pb-2 ${tab === t.id ? "border-primary font-semibold" : "border-transparent text-secondary hover:text-primary"}`}
          >
            {t.label}
          </AppLink>
        ))}
      </nav>
      {tab === "about" ? (
        <section data-testid="artist-about" className="grid max-w-3xl gap-6">
          <dl className="grid grid-cols-[5em_1fr] gap-y-2 text-sm">
            {(
              [
                ["姓名", a.name],
                ["外文名", a.nameEn],
                ["地区", a.region],
                ["出生", a.birthYear ? `${a.birthYear} 年` : null],
              ] as const
            )
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-secondary">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
          <div data-testid="artist-bio" className="space-y-4 leading-7 text-primary/90">
            {(a.bio ?? "")
              .split(/\n+/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            {a.bio ? null : <p className="text-secondary">暂无简介。</p>}
          </div>
        </section>
      ) : tab === "exhibitions" ? (
        <ArtistExhibitions artist={a} />
      ) : tab === "articles" ? (
        <ArtistArticles artist={a} />
      ) : (
        <ArtistArtworks artist={a} />
      )}
    </article>
  );
}
