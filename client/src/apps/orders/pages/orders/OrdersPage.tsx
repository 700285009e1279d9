/**
 * /member/orders: what I bought, in tabs 全部 / 待付款 / 待发货 / 待收货 / 已完成 / 已取消 with their counts, and
 * 我卖出的 (?view=sold) with the same tabs over what I sold. Relay paging with 加载更多. Read from the server on every
 * visit (a payment or a shipment elsewhere changes the lists).
 */
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { MoreList, type Paging } from "../../../../components/PagedList/PagedList";
import type { PageData } from "../../../../system/pageLoader";
import { loadFreshQuery, usePageQueryWithVariables } from "../../../../system/pageQuery";
import { paths } from "../../../../system/paths";
import { OrderCard } from "../../components/OrderCard";
import { ORDER_TABS, orderTabOf, type OrderTab } from "../../ordersState";
import type { OrdersPageQuery } from "./__generated__/OrdersPageQuery.graphql";
import type { OrdersPage_bought$key } from "./__generated__/OrdersPage_bought.graphql";
import type { OrdersPage_sold$key } from "./__generated__/OrdersPage_sold.graphql";
import type { OrdersPage_counts$key } from "./__generated__/OrdersPage_counts.graphql";

export const ORDERS_PAGE_SIZE = 10;

const query = graphql`
  query OrdersPageQuery($state: OrderState, $first: Int!, $sold: Boolean!) {
    viewer {
      ...OrdersPage_counts
      ...OrdersPage_bought @skip(if: $sold) @alias(as: "bought") @arguments(state: $state, first: $first)
      ...OrdersPage_sold @include(if: $sold) @alias(as: "sold") @arguments(state: $state, first: $first)
    }
  }
`;

type Vars = OrdersPageQuery["variables"];
type Data = PageData<Vars> & { tab: string };

export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const q = new URL(args.request.url).searchParams;
  const tab = orderTabOf(q.get("tab"));
  const variables: Vars = { state: tab.state, first: ORDERS_PAGE_SIZE, sold: q.get("view") === "sold" };
  const page = await loadFreshQuery<OrdersPageQuery>(env, args, query, variables, { title: "我的订单", description: "我买到的与卖出的订单" });
  return { ...page, tab: tab.tab };
}

function Tabs({ viewer, current, sold }: { viewer: OrdersPage_counts$key; current: OrderTab; sold: boolean }) {
  const v = useFragment(
    graphql`
      fragment OrdersPage_counts on Member {
        orderCounts {
          all
          pendingPayment
          paid
          shipped
          completed
          cancelled
          refunded
        }
        saleCounts {
          all
          pendingPayment
          paid
          shipped
          completed
          cancelled
          refunded
        }
      }
    `,
    viewer,
  );
  const counts = sold ? v.saleCounts : v.orderCounts;
  return (
    <nav aria-label="订单状态" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1 border-b border-black/10" data-testid="order-tabs">
        {ORDER_TABS.map((t) => {
          const on = t.tab === current.tab;
          return (
            <li key={t.tab} className="shrink-0">
              <AppLink
                to={paths.member.orders({ view: sold ? "sold" : undefined, tab: t.tab === "all" ? undefined : t.tab })}
                aria-current={on ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-1 border-b-2 px-3 text-sm ${on ? "border-primary font-medium text-primary" : "border-transparent text-secondary hover:text-primary"}`}
              >
                {t.label}
                <span className="tabular-nums" data-testid={`order-count-${t.tab}`}>
                  {counts[t.count]}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type Edges = readonly ({ readonly node: ({ readonly id: string } & Parameters<typeof OrderCard>[0]["order"]) | null | undefined } | null | undefined)[] | null | undefined;

function List({ edges, sold, paging }: { edges: Edges; sold: boolean; paging: Paging }) {
  const items = (edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const empty = (
    <p className="py-16 text-center text-secondary" data-testid="orders-empty">
      {sold ? "还没有卖出的订单。" : "还没有订单。"}
      {/* A buyer with nothing bought yet is one step from the works; a seller's way in is the selling area's own. */}
      {!sold && (
        <AppLink to={paths.artworks()} className="ml-2 underline hover:text-primary">
          去看看作品
        </AppLink>
      )}
    </p>
  );
  return (
    <MoreList items={items} paging={paging} pageSize={ORDERS_PAGE_SIZE} empty={empty} endText="已经到底了" list={{ className: "divide-y divide-black/5", testId: "orders-list" }} item={(o) => <OrderCard order={o} />} />
  );
}

function Bought({ viewer }: { viewer: OrdersPage_bought$key }) {
  const paging = usePaginationFragment(
    graphql`
      fragment OrdersPage_bought on Member
      @refetchable(queryName: "OrdersPageBoughtPaginationQuery")
      @argumentDefinitions(state: { type: "OrderState" }, first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
        orders(state: $state, first: $first, after: $after) @connection(key: "OrdersPage_orders", filters: ["state"]) {
          edges {
            node {
              id
              ...OrderCard_order
            }
          }
        }
      }
    `,
    viewer,
  );
  return <List edges={paging.data.orders.edges} sold={false} paging={paging} />;
}

function Sold({ viewer }: { viewer: OrdersPage_sold$key }) {
  const paging = usePaginationFragment(
    graphql`
      fragment OrdersPage_sold on Member
      @refetchable(queryName: "OrdersPageSoldPaginationQuery")
      @argumentDefinitions(state: { type: "OrderState" }, first: { type: "Int", defaultValue: 10 }, after: { type: "Cursor" }) {
        sales(state: $state, first: $first, after: $after) @connection(key: "OrdersPage_sales", filters: ["state"]) {
          edges {
            node {
              id
              ...OrderCard_order
            }
          }
        }
      }
    `,
    viewer,
  );
  return <List edges={paging.data.sales.edges} sold paging={paging} />;
}

export function OrdersPage() {
  const { tab } = useLoaderData() as Data;
  const { data, variables } = usePageQueryWithVariables<OrdersPageQuery>(query);
  const viewer = data.viewer;
  if (!viewer) return null;
  const current = orderTabOf(tab);
  const sold = variables.sold;
  const view = (on: boolean) => `rounded px-3 py-1 text-sm ${on ? "bg-primary text-white" : "border border-black/20 text-secondary hover:text-primary"}`;
  return (
    <section aria-labelledby="orders-h">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="orders-h" className="text-xl font-semibold">
          我的订单
        </h1>
        <div className="flex gap-2" data-testid="orders-view">
          <AppLink to={paths.member.orders()} className={view(!sold)} aria-current={sold ? undefined : "page"}>
            我买到的
          </AppLink>
          <AppLink to={paths.member.orders({ view: "sold" })} className={view(sold)} aria-current={sold ? "page" : undefined}>
            我卖出的
          </AppLink>
        </div>
      </div>
      <Tabs viewer={viewer} current={current} sold={sold} />
      {viewer.sold ? <Sold viewer={viewer.sold} /> : viewer.bought ? <Bought viewer={viewer.bought} /> : null}
    </section>
  );
}
