import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ArticleCard } from "../ArticleCard/ArticleCard";
import { LoadMore } from "../LoadMore/LoadMore";
import type { ArticleList_query$key } from "./__generated__/ArticleList_query.graphql";

export const PAGE_SIZE = 12;

/** Published articles, newest first, optionally of one tag, with "load more". */
export function ArticleList({ query }: { query: ArticleList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArticleList_query on Query
      @refetchable(queryName: "ArticleListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 12 }
        after: { type: "Cursor" }
        tag: { type: "String" }
        where: { type: "ArticleWhereInput" }
      ) {
        articles(first: $first, after: $after, tag: $tag, where: $where) @connection(key: "ArticleList_articles", filters: ["tag", "where"]) {
          totalCount
          edges {
            node {
              id
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.articles.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className="py-16 text-center text-secondary" data-testid="articles-empty">
        这个标签下还没有文章。
      </p>
    );
  }
  return (
    <div>
      <p className="mb-6 text-sm text-secondary" data-testid="articles-total">
        共 {data.articles.totalCount} 篇文章
      </p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <ArticleCard key={e.node.id} article={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} endText="已经到底了" />
    </div>
  );
}
