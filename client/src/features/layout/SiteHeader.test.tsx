import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { fireEvent, screen, within } from "@testing-library/react";
import { DocumentContext, type DocumentValue, type SessionViewer } from "../../system/document";
import { memberStore } from "../auth/memberStore";
import { resetAuthState } from "../auth/testUtils";
import { SiteHeader } from "./SiteHeader";

const DOC: DocumentValue = { json: "{}", assets: { entry: "", css: [], preload: [] }, nonce: "", configJson: "{}", origin: "http://localhost" };
const SERVER_MEMBER: SessionViewer = { name: "白石", avatarUrl: null };

function tree(viewer: SessionViewer | null) {
  return (
    <DocumentContext.Provider value={{ ...DOC, viewer }}>
      <MemoryRouter initialEntries={["/artworks"]}>
        <SiteHeader />
      </MemoryRouter>
    </DocumentContext.Provider>
  );
}

let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  resetAuthState();
  container = document.createElement("div");
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

/** Server-renders the header for `viewer`, then hydrates it in this "browser"; returns hydration errors. */
async function serverThenHydrate(viewer: SessionViewer | null): Promise<unknown[]> {
  container.innerHTML = renderToString(tree(viewer));
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(viewer), { onRecoverableError: (e) => errors.push(e) });
  });
  return errors;
}

function loginLink(): HTMLElement | null {
  return within(container).queryByRole("link", { name: "登录" });
}

describe("server rendering", () => {
  it("shows the member the page is rendered for, and no 登录", () => {
    const html = renderToString(tree(SERVER_MEMBER));
    expect(html).toContain('data-testid="member-name">白石</span>');
    expect(html).toContain('data-testid="member-initial"');
    expect(html).not.toMatch(/>登录<\/a>/);
  });

  it("offers 登录 to a visitor, as a link that works without scripts", () => {
    const html = renderToString(tree(null));
    expect(html).toMatch(/<a [^>]*href="\/login\?redirect=%2Fartworks"[^>]*>登录<\/a>/);
    expect(html).not.toContain("member-menu-button");
  });
});

describe("hydration", () => {
  it("hydrates the server's member without a mismatch, then follows the member store", async () => {
    localStorage.setItem("token", "tok");
    localStorage.setItem("member_info", JSON.stringify({ id: 1, username: "baishi", nickname: "齐白石", avatar: "/media/a.png" }));
    memberStore.reloadFromStorage();
    expect(await serverThenHydrate(SERVER_MEMBER)).toEqual([]);
    const button = within(container).getByTestId("member-menu-button");
    expect(button.textContent).toContain("齐白石");
    expect(within(button).getByTestId("member-avatar").getAttribute("src")).toBe("/media/a.png");
    expect(loginLink()).toBeNull();
  });

  it("hydrates a visitor's page without a mismatch even when this browser holds a token", async () => {
    localStorage.setItem("token", "tok");
    localStorage.setItem("member_info", JSON.stringify({ id: 1, username: "baishi", nickname: "齐白石" }));
    memberStore.reloadFromStorage();
    expect(await serverThenHydrate(null)).toEqual([]);
    expect(within(container).getByTestId("member-menu-button").textContent).toContain("齐白石");
  });

  it("a server member this browser has signed out of: no mismatch, then 登录", async () => {
    expect(await serverThenHydrate(SERVER_MEMBER)).toEqual([]);
    expect(loginLink()).not.toBeNull();
    expect(within(container).queryByTestId("member-menu-button")).toBeNull();
  });
});

describe("sign-in and logout without a reload", () => {
  it("switches to the member when the store signs in, and back to 登录 on logout", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ code: 1, data: null }), { status: 200 })));
    expect(await serverThenHydrate(null)).toEqual([]);
    expect(loginLink()).not.toBeNull();
    act(() => {
      memberStore.setToken("tok");
      memberStore.setMemberInfo({ id: 2, username: "wu", nickname: "吴昌硕" });
    });
    expect(within(container).getByTestId("member-menu-button").textContent).toContain("吴昌硕");
    expect(within(container).getAllByTestId("member-initial")[0]!.textContent).toBe("吴");
    // 退出登录 from the menu.
    fireEvent.click(within(container).getByTestId("member-menu-button"));
    await act(async () => {
      fireEvent.click(within(container).getByRole("button", { name: "退出登录" }));
    });
    expect(loginLink()).not.toBeNull();
    expect(memberStore.getToken()).toBe("");
  });
});

describe("the member menu", () => {
  it("is a button with aria-expanded; Escape closes it and focus returns", async () => {
    expect(await serverThenHydrate(SERVER_MEMBER)).toEqual([]);
    act(() => {
      memberStore.setToken("tok");
      memberStore.setMemberInfo({ id: 1, username: "baishi", nickname: "白石" });
    });
    const button = within(container).getByTestId("member-menu-button");
    const panel = within(container).getByTestId("member-menu-panel");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    const links = within(panel)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["我的订单", "/member/orders"],
      ["我的作品", "/member/artworks"],
      ["收藏的作品", "/member/fav-artworks"],
      ["个人资料", "/member/profile"],
      ["账户设置", "/member/account-settings"],
    ]);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    void screen;
  });
});
