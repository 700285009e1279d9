import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from "relay-runtime";
import type { RecordMap } from "relay-runtime/lib/store/RelayStoreTypes";
import { detectChannel } from "../lib/channel";

export type { RecordMap };

export interface RelayOptions {
  /** The GraphQL endpoint: "/graphql" in the browser, the loopback URL on the server. */
  url: string;
  /** Records serialised by the server, to hydrate without a refetch. */
  records?: RecordMap;
  isServer?: boolean;
  /** Extra headers (the server forwards the visitor's language, for example). */
  headers?: Record<string, string>;
  /**
   * Headers worked out for each request, after `headers`: in the browser the `Token` (when signed in) and
   * `Channel` headers of spec §6, as the REST client sends them (see browserRelayHeaders).
   */
  getHeaders?: () => Record<string, string>;
  fetch?: typeof fetch;
  /**
   * Called when the server refuses an operation with extensions.code UNAUTHENTICATED (a mutation sent by a visitor,
   * or with a session that ended): the browser re-checks the session, which opens the login dialog on a 401.
   */
  onUnauthenticated?: () => void;
}

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** extensions.code of the first error, when the server gave one (UNAUTHENTICATED, BAD_USER_INPUT, …). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}

/**
 * How many times a query is sent again because a mutation was answered while it was on its way: a bound, so that a
 * member's stream of mutations cannot keep a page waiting.
 */
export const MAX_QUERY_SENDS = 3;

export function createFetchFunction(opts: RelayOptions): FetchFunction {
  const doFetch = opts.fetch ?? fetch;
  // Mutations this network has seen answered. A query sent before a mutation was answered, and answered after it,
  // may carry what the server had before the mutation (a link prefetched on hover, the member then taps ♡): written
  // into the store after the mutation's answer, it would overwrite the mutation's newer values (favoriteCount back
  // to the old count). Such a query is sent again, and only an answer no mutation overtook reaches the store.
  let mutationsAnswered = 0;
  const send = async (params: Parameters<FetchFunction>[0], variables: Parameters<FetchFunction>[1]): Promise<GraphQLResponse> => {
    const res = await doFetch(opts.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...opts.headers, ...opts.getHeaders?.() },
      body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
    });
    let json: GraphQLResponse;
    try {
      json = (await res.json()) as GraphQLResponse;
    } catch {
      throw new GraphQLRequestError(`GraphQL ${params.name}: HTTP ${res.status}`, res.status);
    }
    if (!res.ok && !("data" in json && json.data)) {
      throw new GraphQLRequestError(`GraphQL ${params.name}: HTTP ${res.status}`, res.status);
    }
    if ("errors" in json && json.errors?.length && !("data" in json && json.data)) {
      const ext = (json.errors[0] as { extensions?: Record<string, unknown> } | undefined)?.extensions;
      const code = ext && typeof ext["code"] === "string" ? ext["code"] : undefined;
      if (code === "UNAUTHENTICATED") opts.onUnauthenticated?.();
      throw new GraphQLRequestError(`GraphQL ${params.name}: ${json.errors.map((e) => e.message).join("; ")}`, res.status, code);
    }
    return json;
  };
  return async (params, variables) => {
    if (params.operationKind === "mutation") {
      try {
        return await send(params, variables);
      } finally {
        mutationsAnswered += 1; // failed ones too: the server may have written before failing
      }
    }
    for (let sends = 1; ; sends += 1) {
      const before = mutationsAnswered;
      const json = await send(params, variables);
      if (mutationsAnswered === before || sends >= MAX_QUERY_SENDS) return json;
    }
  };
}

/**
 * The per-request headers of the browser's GraphQL requests (spec §6: every request carries Channel, and Token
 * when signed in), from the same sources as the REST client: the member store's token and the user agent.
 */
export function relayAuthHeaders(token: string, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = { Channel: detectChannel(userAgent) };
  if (token !== "") headers["Token"] = token;
  return headers;
}

export function createRelayEnvironment(opts: RelayOptions): Environment {
  return new Environment({
    network: Network.create(createFetchFunction(opts)),
    store: new Store(new RecordSource(opts.records), { gcReleaseBufferSize: 20 }),
    isServer: opts.isServer ?? false,
  });
}
