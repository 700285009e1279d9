import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from "react-router";
import { MemberGate, guardMemberRoute, isMemberPath } from "./guard";
import { resetAuthState, signInDirectly } from "./testUtils";

beforeEach(() => {
  resetAuthState();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error("expected a redirect");
}

const req = (path: string) => new Request(`http://localhost${path}`);

describe("isMemberPath", () => {
  it("matches /member and everything under it", () => {
    expect(isMemberPath("/member/orders")).toBe(true);
    expect(isMemberPath("/member")).toBe(true);
    expect(isMemberPath("/members-club")).toBe(false);
    expect(isMemberPath("/")).toBe(false);
  });
});

describe("guardMemberRoute", () => {
  it("lets a signed-in member through", async () => {
    const openDialog = vi.fn();
    await expect(guardMemberRoute(req("/member/orders"), { hasToken: () => true, openDialog })).resolves.toBeUndefined();
    expect(openDialog).not.toHaveBeenCalled();
  });

  it("a direct visit (app not started) redirects to /login?redirect=<path>", async () => {
    const res = await thrown(guardMemberRoute(req("/member/orders?tab=2"), { hasToken: () => false, isStarted: () => false }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirect=%2Fmember%2Forders%3Ftab%3D2");
  });

  it("in-app: opens the dialog; continues on login", async () => {
    const openDialog = vi.fn(() => Promise.resolve(true));
    await expect(guardMemberRoute(req("/member/orders"), { hasToken: () => false, isStarted: () => true, openDialog })).resolves.toBeUndefined();
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it("in-app: cancels back to the current page when the dialog is closed", async () => {
    const res = await thrown(
      guardMemberRoute(req("/member/orders"), {
        hasToken: () => false,
        isStarted: () => true,
        openDialog: () => Promise.resolve(false),
        currentHref: () => "/artworks?page=3",
      }),
    );
    expect(res.headers.get("Location")).toBe("/artworks?page=3");
    expect(res.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("with a data router: a cancelled navigation stays put, a signed-in one arrives", async () => {
    let answer = false;
    const router = createMemoryRouter(
      [
        { path: "/", Component: () => <p>首页</p> },
        {
          path: "/member/orders",
          loader: ({ request }) =>
            guardMemberRoute(request, { isStarted: () => true, openDialog: () => Promise.resolve(answer), currentHref: () => "/" }).then(() => null),
          Component: () => <p>我的订单</p>,
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate("/member/orders");
    });
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("首页")).toBeTruthy();
    answer = true;
    await act(async () => {
      await router.navigate("/member/orders");
    });
    expect(router.state.location.pathname).toBe("/member/orders");
    expect(screen.getByText("我的订单")).toBeTruthy();
  });
});

describe("MemberGate", () => {
  function Where() {
    const l = useLocation();
    return <p data-testid="where">{l.pathname + l.search}</p>;
  }
  function app(path: string) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/member/*"
            element={
              <MemberGate>
                <p>会员内容</p>
              </MemberGate>
            }
          />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    );
  }

  it("server-renders the neutral shell, even with a token", () => {
    signInDirectly();
    const html = renderToString(app("/member/orders"));
    expect(html).toContain('data-testid="member-shell"');
    expect(html).not.toContain("会员内容");
  });

  it("without a token goes to /login?redirect=<path>", () => {
    render(app("/member/orders?x=1"));
    expect(screen.getByTestId("where").textContent).toBe("/login?redirect=%2Fmember%2Forders%3Fx%3D1");
  });

  it("with a token shows the page", () => {
    signInDirectly();
    render(app("/member/orders"));
    expect(screen.getByText("会员内容")).toBeTruthy();
  });
});
