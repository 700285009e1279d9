import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../AppLink/AppLink";
import { formatShanghaiDate } from "../../format/date";
import type { ArticleCard_article$key } from "./__generated__/ArticleCard_article.graphql";
import { paths } from "../../system/paths";
import { WideCardPicture } from "../Picture/Picture";

/** One article in a list: cover, tags, title, standfirst, author and date. */
export function ArticleCard({ article }: { article: ArticleCard_article$key }) {
  const a = useFragment(
    graphql`
      fragment ArticleCard_article on Article {
        number
        title
        summary
        author
        publishedAt
        tags
        cover: coverPicture {
          url(width: 640)
          srcset
          width
          height
        }
      }
    `,
    article,
  );
  return (
    <article className="group" data-testid="article-card">
      <AppLink to={paths.article(a.number)} className="block">
        <div className="aspect-[3/2] overflow-hidden bg-black/[0.04]">
          {a.cover ? (
            <WideCardPicture picture={a.cover} alt="" />
          ) : null}
        </div>
        <div className="mt-3 space-y-1">
          {a.tags && a.tags.length > 0 ? <p className="text-xs text-secondary">{a.tags.join(" · ")}</p> : null}
          <h3 className="font-serif text-lg font-bold leading-snug group-hover:underline" data-testid="article-title">
            {a.title}
          </h3>
          {a.summary ? <p className="line-clamp-2 text-sm text-primary/80">{a.summary}</p> : null}
          <p className="text-xs text-secondary">
            {a.author} · <time dateTime={a.publishedAt}>{formatShanghaiDate(a.publishedAt)}</time>
          </p>
        </div>
      </AppLink>
    </article>
  );
}
