/**
 * The SSR renderer: a small Node HTTP server on loopback that the Go server
 * starts, supervises and proxies page requests to. It fetches its data from
 * the Go server's /graphql.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { BuildAssets } from "./assets";
import { render } from "./render";

const host = process.env.SSR_HOST ?? "127.0.0.1";
const port = Number(process.env.SSR_PORT ?? 13714);
const graphqlURL = process.env.GRAPHQL_URL ?? "http://127.0.0.1:8080/graphql";
const clientDist = join(process.env.CLIENT_DIST ?? "dist", "client");

const assets = new BuildAssets(clientDist);

const server = createServer((req, res) => {
  if (req.url === "/__ssr/health") {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end("ok");
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" });
    res.end();
    return;
  }
  render(req, res, { graphqlURL, assets }).catch((err: unknown) => {
    console.error("ssr failed:", err);
    if (!res.headersSent) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    }
    res.end();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`renderer listening on http://${host}:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
