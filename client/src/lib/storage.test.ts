import { readItem, removeItem, safeLocalStorage, safeSessionStorage, writeItem, type StorageLike } from "./storage";

const broken: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("storage helpers", () => {
  beforeEach(() => localStorage.clear());

  it("returns the browser storages", () => {
    expect(safeLocalStorage()).toBe(localStorage);
    expect(safeSessionStorage()).toBe(sessionStorage);
  });

  it("reads, writes and removes", () => {
    const s = safeLocalStorage();
    expect(writeItem(s, "k", "v")).toBe(true);
    expect(readItem(s, "k")).toBe("v");
    removeItem(s, "k");
    expect(readItem(s, "k")).toBeNull();
  });

  it("never throws when storage fails or is missing", () => {
    expect(readItem(broken, "k")).toBeNull();
    expect(writeItem(broken, "k", "v")).toBe(false);
    expect(() => removeItem(broken, "k")).not.toThrow();
    expect(readItem(null, "k")).toBeNull();
    expect(writeItem(null, "k", "v")).toBe(false);
  });

  it("returns null when accessing localStorage throws", () => {
    const spy = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(safeLocalStorage()).toBeNull();
    spy.mockRestore();
  });
});
