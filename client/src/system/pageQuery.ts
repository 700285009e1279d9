import { useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment, type GraphQLTaggedNode, type OperationType } from "relay-runtime";
import { loadQuery, notFound, pathOf, type PageData, type PageMeta } from "./pageLoader";

/*
 * The loaders of the member's own pages, and the hook their components read the loaded query with, apart from
 * pageLoader so that the pages every visitor opens first do not carry them.
 */

/** The loader of a page whose query takes no variables (a member's own settings pages), with the page's meta. */
export async function loadFixedQuery<Q extends OperationType>(
  env: Environment,
  query: GraphQLTaggedNode,
  meta: PageMeta,
): Promise<PageData<Q["variables"]>> {
  const variables: Q["variables"] = {};
  await loadQuery<Q>(env, query, variables);
  return { variables, meta };
}

/**
 * The loader of a page about money that moves (an order, a refund): the query is fetched afresh (never an earlier
 * copy from the store: the state may have moved since) and kept for the page; when `found` says the data lacks the
 * page's subject (none, or another member's: the same answer), the page is Not Found. A `tolerant` loader leaves a
 * failed fetch to the page's own read (the console's pages: their layout answers a refusal), instead of failing the
 * navigation.
 */
export async function loadFreshQuery<Q extends OperationType>(
  env: Environment,
  args: LoaderFunctionArgs,
  query: GraphQLTaggedNode,
  variables: Q["variables"],
  meta: PageMeta,
  found?: (data: Q["response"] | undefined) => boolean,
  tolerant = false,
): Promise<PageData<Q["variables"]>> {
  const fetched = fetchQuery<Q>(env, query, variables, { fetchPolicy: "network-only" }).toPromise();
  const data = await (tolerant ? fetched.catch(() => undefined) : fetched);
  if (found && !found(data)) notFound(pathOf(args));
  env.retain(createOperationDescriptor(getRequest(query), variables));
  return { variables, meta };
}

/** The page's query as its loader loaded it: read from the store with the loader's variables, no refetch. */
export function usePageQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q["response"] {
  return usePageQueryWithVariables<Q>(query).data;
}

/** usePageQuery with the loader's variables, for a page that passes them on (a refetch, a mutation's updater). */
export function usePageQueryWithVariables<Q extends OperationType>(query: GraphQLTaggedNode): { data: Q["response"]; variables: Q["variables"] } {
  const { variables } = useLoaderData() as PageData<Q["variables"]>;
  return { data: useLazyLoadQuery<Q>(query, variables, { fetchPolicy: "store-or-network" }), variables };
}
