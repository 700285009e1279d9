/**
 * Reading a Content-Security-Policy for the CSP test pages (/csp-test, /csp-test-comparison).
 */
import type { LoaderFunctionArgs } from "react-router";
import type { PageData } from "../../system/pageLoader";

export interface Directive {
  name: string;
  sources: string[];
}

/** The directives of a policy, in order ("a b; c d" → [{a,[b]},{c,[d]}]). */
export function parsePolicy(policy: string): Directive[] {
  return policy
    .split(";")
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .map(([name, ...sources]) => ({ name: name!.toLowerCase(), sources }));
}

/** The nonce a policy names in script-src (or default-src), or null. */
export function policyNonce(policy: string): string | null {
  const ds = parsePolicy(policy);
  const d = ds.find((x) => x.name === "script-src") ?? ds.find((x) => x.name === "default-src");
  const token = d?.sources.find((s) => /^'nonce-.+'$/.test(s));
  return token ? token.slice(7, -1) : null;
}

/** What each directive of our policy means, for the page's table. */
export const DIRECTIVE_NOTES: Record<string, string> = {
  "default-src": "未单独列出的资源类型的默认来源。",
  "script-src": "脚本来源：只有带本页 nonce 的脚本可以执行；'strict-dynamic' 把信任传给这些脚本加载的脚本。",
  "style-src": "样式来源：只允许本站的样式表文件；内联 <style> 与 style 属性都不生效。",
  "img-src": "图片来源：本站、data: 与 blob: 地址。",
  "font-src": "字体来源。",
  "connect-src": "fetch / XHR / WebSocket 可以连接的地址。",
  "media-src": "音视频来源。",
  "frame-src": "可以嵌入的 iframe 来源。",
  "object-src": "插件（<object>、<embed>）：全部禁止。",
  "base-uri": "<base> 元素：禁止，防止篡改相对地址。",
  "form-action": "表单只能提交到本站。",
  "frame-ancestors": "禁止其他网站用 iframe 嵌入本站（防点击劫持）。",
};

/** Loader data of both CSP pages: the policy the server sent with this document. */
export interface CspPageData extends PageData<null> {
  /** The Content-Security-Policy header of the server-rendered answer; null after a client-side navigation. */
  serverPolicy: string | null;
}

/**
 * On the server the Go proxy hands the renderer the exact header it sends with this answer (X-CSP-Policy), so
 * the page shows the policy in force even without JavaScript. In the browser (a client-side navigation) there is
 * no such header: the live checks then learn the policy from the browser itself.
 */
export async function loadCspPage(args: LoaderFunctionArgs): Promise<CspPageData> {
  const header = args.request.headers.get("x-csp-policy");
  return { variables: null, serverPolicy: header && header.trim() !== "" ? header : null, meta: {} };
}
