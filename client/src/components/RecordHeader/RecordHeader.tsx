import type { ReactNode } from "react";
import { AppLink } from "../AppLink/AppLink";
import { useImageViewer } from "../ImageViewer/ImageViewerProvider";

/** The head of one record's page (an order, a refund): its h1 (which labels the section) and the way back to its list. */
export function RecordHeader({ id, title, back, backText }: { id: string; title: string; back: string; backText: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 id={id} className="text-xl font-semibold">
        {title}
      </h1>
      <AppLink to={back} className="text-sm text-secondary underline">
        {backText}
      </AppLink>
    </div>
  );
}

/** The moves the server allows now (allowedActions), one button each; the quiet ones (cancel, refuse) outlined. */
export function ActionButtons({
  actions,
  quiet,
  onAct,
  testId,
}: {
  actions: readonly { readonly action: string; readonly label: string }[];
  quiet: readonly string[];
  onAct: (action: string) => void;
  testId: string;
}): ReactNode {
  if (actions.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2" data-testid={testId}>
      {actions.map((a) => (
        <button
          key={a.action}
          type="button"
          onClick={() => onAct(a.action)}
          className={quiet.includes(a.action) ? "rounded border border-black/20 px-4 py-2 text-sm" : "rounded bg-primary px-4 py-2 text-sm text-white hover:opacity-90"}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}

/** A photo of a record (a refund's): a thumbnail's address and the large one the viewer opens. */
export interface RecordPhoto {
  readonly thumb: string;
  readonly full: string;
}

/** A record's photos as thumbnails, each opening the viewer large at its place; nothing when there are none. */
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
