/**
 * The /member access rule of spec §6. The token lives in local storage, so the server cannot know it:
 * - the server renders member routes as a neutral shell (<MemberGate> shows a spinner);
 * - a direct visit or reload without a token goes to /login?redirect=<path> (MemberGate after hydration, or
 *   guardMemberRoute in a client-only start);
 * - an in-app navigation without a token opens the login dialog (guardMemberRoute in the route's loader): the
 *   navigation continues when the person signs in and is cancelled (back to where they were) when they close it.
 */
import { useEffect, useState, type ReactNode } from "react";
import { redirect, replace, useLocation, useNavigate } from "react-router";
import { committedHref } from "./committedLocation";
import { useIsClient, useMemberState } from "./hooks";
import { loginPath, openLoginDialog } from "./loginDialog";
import { hasMemberInfo, memberStore } from "./memberStore";
import { Spinner } from "./ui";

/** Any path starting with /member needs a signed-in member. */
export function isMemberPath(pathname: string): boolean {
  return pathname === "/member" || pathname.startsWith("/member/");
}

export interface GuardDeps {
  /** Whether a token is present; default: the member store. */
  hasToken?: () => boolean;
  /** Whether the app has started (hydrated or rendered): later loader runs are in-app navigations. */
  isStarted?: () => boolean;
  openDialog?: () => Promise<boolean>;
  /** The page the navigation starts from; default the last committed location, else window.location. */
  currentHref?: () => string;
}

function appStarted(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

/**
 * The page an in-app navigation starts from: the router's last committed location (during a back/forward
 * navigation window.location already shows the new address), else window.location.
 */
function currentHref(): string {
  return committedHref() ?? window.location.pathname + window.location.search + window.location.hash;
}

/**
 * For the loader of a member route. On the server: nothing (the page renders its neutral shell). In the
 * browser without a token: before the app has started (client-only shell) → redirect to
 * /login?redirect=<path>; during an in-app navigation → the login dialog; signed in → continue, closed →
 * throws a replace() back to the page the navigation came from, which cancels it.
 */
export async function guardMemberRoute(request: Request, deps: GuardDeps = {}): Promise<void> {
  if (typeof window === "undefined") return;
  const hasToken = deps.hasToken ?? (() => memberStore.isLoggedIn());
  if (hasToken()) return;
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (!(deps.isStarted ?? appStarted)()) throw redirect(loginPath(wanted));
  const ok = await (deps.openDialog ?? openLoginDialog)();
  if (ok) return;
  const from = (deps.currentHref ?? currentHref)();
  throw replace(from === wanted ? "/" : from);
}

/** The neutral shell of a member page before the client has decided. */
export function MemberShell() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" data-testid="member-shell">
      <Spinner label="加载中" />
    </div>
  );
}

/**
 * Wraps member pages (or the member routes' layout). Server and hydration: the neutral shell. In the browser:
 * no token on arrival → /login?redirect=<path> (replace); with a token → the member bar and the page. If the
 * token goes later (a 401), the shell shows while the login dialog (opened by LoginDialogHost) asks to sign in
 * again; closing it goes home.
 */
export function MemberGate({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const isClient = useIsClient();
  const { token } = useMemberState();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (memberStore.getToken() === "") {
      void navigate(loginPath(location.pathname + location.search), { replace: true });
    }
    // Only on arrival: later sign-outs are the dialog's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The token turned out to be no longer valid (member info answered 401): <LoginDialogHost> opens the login
  // dialog; closed without signing in, the member page cannot be shown, so leave it for home.
  useEffect(
    () =>
      memberStore.on("unauthorized", () => {
        void openLoginDialog().then((ok) => {
          if (!ok && memberStore.getToken() === "") void navigate("/", { replace: true });
        });
      }),
    [navigate],
  );

  if (!isClient || token === "") return <>{fallback ?? <MemberShell />}</>;
  return (
    <>
      <MemberBar />
      {children}
    </>
  );
}

/**
 * The member area's bar: who is signed in, and 退出登录 (spec §4: logout clears the token, the WeChat temporary
 * data and the request caches, then calls PUT /api/auth/logout); afterwards home. Member info missing (a token
 * from local storage alone) is fetched once: that also checks the token, and a 401 opens the login dialog.
 */
export function MemberBar() {
  const { info } = useMemberState();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const hasInfo = hasMemberInfo(info);
  useEffect(() => {
    if (!hasInfo && memberStore.isLoggedIn()) memberStore.fetchMemberInfo().catch(() => undefined);
  }, [hasInfo]);
  const nickname = typeof info?.nickname === "string" ? info.nickname : "";
  const username = typeof info?.username === "string" ? info.username : "";
  const name = nickname || username;
  function logout() {
    if (busy) return;
    setBusy(true);
    // The session is cleared locally at once; the endpoint call follows.
    void memberStore.logout();
    void navigate("/", { replace: true });
  }
  return (
    <div className="border-b border-black/5 bg-white/60" data-testid="member-bar">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-3 px-4 text-sm text-secondary">
        {name !== "" ? (
          <span className="truncate">
            当前账号：<span className="text-primary">{name}</span>
            {username !== "" && username !== name ? <span className="ml-1">（{username}）</span> : null}
          </span>
        ) : null}
        <button
          type="button"
          onClick={logout}
          disabled={busy}
          className="shrink-0 text-primary hover:underline disabled:opacity-60"
        >
          退出登录
        </button>
      </div>
    </div>
  );
}
