import type { ImgHTMLAttributes } from "react";
import { WIDE_CARD_SIZES } from "../cardSizes";
import { useImageViewer } from "../ImageViewer/ImageViewerProvider";

/** A stored picture as the API gives it: its own URL, the srcset of its resized copies, and its size. */
export interface StoredPicture {
  readonly url: string;
  readonly srcset: string;
  readonly width: number;
  readonly height: number;
}

export type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "sizes" | "alt"> & {
  picture: StoredPicture;
  /** The width the picture takes at each viewport (the browser picks the copy from srcset). */
  sizes: string;
  alt: string;
};

/** A stored picture as a responsive <img>: its copies in srcset, and its size reserved before it loads. */
export function Picture({ picture, ...img }: PictureProps) {
  return <img src={picture.url} srcSet={picture.srcset} width={picture.width} height={picture.height} {...img} />;
}

/** A card's picture: loaded lazily and decoded off the main thread, unless the card says otherwise. */
export function CardPicture(props: PictureProps) {
  return <Picture loading="lazy" decoding="async" {...props} />;
}

/** The cover of a wide card (article, exhibition, viewing room, gallery, art live): filling its frame, zooming a little on hover. */
export function WideCardPicture({ picture, alt }: { picture: StoredPicture; alt: string }) {
  return (
    <CardPicture
      picture={picture}
      sizes={WIDE_CARD_SIZES}
      alt={alt}
      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
    />
  );
}

/** A photo of a record (a refund's): a thumbnail's address and the large one the viewer opens. */
export interface RecordPhoto {
  readonly thumb: string;
  readonly full: string;
}

/** Photos as thumbnails, each opening the viewer large at its place; nothing when there are none. */
export function PhotoStrip({ photos, title, testId }: { photos: readonly RecordPhoto[]; title: string; testId: string }) {
  const viewer = useImageViewer();
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {photos.map((p, i) => (
        <li key={p.full}>
          <button
            type="button"
            className="block h-20 w-20 cursor-zoom-in overflow-hidden rounded-md border border-black/10 bg-black/5"
            aria-label={`查看大图：${title} 第 ${i + 1} 张`}
            onClick={() => viewer.open({ images: photos.map((x) => x.full), initialIndex: i, title })}
          >
            <img src={p.thumb} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
