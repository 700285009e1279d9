import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { MoreList } from "../../../../components/PagedList/PagedList";
import { formatFen } from "../../../../format/money";
import { formatShanghaiFull } from "../../../../format/date";
import { notFound, pathOf, type PageData } from "../../../../system/pageLoader";
import { paths } from "../../../../system/paths";
import { WorkActions } from "../../components/WorkActions";
import { WORK_TABS, tabOf, type TabSpec } from "../../workState";
import type { MyWorksPageQuery } from "./__generated__/MyWorksPageQuery.graphql";
import type { MyWorksPage_counts$key } from "./__generated__/MyWorksPage_counts.graphql";
import type { MyWorksPage_list$key } from "./__generated__/MyWorksPage_list.graphql";
import type { MyWorksPage_work$key } from "./__generated__/MyWorksPage_work.graphql";

export const MY_WORKS_PAGE_SIZE = 12;

const query = graphql`
  query MyWorksPageQuery($state: WorkState, $first: Int!) {
    viewer {
      isReviewer
      ...MyWorksPage_counts
      ...MyWorksPage_list @arguments(state: $state, first: $first)
    }
  }
`;

type Vars = MyWorksPageQuery["variables"];
type Data = PageData<Vars> & { tab: TabSpec["tab"] };

/**
 * /member/artworks/{tab}: the member's works for sale in one state (or all). The list is read from the server on
 * every visit (a move in another tab changes what this one holds).
 */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const spec = tabOf(args.params.tab_name);
  if (!spec) notFound(pathOf(args));
  const variables: Vars = { state: spec.state, first: MY_WORKS_PAGE_SIZE };
  await fetchQuery<MyWorksPageQuery>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, tab: spec.tab, meta: { title: "我的作品", description: "我发布的作品" } };
}

/** The tabs with their counts; the current one marked. */
export function WorkTabs({ viewer, current }: { viewer: MyWorksPage_counts$key; current: TabSpec["tab"] }) {
  const { workCounts } = useFragment(
    graphql`
      fragment MyWorksPage_counts on Member {
        workCounts {
          all
          draft
          pending
          listed
          takenDown
          sold
          rejected
        }
      }
    `,
    viewer,
  );
  return (
    <nav aria-label="作品状态" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1 border-b border-black/10" data-testid="selling-tabs">
        {WORK_TABS.map((t) => {
          const on = t.tab === current;
          return (
            <li key={t.tab} className="shrink-0">
              <AppLink
                to={paths.member.artworks(t.tab)}
                aria-current={on ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-1 border-b-2 px-3 text-sm ${on ? "border-primary font-medium text-primary" : "border-transparent text-secondary hover:text-primary"}`}
              >
                {t.label}
                <span className="tabular-nums" data-testid={`count-${t.tab}`}>
                  {workCounts[t.count]}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * One work: cover, title, price, state (a rejection's reason), and its moves. A gallery's listing (the console's
 * 画廊作品) opens and edits on the console's pages: pageOf and editPath.
 */
export function MyWorkCard({
  work,
  pageOf = paths.member.artwork,
  editPath,
}: {
  work: MyWorksPage_work$key;
  pageOf?: (n: number) => string;
  editPath?: (n: number) => string;
}) {
  const a = useFragment(
    graphql`
      fragment MyWorksPage_work on Work {
        id
        number
        title
        state
        stateLabel
        priceFen
        rejectReason
        updatedAt
        cover {
          url(width: 320)
        }
        ...WorkActions_work
      }
    `,
    work,
  );
  const title = a.title || "未命名作品";
  return (
    <li className="flex gap-4 py-4" data-testid="selling-card" data-state={a.state}>
      <AppLink to={pageOf(a.number)} className="block h-24 w-24 shrink-0 overflow-hidden rounded bg-black/5">
        {a.cover ? <img src={a.cover.url} alt={title} loading="lazy" className="h-full w-full object-cover" /> : null}
      </AppLink>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <AppLink to={pageOf(a.number)} className="truncate font-medium hover:underline" data-testid="selling-card-title">
            {title}
          </AppLink>
          <span className="shrink-0 rounded bg-black/5 px-2 py-0.5 text-xs" data-testid="selling-card-state">
            {a.stateLabel}
          </span>
        </div>
        <p className="mt-1 text-sm font-semibold">{a.priceFen ? formatFen(a.priceFen) : <span className="font-normal text-secondary">未定价</span>}</p>
        {a.state === "rejected" && a.rejectReason ? (
          <p className="mt-1 text-sm text-error" data-testid="reject-reason">
            未通过原因：{a.rejectReason}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-secondary">更新于 {formatShanghaiFull(a.updatedAt)}</p>
        <div className="mt-2">
          <WorkActions work={a} editPath={editPath} />
        </div>
      </div>
    </li>
  );
}

const EMPTY: Record<TabSpec["tab"], string> = {
  all: "还没有发布过作品。",
  draft: "没有草稿。",
  pending: "没有审核中的作品。",
  selling: "没有在售的作品。",
  "taken-down": "没有已下架的作品。",
  sold: "还没有卖出的作品。",
  rejected: "没有未通过的作品。",
};

function Empty({ tab }: { tab: TabSpec["tab"] }) {
  return (
    <p className="py-16 text-center text-secondary" data-testid="selling-empty">
      {EMPTY[tab]}
      <AppLink to={paths.member.publishArtwork()} className="ml-2 text-primary underline">
        发布作品
      </AppLink>
    </p>
  );
}

function WorkList({ viewer, tab }: { viewer: MyWorksPage_list$key; tab: TabSpec }) {
  const paging = usePaginationFragment(
    graphql`
      fragment MyWorksPage_list on Member
      @refetchable(queryName: "MyWorksPagePaginationQuery")
      @argumentDefinitions(state: { type: "WorkState" }, first: { type: "Int", defaultValue: 12 }, after: { type: "Cursor" }) {
        works(state: $state, first: $first, after: $after) @connection(key: "MyWorksPage_works", filters: ["state"]) {
          edges {
            node {
              id
              state
              ...MyWorksPage_work
            }
          }
        }
      }
    `,
    viewer,
  );
  // A work moved out of this tab's state (or deleted) leaves the list at once.
  const items = (paging.data.works.edges ?? []).flatMap((e) => (e?.node && (tab.state === null || e.node.state === tab.state) ? [e.node] : []));
  return (
    <MoreList items={items} paging={paging} pageSize={MY_WORKS_PAGE_SIZE} empty={<Empty tab={tab.tab} />} endText="已经到底了" list={{ className: "divide-y divide-black/5", testId: "selling-list" }} item={(a) => <MyWorkCard work={a} />} />
  );
}

export function MyWorksPage() {
  const { variables, tab } = useLoaderData() as Data;
  const data = useLazyLoadQuery<MyWorksPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const viewer = data.viewer;
  const spec = tabOf(tab) ?? WORK_TABS[0]!;
  if (!viewer) return null;
  return (
    <section aria-labelledby="my-artworks-h">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-artworks-h" className="text-xl font-semibold">
          我的作品
        </h1>
        <div className="flex items-center gap-3 text-sm">
          {viewer.isReviewer ? (
            <AppLink to={paths.ops.artworks()} className="inline-flex items-center text-secondary underline hover:text-primary" data-testid="review-link">
              作品审核
            </AppLink>
          ) : null}
          <AppLink to={paths.member.publishArtwork()} className="inline-flex items-center rounded bg-primary px-4 py-2 text-white hover:opacity-90">
            发布作品
          </AppLink>
        </div>
      </div>
      <WorkTabs viewer={viewer} current={spec.tab} />
      <WorkList viewer={viewer} tab={spec} />
    </section>
  );
}
