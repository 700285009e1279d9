import type { ImgHTMLAttributes } from "react";
import { WIDE_CARD_SIZES } from "../cardSizes";

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
