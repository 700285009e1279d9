import { redirect, type LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import { paths } from "../../../../system/paths";

/** The bare /artist: there is no artist to show, so the visitor gets the list. */
export async function load(_env: Environment, _args: LoaderFunctionArgs): Promise<never> {
  throw redirect(paths.artists());
}

export function Component() {
  return null;
}
