import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../../../../components/PagedList/PagedList";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { GoodsCard } from "../../../../components/GoodsCard/GoodsCard";
import { SHOP_KINDS, SHOP_SORTS, parseShop, shopHref, shopQuery, type ShopState } from "./shopFilters";
import type { ShopPageQuery } from "./__generated__/ShopPageQuery.graphql";
import type { ShopPage_query$key } from "./__generated__/ShopPage_query.graphql";

const PAGE_SIZE = 24;

const query = graphql`
  query ShopPageQuery($first: Int!, $where: GoodsWhereInput, $orderBy: GoodsOrder!) {
    ...ShopPage_query @arguments(first: $first, where: $where, orderBy: $orderBy)
  }
`;

type Vars = ShopPageQuery["variables"];
type Data = PageData<Vars> & { state: ShopState };

/** /shop: originals, limited prints and products for sale, by kind, with a sort. */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const url = new URL(args.request.url);
  const state = parseShop(url.searchParams);
  const href = shopHref(state);
  if (url.pathname + url.search !== href) throw redirect(href);
  const { where, orderBy } = shopQuery(state);
  const variables = { first: PAGE_SIZE, where, orderBy } as Vars;
  await loadQuery<ShopPageQuery>(env, query, variables);
  const tab = SHOP_KINDS.find((k) => k.id === state.kind)!;
  return {
    variables,
    state,
    meta: {
      title: state.kind === "all" ? "商城" : `商城 · ${tab.label}`,
      description: "艺术市场商城：可直接购买的原作、限量艺术微喷与艺术衍生品，明码标价，库存实时更新。",
      canonicalPath: href,
    },
  };
}

function GoodsGrid({ query: key }: { query: ShopPage_query$key }) {
  const { data, ...paging } = usePaginationFragment(
    graphql`
      fragment ShopPage_query on Query
      @refetchable(queryName: "ShopPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "Cursor" }
        where: { type: "GoodsWhereInput" }
        orderBy: { type: "GoodsOrder", defaultValue: { field: CREATED_AT, direction: DESC } }
      ) {
        goods(first: $first, after: $after, where: $where, orderBy: $orderBy) @connection(key: "ShopPage_goods") {
          totalCount
          edges {
            node {
              id
              ...GoodsCard_goods
            }
          }
        }
      }
    `,
    key,
  );
  return (
    <PagedList
      connection={data.goods}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="goods"
      unit="件商品"
      empty="这里暂时没有在售的商品。"
      grid="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4"
      card={(n) => <GoodsCard goods={n} />}
    />
  );
}

export function ShopPage() {
  const { variables, state } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ShopPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const tab = "-mb-px shrink-0 border-b-2 pb-2";
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">商城</h1>
      <p className="mt-2 text-secondary">原作孤品、限量艺术微喷与艺术衍生品，均由艺术家或画廊授权，明码标价。</p>
      <nav aria-label="商品类别" className="mt-8 flex gap-6 overflow-x-auto border-b border-black/10">
        {SHOP_KINDS.map((k) => (
          <AppLink
            key={k.id}
            to={shopHref({ ...state, kind: k.id })}
            aria-current={state.kind === k.id ? "page" : undefined}
            className={`${tab} ${state.kind === k.id ? "border-primary font-semibold" : "border-transparent text-secondary hover:text-primary"}`}
          >
            {k.label}
          </AppLink>
        ))}
      </nav>
      <div className="my-6 flex flex-wrap items-center gap-3 text-sm" aria-label="排序">
        {SHOP_SORTS.map((s) => (
          <AppLink
            key={s.id}
            to={shopHref({ ...state, sort: s.id })}
            preventScrollReset
            aria-current={state.sort === s.id ? "true" : undefined}
            className={`rounded-full border px-3 py-0.5 ${state.sort === s.id ? "border-primary bg-primary text-white" : "border-black/15 hover:border-primary"}`}
          >
            {s.label}
          </AppLink>
        ))}
        <AppLink to={shopHref({ ...state, sold: !state.sold })} preventScrollReset className="ml-auto text-secondary underline">
          {state.sold ? "只看在售" : "显示已售罄"}
        </AppLink>
      </div>
      <GoodsGrid key={shopHref(state)} query={data} />
    </section>
  );
}
