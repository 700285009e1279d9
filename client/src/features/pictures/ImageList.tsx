/**
 * The pictures of the publish form: 1–9, the first is the cover (封面). Each shows its upload's progress, a retry
 * when it failed, and a remove button. Reorder with the ← / → buttons (前移 / 后移) on any device, by dragging with a
 * mouse (HTML drag and drop, which touch screens do not start), or with the arrow keys on a focused picture; the new
 * position is announced. The hint promises only these (issue 26: it promised dragging on phones too).
 */
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import type { ImageUploads } from "./useImageUploads";

export const IMAGE_TEXT = {
  legend: "作品图片",
  hint: "1–9 张，JPEG、PNG 或 WebP，每张不超过 20 MB，短边至少 800 像素；第一张为封面，用图片下方的 ← → 调整顺序（电脑上也可用鼠标拖动）。",
  add: "添加图片",
  cover: "封面",
  retry: "重试",
  remove: "删除",
  earlier: "前移",
  later: "后移",
  uploading: "上传中",
  picture: (n: number) => `第 ${n} 张图片`,
  moved: (n: number) => `已移到第 ${n} 张${n === 1 ? "（封面）" : ""}`,
} as const;

export interface ImageListProps {
  uploads: ImageUploads;
  /** The fieldset's legend and hint (a work's pictures unless told). */
  legend?: string;
  hint?: string;
  /** The first picture is the cover (a work's); false for a refund's photos. */
  cover?: boolean;
  error?: string | undefined;
  /** A message of the files just picked (type, size, count). */
  onPickError: (message: string | undefined) => void;
}

export function ImageList({ uploads, error, onPickError, legend = IMAGE_TEXT.legend, hint = IMAGE_TEXT.hint, cover = true }: ImageListProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const { items } = uploads;

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    uploads.move(from, to);
    setAnnounce(IMAGE_TEXT.moved(to + 1));
    // Keep the keyboard on the picture that moved.
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>("[data-picture]")[to]?.focus());
  };

  const onKey = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (e.target !== e.currentTarget) return;
    const delta = e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : 0;
    if (delta === 0) return;
    e.preventDefault();
    moveTo(index, index + delta);
  };

  const onDrop = (e: DragEvent<HTMLLIElement>, index: number) => {
    e.preventDefault();
    if (dragFrom !== null) moveTo(dragFrom, index);
    setDragFrom(null);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-xs font-medium text-secondary">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-secondary">
        {hint}
      </p>
      <ol ref={listRef} className="grid grid-cols-3 gap-3 sm:grid-cols-5" data-testid="image-list">
        {items.map((it, i) => (
          <li
            key={it.id}
            data-picture
            tabIndex={0}
            draggable
            aria-label={`${IMAGE_TEXT.picture(i + 1)}${cover && i === 0 ? `（${IMAGE_TEXT.cover}）` : ""}`}
            onKeyDown={(e) => onKey(e, i)}
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, i)}
            onDragEnd={() => setDragFrom(null)}
            className={`relative flex flex-col overflow-hidden rounded-md border bg-black/5 outline-none focus-visible:ring-2 focus-visible:ring-primary ${
              it.status === "error" ? "border-error" : "border-black/10"
            } ${dragFrom === i ? "opacity-50" : ""}`}
            data-testid="image-item"
            data-status={it.status}
          >
            <div className="relative aspect-square w-full">
              {it.src ? <img src={it.src} srcSet={it.srcset} sizes="160px" alt="" className="h-full w-full object-cover" draggable={false} /> : null}
              {cover && i === 0 ? <span className="absolute top-1 left-1 rounded bg-primary px-1.5 py-0.5 text-xs text-white">{IMAGE_TEXT.cover}</span> : null}
            </div>
            {it.status === "uploading" ? (
              <progress className="h-1.5 w-full accent-primary" max={100} value={it.progress} aria-label={`${IMAGE_TEXT.uploading} ${IMAGE_TEXT.picture(i + 1)}`}>
                {it.progress}%
              </progress>
            ) : null}
            {it.status === "error" ? (
              <p role="alert" className="px-1.5 pt-1 text-xs text-error">
                {it.error}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-1 p-1 text-xs">
              <span className="flex gap-1">
                <button type="button" className="rounded px-1.5 py-1 hover:bg-black/10 disabled:opacity-40" disabled={i === 0} aria-label={`${IMAGE_TEXT.earlier} ${IMAGE_TEXT.picture(i + 1)}`} onClick={() => moveTo(i, i - 1)}>
                  ←
                </button>
                <button type="button" className="rounded px-1.5 py-1 hover:bg-black/10 disabled:opacity-40" disabled={i === items.length - 1} aria-label={`${IMAGE_TEXT.later} ${IMAGE_TEXT.picture(i + 1)}`} onClick={() => moveTo(i, i + 1)}>
                  →
                </button>
              </span>
              <span className="flex gap-1">
                {it.status === "error" ? (
                  <button type="button" className="rounded px-1.5 py-1 text-primary hover:bg-black/10" onClick={() => uploads.retry(it.id)} aria-label={`${IMAGE_TEXT.retry} ${IMAGE_TEXT.picture(i + 1)}`}>
                    {IMAGE_TEXT.retry}
                  </button>
                ) : null}
                <button type="button" className="rounded px-1.5 py-1 text-secondary hover:bg-black/10 hover:text-error" onClick={() => uploads.remove(it.id)} aria-label={`${IMAGE_TEXT.remove} ${IMAGE_TEXT.picture(i + 1)}`}>
                  {IMAGE_TEXT.remove}
                </button>
              </span>
            </div>
          </li>
        ))}
        {items.length < uploads.max ? (
          <li className="flex aspect-square items-center justify-center rounded-md border border-dashed border-black/25">
            <label htmlFor={`${id}-file`} className="flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 text-sm text-secondary hover:text-primary focus-within:ring-2 focus-within:ring-primary">
              <span aria-hidden="true" className="text-2xl">
                +
              </span>
              {IMAGE_TEXT.add}
              <input
                ref={inputRef}
                id={`${id}-file`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="sr-only"
                onChange={(e) => {
                  const files = Array.from(e.target.files ?? []);
                  onPickError(uploads.add(files));
                  if (inputRef.current) inputRef.current.value = "";
                }}
              />
            </label>
          </li>
        ) : null}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <p className={`min-h-4 text-xs leading-4 text-error ${error ? "" : "invisible"}`} role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </fieldset>
  );
}
