import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { NameIndex } from "../../../../components/NameIndex/NameIndex";
import type { GalleriesNamesPageQuery } from "./__generated__/GalleriesNamesPageQuery.graphql";
import type { GalleriesNamesPage_query$key } from "./__generated__/GalleriesNamesPage_query.graphql";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import { paths } from "../../../../system/paths";

/** The most a page may ask for (graph.MaxPageSize): the index takes it whole. */
const PAGE_SIZE = 100;

const query = graphql`
  query GalleriesNamesPageQuery($first: Int!) {
    ...GalleriesNamesPage_query @arguments(first: $first)
  }
`;

type Vars = GalleriesNamesPageQuery["variables"];

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = { first: PAGE_SIZE };
  await loadQuery<GalleriesNamesPageQuery>(env, query, variables);
  return {
    variables,
    meta: { title: "画廊索引", description: "全部画廊与艺术机构的名称索引，按拼音首字母 A–Z 排列。" },
  };
}

function GalleryNames({ query: key }: { query: GalleriesNamesPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GalleriesNamesPage_query on Query
      @refetchable(queryName: "GalleriesNamesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "Cursor" }) {
        galleries(first: $first, after: $after, orderBy: { field: PINYIN, direction: ASC })
          @connection(key: "GalleriesNamesPage_galleries") {
          totalCount
          edges {
            node {
              id
              number
              name
              initial
            }
          }
        }
      }
    `,
    key,
  );
  const entries = (data.galleries.edges ?? []).flatMap((e) =>
    e?.node ? [{ id: e.node.id, name: e.node.name, initial: e.node.initial, href: paths.gallery(e.node.number) }] : [],
  );
  return (
    <>
      <NameIndex entries={entries} total={data.galleries.totalCount} noun="家画廊" />
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

export function GalleriesNamesPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<GalleriesNamesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold">画廊索引</h1>
        <AppLink to={paths.galleries()} className="text-sm text-secondary hover:text-primary hover:underline">
          浏览画廊
        </AppLink>
      </div>
      <GalleryNames query={data} />
    </section>
  );
}
