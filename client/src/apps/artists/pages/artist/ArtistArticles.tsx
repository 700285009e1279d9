import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ArticleCard } from "../../../../components/ArticleCard/ArticleCard";
import { LoadMore } from "../../../../components/LoadMore/LoadMore";
import type { ArtistArticles_artist$key } from "./__generated__/ArtistArticles_artist.graphql";

export const PAGE_SIZE = 9;

/** The articles about an artist, newest first, with "load more". */
export function ArtistArticles({ artist }: { artist: ArtistArticles_artist$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArtistArticles_artist on Artist
      @refetchable(queryName: "ArtistArticlesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 9 }, after: { type: "Cursor" }) {
        articles(first: $first, after: $after, orderBy: { field: PUBLISHED_AT, direction: DESC })
          @connection(key: "ArtistArticles_articles") {
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
    artist,
  );
  const edges = data.articles.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className="py-16 text-center text-secondary" data-testid="artist-articles-empty">
        暂无相关文章。
      </p>
    );
  }
  return (
    <div data-testid="artist-articles">
      <p className="mb-6 text-sm text-secondary">共 {data.articles.totalCount} 篇相关文章</p>
      <div className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map((e) => (e?.node ? <ArticleCard key={e.node.id} article={e.node} /> : null))}
      </div>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoad={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
