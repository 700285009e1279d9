import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { MEDIUMS, canonicalSearch, filterCount, filtersToQuery, foldParams, parseFilters, serializeFilters, type ArtworkFilters } from "../../../../lib/artworkFilters";
import { ArtworkGrid, PAGE_SIZE } from "../../../../features/catalogue/ArtworkGrid/ArtworkGrid";
import { FilterBar } from "./FilterBar";
import type { ArtworksPageQuery } from "./__generated__/ArtworksPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query ArtworksPageQuery($first: Int!, $where: ArtworkWhereInput, $orderBy: ArtworkOrder!) {
    artists(first: 100, orderBy: { field: PINYIN, direction: ASC }) {
      edges {
        node {
          number
          name
        }
      }
    }
    ...ArtworkGrid_query @arguments(first: $first, where: $where, orderBy: $orderBy)
  }
`;

type Vars = ArtworksPageQuery["variables"];
type Data = PageData<Vars> & { filters: ArtworkFilters; key: string };

/**
 * /artworks (and /artwork): every work, filtered and sorted by the URL's query. A query that is not in its
 * canonical form (unknown values, another order) is redirected to it, so one filter has one address.
 */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const url = new URL(args.request.url);
  // The GET form (JavaScript off) sends empty fields and one medium per ticked box: fold them first.
  const filters = parseFilters(foldParams(url.searchParams));
  const qs = serializeFilters(filters);
  const canonical = canonicalSearch(url.searchParams);
  if (url.pathname === paths.artworks() && url.search.replace(/^\?/, "") !== canonical) {
    throw redirect(paths.artworks(canonical));
  }
  const { where, orderBy } = filtersToQuery(filters);
  const variables: Vars = { first: PAGE_SIZE, where, orderBy };
  await loadQuery<ArtworksPageQuery>(env, query, variables);
  const mediumNames = filters.mediums.map((m) => MEDIUMS.find(([v]) => v === m)![1]);
  const title = mediumNames.length > 0 ? `${mediumNames.join("、")}作品` : "全部作品";
  return {
    variables,
    filters,
    key: qs,
    meta: {
      title,
      description:
        filterCount(filters) > 0
          ? `按条件筛选的艺术作品：${mediumNames.join("、") || "全部类别"}，可按价格、尺寸、年代与艺术家筛选。`
          : "浏览平台上的全部艺术作品：油画、国画、版画、雕塑、摄影等，可按类别、价格、尺寸、年代与艺术家筛选。",
      // A filtered list has its own address; /artwork (no number) shows the same list as /artworks.
      canonicalPath: paths.artworks(qs),
    },
  };
}

export function ArtworksPage() {
  const { variables, filters, key } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ArtworksPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const artists = (data.artists.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 font-serif text-3xl font-bold">{filters.mediums.length === 1 ? `${MEDIUMS.find(([v]) => v === filters.mediums[0])![1]}作品` : "全部作品"}</h1>
      {/* Keyed by the filters: the form's fields and the list start afresh for each. */}
      <FilterBar key={`f-${key}`} filters={filters} artists={artists} />
      <ArtworkGrid key={`g-${key}`} query={data} filtered={filterCount(filters) > 0} />
    </section>
  );
}
