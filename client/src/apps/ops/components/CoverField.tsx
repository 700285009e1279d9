import { useLayoutEffect, useState } from "react";
import { graphql } from "react-relay/hooks";
import { ImageList } from "../../../features/pictures/ImageList";
import { storedItems, uploadPicture, useImageUploads, type ImageRef } from "../../../features/pictures/useImageUploads";

/** The console's picture route: covers and press-release pictures, for editors and gallery managers. */
export const CONTENT_IMAGE_PATH = "/api/upload/content-image";

/** What the console's forms read of a stored cover (spread unmasked in OpsArticle.cover, OpsExhibition.cover …). */
graphql`
  fragment CoverField_cover on CoverImage {
    key
    width
    height
    picture {
      url(width: 640)
      srcset
    }
  }
`;

/** A stored cover as the console reads it (CoverField_cover). */
export interface StoredCover {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly picture: { readonly url: string; readonly srcset: string };
}

/** The cover as the form sends it (PictureInput); null for none. */
export type CoverInput = ImageRef | null;

/** The cover a form starts with: the stored one as it is sent back unchanged. */
export function initialCover(stored: StoredCover | null | undefined): CoverInput {
  return stored ? { key: stored.key, width: stored.width, height: stored.height } : null;
}

/**
 * The picture at the head of an article, an exhibition or a viewing room: one picture, uploaded at once through the
 * pictures' upload (progress, retry, remove; the type and size checked before it is sent, the content by the server),
 * shown as it will be. onChange gets the uploaded picture, or null when it is removed; onPending (usePublishingForm's
 * picture("cover")) why the form may not be saved yet: a picture still uploading, or one that failed.
 */
export function CoverField({
  stored,
  onChange,
  onPending,
  error,
}: {
  stored: StoredCover | null | undefined;
  onChange: (cover: CoverInput) => void;
  onPending: (message: string | undefined) => void;
  error?: string | undefined;
}) {
  const [pickError, setPickError] = useState<string | undefined>();
  const uploads = useImageUploads(
    stored ? storedItems([{ key: stored.key, width: stored.width, height: stored.height, url: stored.picture.url, srcset: stored.picture.srcset }]) : [],
    (refs) => onChange(refs[0] ?? null),
    (file, onProgress) => uploadPicture(file, onProgress, CONTENT_IMAGE_PATH),
    1,
    "封面只能有一张，请先删除当前封面",
  );
  // In the commit that changes the picture: no click can slip between an upload's change and the form hearing of it.
  useLayoutEffect(() => onPending(uploads.pending), [onPending, uploads.pending]);
  return (
    <div data-testid="cover-field" data-field="cover">
      <ImageList
        uploads={uploads}
        legend="封面图片"
        hint="一张，JPEG、PNG 或 WebP，不超过 20 MB，短边至少 800 像素；显示在页面顶部和列表中。"
        error={error ?? pickError}
        onPickError={setPickError}
      />
    </div>
  );
}
