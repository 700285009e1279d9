import { useLazyLoadQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { Environment, GraphQLTaggedNode, OperationType } from "relay-runtime";
import { loadQuery, type PageData, type PageMeta } from "./pageLoader";

/*
 * The two ends of a page whose query takes no variables (a member's own settings pages), apart from pageLoader so
 * that the pages every visitor opens first do not carry them.
 */

/** The page's loader: loads the query, with the page's meta. */
export async function loadFixedQuery<Q extends OperationType>(
  env: Environment,
  query: GraphQLTaggedNode,
  meta: PageMeta,
): Promise<PageData<Q["variables"]>> {
  const variables: Q["variables"] = {};
  await loadQuery<Q>(env, query, variables);
  return { variables, meta };
}

/** The page's query as its loader loaded it: read from the store with the loader's variables, no refetch. */
export function usePageQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q["response"] {
  const { variables } = useLoaderData() as PageData<Q["variables"]>;
  return useLazyLoadQuery<Q>(query, variables, { fetchPolicy: "store-or-network" });
}
