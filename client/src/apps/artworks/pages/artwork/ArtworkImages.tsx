import { useState } from "react";
import { preload } from "react-dom";
import { graphql, useFragment } from "react-relay/hooks";
import { MAIN_IMAGE_CLASS, Thumbnails } from "../../../../components/ArtworkDetail/ArtworkDetail";
import { useImageViewer } from "../../../../components/ImageViewer/ImageViewerProvider";
import type { ArtworkImages_artwork$key } from "./__generated__/ArtworkImages_artwork.graphql";
import { Picture } from "../../../../components/Picture/Picture";

/** The artwork's main image and thumbnails; a click opens the full-screen viewer. */
export function ArtworkImages({ artwork }: { artwork: ArtworkImages_artwork$key }) {
  const a = useFragment(
    graphql`
      fragment ArtworkImages_artwork on Artwork {
        title
        images {
          id
          width
          height
          alt
          url(width: 1280)
          full: url(width: 1920)
          thumb: url(width: 320)
          srcset
        }
      }
    `,
    artwork,
  );
  const viewer = useImageViewer();
  const [current, setCurrent] = useState(0);
  const images = a.images ?? [];
  const main = images[current];
  if (!main) return <div className="aspect-[4/3] bg-black/5" />;
  // The page's largest paint: announced in <head> (React hoists the preload), fetched before the body is parsed.
  const sizes = "(max-width: 960px) 100vw, 60vw";
  if (current === 0) preload(main.url, { as: "image", imageSrcSet: main.srcset, imageSizes: sizes, fetchPriority: "high" });
  const open = (i: number) =>
    viewer.open({ images: images.map((im) => im.full), initialIndex: i, title: a.title });
  return (
    <div>
      <button
        type="button"
        className="block w-full cursor-zoom-in bg-black/5"
        onClick={() => open(current)}
        aria-label={`查看大图：${a.title}`}
        data-testid="artwork-main-image"
      >
        <Picture
          picture={main}
          sizes={sizes}
          alt={main.alt ?? a.title}
          className={MAIN_IMAGE_CLASS}
          fetchPriority="high"
          loading="eager"
        />
      </button>
      <Thumbnails thumbs={images.map((im) => ({ key: im.id, url: im.thumb }))} current={current} onSelect={setCurrent} />
    </div>
  );
}
