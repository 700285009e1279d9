// The GraphiQL playground at /graphiql (development only), built by
// client/graphiql/vite.config.ts into dist/graphiql and served by the Go
// package server/playground. Everything is bundled: nothing loads from a CDN.
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './page.css';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

declare global {
  // Read by get-nonce, through which react-remove-scroll (Radix dialogs and
  // menus) adds its <style> element.
  var __webpack_nonce__: string | undefined;
}

// The page's CSP allows inline <style> only with the request's nonce, which
// the server put on <meta property="csp-nonce">. Hand it to the one library
// that injects <style> elements, so its scroll-lock style is not refused.
globalThis.__webpack_nonce__ =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** The GraphQL endpoint, on the same origin as the playground. */
const endpoint = '/graphql';

/**
 * Posts the operation to /graphql with the headers typed in GraphiQL's
 * header editor (for example {"Token": "..."} to act as a member). An answer
 * that is not JSON (a proxy error page) is shown as a GraphQL error.
 */
const fetcher: Fetcher = async (params, opts) => {
  const res = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
      ...(opts?.headers ?? {}),
    },
    body: JSON.stringify(params),
  });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ message: `HTTP ${res.status}: ${text.slice(0, 500)}` }] };
  }
};

const defaultQuery = `# 艺术品商城 GraphQL 调试台
#
# 以会员身份调试：在下方 Headers 中填写 {"Token": "登录后得到的 token"}。
# Ctrl+Enter 执行，Ctrl+Space 补全，右侧 Docs 查看完整 schema。

query {
  __typename
}
`;

const container = document.getElementById('graphiql');
if (!container) {
  throw new Error('GraphiQL: #graphiql container missing');
}
container.textContent = '';
createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      defaultHeaders={'{\n  "Channel": "pc"\n}'}
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
