import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { createPrefetcher } from "./prefetcher";

function routes(loader: (args: { params: Record<string, string | undefined> }) => unknown): RouteObject[] {
  return [
    {
      path: "/",
      children: [{ path: "artwork/:id", lazy: async () => ({ loader }) }],
    },
  ];
}

describe("prefetcher", () => {
  it("loads the route's code and data once per URL", async () => {
    const loader = vi.fn(async (_args: { params: Record<string, string | undefined> }) => null);
    const prefetch = createPrefetcher(routes(loader), { connection: { effectiveType: "4g" } }, "http://x");
    prefetch("/artwork/7");
    prefetch("/artwork/7");
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(loader.mock.calls[0]?.[0].params.id).toBe("7");
  });

  it("never prefetches member routes (their loader may open the login dialog)", async () => {
    const loader = vi.fn(async () => null);
    const member: RouteObject[] = [{ path: "/member/orders", handle: { spec: { member: true } }, lazy: async () => ({ loader }) }];
    createPrefetcher(member, {}, "http://x")("/member/orders");
    await new Promise((r) => setTimeout(r, 20));
    expect(loader).not.toHaveBeenCalled();
  });

  it("does nothing on data saver, 2g, other origins or unknown paths", async () => {
    const loader = vi.fn(async () => null);
    createPrefetcher(routes(loader), { connection: { saveData: true } }, "http://x")("/artwork/1");
    createPrefetcher(routes(loader), { connection: { effectiveType: "2g" } }, "http://x")("/artwork/2");
    const ok = createPrefetcher(routes(loader), {}, "http://x");
    ok("http://elsewhere/artwork/3");
    ok("/nowhere");
    await new Promise((r) => setTimeout(r, 20));
    expect(loader).not.toHaveBeenCalled();
  });
});
