import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module script without types
import { closure, entryClosure } from "./budget.mjs";

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

  it("counts what the start imports on its own (app/boot), part after part, not the pages it imports lazily", () => {
    const manifest = {
      "index.html": {
        file: "app.js",
        isEntry: true,
        imports: ["_react.js"],
        dynamicImports: ["src/app/boot/relay.ts", "src/app/boot/start.tsx", "page.tsx"],
      },
      "_react.js": { file: "react.js" },
      "src/app/boot/relay.ts": { file: "relay.js", imports: ["_relay-runtime.js"] },
      "_relay-runtime.js": { file: "relay-runtime.js" },
      // The start imports react-dom's client on its own in turn, and the pages lazily.
      "src/app/boot/start.tsx": {
        file: "start.js",
        imports: ["_shell.js"],
        dynamicImports: ["src/app/boot/reactDom.ts", "page.tsx"],
      },
      "_shell.js": { file: "shell.js", imports: ["_react.js", "_relay-runtime.js"] },
      "src/app/boot/reactDom.ts": { file: "reactDom.js", imports: ["_react.js", "_scheduler.js"] },
      "_scheduler.js": { file: "scheduler.js" },
      "page.tsx": { file: "page.js", dynamicImports: ["src/app/boot/start.tsx"] },
    };
    expect([...entryClosure(manifest, "index.html")].sort()).toEqual([
      "app.js",
      "react.js",
      "reactDom.js",
      "relay-runtime.js",
      "relay.js",
      "scheduler.js",
      "shell.js",
      "start.js",
    ]);
  });
});
