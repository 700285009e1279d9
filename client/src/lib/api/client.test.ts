import { ApiError } from "./ApiError";
import { API_MESSAGES } from "./ApiError";
import { createApiClient, GET_CACHE_TTL_MS, isCrossOrigin, type ApiClientOptions, type FetchLike } from "./client";

const PC_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36";
const WECHAT_UA = "Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36";

function envelope(data: unknown, code: number | string = 1, message = "ok"): string {
  return JSON.stringify({ code, message, data });
}

function reply(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

type Call = { url: string; init: RequestInit };

function setup(overrides: Partial<ApiClientOptions> = {}, responder?: (call: Call, n: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  let token: string | null = "tok-1";
  let t = 0;
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return responder ? responder(call, calls.length) : reply(envelope({ n: calls.length }));
  });
  const clearToken = vi.fn(() => {
    token = null;
  });
  const client = createApiClient({
    baseUrl: "https://api.example.cn/",
    getToken: () => token,
    clearToken,
    fetch,
    now: () => t,
    userAgent: () => PC_UA,
    random: () => 0.5,
    ...overrides,
  });
  return {
    client,
    fetch,
    calls,
    clearToken,
    setToken: (v: string | null) => {
      token = v;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected the call to fail");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("requests and headers", () => {
  it("GET unwraps data and builds the URL from base, path and encoded query", async () => {
    const { client, calls } = setup();
    await expect(client.get("/api/artworks", { page: 1, kw: "", ids: [3, 4] })).resolves.toEqual({ n: 1 });
    expect(calls[0]?.url).toBe("https://api.example.cn/api/artworks?page=1&ids%5B%5D=3%2C4");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("sends Content-Type JSON, Token and Channel", async () => {
    const { client, calls } = setup();
    await client.get("/api/member/member");
    expect(headersOf(calls[0])).toEqual({ "Content-Type": "application/json", Token: "tok-1", Channel: "pc" });
  });

  it("omits Token when logged out", async () => {
    const { client, calls, setToken } = setup();
    setToken(null);
    await client.get("/api/artists");
    expect(headersOf(calls[0])).not.toHaveProperty("Token");
    setToken("");
    await client.post("/api/login/email", {});
    expect(headersOf(calls[1])).not.toHaveProperty("Token");
  });

  it("sets Channel from the user agent", async () => {
    const wechat = setup({ userAgent: () => WECHAT_UA });
    await wechat.client.get("/a");
    expect(headersOf(wechat.calls[0]).Channel).toBe("wechat");
    const h5 = setup({ userAgent: () => ANDROID_UA });
    await h5.client.get("/a");
    expect(headersOf(h5.calls[0]).Channel).toBe("h5");
  });

  it("defaults the user agent to navigator.userAgent", async () => {
    const spy = vi.spyOn(navigator, "userAgent", "get").mockReturnValue(WECHAT_UA);
    const fetch = vi.fn<FetchLike>(async () => reply(envelope(null)));
    const client = createApiClient({ baseUrl: "", getToken: () => null, clearToken: vi.fn(), fetch });
    await client.get("/api/x");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/x");
    expect((fetch.mock.calls[0]?.[1].headers as Record<string, string>).Channel).toBe("wechat");
    spy.mockRestore();
  });

  it("POST and PUT send a JSON body; no body when none is given", async () => {
    const { client, calls } = setup();
    await client.post("/api/login/email", { email: "a@b.cn", password: "pw" });
    expect(calls[0]?.url).toBe("https://api.example.cn/api/login/email");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe('{"email":"a@b.cn","password":"pw"}');
    await client.put("/api/auth/logout");
    expect(calls[1]?.init.method).toBe("PUT");
    expect(calls[1]?.init.body).toBeUndefined();
    expect(headersOf(calls[1])["Content-Type"]).toBe("application/json");
  });

  it("upload posts the FormData without a Content-Type header", async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "image/png" }), "a.png");
    await client.upload("/api/upload/headimg", form);
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe(form);
    expect(headersOf(calls[0])).toEqual({ Token: "tok-1", Channel: "pc" });
  });

  it("passes an AbortSignal to fetch", async () => {
    const { client, calls } = setup();
    await client.get("/a");
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe("envelope and errors", () => {
  it("throws ApiError with the server message for codes other than 1", async () => {
    const { client, clearToken } = setup({}, () => reply(JSON.stringify({ code: 0, msg: "验证码错误" })));
    const err = await rejection(client.post("/api/register", {}));
    expect(err.message).toBe("验证码错误");
    expect(err.code).toBe(0);
    expect(err.status).toBe(200);
    expect(clearToken).not.toHaveBeenCalled();
  });

  it("clears the token on envelope code 401", async () => {
    const { client, clearToken } = setup({}, () => reply(envelope(null, 401, "请重新登录")));
    const err = await rejection(client.get("/api/member/member"));
    expect(err.message).toBe("请重新登录");
    expect(err.code).toBe(401);
    expect(clearToken).toHaveBeenCalledTimes(1);
  });

  it("raises 响应数据为空 for an empty body", async () => {
    const { client } = setup({}, () => reply(""));
    const err = await rejection(client.post("/api/x"));
    expect(err.message).toBe("响应数据为空");
  });

  it("HTTP 401 gives 未登录或登录已过期 and clears the token", async () => {
    const { client, clearToken } = setup({}, () => reply("", 401));
    const err = await rejection(client.get("/api/member/member"));
    expect(err.message).toBe("未登录或登录已过期");
    expect(err.status).toBe(401);
    expect(clearToken).toHaveBeenCalledTimes(1);
  });

  it("HTTP 404 gives 接口不存在", async () => {
    const { client, fetch } = setup({}, () => reply("<html>404</html>", 404));
    const err = await rejection(client.get("/api/nope"));
    expect(err.message).toBe("接口不存在");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("HTTP 500 gives 服务器错误 (after the GET retries)", async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({}, () => reply("", 500));
    const pending = rejection(client.get("/api/x"));
    await vi.advanceTimersByTimeAsync(1000);
    const err = await pending;
    expect(err.message).toBe("服务器错误");
    expect(err.status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("prefers an envelope message in the HTTP error body", async () => {
    const { client } = setup({}, () => reply(JSON.stringify({ code: 422, message: "手机号格式错误" }), 422));
    const err = await rejection(client.post("/api/send/mobile/login", { mobile: "1" }));
    expect(err.message).toBe("手机号格式错误");
    expect(err.code).toBe(422);
  });

  it("maps a failed fetch (TypeError) to the CORS message when the API is on another origin", async () => {
    const { client } = setup({ pageOrigin: () => "https://www.example.cn" }, () => Promise.reject(new TypeError("Failed to fetch")));
    const err = await rejection(client.get("/api/x"));
    expect(err.message).toBe("跨域请求错误 (CORS): 无法访问API");
    expect(err.kind).toBe("network");
    expect(err.cause).toBeInstanceOf(TypeError);
  });

  it("a same-origin failed fetch is a network failure, not CORS", async () => {
    const failing = () => Promise.reject(new TypeError("Failed to fetch"));
    const sameBase = setup({ pageOrigin: () => "https://api.example.cn" }, failing);
    const err = await rejection(sameBase.client.post("/api/login/email", {}));
    expect(err.kind).toBe("network");
    expect(err.message).toBe(API_MESSAGES.network);
    const relative = setup({ baseUrl: "", pageOrigin: () => "http://art.test:8080" }, failing);
    expect((await rejection(relative.client.post("/api/login/email", {}))).message).toBe(API_MESSAGES.network);
  });

  it("isCrossOrigin compares the request URL with the page origin", () => {
    expect(isCrossOrigin("/api/x", "http://127.0.0.1:8080")).toBe(false);
    expect(isCrossOrigin("http://127.0.0.1:8080/api/x", "http://127.0.0.1:8080")).toBe(false);
    expect(isCrossOrigin("http://localhost:8080/api/x", "http://127.0.0.1:8080")).toBe(true);
    expect(isCrossOrigin("https://api.example.cn/api/x", "https://www.example.cn")).toBe(true);
    expect(isCrossOrigin("/api/x", "")).toBe(false);
    expect(isCrossOrigin("https://api.example.cn/api/x", "")).toBe(true);
  });
});

describe("timeout", () => {
  function hanging(call: Call): Promise<Response> {
    return new Promise((_, reject) => {
      call.init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  }

  it("aborts after 10000 ms with 请求超时，请稍后重试", async () => {
    vi.useFakeTimers();
    const { client, calls } = setup({}, hanging);
    let settled = false;
    const pending = rejection(client.post("/api/x", {})).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBe(false);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err.message).toBe("请求超时，请稍后重试");
    expect(err.kind).toBe("timeout");
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it("does not retry a timed-out GET", async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({}, hanging);
    const pending = rejection(client.get("/api/x"));
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await pending).kind).toBe("timeout");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("clears the timer after a response", async () => {
    vi.useFakeTimers();
    const { client } = setup();
    await client.post("/api/x");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("GET cache", () => {
  it("serves identical GETs from the cache for 5 minutes", async () => {
    const { client, fetch, advance } = setup();
    await expect(client.get("/api/artists", { page: 1 })).resolves.toEqual({ n: 1 });
    advance(299_999);
    await expect(client.get("/api/artists", { page: 1 })).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(client.get("/api/artists", { page: 1 })).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keys by path and query", async () => {
    const { client, fetch } = setup();
    await client.get("/api/artists", { page: 1 });
    await client.get("/api/artists", { page: 2 });
    await client.get("/api/galleries", { page: 1 });
    await client.get("/api/artists", { page: 1, empty: "" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("never shares cached answers between tokens", async () => {
    const { client, fetch, setToken } = setup();
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 1 });
    setToken("tok-2");
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 2 });
    setToken(null);
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 3 });
    setToken("tok-1");
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("shares one fetch between identical in-flight GETs", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { client, fetch } = setup({}, async () => {
      await gate;
      return reply(envelope("shared"));
    });
    const a = client.get("/api/x", { q: "1" });
    const b = client.get("/api/x", { q: "1" });
    release();
    await expect(Promise.all([a, b])).resolves.toEqual(["shared", "shared"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never caches /api/captcha", async () => {
    const { client, fetch } = setup();
    await expect(client.get("/api/captcha")).resolves.toEqual({ n: 1 });
    await expect(client.get("/api/captcha")).resolves.toEqual({ n: 2 });
    await Promise.all([client.get("api/captcha"), client.get("/api/captcha", { t: 1 })]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("the default lifetime is the spec constant 300000 ms", () => {
    expect(GET_CACHE_TTL_MS).toBe(300_000);
  });

  it("refresh: true skips the cached answer and stores the fresh one", async () => {
    const { client, fetch } = setup();
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 1 });
    await expect(client.get("/api/member/member", undefined, { refresh: true })).resolves.toEqual({ n: 2 });
    // Later plain reads get the refreshed answer.
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("refresh: true joins an identical request in flight", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { client, fetch } = setup({}, async () => {
      await gate;
      return reply(envelope("fresh"));
    });
    const a = client.get("/api/member/member");
    const b = client.get("/api/member/member", undefined, { refresh: true });
    release();
    await expect(Promise.all([a, b])).resolves.toEqual(["fresh", "fresh"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a request in flight when the cache is cleared does not refill it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { client, fetch } = setup({}, async (_call, n) => {
      if (n === 1) await gate;
      return reply(envelope({ n }));
    });
    const early = client.get("/api/member/member");
    client.clearCache();
    release();
    await expect(early).resolves.toEqual({ n: 1 });
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("cache: false bypasses the cache", async () => {
    const { client, fetch } = setup();
    await client.get("/api/member/member");
    await expect(client.get("/api/member/member", undefined, { cache: false })).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("honours a per-call ttlMs", async () => {
    const { client, fetch, advance } = setup();
    await client.get("/a", undefined, { ttlMs: 1000 });
    advance(1000);
    await client.get("/a", undefined, { ttlMs: 1000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("clearCache() empties the cache", async () => {
    const { client, fetch } = setup();
    await client.get("/api/member/member");
    client.clearCache();
    await expect(client.get("/api/member/member")).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not cache failures", async () => {
    const { client, fetch } = setup({}, (_call, n) => (n === 1 ? reply(envelope(null, 0, "x")) : reply(envelope("ok"))));
    await rejection(client.get("/a"));
    await expect(client.get("/a")).resolves.toBe("ok");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not cache POST or PUT", async () => {
    const { client, fetch } = setup();
    await client.post("/a");
    await client.post("/a");
    await client.put("/a");
    await client.put("/a");
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe("GET retries", () => {
  it("retries a 503 after 300 ms and resolves", async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({}, (_c, n) => (n === 1 ? reply("", 503) : reply(envelope("late"))));
    const pending = client.get("/api/x");
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(pending).resolves.toBe("late");
  });

  it("retries at most twice with 300 then 600 ms back-off", async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({}, () => reply("", 429));
    const pending = rejection(client.get("/api/x"));
    await vi.advanceTimersByTimeAsync(300);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    const err = await pending;
    expect(err.status).toBe(429);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("retries each status of spec §9", async () => {
    vi.useFakeTimers();
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const { client, fetch } = setup({}, (_c, n) => (n === 1 ? reply("", status) : reply(envelope(status))));
      const pending = client.get("/api/x");
      await vi.advanceTimersByTimeAsync(300);
      await expect(pending).resolves.toBe(status);
      expect(fetch).toHaveBeenCalledTimes(2);
    }
  });

  it("does not retry other statuses, envelope errors or network errors", async () => {
    for (const make of [
      () => reply("", 400),
      () => reply("", 403),
      () => reply(envelope(null, 500, "服务器繁忙")),
      () => Promise.reject(new TypeError("Failed to fetch")),
    ]) {
      const { client, fetch } = setup({}, make);
      await rejection(client.get("/api/x"));
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it("does not retry POST, PUT or upload", async () => {
    for (const call of ["post", "put", "upload"] as const) {
      const { client, fetch } = setup({}, () => reply("", 503));
      const err = await rejection(call === "upload" ? client.upload("/a", new FormData()) : client[call]("/a", {}));
      expect(err.message).toBe("服务器错误");
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it("honours Retry-After seconds, capped at 5 s", async () => {
    vi.useFakeTimers();
    const a = setup({}, (_c, n) => (n === 1 ? reply("", 503, { "Retry-After": "2" }) : reply(envelope("ok"))));
    const pa = a.client.get("/x");
    await vi.advanceTimersByTimeAsync(1999);
    expect(a.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pa).resolves.toBe("ok");

    const b = setup({}, (_c, n) => (n === 1 ? reply("", 429, { "Retry-After": "3600" }) : reply(envelope("ok"))));
    const pb = b.client.get("/x");
    await vi.advanceTimersByTimeAsync(4999);
    expect(b.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pb).resolves.toBe("ok");
  });

  it("applies jitter from the random source", async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({ random: () => 0 }, (_c, n) => (n === 1 ? reply("", 502) : reply(envelope(1))));
    const pending = client.get("/x");
    await vi.advanceTimersByTimeAsync(239);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe(1);
  });

  it("retried GETs are shared and cached once", async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({}, (_c, n) => (n === 1 ? reply("", 503) : reply(envelope("v"))));
    const a = client.get("/x");
    const b = client.get("/x");
    await vi.advanceTimersByTimeAsync(300);
    await expect(Promise.all([a, b])).resolves.toEqual(["v", "v"]);
    await expect(client.get("/x")).resolves.toBe("v");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("upload with progress", () => {
  /** A stand-in XMLHttpRequest: records what was sent, reports progress, answers what the test says. */
  class FakeXhr {
    static last: FakeXhr | null = null;
    static answer: { status: number; body: string } | "network" = { status: 200, body: "" };
    method = "";
    url = "";
    headers: Record<string, string> = {};
    sent: unknown = undefined;
    status = 0;
    responseText = "";
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    getAllResponseHeaders() {
      return "content-type: application/json\r\nx-request-id: r1\r\n";
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.sent = body;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        const a = FakeXhr.answer;
        if (a === "network") return this.onerror?.();
        this.status = a.status;
        this.responseText = a.body;
        this.onload?.();
      });
    }
  }

  beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it("goes through XMLHttpRequest with the Token and Channel headers, reports progress and unwraps the envelope", async () => {
    FakeXhr.answer = { status: 200, body: envelope({ url: "/media/a/160.jpg" }) };
    const { client, fetch } = setup();
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.png");
    const seen: number[] = [];
    const out = await client.upload<{ url: string }>("/api/upload/headimg", form, { onProgress: (sent, total) => seen.push(sent / total) });
    expect(out).toEqual({ url: "/media/a/160.jpg" });
    expect(seen).toEqual([0.5, 1]);
    expect(fetch).not.toHaveBeenCalled();
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(["POST", "https://api.example.cn/api/upload/headimg"]);
    expect(xhr.headers).toEqual({ Channel: "pc", Token: "tok-1" });
    expect(xhr.sent).toBe(form);
  });

  it("turns the server's refusal into its message and a lost connection into the network error", async () => {
    FakeXhr.answer = { status: 422, body: JSON.stringify({ code: 422, message: "请上传JPG、PNG或WebP格式的图片", data: null }) };
    const { client } = setup();
    const err = await client.upload("/api/upload/headimg", new FormData(), { onProgress: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe("请上传JPG、PNG或WebP格式的图片");
    FakeXhr.answer = "network";
    const lost = await client.upload("/api/upload/headimg", new FormData(), { onProgress: () => {} }).catch((e: unknown) => e);
    expect((lost as ApiError).kind).toBe("network");
  });
});
