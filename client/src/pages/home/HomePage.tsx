import { graphql, useLazyLoadQuery } from "react-relay";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../app/pageLoader";
import { ArtworkCard } from "../../components/ArtworkCard/ArtworkCard";
import { AppLink } from "../../components/AppLink/AppLink";
import type { HomePageQuery } from "./__generated__/HomePageQuery.graphql";

const query = graphql`
  query HomePageQuery {
    artworks(first: 12, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      edges {
        node {
          id
          ...ArtworkCard_artwork
        }
      }
    }
  }
`;

export async function load(env: Environment, _args: LoaderFunctionArgs): Promise<PageData<Record<string, never>>> {
  await loadQuery<HomePageQuery>(env, query, {});
  return { variables: {}, meta: { description: "发现与收藏当代艺术：油画、国画、版画、雕塑与摄影作品，来自数十位艺术家。" } };
}

export function HomePage() {
  const data = useLazyLoadQuery<HomePageQuery>(query, {}, { fetchPolicy: "store-or-network" });
  return (
    <div>
      <section className="border-b border-black/10 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h1 className="font-serif text-3xl font-bold md:text-5xl">发现与收藏当代艺术</h1>
          <p className="mt-4 max-w-2xl text-secondary md:text-lg">
            来自 {data.artworks.totalCount} 件作品的线上艺术市场：油画、国画、版画、雕塑与摄影，直接向艺术家与画廊购买。
          </p>
          <AppLink to="/artworks" className="mt-8 inline-block rounded bg-primary px-6 py-2.5 text-white">
            浏览全部作品
          </AppLink>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="newest">
        <div className="mb-6 flex items-baseline justify-between">
          <h2 id="newest" className="font-serif text-2xl font-bold">
            最新作品
          </h2>
          <AppLink to="/artworks" className="text-sm text-secondary hover:text-primary">
            查看全部 →
          </AppLink>
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
          {(data.artworks.edges ?? []).map((e) => (e?.node ? <ArtworkCard key={e.node.id} artwork={e.node} /> : null))}
        </div>
      </section>
    </div>
  );
}
