/**
 * The draft saved on the server as the seller types: a change waits for a pause (800 ms), then the first save creates
 * the draft and the next ones update it naming the version they read. One save at a time; changes made meanwhile are
 * saved right after. A refusal because another page saved first (the optimistic lock) stops saving: nothing is
 * overwritten, and the seller is told to reload.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLatest, useMounted } from "../../../components/form";

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = "idle" | "waiting" | "saving" | "saved" | "error" | "conflict";

export type SaveResult<Id> =
  | { ok: true; id: Id; version: number }
  | { ok: false; conflict: boolean; message: string; field?: string | null | undefined };

export interface Draft<Id> {
  id: Id | null;
  version: number | null;
}

export interface AutosaveOptions<Id, F> {
  initial: Draft<Id>;
  /** Creates (draft.id null) or updates the draft. */
  save: (draft: Draft<Id>, form: F) => Promise<SaveResult<Id>>;
  /** The draft was just created (the page's address becomes the edit page's). */
  onCreated?: (id: Id) => void;
  /** A save was refused on a field: show its message. */
  onRefused?: (result: Extract<SaveResult<Id>, { ok: false }>) => void;
  delayMs?: number;
}

export interface Autosave<F> {
  status: SaveStatus;
  message: string;
  /** Changes not saved yet (waiting, saving, or refused). */
  dirty: boolean;
  /** A change: saved after the pause. */
  change: (form: F) => void;
  /** Saves now what is waiting; resolves to true once everything is saved (false when a save was refused). */
  flush: () => Promise<boolean>;
  version: () => number | null;
  id: () => unknown;
}

export function useDraftAutosave<Id, F>(opts: AutosaveOptions<Id, F>): Autosave<F> {
  const delay = opts.delayMs ?? AUTOSAVE_DELAY_MS;
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [message, setMessage] = useState("");
  const draft = useRef<Draft<Id>>(opts.initial);
  const pending = useRef<{ form: F } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const stopped = useRef(false);
  const live = useMounted();
  const latest = useLatest(opts);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const show = useCallback((s: SaveStatus, m = "") => {
    if (!live.current) return;
    setStatus(s);
    setMessage(m);
  }, []);

  // Saves what is pending, then whatever came in meanwhile; true when all is saved.
  const run = useCallback((): Promise<boolean> => {
    if (running.current) return running.current;
    const loop = async (): Promise<boolean> => {
      while (pending.current && !stopped.current) {
        const { form } = pending.current;
        pending.current = null;
        show("saving");
        const o = latest.current;
        let result: SaveResult<Id>;
        try {
          result = await o.save(draft.current, form);
        } catch {
          result = { ok: false, conflict: false, message: "保存失败，请检查网络后重试" };
        }
        if (!result.ok) {
          if (result.conflict) stopped.current = true;
          else pending.current ??= { form }; // kept, so the next change or flush tries again
          o.onRefused?.(result);
          show(result.conflict ? "conflict" : "error", result.message);
          return false;
        }
        const created = draft.current.id === null;
        draft.current = { id: result.id, version: result.version };
        if (created) o.onCreated?.(result.id);
      }
      if (stopped.current) return false;
      show("saved");
      return true;
    };
    running.current = loop().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [latest, show]);

  const change = useCallback(
    (form: F) => {
      if (stopped.current) return;
      pending.current = { form };
      show("waiting");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void run();
      }, delay);
    },
    [delay, run, show],
  );

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (stopped.current) return false;
    // Wait for a save in flight, then save what is left.
    if (running.current) await running.current;
    if (!pending.current) return true;
    return run();
  }, [run]);

  return {
    status,
    message,
    dirty: status === "waiting" || status === "saving" || status === "error" || status === "conflict",
    change,
    flush,
    version: () => draft.current.version,
    id: () => draft.current.id,
  };
}
