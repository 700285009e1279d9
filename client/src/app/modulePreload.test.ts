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

  it("adds a modulepreload link for each module the page lists, once each", () => {
    page('["/assets/start.js","/assets/reactDom.js","/assets/app.js","/assets/start.js"]');
    expect(preloadModules()).toBe(2);
    expect(preloads()).toEqual(["/assets/app.js", "/assets/start.js", "/assets/reactDom.js"]);
    // A second call adds nothing.
    expect(preloadModules()).toBe(0);
  });

  it("loads nothing but the site's own built files", () => {
    page('["https://cdn.example/x.js","//evil.example/a.js","/media/1.js",7,null,"/assets/ok.js"]');
    expect(preloadModules()).toBe(1);
    expect(preloads()).toEqual(["/assets/app.js", "/assets/ok.js"]);
  });

  it("does nothing without a list, or with a broken one", () => {
    document.head.innerHTML = "";
    expect(preloadModules()).toBe(0);
    page("{not json");
    expect(preloadModules()).toBe(0);
    page('{"a":1}');
    expect(preloadModules()).toBe(0);
    expect(preloads()).toEqual(["/assets/app.js"]);
  });
});
