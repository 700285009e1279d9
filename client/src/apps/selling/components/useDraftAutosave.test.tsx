import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS, useDraftAutosave, type Draft, type SaveResult } from "./useDraftAutosave";

type Form = { title: string };

function setup(save: (d: Draft<string>, f: Form) => Promise<SaveResult<string>>, initial: Draft<string> = { id: null, version: null }) {
  const onCreated = vi.fn();
  const onRefused = vi.fn();
  const hook = renderHook(() => useDraftAutosave<string, Form>({ initial, save, onCreated, onRefused }));
  return { ...hook, onCreated, onRefused };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe("useDraftAutosave", () => {
  it("waits for a pause in typing, creates the draft once, then updates it with the version", async () => {
    let version = 0;
    const save = vi.fn(async (d: Draft<string>) => ({ ok: true as const, id: d.id ?? "42", version: ++version }));
    const { result, onCreated } = setup(save);

    act(() => result.current.change({ title: "春" }));
    await tick(500);
    act(() => result.current.change({ title: "春江" }));
    await tick(500);
    act(() => result.current.change({ title: "春江花" }));
    expect(result.current.status).toBe("waiting");
    expect(result.current.dirty).toBe(true);
    await tick(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await tick(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({ id: null, version: null }, { title: "春江花" });
    expect(onCreated).toHaveBeenCalledWith("42");
    expect(result.current.status).toBe("saved");
    expect(result.current.dirty).toBe(false);

    act(() => result.current.change({ title: "春江花月" }));
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ id: "42", version: 1 }, { title: "春江花月" });
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it("saves a change made during a save right after it, with the new version", async () => {
    let finish: (r: SaveResult<string>) => void = () => undefined;
    const save = vi.fn(() => new Promise<SaveResult<string>>((resolve) => (finish = resolve)));
    const { result } = setup(save, { id: "7", version: 3 });
    act(() => result.current.change({ title: "甲" }));
    await tick(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe("saving");
    act(() => result.current.change({ title: "甲乙" }));
    await tick(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1); // one save at a time
    await act(async () => finish({ ok: true, id: "7", version: 4 }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ id: "7", version: 4 }, { title: "甲乙" });
    await act(async () => finish({ ok: true, id: "7", version: 5 }));
    expect(result.current.status).toBe("saved");
  });

  it("stops at the optimistic lock: nothing more is sent, the message stays", async () => {
    const save = vi.fn(async () => ({ ok: false as const, conflict: true, message: "作品已在其他页面修改，请刷新后再试" }));
    const { result, onRefused } = setup(save, { id: "7", version: 3 });
    act(() => result.current.change({ title: "甲" }));
    await tick(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe("conflict");
    expect(result.current.message).toBe("作品已在其他页面修改，请刷新后再试");
    expect(result.current.dirty).toBe(true);
    expect(onRefused).toHaveBeenCalledTimes(1);
    act(() => result.current.change({ title: "甲乙" }));
    await tick(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    let flushed = true;
    await act(async () => {
      flushed = await result.current.flush();
    });
    expect(flushed).toBe(false);
  });

  it("keeps a refused change and sends it again on flush", async () => {
    const save = vi
      .fn<(d: Draft<string>, f: Form) => Promise<SaveResult<string>>>()
      .mockResolvedValueOnce({ ok: false, conflict: false, message: "保存失败，请检查网络后重试" })
      .mockResolvedValueOnce({ ok: true, id: "9", version: 1 });
    const { result } = setup(save);
    act(() => result.current.change({ title: "甲" }));
    await tick(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe("error");
    let flushed = false;
    await act(async () => {
      flushed = await result.current.flush();
    });
    expect(flushed).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe("saved");
    expect(result.current.id()).toBe("9");
  });
});
