import { declarationFacts, formatDimensions } from "../../format/artwork";

/**
 * The pieces of an artwork's page that a work for sale's review preview shows the same way: the title line, the
 * facts, and the thumbnail strip. The public page (apps/artworks/pages/artwork) and the preview
 * (apps/selling/pages/review) both use them, so the preview is what the public page will show.
 */

export function ArtworkTitle({ title, year, testId }: { title: string; year?: number | null; testId?: string }) {
  return (
    <h1 className="mt-4 font-serif text-3xl" data-testid={testId}>
      《{title}》{year ? <span className="text-secondary">，{year}</span> : null}
    </h1>
  );
}

export interface ArtworkFactsProps {
  mediumLabel?: string | null;
  materials?: string | null;
  widthCm?: number | null;
  heightCm?: number | null;
  depthCm?: number | null;
  year?: number | null;
  edition?: string | null;
  /** What a seller declared (null for a catalogue work, which declares nothing). */
  framed?: boolean | null;
  signed?: boolean | null;
  certificate?: boolean | null;
}

/** 类别, 材质, 尺寸, 年代, 版数, then what a seller declared (装裱, 签名, 证书): those known, in that order. */
export function ArtworkFacts(p: ArtworkFactsProps) {
  const facts: [string, string | null | undefined][] = [
    ["类别", p.mediumLabel],
    ["材质", p.materials],
    ["尺寸", p.widthCm != null && p.heightCm != null ? formatDimensions(p.heightCm, p.widthCm, p.depthCm) : null],
    ["年代", p.year ? `${p.year} 年` : null],
    ["版数", p.edition],
    ...declarationFacts(p),
  ];
  return (
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
  );
}

/**
 * The main picture's classes. Its box is the column's width with the height its width and height attributes give
 * (at most 75% of the screen, the picture contained in it), known before the picture arrives: a `w-auto h-auto`
 * picture has no size until it loads and pushed the facts below it down then (a layout shift of 0.26 on a phone).
 */
export const MAIN_IMAGE_CLASS = "block h-auto max-h-[75vh] w-full object-contain";

/** The row of small pictures under the main one; a tap shows that picture. Nothing for a single picture. */
export function Thumbnails({ thumbs, current, onSelect }: { thumbs: readonly { key: string; url: string }[]; current: number; onSelect: (i: number) => void }) {
  if (thumbs.length < 2) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="作品图片">
      {thumbs.map((im, i) => (
        <li key={im.key}>
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-label={`第 ${i + 1} 张`}
            aria-current={i === current}
            className={`block h-16 w-16 overflow-hidden border-2 ${i === current ? "border-primary" : "border-transparent"}`}
          >
            <img src={im.url} alt="" width={64} height={64} loading="lazy" className="h-full w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Who sells a member's work and how it ships: 卖家：…, then 运费 and 发货地 when known. */
export function ArtworkSale({ nickname, shipping, shipFrom }: { nickname: string; shipping?: string | null; shipFrom?: string | null }) {
  return (
    <div className="mt-4 text-sm text-secondary" data-testid="artwork-seller">
      <p>卖家：{nickname}</p>
      {shipping || shipFrom ? (
        <p className="mt-1">{[shipping ? `运费：${shipping}` : null, shipFrom ? `发货地：${shipFrom}` : null].filter(Boolean).join(" · ")}</p>
      ) : null}
    </div>
  );
}
