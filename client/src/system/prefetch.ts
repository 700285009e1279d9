/** Link prefetch policy (spec §1) and the route preload queue (spec §9: waits when more than 4 run). */
export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export interface NavigatorLike {
  connection?: NetworkInformationLike;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

/** False on data-saver or 2g connections. Defaults to the global navigator (true when there is none). */
export function canPrefetch(nav?: NavigatorLike | null): boolean {
  const source = nav !== undefined ? nav : typeof navigator === "undefined" ? null : (navigator as NavigatorLike);
  const connection = source?.connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && SLOW_CONNECTIONS.has(connection.effectiveType));
}

export const PRELOAD_CONCURRENCY = 4;

export interface PreloadQueue {
  /**
   * Runs `fn` for `key` when a slot is free. A key that is queued, running or has succeeded is not run
   * again (the same promise / true is returned); after a failure it may be enqueued again. Resolves
   * true on success and false on failure; never rejects.
   */
  enqueue(key: string, fn: () => Promise<unknown>): Promise<boolean>;
  /** Tasks running now. */
  running(): number;
  /** Tasks waiting for a slot. */
  waiting(): number;
}

interface Task {
  key: string;
  fn: () => Promise<unknown>;
  settle: (ok: boolean) => void;
}

export function createPreloadQueue(limit: number = PRELOAD_CONCURRENCY): PreloadQueue {
  const max = Math.max(1, Math.floor(limit));
  const pending = new Map<string, Promise<boolean>>();
  const done = new Set<string>();
  const queue: Task[] = [];
  let active = 0;

  function pump(): void {
    while (active < max) {
      const task = queue.shift();
      if (!task) return;
      active += 1;
      let started: Promise<unknown>;
      try {
        started = Promise.resolve(task.fn());
      } catch (err) {
        started = Promise.reject(err);
      }
      started.then(
        () => finish(task, true),
        () => finish(task, false),
      );
    }
  }

  function finish(task: Task, ok: boolean): void {
    active -= 1;
    pending.delete(task.key);
    if (ok) done.add(task.key);
    task.settle(ok);
    pump();
  }

  function enqueue(key: string, fn: () => Promise<unknown>): Promise<boolean> {
    if (done.has(key)) return Promise.resolve(true);
    const existing = pending.get(key);
    if (existing) return existing;
    const promise = new Promise<boolean>((settle) => {
      queue.push({ key, fn, settle });
    });
    pending.set(key, promise);
    pump();
    return promise;
  }

  return { enqueue, running: () => active, waiting: () => queue.length };
}
