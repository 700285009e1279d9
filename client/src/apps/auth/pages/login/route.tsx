import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { LoginPage } from "./LoginPage";
import { paths } from "../../../../system/paths";

/** /login (blank layout): no GraphQL data; the panel works client-side. */
export async function load(_env: Environment, _args: LoaderFunctionArgs): Promise<PageData<null>> {
  // ?redirect= is not part of the page; a sign-in form has nothing to index.
  return {
    variables: null,
    meta: { title: "登录", description: "登录艺术市场：微信扫码、账号密码或手机验证码登录。", canonicalPath: paths.login(), noindex: true },
  };
}

export function Component() {
  return <LoginPage />;
}
