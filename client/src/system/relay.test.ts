import type { RequestParameters } from "relay-runtime";
import { createFetchFunction, relayAuthHeaders } from "./relay";

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
