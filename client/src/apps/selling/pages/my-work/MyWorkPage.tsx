import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatFen } from "../../../../format/money";
import { formatShanghaiFull } from "../../../../format/date";
import { notFound, numberParam, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { WorkActions } from "../../components/WorkActions";
import type { MyWorkPageQuery } from "./__generated__/MyWorkPageQuery.graphql";
import type { MyWorkPage_timeline$key } from "./__generated__/MyWorkPage_timeline.graphql";

const query = graphql`
  query MyWorkPageQuery($number: Int!) {
    viewer {
      work(number: $number) {
        id
        number
        title
        state
        stateLabel
        priceFen
        rejectReason
        favoriteCount
        pageViews
        cover {
          url(width: 640)
        }
        publicArtwork {
          number
        }
        ...MyWorkPage_timeline
        ...WorkActions_work
      }
    }
  }
`;

type Vars = MyWorkPageQuery["variables"];

/** /member/artwork/{n}: one of the member's works; /member/artwork alone leads to the list. */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  if (!args.params.artwork_id) throw redirect(paths.member.artworks());
  const variables: Vars = { number: numberParam(args, "artwork_id") };
  const res = await fetchQuery<MyWorkPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  if (!res?.viewer?.work) notFound(pathOf(args));
  env.retain(createOperationDescriptor(getRequest(query), variables));
  const title = res.viewer.work.title || "未命名作品";
  return { variables, meta: { title: `我的作品：${title}`, description: "我发布的一件作品的详情与状态" } };
}

/** Who made a move, in the timeline. */
function actor(bySeller: boolean, action: string): string {
  if (bySeller) return "我";
  if (action === "approve" || action === "reject") return "审核员";
  if (action === "sell") return "买家下单";
  return "系统";
}

/** The record of the work, oldest first, times in Asia/Shanghai; a rejection with its reason. */
export function Timeline({ work }: { work: MyWorkPage_timeline$key }) {
  const { timeline } = useFragment(
    graphql`
      fragment MyWorkPage_timeline on Work {
        timeline {
          action
          label
          toStateLabel
          reason
          at
          bySeller
        }
      }
    `,
    work,
  );
  return (
    <ol className="relative ml-2 border-l border-black/10" data-testid="selling-timeline">
      {timeline.map((e, i) => (
        <li key={`${e.at}-${i}`} className="mb-5 ml-4" data-testid="timeline-event" data-action={e.action}>
          <span className={`absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full ${e.action === "reject" ? "bg-error" : e.action === "approve" || e.action === "relist" ? "bg-success" : "bg-black/30"}`} aria-hidden="true" />
          <p className="text-sm font-medium">
            {e.label}
            <span className="ml-2 text-xs font-normal text-secondary">
              {actor(e.bySeller, e.action)} · {e.toStateLabel}
            </span>
          </p>
          <time dateTime={e.at} className="text-xs text-secondary">
            {formatShanghaiFull(e.at)}
          </time>
          {e.reason ? (
            <p className={`mt-1 text-sm ${e.action === "reject" ? "text-error" : "text-secondary"}`} data-testid={e.action === "reject" ? "timeline-reason" : undefined}>
              {e.action === "reject" ? `原因：${e.reason}` : e.reason}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function MyWorkPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const navigate = useNavigate();
  const data = useLazyLoadQuery<MyWorkPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const a = data.viewer?.work;
  if (!a) {
    return (
      <p className="py-16 text-center text-secondary">
        作品已删除。
        <AppLink to={paths.member.artworks()} className="ml-2 underline">
          返回我的作品
        </AppLink>
      </p>
    );
  }
  const title = a.title || "未命名作品";
  return (
    <article className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="my-artwork-h" data-tap-targets>
      <p className="text-sm">
        <AppLink to={paths.member.artworks()} className="inline-flex items-center text-secondary hover:text-primary">
          ← 我的作品
        </AppLink>
      </p>
      <div className="mt-4 grid gap-8 md:grid-cols-[2fr_3fr]">
        <div className="aspect-square overflow-hidden rounded bg-black/5">
          {a.cover ? <img src={a.cover.url} alt={title} className="h-full w-full object-contain" /> : null}
        </div>
        <div>
          <div className="flex items-start justify-between gap-3">
            <h1 id="my-artwork-h" className="font-serif text-2xl">
              {title}
            </h1>
            <span className="shrink-0 rounded bg-black/5 px-2 py-1 text-sm" data-testid="selling-state">
              {a.stateLabel}
            </span>
          </div>
          <p className="mt-2 text-xl font-semibold">{a.priceFen ? formatFen(a.priceFen) : <span className="text-base font-normal text-secondary">未定价</span>}</p>
          {a.state === "rejected" && a.rejectReason ? (
            <p className="mt-3 rounded bg-error/5 px-3 py-2 text-sm text-error" data-testid="reject-reason">
              未通过原因：{a.rejectReason}
            </p>
          ) : null}
          <dl className="mt-4 grid grid-cols-2 gap-3 text-center" data-testid="selling-stats">
            {(
              [
                ["收藏", a.favoriteCount, "stat-favorites"],
                ["浏览", a.pageViews, "stat-views"],
              ] as const
            ).map(([label, count, testId]) => (
              <div key={testId} className="rounded border border-black/10 py-3">
                <dt className="text-xs text-secondary">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
                  {count}
                </dd>
              </div>
            ))}
          </dl>
          {a.publicArtwork ? (
            <p className="mt-4 text-sm">
              公开页面：
              <AppLink to={paths.artwork(a.publicArtwork.number)} className="text-info underline" data-testid="public-link">
                {paths.artwork(a.publicArtwork.number)}
              </AppLink>
            </p>
          ) : null}
          <div className="mt-5">
            <WorkActions work={a} onDeleted={() => void navigate(paths.member.artworks("draft"))} />
          </div>
        </div>
      </div>
      <section className="mt-10" aria-labelledby="timeline-h">
        <h2 id="timeline-h" className="mb-4 font-semibold">
          作品记录
        </h2>
        <Timeline work={a} />
      </section>
    </article>
  );
}
