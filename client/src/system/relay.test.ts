import type { RequestParameters } from "relay-runtime";
import { createFetchFunction, MAX_QUERY_SENDS, relayAuthHeaders } from "./relay";

const PC_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36";
const WECHAT_UA = "Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36";

const params = { name: "ViewerQuery", text: "query ViewerQuery { viewer { id } }", operationKind: "query" } as unknown as RequestParameters;

function fakeFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify({ data: { viewer: null } }), { status: 200 });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

async function run(fetchFn: ReturnType<typeof createFetchFunction>): Promise<void> {
  const result = fetchFn(params, {}, {}, null) as unknown as PromiseLike<unknown>;
  await result;
}

describe("relayAuthHeaders", () => {
  it("Channel always (wechat / h5 / pc, same rule as the REST client), Token only when signed in", () => {
    expect(relayAuthHeaders("", PC_UA)).toEqual({ Channel: "pc" });
    expect(relayAuthHeaders("tok", PC_UA)).toEqual({ Channel: "pc", Token: "tok" });
    expect(relayAuthHeaders("tok", WECHAT_UA)).toEqual({ Channel: "wechat", Token: "tok" });
    expect(relayAuthHeaders("", ANDROID_UA)).toEqual({ Channel: "h5" });
  });
});

describe("createFetchFunction", () => {
  it("sends the per-request headers, read at each request (a sign-in between two requests counts)", async () => {
    const { fn, calls } = fakeFetch();
    let token = "";
    const fetchFn = createFetchFunction({ url: "/graphql", fetch: fn, getHeaders: () => relayAuthHeaders(token, PC_UA) });
    await run(fetchFn);
    token = "tok-7";
    await run(fetchFn);
    const h0 = calls[0]?.init.headers as Record<string, string>;
    const h1 = calls[1]?.init.headers as Record<string, string>;
    expect(h0).toMatchObject({ "Content-Type": "application/json", Channel: "pc" });
    expect(h0["Token"]).toBeUndefined();
    expect(h1).toMatchObject({ Channel: "pc", Token: "tok-7" });
    expect(calls[1]?.url).toBe("/graphql");
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({ operationName: "ViewerQuery" });
  });

  it("keeps the fixed headers (the server's forwarded ones) beside them", async () => {
    const { fn, calls } = fakeFetch();
    const fetchFn = createFetchFunction({ url: "http://127.0.0.1:1/graphql", fetch: fn, headers: { "Accept-Language": "zh-CN" } });
    await run(fetchFn);
    expect(calls[0]?.init.headers).toMatchObject({ "Accept-Language": "zh-CN", Accept: "application/json" });
  });

  it("on UNAUTHENTICATED calls onUnauthenticated and throws an error carrying the code; other errors do not call it", async () => {
    const answer = (code: string) =>
      vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: "未登录或登录已过期", extensions: { code } }] }), { status: 200 }));
    const onUnauthenticated = vi.fn();
    const refused = createFetchFunction({ url: "/graphql", fetch: answer("UNAUTHENTICATED") as unknown as typeof fetch, onUnauthenticated });
    await expect(run(refused)).rejects.toMatchObject({ name: "GraphQLRequestError", code: "UNAUTHENTICATED" });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    const other = createFetchFunction({ url: "/graphql", fetch: answer("BAD_USER_INPUT") as unknown as typeof fetch, onUnauthenticated });
    await expect(run(other)).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe("a query a mutation overtook", () => {
  const query = { name: "ArtworkPageQuery", text: "query ArtworkPageQuery { x }", operationKind: "query" } as unknown as RequestParameters;
  const mutation = { name: "FavoriteMutation", text: "mutation FavoriteMutation { x }", operationKind: "mutation" } as unknown as RequestParameters;

  /** A server whose answers the test releases one by one: each request waits for `answer(i, body)`. */
  function heldServer() {
    const held: { name: string; resolve: (r: Response) => void }[] = [];
    const fn = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          held.push({ name: (JSON.parse(String(init?.body)) as { operationName: string }).operationName, resolve });
        }),
    );
    const answer = (i: number, data: unknown) => held[i]?.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
    return { fn: fn as unknown as typeof fetch, held, answer };
  }

  it("a prefetch sent before a mutation and answered after it is sent again: the old values never reach the store", async () => {
    const server = heldServer();
    const fetchFn = createFetchFunction({ url: "/graphql", fetch: server.fn });
    // A link hovered: its page's query is on its way (the server reads favoriteCount 4)...
    const prefetched = fetchFn(query, {}, {}, null) as unknown as Promise<unknown>;
    // ...the member taps ♡: the mutation is answered first, with the new count.
    const favorited = fetchFn(mutation, {}, {}, null) as unknown as Promise<unknown>;
    await vi.waitFor(() => expect(server.held).toHaveLength(2));
    server.answer(1, { favorite: { favoriteCount: 5 } });
    await expect(favorited).resolves.toEqual({ data: { favorite: { favoriteCount: 5 } } });
    // The prefetch's answer, read before the mutation, arrives last: it is not what the store gets.
    server.answer(0, { artwork: { favoriteCount: 4 } });
    await vi.waitFor(() => expect(server.held).toHaveLength(3));
    expect(server.held[2]?.name).toBe("ArtworkPageQuery");
    server.answer(2, { artwork: { favoriteCount: 5 } });
    await expect(prefetched).resolves.toEqual({ data: { artwork: { favoriteCount: 5 } } });
  });

  it("a query no mutation overtook is sent once; a stream of mutations cannot keep it waiting for ever", async () => {
    const server = heldServer();
    const fetchFn = createFetchFunction({ url: "/graphql", fetch: server.fn });
    const alone = fetchFn(query, {}, {}, null) as unknown as Promise<unknown>;
    await vi.waitFor(() => expect(server.held).toHaveLength(1));
    server.answer(0, { n: 1 });
    await expect(alone).resolves.toEqual({ data: { n: 1 } });

    const raced = fetchFn(query, {}, {}, null) as unknown as Promise<unknown>;
    for (let sent = 1; sent <= MAX_QUERY_SENDS; sent += 1) {
      await vi.waitFor(() => expect(server.held).toHaveLength(2 * sent));
      const m = fetchFn(mutation, {}, {}, null) as unknown as Promise<unknown>;
      await vi.waitFor(() => expect(server.held).toHaveLength(2 * sent + 1));
      server.answer(2 * sent, { m: sent });
      await m;
      server.answer(2 * sent - 1, { n: sent });
    }
    await expect(raced).resolves.toEqual({ data: { n: MAX_QUERY_SENDS } });
    expect(server.held).toHaveLength(1 + 2 * MAX_QUERY_SENDS);
  });
});
