import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { formatDimensions } from "../../../../format/artwork";
import { formatFen } from "../../../../format/money";
import type { ArtworkPreview_artwork$key } from "./__generated__/ArtworkPreview_artwork.graphql";

/** The catalogue's words for an edition (selling.Edition): 独版, or 第 N 版 / 共 M 版. */
export function editionText(number: number | null | undefined, size: number | null | undefined): string {
  return number == null || size == null ? "独版" : `第 ${number} 版 / 共 ${size} 版`;
}

/**
 * A work for sale as its public page (apps/artworks/pages/artwork) will show it once approved: the same layout,
 * the same facts in the same order and words, the price, the seller and the description. Links and the buy button
 * are left out (the work has no public address yet).
 */
export function ArtworkPreview({ artwork }: { artwork: ArtworkPreview_artwork$key }) {
  const a = useFragment(
    graphql`
      fragment ArtworkPreview_artwork on ArtworkSubmission {
        title
        year
        mediumLabel
        materials
        widthCm
        heightCm
        depthCm
        editionNumber
        editionSize
        priceFen
        description
        artistDisplayName
        sellerNickname
        images {
          key
          width
          height
          picture {
            url(width: 1280)
            thumb: url(width: 320)
            srcset
          }
        }
      }
    `,
    artwork,
  );
  const [current, setCurrent] = useState(0);
  const images = a.images;
  const main = images[current] ?? images[0];
  const facts: [string, string | null | undefined][] = [
    ["类别", a.mediumLabel],
    ["材质", a.materials],
    ["尺寸", a.widthCm != null && a.heightCm != null ? formatDimensions(a.heightCm, a.widthCm, a.depthCm) : null],
    ["年代", a.year ? `${a.year} 年` : null],
    ["版数", editionText(a.editionNumber, a.editionSize)],
  ];
  return (
    <article className="grid gap-10 md:grid-cols-[3fr_2fr]" data-testid="artwork-preview">
      <div>
        {main ? (
          <div className="bg-black/5">
            <img
              src={main.picture.url}
              srcSet={main.picture.srcset}
              sizes="(max-width: 960px) 100vw, 60vw"
              width={main.width}
              height={main.height}
              alt={a.title}
              className="mx-auto h-auto max-h-[75vh] w-auto object-contain"
            />
          </div>
        ) : (
          <div className="aspect-[4/3] bg-black/5" />
        )}
        {images.length > 1 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="作品图片">
            {images.map((im, i) => (
              <li key={im.key}>
                <button
                  type="button"
                  onClick={() => setCurrent(i)}
                  aria-label={`第 ${i + 1} 张`}
                  aria-current={i === current}
                  className={`block h-16 w-16 overflow-hidden border-2 ${i === current ? "border-primary" : "border-transparent"}`}
                >
                  <img src={im.picture.thumb} alt="" width={64} height={64} loading="lazy" className="h-full w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div>
        <p className="text-lg font-semibold">{a.artistDisplayName}</p>
        <h1 className="mt-4 font-serif text-3xl" data-testid="preview-title">
          《{a.title}》{a.year ? <span className="text-secondary">，{a.year}</span> : null}
        </h1>
        <dl className="mt-6 grid grid-cols-[5em_1fr] gap-y-2 text-sm">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-secondary">{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        <div className="mt-8 border-t border-black/10 pt-6">
          <p className="text-2xl font-bold">{a.priceFen ? formatFen(a.priceFen) : "未定价"}</p>
        </div>
        <p className="mt-4 text-sm text-secondary">卖家：{a.sellerNickname}</p>
        {a.description ? <p className="mt-8 whitespace-pre-line leading-7 text-primary/90">{a.description}</p> : null}
      </div>
    </article>
  );
}
