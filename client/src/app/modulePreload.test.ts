import { afterEach, describe, expect, it } from "vitest";
import { MODULES_ELEMENT_ID, preloadModules } from "./modulePreload";

function page(list: string) {
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/app.js">';
  document.body.innerHTML = `<script id="${MODULES_ELEMENT_ID}" type="application/json">${list}</script>`;
}
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

describe("preloadModules", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("adds a modulepreload link for each module the page lists, once each", async () => {
    page('["/assets/start.js","/assets/reactDom.js","/assets/app.js","/assets/start.js"]');
    expect(await preloadModules()).toBe(2);
    expect(preloads()).toEqual(["/assets/app.js", "/assets/start.js", "/assets/reactDom.js"]);
    // A second call adds nothing.
    expect(await preloadModules()).toBe(0);
  });

  it("adds a few links a task, and none that appeared meanwhile", async () => {
    page('["/assets/a.js","/assets/b.js","/assets/c.js","/assets/d.js","/assets/e.js"]');
    const done = preloadModules(document, 2);
    // The first task: two links; the rest come after a yield.
    expect(preloads()).toEqual(["/assets/app.js", "/assets/a.js", "/assets/b.js"]);
    // Meanwhile an import adds its own link (the bundler's loader).
    const own = document.createElement("link");
    own.rel = "modulepreload";
    own.href = "/assets/d.js";
    document.head.appendChild(own);
    expect(await done).toBe(4);
    expect(preloads()).toEqual(["/assets/app.js", "/assets/a.js", "/assets/b.js", "/assets/d.js", "/assets/c.js", "/assets/e.js"]);
  });

  it("loads nothing but the site's own built files", async () => {
    page('["https://cdn.example/x.js","//evil.example/a.js","/media/1.js",7,null,"/assets/ok.js"]');
    expect(await preloadModules()).toBe(1);
    expect(preloads()).toEqual(["/assets/app.js", "/assets/ok.js"]);
  });

  it("does nothing without a list, or with a broken one", async () => {
    document.head.innerHTML = "";
    expect(await preloadModules()).toBe(0);
    page("{not json");
    expect(await preloadModules()).toBe(0);
    page('{"a":1}');
    expect(await preloadModules()).toBe(0);
    expect(preloads()).toEqual(["/assets/app.js"]);
  });
});
