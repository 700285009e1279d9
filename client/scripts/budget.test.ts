import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module script without types
import { closure } from "./budget.mjs";

describe("budget closure", () => {
  it("follows static imports transitively, once each, and never dynamic ones", () => {
    const manifest = {
      "index.html": { file: "app.js", isEntry: true, imports: ["_react.js", "_shared.js"], dynamicImports: ["page.tsx"] },
      "_react.js": { file: "react.js" },
      "_shared.js": { file: "shared.js", imports: ["_react.js"] },
      "page.tsx": { file: "page.js", imports: ["_shared.js", "_card.js"], dynamicImports: ["_viewer.js"] },
      "_card.js": { file: "card.js" },
      "_viewer.js": { file: "viewer.js" },
    };
    expect([...closure(manifest, "index.html")].sort()).toEqual(["app.js", "react.js", "shared.js"]);
    expect([...closure(manifest, "page.tsx", closure(manifest, "index.html"))].sort()).toEqual(["app.js", "card.js", "page.js", "react.js", "shared.js"]);
    expect(() => closure(manifest, "missing.tsx")).toThrow(/no missing.tsx/);
  });
});
