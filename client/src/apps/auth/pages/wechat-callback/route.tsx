import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import type { PageData } from "../../../../system/pageLoader";
import { WechatCallbackPage } from "./WechatCallbackPage";

/** /wechat-callback and /wechat-login-callback (blank layout): the work happens in the browser. */
export async function load(_env: Environment, _args: LoaderFunctionArgs): Promise<PageData<null>> {
  return { variables: null, meta: { title: "微信登录", noindex: true } };
}

export function Component() {
  return <WechatCallbackPage />;
}
