import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { ArticleView } from "../../../../features/catalogue/ArticleView/ArticleView";
import { paths } from "../../../../system/paths";
import type { PageData } from "../../../../system/pageLoader";
import { consoleLoader } from "../../components";
import type { OpsArticlePreviewPageQuery } from "./__generated__/OpsArticlePreviewPageQuery.graphql";

const query = graphql`
  query OpsArticlePreviewPageQuery($id: ID!) {
    articlePreview(id: $id) {
      ...ArticleView_article @relay(mask: false)
    }
  }
`;

type Vars = OpsArticlePreviewPageQuery["variables"];

export const load = consoleLoader<OpsArticlePreviewPageQuery>(query, { title: "文章预览", description: "文章预览" }, { variables: (args) => ({ id: args.params.article_id ?? "" }) });

/** /ops/articles/{id}/preview: the article's public page as it will look once published (its draft); editors only. */
export function OpsArticlePreviewPage() {
  const { variables } = useLoaderData() as PageData<Vars>;
  const data = useLazyLoadQuery<OpsArticlePreviewPageQuery>(query, variables, { fetchPolicy: "network-only" });
  const a = data.articlePreview;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="preview-banner">
        预览：这是文章发布后的样子，读者现在还看不到这些修改。{" "}
        <AppLink to={paths.ops.article(variables.id)} className="underline">
          返回编辑
        </AppLink>
      </p>
      {a ? (
        <div className="rounded border border-gray-200 bg-white" data-testid="article-preview">
          <ArticleView a={a} />
        </div>
      ) : (
        <p className="text-secondary">文章不存在</p>
      )}
    </div>
  );
}
