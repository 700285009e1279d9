import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { NameIndexPage, PagedNameIndex } from "../../../../components/NameIndex/NameIndex";
import type { ArtistsNamesPageQuery } from "./__generated__/ArtistsNamesPageQuery.graphql";
import type { ArtistsNamesPage_query$key } from "./__generated__/ArtistsNamesPage_query.graphql";
import { paths } from "../../../../system/paths";

/** The most a page may ask for (graph.MaxPageSize): the index takes it whole. */
const PAGE_SIZE = 100;

const query = graphql`
  query ArtistsNamesPageQuery($first: Int!) {
    ...ArtistsNamesPage_query @arguments(first: $first)
  }
`;

type Vars = ArtistsNamesPageQuery["variables"];

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = { first: PAGE_SIZE };
  await loadQuery<ArtistsNamesPageQuery>(env, query, variables);
  return {
    variables,
    meta: { title: "艺术家索引", description: "全部艺术家的姓名索引，按拼音首字母 A–Z 排列。", canonicalPath: paths.artistsNames() },
  };
}

function ArtistNames({ query: key }: { query: ArtistsNamesPage_query$key }) {
  const { data, ...paging } = usePaginationFragment(
    graphql`
      fragment ArtistsNamesPage_query on Query
      @refetchable(queryName: "ArtistsNamesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "Cursor" }) {
        artists(first: $first, after: $after, orderBy: { field: PINYIN, direction: ASC })
          @connection(key: "ArtistsNamesPage_artists") {
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
  return <PagedNameIndex connection={data.artists} paging={paging} pageSize={PAGE_SIZE} noun="位艺术家" href={paths.artist} />;
}

export function ArtistsNamesPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ArtistsNamesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <NameIndexPage title="艺术家索引" browse={paths.artists()} browseText="浏览艺术家">
      <ArtistNames query={data} />
    </NameIndexPage>
  );
}
