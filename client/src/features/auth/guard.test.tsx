import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from "react-router";
import { MemberGate, guardMemberRoute, isMemberPath } from "./guard";
import { committedHref, setCommittedHref } from "./committedLocation";
import { LoginDialogHost, createLoginDialogController, loginDialog } from "./loginDialog";
import { MEMBER, mockApi, resetAuthState, signInDirectly, spyToasts } from "./testUtils";

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
  it("checks a present token first, and lets the member through when the server accepts it", async () => {
    const openDialog = vi.fn();
    const checkLogin = vi.fn(() => Promise.resolve(true));
    await expect(guardMemberRoute(req("/member/orders"), { hasToken: () => true, checkLogin, openDialog })).resolves.toBeUndefined();
    expect(checkLogin).toHaveBeenCalledTimes(1);
    expect(openDialog).not.toHaveBeenCalled();
  });

  it("the default check is a fresh GET /api/member/member, even with member info cached", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly("tok-5");
    await guardMemberRoute(req("/member/orders"), { isStarted: () => true, openDialog: vi.fn() });
    await guardMemberRoute(req("/member/orders"), { isStarted: () => true, openDialog: vi.fn() });
    expect(api.callsTo("GET /api/member/member")).toHaveLength(2);
    expect(api.callsTo("GET /api/member/member")[0]?.headers["Token"]).toBe("tok-5");
  });

  it("in-app with a token the server refuses (401): token and info cleared, the dialog; closed → stays where it was", async () => {
    mockApi({ "GET /api/member/member": { status: 401, code: 401, message: "未登录或登录已过期" } });
    signInDirectly("made-up", { username: "ghost" });
    const openDialog = vi.fn(() => Promise.resolve(false));
    const res = await thrown(
      guardMemberRoute(req("/member/buy/12"), { isStarted: () => true, openDialog, currentHref: () => "/shop?sold=1" }),
    );
    expect(openDialog).toHaveBeenCalledTimes(1);
    expect(res.headers.get("Location")).toBe("/shop?sold=1");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("member_info")).toBeNull();
  });

  it("a 401 of the guard's check does not make the dialog host open a second dialog", async () => {
    mockApi({ "GET /api/member/member": { status: 401, code: 401 } });
    signInDirectly("made-up");
    const seen: boolean[] = [];
    const { memberStore } = await import("./memberStore");
    const off = memberStore.on("unauthorized", ({ handled }) => seen.push(handled));
    await thrown(guardMemberRoute(req("/member/orders"), { isStarted: () => false }));
    off();
    expect(seen).toEqual([true]);
  });

  it("a direct visit with a refused token redirects to /login?redirect=<path>", async () => {
    mockApi({ "GET /api/member/member": { status: 401, code: 401 } });
    signInDirectly("made-up", { username: "ghost" });
    const openDialog = vi.fn();
    const res = await thrown(guardMemberRoute(req("/member/orders"), { isStarted: () => false, openDialog }));
    expect(res.headers.get("Location")).toBe("/login?redirect=%2Fmember%2Forders");
    expect(openDialog).not.toHaveBeenCalled();
  });

  it("a check that cannot be made (network) toasts and cancels an in-app navigation", async () => {
    const notifyCheckFailed = vi.fn();
    const res = await thrown(
      guardMemberRoute(req("/member/orders"), {
        hasToken: () => true,
        checkLogin: () => Promise.reject(new TypeError("Failed to fetch")),
        isStarted: () => true,
        notifyCheckFailed,
        currentHref: () => "/shop",
      }),
    );
    expect(res.headers.get("Location")).toBe("/shop");
    expect(notifyCheckFailed).toHaveBeenCalledWith("登录状态检查失败，请稍后重试");
  });

  it("cancelled from another member page while signed out: home", async () => {
    const res = await thrown(
      guardMemberRoute(req("/member/orders"), {
        hasToken: () => false,
        isStarted: () => true,
        openDialog: () => Promise.resolve(false),
        currentHref: () => "/member/profile",
      }),
    );
    expect(res.headers.get("Location")).toBe("/");
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

  it("with a token: the shell until the server accepts the token, then the page", async () => {
    let answer!: () => void;
    const gate = new Promise<void>((r) => {
      answer = r;
    });
    mockApi({
      "GET /api/member/member": async () => {
        await gate;
        return { data: MEMBER };
      },
    });
    signInDirectly();
    render(app("/member/orders"));
    expect(screen.getByTestId("member-shell")).toBeTruthy();
    expect(screen.queryByText("会员内容")).toBeNull();
    await act(async () => {
      answer();
      await gate;
    });
    await waitFor(() => expect(screen.getByText("会员内容")).toBeTruthy());
  });

  it("a made-up token with made-up member info never shows the page: /login?redirect=<path>", async () => {
    mockApi({ "GET /api/member/member": { status: 401, code: 401, message: "未登录或登录已过期" } });
    signInDirectly("made-up", { username: "ghost", nickname: "ghost" });
    render(app("/member/orders"));
    expect(screen.queryByText("会员内容")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login?redirect=%2Fmember%2Forders"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("member_info")).toBeNull();
  });

  it("a check that cannot be made shows its message and a retry", async () => {
    const api = mockApi({ "GET /api/member/member": { status: 500, code: 500 } });
    spyToasts();
    signInDirectly();
    render(app("/member/orders"));
    await waitFor(() => expect(screen.getByTestId("member-check-failed")).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByText("会员内容")).toBeNull();
    api.on("GET /api/member/member", { data: MEMBER });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "重试" }));
    });
    await waitFor(() => expect(screen.getByText("会员内容")).toBeTruthy());
  });
});

describe("guardMemberRoute: where a cancelled navigation goes back to", () => {
  afterEach(() => setCommittedHref(null));

  it("the router's last committed location (on back/forward window.location is already the new one)", async () => {
    setCommittedHref("/artworks?page=2");
    window.history.replaceState(null, "", "/member/orders");
    const res = await thrown(
      guardMemberRoute(req("/member/orders"), { hasToken: () => false, isStarted: () => true, openDialog: () => Promise.resolve(false) }),
    );
    expect(res.headers.get("Location")).toBe("/artworks?page=2");
    window.history.replaceState(null, "", "/");
  });

  it("window.location when nothing was committed yet", async () => {
    window.history.replaceState(null, "", "/artworks");
    const res = await thrown(
      guardMemberRoute(req("/member/orders"), { hasToken: () => false, isStarted: () => true, openDialog: () => Promise.resolve(false) }),
    );
    expect(res.headers.get("Location")).toBe("/artworks");
    window.history.replaceState(null, "", "/");
  });

  it("LoginDialogHost records the committed location", () => {
    render(
      <MemoryRouter initialEntries={["/artworks?page=3#top"]}>
        <LoginDialogHost controller={createLoginDialogController()} />
      </MemoryRouter>,
    );
    expect(committedHref()).toBe("/artworks?page=3#top");
  });
});

describe("MemberGate: the member bar and a token gone bad", () => {
  function app(path: string) {
    const router = createMemoryRouter(
      [
        { path: "/", Component: () => <p>首页</p> },
        {
          path: "/member/orders",
          Component: () => (
            <MemberGate>
              <p>会员内容</p>
            </MemberGate>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("shows who is signed in; 退出登录 clears the session, calls the endpoint and goes home", async () => {
    const api = mockApi({ "PUT /api/auth/logout": { data: null }, "GET /api/member/member": { data: MEMBER } });
    signInDirectly("tok-9");
    const router = app("/member/orders");
    await waitFor(() => expect(screen.getByTestId("member-bar").textContent).toContain("测试"));
    expect(screen.getByTestId("member-bar").textContent).toContain("tester");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "退出登录" }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("member_info")).toBeNull();
    const [call] = api.callsTo("PUT /api/auth/logout");
    expect(call?.headers["Token"]).toBe("tok-9");
  });

  it("a token without member info: the info is fetched", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    signInDirectly("tok-2", null);
    app("/member/orders");
    await waitFor(() => expect(screen.getByTestId("member-bar").textContent).toContain("测试"));
    expect(api.callsTo("GET /api/member/member")).toHaveLength(1);
  });

  it("another member-info fetch answering 401 while the page shows: the login dialog; closed → home", async () => {
    const api = mockApi({ "GET /api/member/member": { data: MEMBER } });
    spyToasts();
    const controller = loginDialog;
    const off = controller.attachHost();
    const open = vi.spyOn(controller, "open");
    signInDirectly("tok-3", null);
    const router = app("/member/orders");
    await waitFor(() => expect(screen.getByText("会员内容")).toBeTruthy());
    expect(open).not.toHaveBeenCalled();
    api.on("GET /api/member/member", { status: 401, code: 401, message: "未登录或登录已过期" });
    const { memberStore } = await import("./memberStore");
    await act(async () => {
      await memberStore.fetchMemberInfo().catch(() => undefined);
    });
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(screen.getByTestId("member-shell")).toBeTruthy();
    act(() => controller.finish(false));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    off();
  });
});
