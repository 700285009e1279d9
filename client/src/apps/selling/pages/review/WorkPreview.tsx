import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { ArtworkFacts, ArtworkSale, ArtworkTitle, MAIN_IMAGE_CLASS, Thumbnails } from "../../../../components/ArtworkDetail/ArtworkDetail";
import { formatFen } from "../../../../format/money";
import type { WorkPreview_work$key } from "./__generated__/WorkPreview_work.graphql";

/** The catalogue's words for an edition (selling.Edition): 独版, or 第 N 版 / 共 M 版. */
export function editionText(number: number | null | undefined, size: number | null | undefined): string {
  return number == null || size == null ? "独版" : `第 ${number} 版 / 共 ${size} 版`;
}

/**
 * A work for sale as its public page (apps/artworks/pages/artwork) will show it once approved: the same layout,
 * the same title, facts and thumbnails (components/ArtworkDetail, shared with that page), the price, the seller and
 * the description. Links and the buy button are left out (the work has no public address yet).
 */
export function WorkPreview({ work }: { work: WorkPreview_work$key }) {
  const a = useFragment(
    graphql`
      fragment WorkPreview_work on Work {
        title
        year
        mediumLabel
        materials
        widthCm
        heightCm
        depthCm
        editionNumber
        editionSize
        framed
        signed
        certificate
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
    work,
  );
  const [current, setCurrent] = useState(0);
  const images = a.images;
  const main = images[current] ?? images[0];
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
              className={MAIN_IMAGE_CLASS}
            />
          </div>
        ) : (
          <div className="aspect-[4/3] bg-black/5" />
        )}
        <Thumbnails thumbs={images.map((im) => ({ key: im.key, url: im.picture.thumb }))} current={current} onSelect={setCurrent} />
      </div>
      <div>
        <p className="text-lg font-semibold">{a.artistDisplayName}</p>
        <ArtworkTitle title={a.title} year={a.year} testId="preview-title" />
        <ArtworkFacts
          mediumLabel={a.mediumLabel}
          materials={a.materials}
          widthCm={a.widthCm}
          heightCm={a.heightCm}
          depthCm={a.depthCm}
          year={a.year}
          edition={editionText(a.editionNumber, a.editionSize)}
          framed={a.framed}
          signed={a.signed}
          certificate={a.certificate}
        />
        <div className="mt-8 border-t border-black/10 pt-6">
          <p className="text-2xl font-bold">{a.priceFen ? formatFen(a.priceFen) : "未定价"}</p>
        </div>
        <ArtworkSale nickname={a.sellerNickname} />
        {a.description ? <p className="mt-8 whitespace-pre-line leading-7 text-primary/90">{a.description}</p> : null}
      </div>
    </article>
  );
}
