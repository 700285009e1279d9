/** Test helpers of the auth feature: a scripted REST server on a stubbed fetch, toasts and storage resets. */
import { toastStore, type ToastKind } from "../../components/Toast";
import { memberStore } from "./memberStore";
import { resetLoadedScripts } from "./wechat";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  code?: number;
  message?: string;
  data?: unknown;
}

export type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/**
 * Stubs the global fetch with "METHOD /path" → reply routes (envelope {code, message, data}; code 1 unless
 * given; HTTP status 200 unless given). Unknown routes answer HTTP 404.
 */
export function mockApi(routes: Record<string, Route> = {}) {
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = { ...routes };
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = table[`${method} ${url.pathname}`];
    if (!route) return new Response("", { status: 404 });
    const reply = typeof route === "function" ? await route(call) : route;
    const body = JSON.stringify({ code: reply.code ?? 1, message: reply.message ?? ((reply.status ?? 200) < 300 ? "ok" : ""), data: reply.data ?? null });
    return new Response(body, { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls,
    fetch,
    /** Adds or replaces a route. */
    on(key: string, route: Route) {
      table[key] = route;
    },
    /** Calls to "METHOD /path". */
    callsTo(key: string): ApiCall[] {
      const [method, path] = key.split(" ");
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

/** Records toasts instead of showing them. */
export function spyToasts() {
  const spy = vi.spyOn(toastStore, "show").mockReturnValue(1);
  return {
    spy,
    all: (): [ToastKind, string][] => spy.mock.calls.map(([kind, message]) => [kind, message]),
    messages: (kind?: ToastKind): string[] =>
      spy.mock.calls.filter(([k]) => kind === undefined || k === kind).map(([, message]) => message),
  };
}

/** Empties local storage and the member store, forgets loaded scripts and restores globals. */
export function resetAuthState(): void {
  localStorage.clear();
  memberStore.reloadFromStorage();
  memberStore.api.clearCache();
  resetLoadedScripts();
}

export const MEMBER = { id: 7, username: "tester", nickname: "测试", avatar: "", email: "t@example.cn", mobile: "138****8000" };

/** Signs a member in directly (storage + store), without calls. */
export function signInDirectly(token = "tok-1", info: Record<string, unknown> | null = MEMBER): void {
  localStorage.setItem("token", token);
  if (info) localStorage.setItem("member_info", JSON.stringify(info));
  memberStore.reloadFromStorage();
}
