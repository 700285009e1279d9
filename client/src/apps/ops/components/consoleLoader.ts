import type { LoaderFunctionArgs } from "react-router";
import type { Environment, GraphQLTaggedNode, OperationType } from "relay-runtime";
import type { PageData, PageMeta } from "../../../system/pageLoader";
import { loadFreshQuery } from "../../../system/pageQuery";

/** How a console page's loader reads its variables and decides that its subject exists. */
export interface ConsoleLoaderOptions<Q extends OperationType> {
  /** The query's variables from the route (its parameters, its search); none when absent. */
  variables?: (args: LoaderFunctionArgs) => Q["variables"];
  /**
   * When given, the page is Not Found unless the data has its subject (and a failed fetch fails the navigation);
   * otherwise a failed fetch is left to the page's own read, which the console's layout answers.
   */
  found?: (data: Q["response"] | undefined) => boolean;
}

/**
 * The loader of a console page: its query fetched afresh (a queue may have moved since it was last shown; never an
 * earlier copy from the store) and kept for the page, with the page's title. The page reads it with usePageQuery.
 */
export function consoleLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  meta: PageMeta,
  options: ConsoleLoaderOptions<Q> = {},
): (env: Environment, args: LoaderFunctionArgs) => Promise<PageData<Q["variables"]>> {
  const { variables = () => ({}), found } = options;
  return (env, args) => loadFreshQuery<Q>(env, args, query, variables(args), meta, found, found === undefined);
}

/** The variables of a publishing editor's page (/ops/{kind}/{id|new}) from its route parameter: "new" reads nothing. */
export function editorVariables(param: string) {
  return (args: LoaderFunctionArgs) => {
    const raw = args.params[param] ?? "new";
    return { id: raw === "new" ? "0" : raw, isNew: raw === "new" };
  };
}
