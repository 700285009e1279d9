/** The part of the Web Storage API used here; injectable in tests. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage, or null where it is missing or access throws (server, privacy modes). */
export function safeLocalStorage(): StorageLike | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** sessionStorage, or null where it is missing or access throws. */
export function safeSessionStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Returns false when the write failed (quota, disabled storage). */
export function writeItem(storage: StorageLike | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage unusable: nothing to remove.
  }
}
