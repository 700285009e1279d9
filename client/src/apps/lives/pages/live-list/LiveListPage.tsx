import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { LIVE_FILTERS, liveStatusParam } from "../../../../lib/lives";
import { LiveList, PAGE_SIZE } from "./LiveList";
import type { LiveListPageQuery } from "./__generated__/LiveListPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query LiveListPageQuery($first: Int!, $where: ArtLiveWhereInput) {
    ...LiveList_query @arguments(first: $first, where: $where)
  }
`;

type Vars = LiveListPageQuery["variables"];
type Data = PageData<Vars> & { slug: string };

/** /live-list and /live-list?status=live|upcoming|replay: every art live in one list. */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const slug = new URL(args.request.url).searchParams.get("status");
  const status = liveStatusParam(slug);
  if (status === undefined) throw redirect(paths.liveList());
  const variables: Vars = { first: PAGE_SIZE, where: status ? { status } : null };
  await loadQuery<LiveListPageQuery>(env, query, variables);
  const label = LIVE_FILTERS.find((f) => f.status === status)?.label ?? "全部";
  return {
    variables,
    slug: slug ?? "",
    meta: {
      title: status ? `直播列表 · ${label}` : "直播列表",
      description: "全部艺术直播：正在直播、即将开播与回放，按状态筛选。",
      canonicalPath: paths.liveList(status ? slug : null),
    },
  };
}

export function LiveListPage() {
  const { variables, slug } = useLoaderData() as Data;
  const data = useLazyLoadQuery<LiveListPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">直播列表</h1>
        <AppLink to={paths.artLives()} className="text-sm text-secondary hover:text-primary hover:underline">
          直播首页
        </AppLink>
      </div>
      <nav aria-label="直播状态" className="mt-6 mb-8 flex gap-6 border-b border-black/10" data-testid="live-filters">
        {LIVE_FILTERS.map((f) => (
          <AppLink
            key={f.slug}
            to={paths.liveList(f.slug)}
            aria-current={slug === f.slug ? "page" : undefined}
            className={`-mb-px border-b-2 pb-2 ${slug === f.slug ? "border-primary font-semibold" : "border-transparent text-secondary hover:text-primary"}`}
          >
            {f.label}
          </AppLink>
        ))}
      </nav>
      <LiveList key={slug} query={data} />
    </section>
  );
}
