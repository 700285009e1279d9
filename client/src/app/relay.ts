import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from "relay-runtime";
import type { RecordMap } from "relay-runtime/lib/store/RelayStoreTypes";

export type { RecordMap };

export interface RelayOptions {
  /** The GraphQL endpoint: "/graphql" in the browser, the loopback URL on the server. */
  url: string;
  /** Records serialised by the server, to hydrate without a refetch. */
  records?: RecordMap;
  isServer?: boolean;
  /** Extra headers (the server forwards the visitor's language, for example). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}

export function createFetchFunction(opts: RelayOptions): FetchFunction {
  const doFetch = opts.fetch ?? fetch;
  return async (params, variables) => {
    const res = await doFetch(opts.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...opts.headers },
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
      throw new GraphQLRequestError(`GraphQL ${params.name}: ${json.errors.map((e) => e.message).join("; ")}`, res.status);
    }
    return json;
  };
}

export function createRelayEnvironment(opts: RelayOptions): Environment {
  return new Environment({
    network: Network.create(createFetchFunction(opts)),
    store: new Store(new RecordSource(opts.records), { gcReleaseBufferSize: 20 }),
    isServer: opts.isServer ?? false,
  });
}
