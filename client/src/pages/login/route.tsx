import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../app/pageLoader";
import { LoginPage } from "./LoginPage";

/** /login (blank layout): no GraphQL data; the panel works client-side. */
export async function load(_env: Environment, _args: LoaderFunctionArgs): Promise<PageData<null>> {
  return { variables: null, meta: { title: "登录" } };
}

export function Component() {
  return <LoginPage />;
}
