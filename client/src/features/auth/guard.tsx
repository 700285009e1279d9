/**
 * The /member access rule of spec §6 and the login check of spec §4. The token lives in local storage, so the
 * server cannot know it:
 * - the server renders member routes as a neutral shell (<MemberGate> shows a spinner);
 * - a token is never taken on trust: before a member page shows, a fresh member-info fetch checks it (the
 *   route's loader for an in-app navigation, <MemberGate> for a direct visit or reload); cached member info
 *   may paint elsewhere meanwhile, the member page does not;
 * - a direct visit or reload without a (valid) token goes to /login?redirect=<path> (MemberGate after
 *   hydration, or guardMemberRoute in a client-only start);
 * - an in-app navigation without a (valid) token opens the login dialog (guardMemberRoute in the route's
 *   loader): the navigation continues when the person signs in and is cancelled (the address stays where it
 *   was) when they close it.
 */
import { useContext, useEffect, useState, type ReactNode } from "react";
import { DocumentContext } from "../../system/document";
import { Spinner } from "../../components/form/Spinner";
import { redirect, replace, useLocation, useNavigate } from "react-router";
import { toast } from "../../components/Toast";
import { committedHref } from "./committedLocation";
import { MESSAGES } from "./constants";
import { failureMessage } from "./failure";
import { useIsClient, useMemberState } from "./hooks";
import { loginPath, openLoginDialog } from "./loginDialog";
import { memberStore } from "./memberStore";
import { isMemberPath, paths } from "../../system/paths";
import { memberBarNames } from "./memberName";

/** Any path starting with /member needs a signed-in member. */
export { isMemberPath };

export interface GuardDeps {
  /** Whether a token is present; default: the member store. */
  hasToken?: () => boolean;
  /**
   * The login check of a present token (spec §4): true when the server accepts it, false after a 401 (token
   * cleared); rejects on other failures. Default: memberStore.checkLogin (a fresh member-info fetch).
   */
  checkLogin?: () => Promise<boolean>;
  /** Shows the failure of a check that could not be made (default: an error toast). */
  notifyCheckFailed?: (message: string) => void;
  /** Whether the app has started (hydrated or rendered): later loader runs are in-app navigations. */
  isStarted?: () => boolean;
  openDialog?: () => Promise<boolean>;
  /** The page the navigation starts from; default the last committed location, else window.location. */
  currentHref?: () => string;
  /** On the server: whether the request came with a live session (the Go server checked its cookie). */
  serverSession?: boolean;
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
 * Where a cancelled navigation goes: back to the page it came from (the address never left it), unless that is
 * the wanted page itself or another member page the person can no longer see: then home.
 */
function cancelTarget(from: string, wanted: string, signedIn: boolean): string {
  if (from === wanted) return paths.home();
  const fromPath = new URL(from, "http://x").pathname;
  if (isMemberPath(fromPath) && !signedIn) return paths.home();
  return from;
}

/**
 * For the loader of a member route. On the server: a request without a live session is redirected to
 * /login?redirect=<path>; with one, the page renders for its member. In the
 * browser, a token is checked first (a fresh member-info fetch, spec §4): accepted → continue. Without a token
 * or after a 401: before the app has started (client-only shell) → redirect to /login?redirect=<path>; during
 * an in-app navigation → the login dialog; signed in → continue, closed → throws a replace() back to the page
 * the navigation came from, which cancels it. A check that could not be made (offline, server error) toasts
 * and cancels an in-app navigation; in a client-only start the route's error page shows.
 */
export async function guardMemberRoute(request: Request, deps: GuardDeps = {}): Promise<void> {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (typeof window === "undefined") {
    // On the server the session cookie decides: a page for its member, else the login page (which also works
    // with JavaScript off). A renderer that was not told (tests, the shell) renders the neutral shell.
    if (deps.serverSession === false) throw redirect(loginPath(wanted));
    return;
  }
  const hasToken = deps.hasToken ?? (() => memberStore.isLoggedIn());
  const started = (deps.isStarted ?? appStarted)();
  const from = () => (deps.currentHref ?? currentHref)();
  if (hasToken()) {
    let accepted: boolean;
    try {
      accepted = await (deps.checkLogin ?? (() => memberStore.checkLogin()))();
    } catch (err) {
      if (!started) throw err;
      (deps.notifyCheckFailed ?? ((m: string) => toast.error(m)))(failureMessage(err, MESSAGES.checkFailed));
      throw replace(cancelTarget(from(), wanted, hasToken()));
    }
    if (accepted) return;
  }
  if (!started) throw redirect(loginPath(wanted));
  const ok = await (deps.openDialog ?? openLoginDialog)();
  if (ok) return;
  throw replace(cancelTarget(from(), wanted, hasToken()));
}

/** The neutral shell of a member page before the client has decided. */
export function MemberShell() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" data-testid="member-shell">
      <Spinner label="加载中" />
    </div>
  );
}

/** A login check that could not be made (offline, server error): its message and a retry. */
function CheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 text-center" data-testid="member-check-failed">
      <p className="text-secondary" role="alert">
        {message}
      </p>
      <button type="button" onClick={onRetry} className="rounded bg-primary px-5 py-2 text-sm text-white">
        重试
      </button>
    </div>
  );
}

/**
 * Wraps member pages (or the member routes' layout). Server and hydration: the neutral shell. In the browser:
 * no token on arrival → /login?redirect=<path> (replace); a token not yet checked in this page load (a direct
 * visit or reload: in-app navigations were checked by the route's loader) → the shell while member info is
 * fetched afresh; a 401 → /login?redirect=<path>; accepted → the member bar and the page. If the token goes
 * later (a 401 of another member-info fetch), the shell shows while the login dialog (opened by
 * LoginDialogHost) asks to sign in again; closing it goes home.
 */
export function MemberGate({ children, fallback, bar = true }: { children: ReactNode; fallback?: ReactNode; bar?: boolean }) {
  const isClient = useIsClient();
  // The member the server rendered this page for (its session cookie named a live session): the page itself
  // was rendered, so hydration shows it too, and it stays while the token is checked afresh.
  const rendered = useContext(DocumentContext).viewer != null;
  const { token } = useMemberState();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const here = location.pathname + location.search;
    if (memberStore.getToken() === "") {
      void navigate(loginPath(here), { replace: true });
      return;
    }
    if (memberStore.isVerified()) return;
    let active = true;
    setFailure(null);
    memberStore.checkLogin().then(
      (accepted) => {
        if (active && !accepted) void navigate(loginPath(here), { replace: true });
      },
      (err: unknown) => {
        if (active) setFailure(failureMessage(err, MESSAGES.checkFailed));
      },
    );
    return () => {
      active = false;
    };
    // On arrival (and on retry): later sign-outs are the dialog's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // Another member-info fetch answered 401 while the page shows: <LoginDialogHost> opens the login dialog;
  // closed without signing in, the member page cannot be shown, so leave it for home. A login check's 401
  // (handled) is its caller's business: the route's guard, or the check above.
  useEffect(
    () =>
      memberStore.on("unauthorized", ({ handled }) => {
        if (handled) return;
        void openLoginDialog().then((ok) => {
          if (!ok && memberStore.getToken() === "") void navigate(paths.home(), { replace: true });
        });
      }),
    [navigate],
  );

  const page = (
    <>
      {bar ? <MemberBar /> : null}
      {children}
    </>
  );
  if (!isClient) return rendered ? page : <>{fallback ?? <MemberShell />}</>;
  if (token === "") return <>{fallback ?? <MemberShell />}</>;
  if (failure !== null) return <CheckFailed message={failure} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!memberStore.isVerified() && !rendered) return <>{fallback ?? <MemberShell />}</>;
  return page;
}

/**
 * The member area's bar: who is signed in, and 退出登录 (spec §4: logout clears the token, the WeChat temporary
 * data and the request caches, then calls PUT /api/auth/logout); afterwards home. Member info is fresh: the
 * gate's login check fetched it.
 */
/** 退出登录 for a button: clears the session locally at once (the endpoint call follows), then goes home. */
export function useLogout(): { logout: () => void; busy: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  function logout() {
    if (busy) return;
    setBusy(true);
    void memberStore.logout();
    void navigate(paths.home(), { replace: true });
  }
  return { logout, busy };
}

export function MemberBar() {
  const { info } = useMemberState();
  const { logout, busy } = useLogout();
  const { name, username } = memberBarNames(
    typeof info?.nickname === "string" ? info.nickname : "",
    typeof info?.username === "string" ? info.username : "",
  );
  return (
    <div className="border-b border-black/5 bg-white/60" data-testid="member-bar" data-tap-targets>
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-3 px-4 text-sm text-secondary">
        {name !== "" ? (
          <span className="truncate">
            当前账号：<span className="text-primary">{name}</span>
            {username !== null ? <span className="ml-1">（{username}）</span> : null}
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
