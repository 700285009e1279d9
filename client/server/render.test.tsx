// @vitest-environment node
import { Writable } from "node:stream";
import type { ServerResponse } from "node:http";
import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { streamDocument } from "./render";

/** A ServerResponse that keeps what is written to it. */
function response() {
  const chunks: Buffer[] = [];
  const headers: Record<string, string> = {};
  const res = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  }) as Writable & { statusCode: number; setHeader(k: string, v: string): void };
  res.statusCode = 0;
  res.setHeader = (k, v) => void (headers[k] = v);
  return { res: res as unknown as ServerResponse, headers, html: () => Buffer.concat(chunks).toString("utf8") };
}

const opts = { nonce: "n0nce", entry: "/assets/app.js", status: 200, cacheControl: "private, no-cache", timeoutMs: 5_000 };

function Page({ lower }: { lower: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>
        <h1>发现与收藏当代艺术</h1>
        <Suspense fallback={null}>{lower}</Suspense>
        <footer>页脚</footer>
      </body>
    </html>
  );
}

describe("streamDocument", () => {
  it("writes a lazily imported part in place on its first render, not after the rest in a hidden node", async () => {
    // A module that is not loaded yet: the part suspends, as a lazy part does on a renderer's first render.
    const Lower = lazy(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { default: () => <section id="galleries">画廊</section> };
    });
    const { res, headers, html } = response();
    await streamDocument(<Page lower={<Lower />} />, res, opts);
    const out = html();
    expect(res.statusCode).toBe(200);
    expect(headers["Cache-Control"]).toBe("private, no-cache");
    expect(out).not.toMatch(/hidden id="S:|\$RC/);
    const h1 = out.indexOf("<h1>");
    const section = out.indexOf('id="galleries"');
    const footer = out.indexOf("<footer>");
    expect(h1).toBeGreaterThan(-1);
    expect(section).toBeGreaterThan(h1);
    expect(footer).toBeGreaterThan(section);
    expect(out).toContain('nonce="n0nce"');
  });

  it("answers 500 when a part fails to render", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("boom");
    }
    const { res, html } = response();
    await streamDocument(<Page lower={<Broken />} />, res, opts);
    expect(res.statusCode).toBe(500);
    expect(html()).toContain("<h1>");
    error.mockRestore();
  });
});
