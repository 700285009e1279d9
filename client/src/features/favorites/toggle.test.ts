import { describe, expect, it, vi } from "vitest";
import { countLabel, FAVORITE_FAILED, runToggle, toggleLabel } from "./toggle";

describe("runToggle", () => {
  it("drops the action when the login dialog is closed", async () => {
    const commit = vi.fn();
    const showError = vi.fn();
    expect(await runToggle(true, { ensureLogin: async () => false, commit, showError })).toBe(false);
    expect(commit).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });
  it("continues after sign-in", async () => {
    const commit = vi.fn(async () => null);
    expect(await runToggle(true, { ensureLogin: async () => true, commit, showError: vi.fn() })).toBe(true);
    expect(commit).toHaveBeenCalledWith(true);
  });
  it("shows the server's refusal (the optimistic change is rolled back by Relay)", async () => {
    const showError = vi.fn();
    const done = await runToggle(false, { ensureLogin: async () => true, commit: async () => "收藏的对象不存在", showError });
    expect(done).toBe(false);
    expect(showError).toHaveBeenCalledWith("收藏的对象不存在");
  });
  it("shows a generic message when the request fails", async () => {
    const showError = vi.fn();
    await runToggle(true, { ensureLogin: async () => true, commit: () => Promise.reject(new Error("net")), showError });
    expect(showError).toHaveBeenCalledWith(FAVORITE_FAILED);
  });
});

describe("labels", () => {
  it("says 收藏 for artworks and 关注 for artists and galleries", () => {
    expect(toggleLabel("artwork", false)).toBe("收藏");
    expect(toggleLabel("artwork", true)).toBe("已收藏");
    expect(toggleLabel("artist", true)).toBe("已关注");
    expect(toggleLabel("gallery", false)).toBe("关注");
    expect(countLabel("artwork", 3)).toBe("3 人收藏");
    expect(countLabel("gallery", 0)).toBe("0 人关注");
  });
});
