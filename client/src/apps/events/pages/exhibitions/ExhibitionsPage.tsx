import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { EXHIBITION_TABS, exhibitionsState, listQuery, type ExhibitionTab } from "../../../../lib/eventsFilter";
import { ExhibitionList, PAGE_SIZE } from "../../../../components/ExhibitionList/ExhibitionList";
import type { ExhibitionsPageQuery } from "./__generated__/ExhibitionsPageQuery.graphql";
import { paths } from "../../../../system/paths";
import { StatusTabs } from "../../components/StatusTabs";

const query = graphql`
  query ExhibitionsPageQuery($first: Int!, $status: ExhibitionStatus!, $city: String) {
    exhibitionCities(status: $status)
    ...ExhibitionList_query @arguments(first: $first, status: $status, city: $city)
  }
`;

type Vars = ExhibitionsPageQuery["variables"];
type Data = PageData<Vars> & { tab: ExhibitionTab; city: string | null };

/** /exhibitions?status=current|upcoming|past&city=北京: the state lives in the URL and is rendered on the server. */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const url = new URL(args.request.url);
  const state = exhibitionsState(url.searchParams);
  if (state.redirect) throw redirect(paths.exhibitions(state.canonical));
  const { tab, city } = state;
  const variables: Vars = { first: PAGE_SIZE, status: tab.status, city };
  await loadQuery<ExhibitionsPageQuery>(env, query, variables);
  const title = city ? `${tab.label} · ${city}` : `展览 · ${tab.label}`;
  const description = `${city ? `${city}的` : ""}${
    tab.id === "current" ? "正在展出的画廊与美术馆展览" : tab.id === "upcoming" ? "即将开幕的画廊与美术馆展览" : "往期画廊与美术馆展览回顾"
  }：展期、场馆、参展艺术家与作品。`;
  return { variables, tab, city, meta: { title, description, canonicalPath: paths.exhibitions(state.canonical) } };
}

export function ExhibitionsPage() {
  const { variables, tab, city } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ExhibitionsPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const cities = data.exhibitionCities.includes(city ?? "") || !city ? data.exhibitionCities : [city, ...data.exhibitionCities];
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? "border-primary bg-primary text-white" : "border-black/15 text-secondary hover:border-primary hover:text-primary"}`;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">展览</h1>
      <StatusTabs
        label="展览状态"
        testId="exhibition-tabs"
        className="mt-6 flex gap-6 border-b border-black/10"
        tabs={EXHIBITION_TABS}
        current={tab.id}
        href={(t) => paths.exhibitions(listQuery(t.id === "current" ? null : t.id, city))}
      />
      <nav aria-label="城市" className="mt-4 mb-8 flex flex-wrap gap-2" data-testid="city-filter">
        <AppLink
          to={paths.exhibitions(listQuery(tab.id === "current" ? null : tab.id, null))}
          aria-current={city === null ? "page" : undefined}
          preventScrollReset
          className={chip(city === null)}
        >
          全部城市
        </AppLink>
        {cities.map((c) => (
          <AppLink
            key={c}
            to={paths.exhibitions(listQuery(tab.id === "current" ? null : tab.id, c))}
            aria-current={c === city ? "page" : undefined}
            preventScrollReset
            className={chip(c === city)}
          >
            {c}
          </AppLink>
        ))}
      </nav>
      <ExhibitionList
        key={`${tab.id}:${city ?? ""}`}
        query={data}
        empty={`${city ? `${city}暂无` : "暂无"}${tab.id === "past" ? "往期展览" : tab.id === "upcoming" ? "即将开幕的展览" : "正在展出的展览"}。`}
      />
    </section>
  );
}
