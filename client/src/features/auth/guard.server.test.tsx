// @vitest-environment node
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentContext, type DocumentValue } from "../../system/document";
import { guardMemberRoute, MemberGate } from "./guard";

const doc: DocumentValue = { json: "{}", assets: { entry: "", css: [], preload: [] }, nonce: "", configJson: "{}" };

function renderGate(viewer: DocumentValue["viewer"]): string {
  return renderToString(
    <DocumentContext.Provider value={{ ...doc, viewer }}>
      <MemoryRouter initialEntries={["/member/profile"]}>
        <MemberGate bar={false}>
          <h1>个人资料</h1>
        </MemberGate>
      </MemoryRouter>
    </DocumentContext.Provider>,
  );
}

describe("member routes on the server", () => {
  it("sends a request without a session to /login?redirect=<path> (works with JavaScript off)", async () => {
    const err: unknown = await guardMemberRoute(new Request("http://site.test/member/address?x=1"), { serverSession: false }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Response);
    const res = err as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirect=%2Fmember%2Faddress%3Fx%3D1");
  });

  it("lets a request with a session through, and a renderer that was not told renders the shell", async () => {
    await expect(guardMemberRoute(new Request("http://site.test/member/address"), { serverSession: true })).resolves.toBeUndefined();
    await expect(guardMemberRoute(new Request("http://site.test/member/address"))).resolves.toBeUndefined();
  });

  it("renders the page for the session's member, and the neutral shell for nobody", () => {
    const page = renderGate({ name: "小明", avatarUrl: null });
    expect(page).toContain("个人资料");
    expect(page).not.toContain("member-shell");
    const shell = renderGate(null);
    expect(shell).toContain("member-shell");
    expect(shell).not.toContain("个人资料");
  });
});
