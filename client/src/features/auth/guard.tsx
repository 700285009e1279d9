/**
 * The /member access rule of spec §6. The token lives in local storage, so the server cannot know it:
 * - the server renders member routes as a neutral shell (<MemberGate> shows a spinner);
 * - a direct visit or reload without a token goes to /login?redirect=<path> (MemberGate after hydration, or
 *   guardMemberRoute in a client-only start);
 * - an in-app navigation without a token opens the login dialog (guardMemberRoute in the route's loader): the
 *   navigation continues when the person signs in and is cancelled (back to where they were) when they close it.
 */
import { useEffect, type ReactNode } from "react";
import { redirect, replace, useLocation, useNavigate } from "react-router";
import { useIsClient, useMemberState } from "./hooks";
import { loginPath, openLoginDialog } from "./loginDialog";
import { memberStore } from "./memberStore";
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
  /** Where the browser is now (the navigation's origin page); default window.location. */
  currentHref?: () => string;
}

function appStarted(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
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
  const from = (deps.currentHref ?? (() => window.location.pathname + window.location.search + window.location.hash))();
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
 * no token on arrival → /login?redirect=<path> (replace); with a token → the page. If the token goes later
 * (a 401), the shell shows while the login dialog (opened by LoginDialogHost) asks to sign in again.
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

  if (!isClient || token === "") return <>{fallback ?? <MemberShell />}</>;
  return <>{children}</>;
}
