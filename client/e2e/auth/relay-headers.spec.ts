/**
 * Issue 12, point 5 (spec §6): GraphQL requests carry Token (signed in) and Channel (wechat / h5 / pc) like the
 * REST calls, and the server resolves `viewer` from that Token.
 */
import type { Page, Request } from "@playwright/test";
import { test, expect, waitHydrated } from "../fixtures";
import { WECHAT_UA, emailLogin, expectSignedIn, registerMember, reportApiFailures, selectTab, storedSession } from "./helpers";
import { paths } from "../../src/system/paths";

reportApiFailures(test);

function graphqlRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/graphql" && r.method() === "POST") seen.push(r);
  });
  return seen;
}

/** Sends `viewer` to /graphql from the page with the given headers; the viewer's username, or null. */
async function viewerWith(page: Page, headers: Record<string, string>): Promise<string | null> {
  return page.evaluate(async (h) => {
    const res = await fetch("/graphql", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...h },
      body: JSON.stringify({ query: "query { viewer { username } }" }),
    });
    const body = (await res.json()) as { data?: { viewer: { username: string } | null } };
    return body.data?.viewer?.username ?? null;
  }, headers);
}

test("signed out: Channel only; signed in: Token too, and the server knows the viewer by it", async ({ page, request, watch }, testInfo) => {
  void watch;
  const channel = testInfo.project.name === "mobile" ? "h5" : "pc";
  const member = await registerMember(request);
  const gql = graphqlRequests(page);

  await page.goto(paths.artworks());
  await waitHydrated(page);
  // An in-app navigation fetches its page's query through Relay.
  await page.locator("a[href^='/artwork/']").first().click();
  await expect(page).toHaveURL(/\/artwork\/\d+$/);
  await expect.poll(() => gql.length).toBeGreaterThan(0);
  const anonymous = gql[gql.length - 1]!.headers();
  expect(anonymous["channel"]).toBe(channel);
  expect(anonymous["token"]).toBeUndefined();

  await page.goto(`/login?redirect=${encodeURIComponent("/member/orders")}`);
  await waitHydrated(page);
  await selectTab(page, "账号登录");
  await emailLogin(page, member.email, member.password);
  await expect(page).toHaveURL(/\/member\/orders$/);
  await expectSignedIn(page);
  const { token } = await storedSession(page);

  const before = gql.length;
  await page.getByRole("link", { name: "去看看作品" }).click();
  await expect(page).toHaveURL(/\/artworks$/);
  await expect.poll(() => gql.length).toBeGreaterThan(before);
  const signedIn = gql[gql.length - 1]!.headers();
  expect(signedIn["token"]).toBe(token);
  expect(signedIn["channel"]).toBe(channel);

  // The same headers make the server resolve the viewer; without the token it is a visitor.
  expect(await viewerWith(page, { Token: signedIn["token"]!, Channel: signedIn["channel"]! })).toBe(member.username);
  expect(await viewerWith(page, { Channel: channel })).toBeNull();
});

test.describe("inside WeChat", () => {
  test.use({ userAgent: WECHAT_UA });

  test("GraphQL requests say Channel: wechat", async ({ page, watch }) => {
    void watch;
    const gql = graphqlRequests(page);
    await page.goto(paths.artworks());
    await waitHydrated(page);
    await page.locator("a[href^='/artwork/']").first().click();
    await expect(page).toHaveURL(/\/artwork\/\d+$/);
    await expect.poll(() => gql.length).toBeGreaterThan(0);
    expect(gql[gql.length - 1]!.headers()["channel"]).toBe("wechat");
  });
});
