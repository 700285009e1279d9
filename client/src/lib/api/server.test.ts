// @vitest-environment node
import { createApiClient, type FetchLike } from "./index";

describe("on the server (Node, no window or navigator)", () => {
  it("imports without a window and sends the pc channel", async () => {
    expect(typeof window).toBe("undefined");
    const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify({ code: 1, data: { ok: true } })));
    const client = createApiClient({ baseUrl: "http://127.0.0.1:8080", getToken: () => "t", clearToken: vi.fn(), fetch });
    await expect(client.get("/api/artists", { page: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://127.0.0.1:8080/api/artists?page=1");
    // Node 20 has no navigator; Node 21+ reports "Node.js/NN", which is pc as well.
    expect((init?.headers as Record<string, string>).Channel).toBe("pc");
  });

  it("accepts a user agent from the incoming request", async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify({ code: 1, data: null })));
    const client = createApiClient({
      baseUrl: "",
      getToken: () => null,
      clearToken: vi.fn(),
      fetch,
      userAgent: () => "Mozilla/5.0 (iPhone) MicroMessenger/8.0",
    });
    await client.get("/a");
    expect((fetch.mock.calls[0]?.[1].headers as Record<string, string>).Channel).toBe("wechat");
  });
});
