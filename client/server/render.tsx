import type { IncomingMessage, ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createRelayEnvironment } from "../src/system/relay";
import { comingSoon, createRoutes, notFoundPage, type LayoutHandle } from "../src/app/router";
import type { RouteHandle } from "../src/system/routeSpec";
import { DocumentContext, serializeState } from "../src/system/document";
import { serializeErrors } from "../src/system/errorsState";
import { parseAppConfig, serializeAppConfig } from "../src/lib/appConfig";
import { loadSessionViewer, parseTemplateViewer, putTemplateViewer } from "../src/features/session/sessionViewer";
import type { BuildAssets } from "./assets";

export interface RenderOptions {
  graphqlURL: string;
  assets: BuildAssets;
  /** Abort the render after this long (the Go server serves the shell then). */
  timeoutMs?: number;
}

/**
 * The member's session token, from the Go server (which checked the session cookie); absent for a visitor. It
 * goes only into the Token header of this page's loopback /graphql requests.
 */
const SESSION_TOKEN_HEADER = "x-session-token";

/**
 * The template member (server/web/ssr/memberlayer.go): the page as a member sees it, for a placeholder member the
 * Go server keeps in its page cache and makes each member's by replacing the placeholder's fields.
 */
const MEMBER_TEMPLATE_HEADER = "x-member-template";

function toRequest(req: IncomingMessage): Request {
  const host = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? "localhost");
  const proto = String(req.headers["x-forwarded-proto"] ?? "http");
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === "string" && k !== SESSION_TOKEN_HEADER && k !== MEMBER_TEMPLATE_HEADER) headers.set(k, v);
  }
  return new Request(`${proto}://${host}${req.url ?? "/"}`, { method: "GET", headers });
}

/** Renders one page: loaders fill the Relay store, then the document streams. */
export async function render(req: IncomingMessage, res: ServerResponse, opts: RenderOptions): Promise<void> {
  const nonce = String(req.headers["x-csp-nonce"] ?? "");
  // The browser's runtime configuration, from the Go server (only known, valid fields pass).
  const configJson = serializeAppConfig(parseAppConfig(String(req.headers["x-app-config"] ?? "")));
  const token = String(req.headers[SESSION_TOKEN_HEADER] ?? "");
  const headers: Record<string, string> = { "Accept-Language": String(req.headers["accept-language"] ?? "zh-CN") };
  if (token !== "") headers.Token = token;
  const env = createRelayEnvironment({ url: opts.graphqlURL, isServer: true, headers });
  const request = toRequest(req);
  // Canonical and share addresses: PUBLIC_URL (the Go server names it) when configured, else the request's.
  const origin = String(req.headers["x-public-url"] ?? "").replace(/\/+$/, "") || new URL(request.url).origin;
  const handler = createStaticHandler(createRoutes(env, { origin }, { session: token !== "" }));
  // The member (with a token) is loaded beside the page's data: the header shows them from the first byte.
  // The template member is a visitor to the API (no token): only the header shows them.
  const template = token === "" ? parseTemplateViewer(String(req.headers[MEMBER_TEMPLATE_HEADER] ?? "")) : null;
  const [context, viewer] = await Promise.all([
    handler.query(request),
    token !== "" ? loadSessionViewer(env) : template ? putTemplateViewer(env, template) : null,
  ]);
  if (context instanceof Response) {
    // Redirects depend on who asks (a member page without a session goes to /login): never stored.
    res.writeHead(context.status, { Location: context.headers.get("Location") ?? "/", "Cache-Control": "private, no-store" });
    res.end();
    return;
  }
  const pages = context.matches.map((m) => {
    const h = m.route.handle as (RouteHandle & Partial<LayoutHandle>) | undefined;
    if (m.route.path === "*") return notFoundPage.module;
    if (h?.module) return h.module;
    return h?.spec ? (h.spec.page ?? comingSoon).module : null;
  });
  const assets = opts.assets.forPages(pages.filter((p): p is string => p !== null));
  const json = serializeState({
    records: env.getStore().getSource().toJSON(),
    loaderData: context.loaderData,
    matches: context.matches.map((m) => m.route.id),
    errors: serializeErrors(context.errors),
    assets,
    build: opts.assets.build,
    origin,
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const status = context.statusCode;

  await streamDocument(
    <DocumentContext.Provider value={{ json, assets, nonce, configJson, origin, viewer }}>
      <RelayEnvironmentProvider environment={env}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </RelayEnvironmentProvider>
    </DocumentContext.Provider>,
    res,
    {
      nonce,
      entry: assets.entry,
      status,
      // A member's page is theirs alone: never stored (the Go server insists on it too).
      cacheControl: token !== "" ? "private, no-store" : "private, no-cache",
      timeoutMs: opts.timeoutMs ?? 10_000,
    },
  );
}

export interface StreamOptions {
  nonce: string;
  /** The client's entry module, which the document bootstraps. */
  entry: string;
  status: number;
  cacheControl: string;
  /** Abort the render after this long. */
  timeoutMs: number;
}

/**
 * Writes the rendered document to res, whole: every part in place, in the order of the page, once everything is
 * rendered (a 500 when a part failed to). Resolves when it is written.
 */
export function streamDocument(document: ReactNode, res: ServerResponse, opts: StreamOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    let failed = false;
    const stream = renderToPipeableStream(document, {
      nonce: opts.nonce,
      bootstrapModules: [opts.entry],
      // Every boundary inline, where it stands: the page's data is loaded before rendering, so nothing waits,
      // and React would otherwise move the content of Suspense boundaries past its chunk size (the Deferred
      // parts below the fold) into hidden nodes revealed by a script: invisible with JavaScript off, and
      // painted late with it.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Sent once everything is rendered, not when the shell is: a lazily imported part (the front page below its
      // first screen) suspends on the first render of a process while its module loads, and would otherwise be
      // streamed after the rest, out of place, the way the chunk size above avoids.
      onAllReady() {
        res.statusCode = failed ? 500 : opts.status;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", opts.cacheControl);
        const body = new PassThrough();
        body.pipe(res);
        body.on("end", resolve);
        stream.pipe(body);
      },
      onShellError(err) {
        console.error("ssr shell error:", err);
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("render failed");
        resolve();
      },
      onError(err) {
        failed = true;
        console.error("ssr error:", err);
      },
    });
    setTimeout(() => stream.abort(), opts.timeoutMs).unref();
  });
}
