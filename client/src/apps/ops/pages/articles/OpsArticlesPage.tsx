import { graphql } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { formatShanghaiDateTime } from "../../../../format/date";
import { paths } from "../../../../system/paths";
import { usePageQuery } from "../../../../system/pageQuery";
import { consoleLoader } from "../../components";
import type { OpsArticlesPageQuery } from "./__generated__/OpsArticlesPageQuery.graphql";

const query = graphql`
  query OpsArticlesPageQuery {
    opsArticles {
      id
      number
      title
      author
      stateLabel
      hasDraft
      publishAt
      updatedAt
    }
  }
`;


export const load = consoleLoader<OpsArticlesPageQuery>(query, { title: "文章发布", description: "文章发布" });

/** /ops/articles: the articles an editor keeps, the most recently saved first, and a new one. */
export function OpsArticlesPage() {
  const data = usePageQuery<OpsArticlesPageQuery>(query);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">文章发布</h1>
        <AppLink to={paths.ops.article("new")} className="rounded bg-primary px-4 py-2 text-sm text-white">
          写文章
        </AppLink>
      </div>
      {data.opsArticles.length === 0 ? <p className="text-secondary">还没有文章</p> : null}
      <ul className="flex flex-col gap-2" data-testid="ops-articles">
        {data.opsArticles.map((a) => (
          <li key={a.id} className="rounded border border-gray-200 bg-white p-3">
            <AppLink to={paths.ops.article(a.id)} className="font-semibold text-primary hover:underline">
              {a.title}
            </AppLink>
            <p className="mt-1 text-sm text-secondary">
              {a.author} · <span data-testid="ops-article-state">{a.stateLabel}</span>
              {a.hasDraft && a.stateLabel === "已发布" ? " · 有未发布的修改" : ""}
              {a.publishAt ? ` · ${formatShanghaiDateTime(a.publishAt)} 发布` : ""} · 保存于 {formatShanghaiDateTime(a.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
