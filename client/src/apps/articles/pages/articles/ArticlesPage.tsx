import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, type PageData } from "../../../../system/pageLoader";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ArticleList, PAGE_SIZE } from "../../../../components/ArticleList/ArticleList";
import type { ArticlesPageQuery } from "./__generated__/ArticlesPageQuery.graphql";
import { paths } from "../../../../system/paths";

const query = graphql`
  query ArticlesPageQuery($first: Int!, $tag: String) {
    articleTags {
      name
      count
    }
    ...ArticleList_query @arguments(first: $first, tag: $tag)
  }
`;

type Vars = ArticlesPageQuery["variables"];
type Data = PageData<Vars> & { tag: string | null };

/** The tag of /articles?tag=…, trimmed; null for none. */
export function tagParam(url: string): string | null {
  const t = new URL(url).searchParams.get("tag")?.trim() ?? "";
  return t === "" ? null : t.slice(0, 40);
}

/** /articles and /articles?tag={tag}: reviews, interviews, market reports and guides, newest first. */
export async function load(env: Environment, args: LoaderFunctionArgs): Promise<Data> {
  const tag = tagParam(args.request.url);
  const variables: Vars = { first: PAGE_SIZE, tag };
  await loadQuery<ArticlesPageQuery>(env, query, variables);
  return {
    variables,
    tag,
    meta: {
      title: tag ? `文章 · ${tag}` : "文章",
      description: tag
        ? `标签为“${tag}”的艺术文章：展评、专访、市场观察与收藏指南。`
        : "艺术市场的文章：展览评论、艺术家专访、市场观察与收藏指南。",
      // A tag is part of the page's identity: /articles?tag=水墨 is its own list.
      canonicalPath: paths.articles(tag),
    },
  };
}

export function ArticlesPage() {
  const { variables, tag } = useLoaderData() as Data;
  const data = useLazyLoadQuery<ArticlesPageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const chip = (active: boolean) =>
    `shrink-0 rounded-full border px-3 py-1 text-sm ${active ? "border-primary bg-primary text-white" : "border-black/15 text-secondary hover:border-primary hover:text-primary"}`;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold">{tag ? `文章 · ${tag}` : "文章"}</h1>
      <nav aria-label="文章标签" className="mt-6 mb-8 flex flex-wrap gap-2" data-testid="tag-bar">
        <AppLink to={paths.articles()} className={chip(tag === null)} aria-current={tag === null ? "page" : undefined}>
          全部
        </AppLink>
        {data.articleTags.map((t) => (
          <AppLink
            key={t.name}
            to={paths.articles(t.name)}
            className={chip(tag === t.name)}
            aria-current={tag === t.name ? "page" : undefined}
            data-testid="tag-link"
          >
            {t.name}
            <span className="ml-1 opacity-60">{t.count}</span>
          </AppLink>
        ))}
      </nav>
      <ArticleList key={tag ?? ""} query={data} />
    </section>
  );
}
