import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { NameIndexPage, PagedNameIndex } from "../../../../components/NameIndex/NameIndex";
import type { GalleriesNamesPageQuery } from "./__generated__/GalleriesNamesPageQuery.graphql";
import type { GalleriesNamesPage_query$key } from "./__generated__/GalleriesNamesPage_query.graphql";
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
  const { data, ...paging } = usePaginationFragment(
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
  return <PagedNameIndex connection={data.galleries} paging={paging} pageSize={PAGE_SIZE} noun="家画廊" href={paths.gallery} />;
}

export function GalleriesNamesPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<GalleriesNamesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <NameIndexPage title="画廊索引" browse={paths.galleries()} browseText="浏览画廊">
      <GalleryNames query={data} />
    </NameIndexPage>
  );
}
