import { graphql, usePaginationFragment } from "react-relay/hooks";
import { PagedList } from "../PagedList/PagedList";
import { ArticleCard } from "../ArticleCard/ArticleCard";
import type { ArticleList_query$key } from "./__generated__/ArticleList_query.graphql";

export const PAGE_SIZE = 12;

/** Published articles, newest first, optionally of one tag, with "load more". */
export function ArticleList({ query }: { query: ArticleList_query$key }) {
  const { data, ...paging } = usePaginationFragment(
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
  return (
    <PagedList
      connection={data.articles}
      paging={paging}
      pageSize={PAGE_SIZE}
      name="articles"
      unit="篇文章"
      empty="这个标签下还没有文章。"
      emptyTestId
      card={(n) => <ArticleCard article={n} />}
    />
  );
}
