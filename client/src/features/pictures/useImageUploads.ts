/**
 * The pictures of a work while the seller edits them, and a refund request's photos (REFUND_PHOTO_PATH): each file
 * uploads at once (POST /api/upload/artwork-image, through XMLHttpRequest for its progress), may be retried when it
 * failed or removed, and the list is reordered; the first is the cover. Files are checked for type and size before they are sent (the server checks the content).
 */
import { useCallback, useRef, useState } from "react";
import { useLatest, useMounted } from "../../components/form";
import { apiClient } from "../auth/memberStore";
import { failureMessage } from "../auth/failure";
import { SELLING_MESSAGES, WORK_LIMITS } from "../../lib/__generated__/rules";

/** A picture's check before it is sent (the server checks the content again): its type and size. */
export function pictureError(file: { type: string; size: number }): string | undefined {
  if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) return SELLING_MESSAGES.pictureType;
  if (file.size > WORK_LIMITS.pictureMaxBytes) return SELLING_MESSAGES.pictureBig;
  return undefined;
}

/** One uploaded picture, as the form sends it (WorkImageInput). */
export interface ImageRef {
  key: string;
  width: number;
  height: number;
}

/** The upload's answer: the picture's name in the store and its size (WorkImageInput), and addresses to show it. */
export interface UploadedPicture extends ImageRef {
  url: string;
  srcset: string;
}

export interface ImageItem {
  /** Stable across reorders (React key, aria). */
  id: string;
  status: "uploading" | "done" | "error";
  /** 0–100 while uploading. */
  progress: number;
  /** What to show: the uploaded picture's address, or the local file's while it uploads. */
  src: string;
  srcset?: string;
  /** Set once uploaded. */
  ref?: ImageRef;
  error?: string;
  file?: File;
}

export const UPLOAD_PATH = "/api/upload/artwork-image";
const UPLOAD_FAILED = "图片上传失败，请重试";

/** What a form says when it is asked to save while a picture is still on its way. */
export const PICTURE_UPLOADING = "图片上传中，请稍候";

/**
 * Why a form may not be saved yet for its pictures, or undefined when it may: one still uploading (it would save the
 * previous picture, or none), else the message of one that failed (retry or remove it first).
 */
export function picturesPending(items: readonly Pick<ImageItem, "status" | "error">[]): string | undefined {
  if (items.some((it) => it.status === "uploading")) return PICTURE_UPLOADING;
  const failed = items.find((it) => it.status === "error");
  return failed ? (failed.error ?? UPLOAD_FAILED) : undefined;
}

/** A refund request's photo (POST /api/upload/refund-photo: any member, the same checks; the request takes only the buyer's own). */
export const REFUND_PHOTO_PATH = "/api/upload/refund-photo";

/** Uploads one picture (to a work's route unless told another) with its progress in percent. */
export function uploadPicture(file: File, onProgress: (percent: number) => void, path = UPLOAD_PATH): Promise<UploadedPicture> {
  const form = new FormData();
  form.append("file", file);
  return apiClient.upload<UploadedPicture>(path, form, {
    onProgress: (sent, total) => onProgress(total > 0 ? Math.min(100, Math.round((sent * 100) / total)) : 0),
  });
}

let serial = 0;
const nextId = () => `img-${++serial}`;

function localUrl(file: File): string {
  return typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";
}

function revoke(src: string) {
  if (src.startsWith("blob:") && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(src);
}

export interface ImageUploads {
  items: ImageItem[];
  /** How many pictures the list holds at most (9 for a work). */
  max: number;
  /** Adds files (at most up to max in all); returns the message of the first refused one. */
  add: (files: readonly File[]) => string | undefined;
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Moves the picture at from to index to. */
  move: (from: number, to: number) => void;
  /** The uploaded pictures in order (what the form saves). */
  refs: ImageRef[];
  /** Some picture is still uploading. */
  busy: boolean;
  /** Why the form may not be saved yet (picturesPending), or undefined. */
  pending: string | undefined;
}

/** The stored pictures of a work, as items already uploaded. */
export function storedItems(images: readonly { key: string; width: number; height: number; url?: string | null; srcset?: string | null }[]): ImageItem[] {
  return images.map((im) => ({
    id: nextId(),
    status: "done",
    progress: 100,
    src: im.url ?? "",
    ...(im.srcset ? { srcset: im.srcset } : {}),
    ref: { key: im.key, width: im.width, height: im.height },
  }));
}

/**
 * The picture list's state. onChange is called when the uploaded pictures (their order included) change, so the
 * form saves its draft. max and tooMany are the list's limit and its message (a work's 9 unless told).
 */
export function useImageUploads(
  initial: ImageItem[],
  onChange: (refs: ImageRef[]) => void,
  upload = uploadPicture,
  max: number = WORK_LIMITS.imagesMax,
  tooMany: string = SELLING_MESSAGES.imagesMany,
): ImageUploads {
  const [items, setItems] = useState<ImageItem[]>(initial);
  const itemsRef = useRef(items);
  const live = useMounted();
  const changed = useLatest(onChange);

  const apply = useCallback((next: (prev: ImageItem[]) => ImageItem[], notify: boolean) => {
    const before = itemsRef.current;
    itemsRef.current = next(before);
    setItems(itemsRef.current);
    if (notify) changed.current(refsOf(itemsRef.current));
  }, [changed]);

  const update = useCallback(
    (id: string, patch: Partial<ImageItem>, notify = false) => {
      if (!live.current) return;
      apply((prev) => prev.map((it) => (it.id === id ? { ...it, ...patch } : it)), notify);
    },
    [apply],
  );

  const start = useCallback(
    (id: string, file: File) => {
      update(id, { status: "uploading", progress: 0 });
      upload(file, (progress) => update(id, { progress })).then(
        (pic) => {
          const old = itemsRef.current.find((it) => it.id === id);
          if (old) revoke(old.src);
          update(id, { status: "done", progress: 100, src: pic.url, srcset: pic.srcset, ref: { key: pic.key, width: pic.width, height: pic.height } }, true);
        },
        (err: unknown) => update(id, { status: "error", error: failureMessage(err, UPLOAD_FAILED) }),
      );
    },
    [update, upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      let message: string | undefined;
      const room = max - itemsRef.current.length;
      const accepted: ImageItem[] = [];
      for (const file of files) {
        const bad = pictureError(file);
        if (bad) {
          message ??= bad;
          continue;
        }
        if (accepted.length >= room) {
          message ??= tooMany;
          break;
        }
        accepted.push({ id: nextId(), status: "uploading", progress: 0, src: localUrl(file), file });
      }
      if (accepted.length > 0) {
        apply((prev) => [...prev, ...accepted], false);
        for (const it of accepted) if (it.file) start(it.id, it.file);
      }
      return message;
    },
    [apply, start, max, tooMany],
  );

  const retry = useCallback(
    (id: string) => {
      const it = itemsRef.current.find((x) => x.id === id);
      if (it?.file && it.status === "error") start(id, it.file);
    },
    [start],
  );

  const remove = useCallback(
    (id: string) => {
      const it = itemsRef.current.find((x) => x.id === id);
      if (!it) return;
      revoke(it.src);
      apply((prev) => prev.filter((x) => x.id !== id), it.status === "done");
    },
    [apply],
  );

  const move = useCallback(
    (from: number, to: number) => {
      const list = itemsRef.current;
      if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
      apply((prev) => {
        const next = [...prev];
        const [it] = next.splice(from, 1);
        if (it) next.splice(to, 0, it);
        return next;
      }, true);
    },
    [apply],
  );

  return { items, max, add, retry, remove, move, refs: refsOf(items), busy: items.some((it) => it.status === "uploading"), pending: picturesPending(items) };
}

function refsOf(items: readonly ImageItem[]): ImageRef[] {
  return items.flatMap((it) => (it.status === "done" && it.ref ? [it.ref] : []));
}
