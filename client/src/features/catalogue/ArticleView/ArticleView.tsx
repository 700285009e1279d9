import { graphql } from "react-relay/hooks";
import { formatShanghaiDate } from "../../../format/date";
import { artistFacts } from "../../../lib/artistIndex";
import { AppLink } from "../../../components/AppLink/AppLink";
import { ArtworkCard } from "../ArtworkCard/ArtworkCard";
import { CardRows } from "../ArtworkCard/CardRows";
import { paths } from "../../../system/paths";
import { Picture } from "../../../components/Picture/Picture";
import type { ArticleView_article$data } from "./__generated__/ArticleView_article.graphql";

/** What the article's page shows of it: the public page (apps/articles) and the console's preview of a draft (apps/ops). */
graphql`
  fragment ArticleView_article on Article {
    number
    title
    summary
    author
    publishedAt
    updatedAt
    tags
    body
    share: coverPicture {
      url(width: 1280)
    }
    cover: coverPicture {
      url(width: 1600)
      srcset
      width
      height
    }
    artists {
      id
      number
      name
      region
      birthYear
    }
    artworks {
      id
      ...ArtworkCard_artwork
    }
  }
`;

/** The article as readers see it: the public page, and the console's preview of a draft. */
export function ArticleView({ a }: { a: Omit<ArticleView_article$data, " $fragmentType"> }) {
  const artists = a.artists ?? [];
  const artworks = a.artworks ?? [];
  return (
    <article className="pb-16">
      <header className="mx-auto max-w-3xl px-4 pt-10">
        {a.tags && a.tags.length > 0 ? (
          <p className="flex flex-wrap gap-2 text-sm" data-testid="article-tags">
            {a.tags.map((t) => (
              <AppLink key={t} to={paths.articles(t)} className="text-secondary hover:text-primary hover:underline">
                #{t}
              </AppLink>
            ))}
          </p>
        ) : null}
        <h1 className="mt-3 font-serif text-3xl leading-tight font-bold md:text-4xl">{a.title}</h1>
        {a.summary ? <p className="mt-4 text-lg leading-8 text-primary/80">{a.summary}</p> : null}
        <p className="mt-4 text-sm text-secondary" data-testid="article-byline">
          文 / {a.author} · <time dateTime={a.publishedAt}>{formatShanghaiDate(a.publishedAt)}</time>
        </p>
      </header>
      {a.cover ? (
        <figure className="mx-auto mt-8 max-w-5xl px-4">
          <Picture
            picture={a.cover}
            sizes="(max-width: 1024px) 100vw, 1024px"
            alt=""
            data-testid="article-cover"
            className="max-h-[70vh] w-full bg-black/[0.04] object-contain"
          />
        </figure>
      ) : null}
      {/* The body is allow-listed HTML: sanitised on the server when it was saved (ent/richtext). */}
      <div
        className="article-body mx-auto mt-10 max-w-3xl px-4"
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: a.body }}
      />
      {artists.length > 0 ? (
        <section aria-labelledby="related-artists" className="mx-auto mt-14 max-w-3xl px-4">
          <h2 id="related-artists" className="mb-4 font-serif text-xl font-bold">
            相关艺术家
          </h2>
          <ul className="flex flex-wrap gap-3" data-testid="related-artists">
            {artists.map((p) => (
              <li key={p.id}>
                <AppLink to={paths.artist(p.number)} className="block rounded border border-black/10 px-4 py-2 hover:border-primary">
                  <span className="font-semibold">{p.name}</span>
                  {artistFacts(p.region, p.birthYear) ? (
                    <span className="ml-2 text-sm text-secondary">{artistFacts(p.region, p.birthYear)}</span>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {artworks.length > 0 ? (
        <section aria-labelledby="related-artworks" className="mx-auto mt-14 max-w-5xl px-4">
          <h2 id="related-artworks" className="mb-4 font-serif text-xl font-bold">
            相关作品
          </h2>
          <CardRows columns="grid-cols-2 md:grid-cols-4" testId="related-artworks">
            {artworks.map((w) => (
              <ArtworkCard key={w.id} artwork={w} />
            ))}
          </CardRows>
        </section>
      ) : null}
      <p className="mx-auto mt-14 max-w-3xl px-4">
        <AppLink to={paths.articles()} className="text-secondary hover:text-primary hover:underline">
          ← 全部文章
        </AppLink>
      </p>
    </article>
  );
}
