import { graphql } from "react-relay/hooks";
import { ArticleView } from "../../../../features/catalogue/ArticleView/ArticleView";
import { previewPage } from "../../components";
import type { OpsArticlePreviewPageQuery } from "./__generated__/OpsArticlePreviewPageQuery.graphql";

const query = graphql`
  query OpsArticlePreviewPageQuery($id: ID!) {
    articlePreview(id: $id) {
      ...ArticleView_article @relay(mask: false)
    }
  }
`;

/** /ops/articles/{id}/preview: the article's public page as it will look once published (its draft). */
export const { load, PreviewPage: OpsArticlePreviewPage } = previewPage<OpsArticlePreviewPageQuery>(query, "article", ({ articlePreview: a }) =>
  a ? (
    <div className="rounded border border-gray-200 bg-white" data-testid="article-preview">
      <ArticleView a={a} />
    </div>
  ) : null,
);
