import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { summarize } from "../../../../system/headMeta";
import { liveJsonLd } from "../../../../lib/structuredData";
import { formatShanghaiDateTime } from "../../../../format/date";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { Countdown } from "../../../../components/Countdown/Countdown";
import { LiveCard } from "../../../../components/LiveCard/LiveCard";
import { LivePlayer } from "../../../../components/LivePlayer/LivePlayer";
import type { ArtLivesPageQuery } from "./__generated__/ArtLivesPageQuery.graphql";
import type { LiveCard_artLive$key } from "../../../../components/LiveCard/__generated__/LiveCard_artLive.graphql";
import { paths, liveHref } from "../../../../system/paths";

const query = graphql`
  query ArtLivesPageQuery($live: Int!, $withLive: Boolean!) {
    onAir: artLives(first: 12, where: { status: LIVE }, orderBy: { field: STARTS_AT, direction: DESC }) {
      edges {
        node {
          id
          ...LiveCard_artLive
        }
      }
    }
    upcoming: artLives(first: 12, where: { status: UPCOMING }, orderBy: { field: STARTS_AT, direction: ASC }) {
      totalCount
      edges {
        node {
          id
          ...LiveCard_artLive
        }
      }
    }
    replays: artLives(first: 9, where: { status: REPLAY }, orderBy: { field: STARTS_AT, direction: DESC }) {
      totalCount
      edges {
        node {
          id
          ...LiveCard_artLive
        }
      }
    }
    selected: artLiveByNumber(number: $live) @include(if: $withLive) {
      number
      title
      host
      description
      status
      statusLabel
      startsAt
      playbackURL
      cover {
        url(width: 1280)
      }
      gallery {
        number
        name
      }
    }
  }
`;

type Vars = ArtLivesPageQuery["variables"];

/** /art-lives: on air, upcoming (with a countdown) and replays; ?live={n} opens that live's player. */
export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<PageData<Vars>> {
  const raw = new URL(args.request.url).searchParams.get("live");
  if (raw !== null && !/^\d{1,10}$/.test(raw)) notFound(pathOf(args));
  const live = raw === null ? 0 : Number(raw);
  if (live >= 2 ** 32) notFound(pathOf(args));
  const variables: Vars = { live, withLive: raw !== null };
  const res = await loadQuery<ArtLivesPageQuery>(env, query, variables);
  const l = res.selected;
  if (raw !== null && !l) notFound(pathOf(args));
  if (l) {
    const url = siteUrl(site, liveHref(l.number));
    const image = l.cover ? siteUrl(site, l.cover.url) : undefined;
    return {
      variables,
      meta: {
        title: `${l.title} · 艺术直播`,
        description: summarize(l.description) || `${l.host}的艺术直播：${l.title}`,
        image,
        canonicalPath: liveHref(l.number),
        jsonLd: liveJsonLd({ title: l.title, description: l.description, host: l.host, startsAt: l.startsAt, status: l.status, image, url }),
      },
    };
  }
  return {
    variables,
    meta: {
      title: "艺术直播",
      description: "画廊导览、艺术家工作室、拍卖预展与收藏公开课：正在直播、即将开播与精彩回放。",
    },
  };
}

/** One part of the lives page (on air, upcoming, replays): its heading, a link to more, and its cards or `empty`. */
function Section({
  id,
  title,
  lives,
  empty,
  more,
}: {
  id: string;
  title: string;
  lives: readonly (LiveCard_artLive$key & { readonly id: string })[];
  empty: string;
  more?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-h`} className="mt-12" data-testid={`lives-${id}`}>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={`${id}-h`} className="font-serif text-2xl font-bold">
          {title}
        </h2>
        {more}
      </div>
      {lives.length > 0 ? (
        <div className={grid}>
          {lives.map((n) => (
            <LiveCard key={n.id} live={n} />
          ))}
        </div>
      ) : (
        <p className="text-secondary">{empty}</p>
      )}
    </section>
  );
}

/** The nodes of a connection's edges, without the holes. */
function nodes<N>(edges: readonly ({ readonly node?: N | null } | null | undefined)[] | null | undefined): N[] {
  return (edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
}

const grid = "grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3";

export function ArtLivesPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ArtLivesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const onAir = nodes(data.onAir.edges);
  const upcoming = nodes(data.upcoming.edges);
  const replays = nodes(data.replays.edges);
  const l = data.selected;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">艺术直播</h1>
        <AppLink to={paths.liveList()} className="text-sm text-secondary hover:text-primary hover:underline">
          全部直播列表
        </AppLink>
      </div>
      {l ? (
        <section aria-label="直播播放" className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]" data-testid="live-detail">
          {l.playbackURL ? (
            <LivePlayer src={l.playbackURL} poster={l.cover?.url} title={l.title} />
          ) : (
            <div className="flex aspect-video flex-col items-center justify-center gap-3 bg-black text-white" data-testid="live-waiting">
              <p className="text-lg">直播尚未开始</p>
              <p className="text-2xl">
                <Countdown startsAt={l.startsAt} />
              </p>
            </div>
          )}
          <div>
            <p className="text-sm text-secondary">{l.statusLabel}</p>
            <h2 className="mt-1 font-serif text-2xl font-bold" data-testid="live-detail-title">
              {l.title}
            </h2>
            <p className="mt-2 text-sm text-secondary">
              主持：
              {l.gallery ? (
                <AppLink to={paths.gallery(l.gallery.number)} className="text-primary hover:underline">
                  {l.host}
                </AppLink>
              ) : (
                l.host
              )}
              {" · "}
              <time dateTime={l.startsAt}>{formatShanghaiDateTime(l.startsAt)}</time>
            </p>
            {l.description ? <p className="mt-4 leading-7 text-primary/90">{l.description}</p> : null}
            <AppLink to={paths.artLives()} className="mt-6 inline-block text-sm text-secondary hover:text-primary hover:underline" preventScrollReset>
              关闭播放
            </AppLink>
          </div>
        </section>
      ) : null}
      <Section id="live" title="正在直播" lives={onAir} empty="现在没有正在进行的直播。" />
      <Section id="upcoming" title="即将开播" lives={upcoming} empty="暂无预告。" />
      <Section
        id="replay"
        title="精彩回放"
        more={
          data.replays.totalCount > replays.length ? (
            <AppLink to={paths.liveList("replay")} className="text-sm text-secondary hover:text-primary hover:underline">
              全部 {data.replays.totalCount} 场回放
            </AppLink>
          ) : null
        }
        lives={replays}
        empty="暂无回放。"
      />
    </div>
  );
}
