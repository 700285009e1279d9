/**
 * The member store of spec §3/§4: token, member info and the WeChat open id, kept in local storage, plus the
 * sign-in actions that change them. Plain TypeScript (React reads it through useSyncExternalStore), SSR-safe:
 * nothing touches window or storage at import time, and the server snapshot is always "logged out".
 */
import { createApiClient, isApiError, type ApiClient, type FetchLike } from "../../lib/api";
import { readItem, removeItem, safeLocalStorage, writeItem, type StorageLike } from "../../lib/storage";
import { toast as defaultToast, type ToastApi } from "../../components/Toast";
import { MESSAGES, STORAGE_KEYS, WECHAT_TEMP_KEYS } from "./constants";

/** Member info (GET /api/member/member). The app only checks that it is present (spec §3). */
export interface MemberInfo {
  id?: number | string;
  username?: string;
  nickname?: string;
  avatar?: string;
  email?: string;
  /** Masked. */
  mobile?: string;
  need_bind_mobile?: boolean;
  [field: string]: unknown;
}

export interface MemberState {
  readonly token: string;
  readonly info: MemberInfo | null;
  readonly wechatOpenId: string;
  /** When member info was last stored (ms since epoch), 0 when never. */
  readonly lastUpdateTime: number;
}

/** How a sign-in succeeded. */
export type LoginVia = "email" | "mobile" | "register" | "wechat" | "bind";

export interface MemberEventMap {
  /** Login, register, WeChat login or bind succeeded (after member info was fetched and the toast shown). */
  "login-success": { via: LoginVia };
  /** A sign-in attempt failed (the token has been cleared). */
  "login-failed": { via: LoginVia | "one-tap"; error: unknown };
  /** Member info was fetched and stored ("login listeners" of spec §4). */
  login: { info: MemberInfo };
  /** The token was cleared while someone was signed in ("logout listeners"). */
  logout: Record<string, never>;
  /**
   * Fetching member info failed with 401 (spec §8: this opens the login dialog). `handled`: a login check
   * (checkLogin) asked for it and deals with the 401 itself (a dialog, or the /login page for a direct visit).
   */
  unauthorized: { error: unknown; handled: boolean };
}
export type MemberEvent = keyof MemberEventMap;

export interface LoginResult {
  token: string;
  member?: MemberInfo | null;
  need_bind_mobile?: boolean;
  /** For the member to read after signing in (e.g. that it cancelled their account deletion). */
  notice?: string;
}

export interface EmailLoginPayload {
  email: string;
  password: string;
}
export interface MobileLoginPayload {
  mobile: string;
  mobile_code: string;
  mobile_key: string;
}
export interface RegisterPayload {
  username: string;
  email: string;
  password: string;
  password_two: string;
  captcha_code: string;
  captcha_key: string;
}
export interface BindMobilePayload {
  mobile: string;
  mobile_code: string;
  mobile_key: string;
}
export interface WechatLoginPayload {
  code: string;
  scopes: string;
  /** The state of the authorisation link (from /api/wechat/codeurl): the server uses it up. */
  state?: string;
}

export interface MemberStoreOptions {
  /** Defaults to localStorage when usable (looked up lazily). */
  storage?: () => StorageLike | null;
  /** Forwarded to the API client (tests); defaults to the global fetch at call time. */
  fetch?: FetchLike;
  toast?: ToastApi;
  now?: () => number;
  /** API base URL ("" = same origin). */
  baseUrl?: string;
}

const LOGGED_OUT: MemberState = Object.freeze({ token: "", info: null, wechatOpenId: "", lastUpdateTime: 0 });

/** True for an API failure meaning "not signed in" (HTTP 401 or envelope code 401). */
export function isUnauthorized(err: unknown): boolean {
  return isApiError(err) && (err.code === 401 || err.status === 401);
}

function parseInfo(raw: string | null): MemberInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as MemberInfo) : null;
  } catch {
    return null;
  }
}

/** Member info counts as present when it is a non-empty object. */
export function hasMemberInfo(info: MemberInfo | null | undefined): info is MemberInfo {
  return !!info && Object.keys(info).length > 0;
}

export type MemberStore = ReturnType<typeof createMemberStore>;

export function createMemberStore(options: MemberStoreOptions = {}) {
  const storage = options.storage ?? safeLocalStorage;
  const toast = options.toast ?? defaultToast;
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl ?? "";

  let state: MemberState = LOGGED_OUT;
  let loaded = false;
  const listeners = new Set<() => void>();
  const eventListeners = new Map<MemberEvent, Set<(detail: never) => void>>();
  let infoRequest: { token: string; promise: Promise<MemberInfo> } | null = null;
  /** The token a member-info fetch of this page load confirmed ("" when none). */
  let verifiedToken = "";
  /** Login checks waiting for a member-info answer: their 401 is theirs to handle. */
  let pendingChecks = 0;
  let detachStorageListener: (() => void) | null = null;

  function readState(): MemberState {
    const s = storage();
    const token = readItem(s, STORAGE_KEYS.token) ?? "";
    if (token === "") return LOGGED_OUT;
    return {
      token,
      info: parseInfo(readItem(s, STORAGE_KEYS.memberInfo)),
      wechatOpenId: readItem(s, STORAGE_KEYS.wechatOpenId) ?? "",
      lastUpdateTime: 0,
    };
  }

  function ensureLoaded(): void {
    if (loaded) return;
    loaded = true;
    state = readState();
  }

  function set(next: MemberState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function emit<E extends MemberEvent>(event: E, detail: MemberEventMap[E]): void {
    for (const listener of [...(eventListeners.get(event) ?? [])]) {
      try {
        (listener as (d: MemberEventMap[E]) => void)(detail);
      } catch (err) {
        console.error(err);
      }
    }
  }

  function on<E extends MemberEvent>(event: E, listener: (detail: MemberEventMap[E]) => void): () => void {
    let bucket = eventListeners.get(event);
    if (!bucket) eventListeners.set(event, (bucket = new Set()));
    const added = listener as (d: never) => void;
    bucket.add(added);
    return () => {
      bucket.delete(added);
    };
  }

  function getSnapshot(): MemberState {
    ensureLoaded();
    return state;
  }

  function getToken(): string {
    return getSnapshot().token;
  }

  /** Re-reads local storage (another tab signed in or out). */
  function reloadFromStorage(): void {
    loaded = true;
    const previous = state;
    const next = readState();
    if (next.token === previous.token && JSON.stringify(next.info) === JSON.stringify(previous.info)) return;
    if (next.token !== previous.token) {
      infoRequest = null;
      verifiedToken = "";
    }
    set(next);
    if (previous.token !== "" && next.token === "") emit("logout", {});
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!detachStorageListener && typeof window !== "undefined") {
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.memberInfo) reloadFromStorage();
      };
      window.addEventListener("storage", onStorage);
      detachStorageListener = () => window.removeEventListener("storage", onStorage);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && detachStorageListener) {
        detachStorageListener();
        detachStorageListener = null;
      }
    };
  }

  function setToken(token: string): void {
    ensureLoaded();
    writeItem(storage(), STORAGE_KEYS.token, token);
    if (token === state.token) return;
    // A different account: its info is not the previous one's.
    removeItem(storage(), STORAGE_KEYS.memberInfo);
    infoRequest = null;
    verifiedToken = "";
    set({ ...state, token, info: null, lastUpdateTime: 0 });
  }

  /**
   * Clears the token: also empties member info and the WeChat open id, clears the API client's GET cache
   * (the member-info cache) and notifies logout listeners when someone was signed in.
   */
  function clearToken(): void {
    ensureLoaded();
    const s = storage();
    removeItem(s, STORAGE_KEYS.token);
    removeItem(s, STORAGE_KEYS.memberInfo);
    removeItem(s, STORAGE_KEYS.wechatOpenId);
    infoRequest = null;
    verifiedToken = "";
    api.clearCache();
    const wasSignedIn = state.token !== "" || state.info !== null || state.wechatOpenId !== "";
    if (state !== LOGGED_OUT) set(LOGGED_OUT);
    if (wasSignedIn) emit("logout", {});
  }

  function setMemberInfo(info: MemberInfo | null): void {
    ensureLoaded();
    if (info === null) removeItem(storage(), STORAGE_KEYS.memberInfo);
    else writeItem(storage(), STORAGE_KEYS.memberInfo, JSON.stringify(info));
    set({ ...state, info, lastUpdateTime: info === null ? 0 : now() });
  }

  function setWechatOpenId(openId: string): void {
    ensureLoaded();
    if (openId === "") removeItem(storage(), STORAGE_KEYS.wechatOpenId);
    else writeItem(storage(), STORAGE_KEYS.wechatOpenId, openId);
    set({ ...state, wechatOpenId: openId });
  }

  const api: ApiClient = createApiClient({
    baseUrl,
    getToken,
    clearToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * GET /api/member/member. By default a refresh (spec §4: after login, bind and the login check): the cached
   * answer is skipped and the fresh one stored in the GET cache; `{ refresh: false }` accepts a cached answer
   * (up to 5 minutes old). Identical concurrent calls share one request. Stores the info and notifies login
   * listeners; a 401 clears the token and emits `unauthorized`.
   */
  function fetchMemberInfo(opts: { refresh?: boolean } = {}): Promise<MemberInfo> {
    const token = getToken();
    if (token === "") return Promise.reject(new Error("not signed in"));
    const refresh = opts.refresh !== false;
    if (refresh && infoRequest && infoRequest.token === token) return infoRequest.promise;
    const promise = api.get<MemberInfo | null>("/api/member/member", undefined, { refresh }).then(
      (info) => {
        const value: MemberInfo = info ?? {};
        if (infoRequest?.promise === promise) infoRequest = null;
        if (getToken() === token) {
          if (refresh) verifiedToken = token;
          setMemberInfo(value);
          emit("login", { info: value });
        }
        return value;
      },
      (err: unknown) => {
        if (infoRequest?.promise === promise) infoRequest = null;
        if (isUnauthorized(err)) {
          if (getToken() === token) clearToken();
          emit("unauthorized", { error: err, handled: pendingChecks > 0 });
        }
        throw err;
      },
    );
    if (refresh) infoRequest = { token, promise };
    return promise;
  }

  /**
   * The login check before a protected action (spec §4): no token → false; a token → a fresh member-info fetch,
   * true when the server accepts the token, false after a 401 (the token is cleared; the caller opens the login
   * dialog or goes to /login, so `unauthorized` says handled). Other failures reject.
   */
  async function checkLogin(): Promise<boolean> {
    if (getToken() === "") return false;
    pendingChecks += 1;
    try {
      await fetchMemberInfo();
      return true;
    } catch (err) {
      if (isUnauthorized(err)) return false;
      throw err;
    } finally {
      pendingChecks -= 1;
    }
  }

  /** Whether a member-info fetch of this page load confirmed the current token. */
  function isVerified(): boolean {
    const token = getToken();
    return token !== "" && token === verifiedToken;
  }

  const SUCCESS_TOAST: Record<LoginVia, string> = {
    email: MESSAGES.loginSuccess,
    mobile: MESSAGES.loginSuccess,
    wechat: MESSAGES.loginSuccess,
    register: MESSAGES.registerSuccess,
    bind: MESSAGES.bindSuccess,
  };

  /** Stores the returned token, fetches member info, toasts and emits login-success; any failure clears the token. */
  async function signIn(via: LoginVia, call: () => Promise<LoginResult | null>): Promise<MemberInfo> {
    try {
      const result = await call();
      const token = typeof result?.token === "string" ? result.token : "";
      if (token === "") throw new Error("login response has no token");
      setToken(token);
      // Written after the token (whose change empties member info), read when member info arrives (spec §4).
      if (result?.need_bind_mobile === true) writeItem(storage(), STORAGE_KEYS.needBindMobile, "true");
      const info = await fetchMemberInfo();
      const notice = typeof result?.notice === "string" ? result.notice : "";
      if (notice !== "") toast.info(notice);
      else toast.success(SUCCESS_TOAST[via]);
      emit("login-success", { via });
      return info;
    } catch (err) {
      clearToken();
      emit("login-failed", { via, error: err });
      throw err;
    }
  }

  function loginByEmail(payload: EmailLoginPayload): Promise<MemberInfo> {
    return signIn("email", () => api.post<LoginResult>("/api/login/email", payload));
  }

  function loginByMobile(payload: MobileLoginPayload): Promise<MemberInfo> {
    return signIn("mobile", () => api.post<LoginResult>("/api/login/mobile", payload));
  }

  function register(payload: RegisterPayload): Promise<MemberInfo> {
    // Field order of spec §3: username, email, password, confirmation, captcha text, captcha key.
    const body: RegisterPayload = {
      username: payload.username,
      email: payload.email,
      password: payload.password,
      password_two: payload.password_two,
      captcha_code: payload.captcha_code,
      captcha_key: payload.captcha_key,
    };
    return signIn("register", () => api.post<LoginResult>("/api/register", body));
  }

  function loginWithWechat(payload: WechatLoginPayload): Promise<MemberInfo> {
    return signIn("wechat", () => api.post<LoginResult>("/api/wechat/login", payload));
  }

  /**
   * Binds a mobile number to the signed-in member, then refreshes (drops cached GETs) and re-fetches member
   * info. A failed bind keeps the session (only a 401, through the API client, clears the token).
   */
  async function bindMobile(payload: BindMobilePayload): Promise<MemberInfo> {
    await api.post("/api/member/bind_mobile", payload);
    api.clearCache();
    const info = await fetchMemberInfo();
    toast.success(SUCCESS_TOAST.bind);
    emit("login-success", { via: "bind" });
    return info;
  }

  /**
   * Links the WeChat account of an authorisation code to the signed-in member (account settings' 绑定微信, through
   * the sign-in QR or one-tap flow), then re-fetches member info. A refusal (that WeChat is another member's)
   * keeps the session.
   */
  async function bindWechat(payload: WechatLoginPayload): Promise<MemberInfo> {
    await api.post("/api/wechat/bind", payload);
    api.clearCache();
    const info = await fetchMemberInfo();
    toast.success(MESSAGES.wechatBindSuccess);
    return info;
  }

  /** Clears the token, the WeChat temporary data and all request caches, then calls PUT /api/auth/logout. */
  async function logout(): Promise<void> {
    const token = getToken();
    clearToken();
    const s = storage();
    for (const key of WECHAT_TEMP_KEYS) removeItem(s, key);
    api.clearCache();
    if (token === "") return;
    // The shared client has no token any more: the logout call carries the old one.
    const once = createApiClient({
      baseUrl,
      getToken: () => token,
      clearToken: () => undefined,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    try {
      await once.put("/api/auth/logout");
    } catch {
      // Signed out locally either way.
    }
  }

  return {
    api,
    subscribe,
    getSnapshot,
    getServerSnapshot: (): MemberState => LOGGED_OUT,
    getToken,
    /** Signed in = the token is non-empty (spec §4). */
    isLoggedIn: () => getToken() !== "",
    on,
    emit,
    setToken,
    clearToken,
    setMemberInfo,
    setWechatOpenId,
    reloadFromStorage,
    fetchMemberInfo,
    checkLogin,
    isVerified,
    loginByEmail,
    loginByMobile,
    register,
    loginWithWechat,
    bindWechat,
    bindMobile,
    logout,
  };
}

/** The app's member store. */
export const memberStore: MemberStore = createMemberStore();

/** The app's REST client: sends the store's token, and a 401 clears it. */
export const apiClient: ApiClient = memberStore.api;
