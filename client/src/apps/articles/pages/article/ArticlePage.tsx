import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { loadQuery, notFound, numberParam, pathOf, siteUrl, type PageData, type Site } from "../../../../system/pageLoader";
import { summarize } from "../../../../system/headMeta";
import { articleJsonLd } from "../../../../lib/structuredData";
import type { ArticlePageQuery } from "./__generated__/ArticlePageQuery.graphql";
import { ArticleView } from "../../../../features/catalogue/ArticleView/ArticleView";
import { paths } from "../../../../system/paths";

const query = graphql`
  query ArticlePageQuery($number: Int!) {
    articleByNumber(number: $number) {
      ...ArticleView_article @relay(mask: false)
    }
  }
`;


type Vars = ArticlePageQuery["variables"];

/** /article/{number}: the full article with its related artists and works. */
export async function load(env: Environment, args: LoaderFunctionArgs, site: Site): Promise<PageData<Vars>> {
  const variables: Vars = { number: numberParam(args, "article_id") };
  const res = await loadQuery<ArticlePageQuery>(env, query, variables);
  const a = res.articleByNumber;
  if (!a) notFound(pathOf(args));
  const image = a.share ? siteUrl(site, a.share.url) : undefined;
  const description = summarize(a.summary) || `${a.author}：${a.title}`;
  return {
    variables,
    meta: {
      title: a.title,
      description,
      image,
      jsonLd: articleJsonLd({
        title: a.title,
        summary: a.summary,
        author: a.author,
        publishedAt: a.publishedAt,
        updatedAt: a.updatedAt,
        tags: a.tags,
        image,
        url: siteUrl(site, paths.article(a.number)),
        about: (a.artists ?? []).map((p) => ({ name: p.name, url: siteUrl(site, paths.artist(p.number)) })),
      }),
    },
  };
}

export function ArticlePage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<ArticlePageQuery>(query, variables, { fetchPolicy: "store-or-network" });
  const a = data.articleByNumber;
  if (!a) return null;
  return <ArticleView a={a} />;
}
