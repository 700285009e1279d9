/**
 * The login check before a protected action (spec §4/§8): `openLoginDialog()` shows the login dialog and
 * resolves true on login, false on close; the dialog is removed 300 ms after closing. `ensureLogin()` opens it
 * when there is no token, or when fetching member info answers 401. `<LoginDialogHost />` (mounted once, in
 * Providers) renders the dialog, opens it when member info fails with 401, and shows the bind-mobile dialog when
 * a WeChat login said need_bind_mobile.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { useInRouterContext, useLocation } from "react-router";
import { setCommittedHref } from "./committedLocation";
import { failureMessage } from "./failure";
import { readItem, removeItem, safeLocalStorage } from "../../lib/storage";
import { toast } from "../../components/Toast";
import { LOGIN_DIALOG_REMOVAL_MS, MESSAGES, STORAGE_KEYS } from "./constants";
import { hasMemberInfo, memberStore } from "./memberStore";
import { paths } from "../../system/paths";

// The dialogs' code loads on first use (every page mounts the host; few open it).
const LoginPanel = lazy(() => import("./LoginPanel").then((m) => ({ default: m.LoginPanel })));
const BindMobileDialog = lazy(() => import("./BindMobileDialog").then((m) => ({ default: m.BindMobileDialog })));

/** Starts loading the dialogs' code (e.g. on hover of a 登录 button). */
export function preloadLoginDialog(): void {
  void import("./LoginPanel");
}

export type LoginDialogPhase = "closed" | "open" | "closing";

export interface LoginDialogState {
  readonly phase: LoginDialogPhase;
  /** Bumped on every opening: a fresh panel each time. */
  readonly serial: number;
}

export interface LoginDialogController {
  open(): Promise<boolean>;
  /** Closes the dialog; pending open() promises resolve with `loggedIn`. */
  finish(loggedIn: boolean): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoginDialogState;
  getServerSnapshot(): LoginDialogState;
  /** Registers a mounted host; returns its unregister function. */
  attachHost(): () => void;
  hostCount(): number;
}

export interface LoginDialogControllerOptions {
  removalMs?: number;
  /** What open() does without a mounted host; default: go to /login?redirect=<here> and resolve false. */
  fallback?: () => void;
}

const CLOSED: LoginDialogState = Object.freeze({ phase: "closed", serial: 0 });

/** /login?redirect=<path> */
export function loginPath(redirect: string): string {
  return paths.login(redirect);
}

function defaultFallback(): void {
  const here = window.location.pathname + window.location.search;
  window.location.assign(loginPath(here));
}

export function createLoginDialogController(options: LoginDialogControllerOptions = {}): LoginDialogController {
  const removalMs = options.removalMs ?? LOGIN_DIALOG_REMOVAL_MS;
  let state: LoginDialogState = CLOSED;
  let resolvers: ((loggedIn: boolean) => void)[] = [];
  let removal: ReturnType<typeof setTimeout> | undefined;
  let hosts = 0;
  const listeners = new Set<() => void>();

  function set(next: LoginDialogState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function open(): Promise<boolean> {
    if (typeof window === "undefined") return Promise.resolve(false);
    if (hosts === 0) {
      (options.fallback ?? defaultFallback)();
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      resolvers.push(resolve);
      if (state.phase !== "open") {
        clearTimeout(removal);
        set({ phase: "open", serial: state.serial + 1 });
      }
    });
  }

  function finish(loggedIn: boolean): void {
    const pending = resolvers;
    resolvers = [];
    for (const resolve of pending) resolve(loggedIn);
    if (state.phase !== "open") return;
    set({ phase: "closing", serial: state.serial });
    clearTimeout(removal);
    removal = setTimeout(() => set({ phase: "closed", serial: state.serial }), removalMs);
  }

  return {
    open,
    finish,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getServerSnapshot: () => CLOSED,
    attachHost() {
      hosts += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        hosts -= 1;
        if (hosts === 0) {
          clearTimeout(removal);
          const pending = resolvers;
          resolvers = [];
          for (const resolve of pending) resolve(false);
          set({ phase: "closed", serial: state.serial });
        }
      };
    },
    hostCount: () => hosts,
  };
}

/** The app's login dialog. */
export const loginDialog: LoginDialogController = createLoginDialogController();

/** Opens the login dialog (joins it when already open): true on login, false on close. */
export function openLoginDialog(): Promise<boolean> {
  return loginDialog.open();
}

/**
 * The login check before a protected action: no token → the dialog; a token → fetch member info, and a 401 →
 * the dialog. Resolves true when signed in. Another failure toasts its message and resolves false.
 */
export async function ensureLogin(): Promise<boolean> {
  if (!memberStore.isLoggedIn()) return openLoginDialog();
  try {
    if (await memberStore.checkLogin()) return true;
    return openLoginDialog();
  } catch (err) {
    toast.error(failureMessage(err, MESSAGES.checkFailed));
    return false;
  }
}

/**
 * `requireLogin(action?)`: runs `action` after ensureLogin() resolved true; resolves whether it ran.
 *   const requireLogin = useRequireLogin();
 *   <button onClick={() => requireLogin(() => navigate("/member/publish-artwork"))}>发布作品</button>
 */
export function useRequireLogin(): (action?: () => unknown) => Promise<boolean> {
  return useCallback(async (action?: () => unknown) => {
    const ok = await ensureLogin();
    if (ok && action) await action();
    return ok;
  }, []);
}

/** Pages that handle sign-in themselves: a 401 there does not pop the dialog. */
const NO_AUTO_DIALOG = /^\/(login|wechat-callback|wechat-login-callback)(\/|$)/;

/**
 * need_bind_mobile (spec §4): when member info becomes non-empty and the flag is 'true', the flag is cleared and
 * the bind dialog opens; signed out, the flag is removed.
 */
function useNeedBindMobile(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => {
      const storage = safeLocalStorage();
      const { token, info } = memberStore.getSnapshot();
      if (hasMemberInfo(info)) {
        if (readItem(storage, STORAGE_KEYS.needBindMobile) === "true") {
          removeItem(storage, STORAGE_KEYS.needBindMobile);
          setOpen(true);
        }
      } else if (token === "") {
        removeItem(storage, STORAGE_KEYS.needBindMobile);
        setOpen(false);
      }
    };
    check();
    return memberStore.subscribe(check);
  }, []);
  return [open, useCallback(() => setOpen(false), [])];
}

export interface LoginDialogHostProps {
  /** Forwarded to the panel: the mobile tab's image captcha flag. */
  showMobileCaptcha?: boolean;
  controller?: LoginDialogController;
}

/** Records the committed location for the member-route guard (see committedLocation.ts). */
function TrackCommittedLocation() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    setCommittedHref(pathname + search + hash);
  }, [pathname, search, hash]);
  useEffect(() => () => setCommittedHref(null), []);
  return null;
}

/** Mount once (in Providers). Renders nothing on the server. */
export function LoginDialogHost({ showMobileCaptcha, controller = loginDialog }: LoginDialogHostProps) {
  const inRouter = useInRouterContext();
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getServerSnapshot);
  const [bindOpen, closeBind] = useNeedBindMobile();
  const [bindPresent, setBindPresent] = useState(false);

  // Attached as React commits the page (a layout effect), not after it paints (an effect): React answers a tap as
  // soon as it has committed the hydrated page, and a tap queued during hydration (a phone's, or Playwright's at
  // once) could run 收藏's ensureLogin before the effects did, find no host, and go to /login instead of the dialog.
  useLayoutEffect(() => controller.attachHost(), [controller]);

  // Spec §8: member info failing with 401 opens the login dialog.
  useEffect(
    () =>
      memberStore.on("unauthorized", ({ handled }) => {
        // A login check handles its own 401 (the dialog, or /login for a direct visit).
        if (!handled && !NO_AUTO_DIALOG.test(window.location.pathname)) void controller.open();
      }),
    [controller],
  );

  useEffect(() => {
    if (bindOpen) {
      setBindPresent(true);
      return;
    }
    const timer = setTimeout(() => setBindPresent(false), LOGIN_DIALOG_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [bindOpen]);

  return (
    <>
      {inRouter ? <TrackCommittedLocation /> : null}
      {state.phase !== "closed" ? (
        <Suspense fallback={null}>
          <LoginPanel
            key={state.serial}
            mode="dialog"
            open={state.phase === "open"}
            onClose={() => controller.finish(false)}
            onLoginSuccess={() => controller.finish(true)}
            {...(showMobileCaptcha !== undefined ? { showMobileCaptcha } : {})}
          />
        </Suspense>
      ) : null}
      {bindOpen || bindPresent ? (
        <Suspense fallback={null}>
          <BindMobileDialog open={bindOpen} onSkip={closeBind} onSuccess={closeBind} />
        </Suspense>
      ) : null}
    </>
  );
}

