import { test, expect, waitHydrated, artworks } from "./fixtures";
import { paths } from "../src/system/paths";

for (const path of ["/", "/artworks", "ARTWORK", "/no-such-page"]) {
  test(`hydrates ${path} with no error, no CSP violation and no GraphQL request`, async ({ page, watch }) => {
    let target = path;
    if (path === "ARTWORK") target = paths.artwork((await artworks(page, 1))[0]!.number);
    await page.goto(target);
    await waitHydrated(page);
    expect(await watch.hydrationErrors()).toEqual([]);
    expect(await watch.graphqlBeforeHydration()).toEqual([]);
    // The served markup was hydrated, not replaced: no shell fallback.
    expect(await page.evaluate(() => document.getElementById("root"))).toBeNull();
  });
}
