/**
 * The favourite / follow toggle's logic (spec §4 "login check before a protected action"): the login check first
 * (a visitor sees the login dialog; closing it drops the action), then the change, shown at once (optimistic) and
 * rolled back with an error toast when the server refuses.
 */
export interface ToggleDeps {
  /** Resolves true when a member is signed in (after the login dialog if needed). */
  ensureLogin: () => Promise<boolean>;
  /** Sends the change; resolves the server's user error message, or null when it was done. */
  commit: (on: boolean) => Promise<string | null>;
  showError: (message: string) => void;
}

export const FAVORITE_FAILED = "操作失败，请稍后重试";

/** Runs one toggle to `on`; resolves whether it was done. */
export async function runToggle(on: boolean, deps: ToggleDeps): Promise<boolean> {
  if (!(await deps.ensureLogin())) return false;
  let message: string | null;
  try {
    message = await deps.commit(on);
  } catch {
    message = FAVORITE_FAILED;
  }
  if (message !== null) {
    deps.showError(message);
    return false;
  }
  return true;
}

export type FavoriteKind = "artwork" | "artist" | "gallery";

/** 收藏 / 已收藏 for an artwork, 关注 / 已关注 for an artist or a gallery. */
export function toggleLabel(kind: FavoriteKind, on: boolean): string {
  if (kind === "artwork") return on ? "已收藏" : "收藏";
  return on ? "已关注" : "关注";
}

/** N 人收藏 / N 人关注 */
export function countLabel(kind: FavoriteKind, count: number): string {
  return `${count} 人${kind === "artwork" ? "收藏" : "关注"}`;
}
