import { test, expect, waitHydrated } from "../fixtures";
import { emailLogin, gotoLogin, registerMember, reportApiFailures, selectTab } from "../auth/helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

// Every page of the member layout that takes no required parameter (the /member/fav/... spellings too).
const m = paths.member;
const pages = [
  m.profile(), m.orders(), "/member/order", m.address(), m.artworks(), m.artworks("sold"), m.favArtworks(), m.favArtists(),
  m.favGalleries(), "/member/fav/artworks", "/member/fav/artists", "/member/fav/galleries", m.fundsSettings(), m.accountSettings(),
];

test("every member page is rendered on the server for the session's member and hydrates with no error, no CSP violation and no early GraphQL request", async ({ page, request, watch }) => {
  test.slow(); // one sign-in, then a dozen full page loads
  expect(pages.length).toBeGreaterThan(8);
  const member = await registerMember(request);
  await gotoLogin(page, paths.member.profile());
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/profile$/);
  for (const path of pages) {
    const res = await page.goto(path);
    expect(res?.headers()["cache-control"], path).toContain("no-store");
    const html = (await res?.text()) ?? "";
    expect(html, path).toContain('data-testid="member-page"');
    expect(html, path).not.toContain('data-testid="member-shell"');
    await waitHydrated(page);
    expect(await watch.hydrationErrors(), path).toEqual([]);
    expect(await watch.graphqlBeforeHydration(), path).toEqual([]);
  }
});
