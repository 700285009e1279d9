import { graphql, useLazyLoadQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../app/pageLoader";
import { ArtworkGrid, PAGE_SIZE } from "./ArtworkGrid";
import type { ArtworksPageQuery } from "./__generated__/ArtworksPageQuery.graphql";

const query = graphql`
  query ArtworksPageQuery($first: Int!) {
    ...ArtworkGrid_query @arguments(first: $first)
  }
`;

type Vars = ArtworksPageQuery["variables"];

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Vars>> {
  const variables: Vars = { first: PAGE_SIZE };
  await loadQuery<ArtworksPageQuery>(env, query, variables);
  return { variables, meta: { title: "全部作品", description: "浏览平台上的全部艺术作品：油画、国画、版画、雕塑、摄影等。" } };
}

export function ArtworksPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ArtworksPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-2 font-serif text-3xl font-bold">全部作品</h1>
      <ArtworkGrid query={data} />
    </section>
  );
}
