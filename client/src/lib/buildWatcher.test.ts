import { shouldHardNavigate, startBuildWatcher, type VisibilityDocument } from "./buildWatcher";

class FakeDocument extends EventTarget implements VisibilityDocument {
  hidden = false;
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

function manifest(build: unknown, status = 200): Response {
  return new Response(JSON.stringify({ build }), { status, headers: { "Content-Type": "application/json" } });
}

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe("startBuildWatcher", () => {
  it("polls the manifest every interval with no-store", async () => {
    const fetch = vi.fn(async () => manifest("b1"));
    const doc = new FakeDocument();
    stop = startBuildWatcher({ currentBuild: "b1", fetch, document: doc });
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/assets/build.json", expect.objectContaining({ cache: "no-store" }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(shouldHardNavigate()).toBe(false);
  });

  it("flags a hard navigation once the build differs, then stops polling", async () => {
    const onNewBuild = vi.fn();
    const fetch = vi.fn(async () => manifest("b2"));
    stop = startBuildWatcher({
      currentBuild: "b1",
      url: "/m.json",
      intervalMs: 1000,
      fetch,
      document: new FakeDocument(),
      onNewBuild,
    });
    expect(shouldHardNavigate()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledWith("/m.json", expect.anything());
    expect(shouldHardNavigate()).toBe(true);
    expect(onNewBuild).toHaveBeenCalledWith("b2");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ignores failures and malformed manifests", async () => {
    const responses = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response("not json")),
      () => Promise.resolve(manifest("b2", 404)),
      () => Promise.resolve(manifest(42)),
      () => Promise.resolve(manifest("")),
      () => Promise.resolve(manifest("b2")),
    ];
    const fetch = vi.fn(() => (responses.shift() ?? (() => Promise.resolve(manifest("b1"))))());
    stop = startBuildWatcher({ currentBuild: "b1", intervalMs: 100, fetch, document: new FakeDocument() });
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(shouldHardNavigate()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(shouldHardNavigate()).toBe(true);
  });

  it("pauses while hidden and resumes on visibilitychange", async () => {
    const fetch = vi.fn(async () => manifest("b1"));
    const doc = new FakeDocument();
    stop = startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch, document: doc });
    await vi.advanceTimersByTimeAsync(400);
    doc.setHidden(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    // Overdue: checks at once when visible again.
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("resumes with the rest of the interval when not yet due", async () => {
    const fetch = vi.fn(async () => manifest("b1"));
    const doc = new FakeDocument();
    stop = startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch, document: doc });
    await vi.advanceTimersByTimeAsync(300);
    doc.setHidden(true);
    await vi.advanceTimersByTimeAsync(200);
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not start polling while the page starts hidden", async () => {
    const fetch = vi.fn(async () => manifest("b1"));
    const doc = new FakeDocument();
    doc.hidden = true;
    stop = startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch, document: doc });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("stop() ends polling and removes the listener", async () => {
    const fetch = vi.fn(async () => manifest("b1"));
    const doc = new FakeDocument();
    const remove = vi.spyOn(doc, "removeEventListener");
    const s = startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch, document: doc });
    s();
    expect(remove).toHaveBeenCalledWith("visibilitychange", expect.any(Function));
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a new watcher stops the previous one", async () => {
    const oldFetch = vi.fn(async () => manifest("b1"));
    startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch: oldFetch, document: new FakeDocument() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(oldFetch).toHaveBeenCalledTimes(1);
    const newFetch = vi.fn(async () => manifest("b1"));
    stop = startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch: newFetch, document: new FakeDocument() });
    await vi.advanceTimersByTimeAsync(3000);
    expect(oldFetch).toHaveBeenCalledTimes(1);
    expect(newFetch).toHaveBeenCalledTimes(3);
  });

  it("a new watcher resets the flag", async () => {
    const fetch = vi.fn(async () => manifest("b2"));
    startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch, document: new FakeDocument() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(shouldHardNavigate()).toBe(true);
    stop = startBuildWatcher({ currentBuild: "b2", intervalMs: 1000, fetch, document: new FakeDocument() });
    expect(shouldHardNavigate()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(shouldHardNavigate()).toBe(false);
  });

  it("uses the real document by default", async () => {
    const fetch = vi.fn(async () => manifest("b9"));
    stop = startBuildWatcher({ currentBuild: "b1", intervalMs: 1000, fetch });
    await vi.advanceTimersByTimeAsync(1000);
    expect(shouldHardNavigate()).toBe(true);
  });
});
