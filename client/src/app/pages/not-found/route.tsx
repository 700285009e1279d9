import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { notFound, pathOf } from "../../../system/pageLoader";
import { NotFound } from "../../../components/NotFound/NotFound";

/** Unknown paths: the loader throws the 404 so the status is 404 on the server too. */
export async function load(_env: Environment, args: LoaderFunctionArgs): Promise<never> {
  notFound(pathOf(args));
}

export function Component() {
  return <NotFound />;
}
