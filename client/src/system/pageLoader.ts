import { data, type LoaderFunctionArgs } from "react-router";
import {
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  type Environment,
  type GraphQLTaggedNode,
  type OperationType,
} from "relay-runtime";

import type { PageMeta } from "./headMeta";

export type { PageMeta, Site } from "./headMeta";
export { siteUrl } from "./headMeta";

/** What a page loader returns: the query's variables and the page's meta. */
export interface PageData<V> {
  variables: V;
  meta: PageMeta;
}

/** The 404 of a route whose parameters fail validation or name nothing. */
export function notFound(path: string): never {
  throw data(`Page Not Found: ${path}`, { status: 404, statusText: "Not Found" });
}

/**
 * Loads a page's query into the Relay store before the page renders (on the
 * server before streaming, in the browser before navigating), and keeps it
 * retained so the component reads it with store-or-network and no refetch.
 */
export async function loadQuery<Q extends OperationType>(
  env: Environment,
  query: GraphQLTaggedNode,
  variables: Q["variables"],
): Promise<Q["response"]> {
  const result = await fetchQuery<Q>(env, query, variables, { fetchPolicy: "store-or-network" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), variables));
  if (result === undefined) throw new Error("query returned nothing");
  return result;
}

/** The path of the request, for 'Page Not Found: {path}'. */
export function pathOf(args: LoaderFunctionArgs): string {
  return new URL(args.request.url).pathname;
}

/** A positive public number (/artwork/{n}), or a 404. */
export function numberParam(args: LoaderFunctionArgs, name: string): number {
  const raw = args.params[name] ?? "";
  if (!/^\d{1,10}$/.test(raw)) notFound(pathOf(args));
  const n = Number(raw);
  if (n >= 2 ** 32) notFound(pathOf(args));
  return n;
}
