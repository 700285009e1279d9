/**
 * The client's twin of server/layers_test.go: every import in client/src points down the order that
 * docs/architecture.md draws, and no module reaches itself through its imports (type-only ones included).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers, top first, and what each may import besides itself. `apps/<area>` may import nothing of another
 * area; `features/<name>` may use another feature (the cycle check keeps them from leaning on each other).
 */
export const ALLOWED: Record<string, readonly string[]> = {
  app: ["apps", "features", "components", "system", "lib", "format", "styles"],
  apps: ["features", "components", "system", "lib", "format"],
  features: ["features", "components", "system", "lib", "format"],
  components: ["system", "lib", "format"],
  system: ["lib", "format"],
  lib: ["format"],
  format: [],
  styles: [],
};

/** The layer of a file (a path relative to client/src), and for apps its area. */
export function layerOf(rel: string): { layer: string; unit: string } {
  const parts = rel.split("/");
  const top = parts.length > 1 ? parts[0]! : "";
  if (top === "apps") return { layer: "apps", unit: `apps/${parts[1]}` };
  return { layer: top, unit: top };
}

/** Why an import from one file to another goes against the direction, or null when it is allowed. */
export function violation(fromRel: string, toRel: string): string | null {
  const from = layerOf(fromRel);
  const to = layerOf(toRel);
  if (!(from.layer in ALLOWED)) return `${fromRel} is in no layer (docs/architecture.md names them)`;
  if (from.unit === to.unit) return null;
  if (from.layer === "apps" && to.layer === "apps") return `${from.unit} imports another area, ${to.unit}`;
  if (from.layer === to.layer) return null;
  if (!ALLOWED[from.layer]!.includes(to.layer)) return `${from.layer} may not import ${to.layer || "(top level)"}`;
  return null;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

/**
 * Every relative import of a file: static imports, `import type`, `export … from`, `import()` (in code or in
 * a type), as TypeScript's own scanner finds them.
 */
export function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((s) => s.startsWith("."));
}

/** The import graph of client/src: file (relative) → the files it imports (relative). */
function graph(): { edges: Map<string, string[]>; unresolved: string[] } {
  const edges = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const rel = path.relative(SRC, file).split(path.sep).join("/");
    const targets: string[] = [];
    for (const spec of importsOf(fs.readFileSync(file, "utf8"))) {
      const target = resolveImport(file, spec);
      if (target === null) {
        unresolved.push(`${rel}: ${spec}`);
        continue;
      }
      const trel = path.relative(SRC, target).split(path.sep).join("/");
      if (!trel.startsWith("..")) targets.push(trel);
    }
    edges.set(rel, targets);
  }
  return { edges, unresolved };
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself. */
export function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (edges.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

describe("client import direction (docs/architecture.md)", () => {
  const { edges, unresolved } = graph();

  it("finds the imports of every kind", () => {
    expect(
      importsOf(
        'import a from "./a";\nimport type { B } from "../b";\nexport { c } from "./c";\nexport * from "./d";\n' +
          'const e = () => import("./e");\ntype F = typeof import("./f");\nimport "./g.css";\nimport x from "react";',
      ),
    ).toEqual(["./a", "../b", "./c", "./d", "./e", "./f", "./g.css"]);
    expect(edges.size).toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
  });

  it("judges imports by the order", () => {
    expect(violation("components/X/X.tsx", "features/auth/guard.tsx")).toBe("components may not import features");
    expect(violation("apps/member/a.ts", "apps/selling/b.ts")).toBe("apps/member imports another area, apps/selling");
    expect(violation("apps/member/a.ts", "apps/member/pages/b.ts")).toBeNull();
    expect(violation("features/favorites/a.ts", "features/auth/b.ts")).toBeNull();
    expect(violation("lib/a.ts", "system/b.ts")).toBe("lib may not import system");
    expect(violation("app/a.ts", "apps/home/b.ts")).toBeNull();
  });

  it("imports only down the order", () => {
    const problems: string[] = [];
    for (const [from, targets] of edges) {
      // A test may reach up for its set-up (as in server/layers_test.go); cycles count its imports all the same.
      if (/\.test\.tsx?$/.test(from)) continue;
      for (const to of targets) {
        const why = violation(from, to);
        if (why) problems.push(`${from} → ${to}: ${why}`);
      }
    }
    expect(problems.sort()).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(cycles(edges)).toEqual([]);
  });

  it("finds a cycle, type-level too", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(g)).toEqual([["a", "b", "c"]]);
  });
});
