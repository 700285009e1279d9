// Writes a .br and a .gz twin of every compressible built file, so the Go
// server can send precompressed assets without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const root = process.argv[2] ?? "dist/client";
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) walk(full);
    else if (compressible.test(name) && st.size > 1024) {
      const buf = readFileSync(full);
      writeFileSync(full + ".br", brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(full + ".gz", gzipSync(buf, { level: 9 }));
    }
  }
}
walk(root);
