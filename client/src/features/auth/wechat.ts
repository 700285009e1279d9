/**
 * WeChat sign-in helpers (spec §4, wechat.md): the random state, previous_path, the scan-login widget's script
 * and CSS, the qrconnect link, the environment checks and the one-tap flow. Browser-only functions look up
 * window when called, never at import time.
 */
import { failureMessage } from "./failure";
import { currentUserAgent, isWeChatBrowser } from "../../lib/channel";
import { readItem, removeItem, safeLocalStorage, writeItem, type StorageLike } from "../../lib/storage";
import { toast as defaultToast, type ToastApi } from "../../components/Toast";
import { fetchWechatCodeUrl } from "./authApi";
import { memberStore } from "./memberStore";
import {
  DEFAULT_WX_LOGIN_SCRIPT,
  MESSAGES,
  ONE_TAP_REDIRECT_DELAY_MS,
  STORAGE_KEYS,
  WECHAT_CALLBACK_PATH,
  WX_QR_CSS,
} from "./constants";

/** One random base-36 segment of at most 13 characters. */
function segment(random: () => number): string {
  return random().toString(36).substring(2, 15);
}

/** The scan-login state: two random base-36 segments of up to 13 characters each (spec §4). */
export function generateWechatState(random: () => number = Math.random): string {
  const state = segment(random) + segment(random);
  return state === "" ? Date.now().toString(36) : state;
}

/** Saves path + query under previous_path unless already on /wechat-callback (spec §4). */
export function savePreviousPath(
  location: { pathname: string; search: string } = window.location,
  storage: StorageLike | null = safeLocalStorage(),
): void {
  if (location.pathname.startsWith(WECHAT_CALLBACK_PATH)) return;
  writeItem(storage, STORAGE_KEYS.previousPath, location.pathname + location.search);
}

/** href of the widget: the 200 px QR CSS as a data: URL. */
export function qrCssHref(): string {
  return `data:text/css;base64,${btoa(WX_QR_CSS)}`;
}

export interface QrConnectParams {
  appid: string;
  redirectUri: string;
  state: string;
  scope: string;
}

/** appid, redirect_uri, state and scope from a qrconnect / authorize link; null without appid or redirect_uri. */
export function parseWechatAuthUrl(url: string): QrConnectParams | null {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://localhost");
  } catch {
    return null;
  }
  const q = parsed.searchParams;
  const appid = q.get("appid") ?? "";
  const redirectUri = q.get("redirect_uri") ?? "";
  if (appid === "" || redirectUri === "") return null;
  return { appid, redirectUri, state: q.get("state") ?? "", scope: q.get("scope") ?? "" };
}

/** The CSP nonce the server put on <meta property="csp-nonce">. */
export function cspNonce(): string {
  if (typeof document === "undefined") return "";
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute("nonce") || "";
}

/**
 * The widget script: window.__APP_CONFIG__.wxLoginScript when set, else the one the server named with the
 * qrconnect link (script_url: WeChat's wxLogin.js in production, the simulator's in sandbox mode), else the
 * sandbox look-alike.
 */
export function wxLoginScriptUrl(fromServer?: unknown): string {
  const config = (globalThis as { __APP_CONFIG__?: { wxLoginScript?: unknown } }).__APP_CONFIG__;
  if (typeof config?.wxLoginScript === "string" && config.wxLoginScript !== "") return config.wxLoginScript;
  if (typeof fromServer === "string" && fromServer.trim() !== "") return fromServer.trim();
  return DEFAULT_WX_LOGIN_SCRIPT;
}

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per page (with the CSP nonce); a failed load may be retried. */
export function loadScriptOnce(src: string, nonce: string = cspNonce()): Promise<void> {
  const existing = scripts.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const el = document.createElement("script");
    el.src = src;
    el.async = true;
    if (nonce !== "") el.nonce = nonce;
    el.dataset.wxLogin = "true";
    el.addEventListener("load", () => resolve(), { once: true });
    el.addEventListener(
      "error",
      () => {
        scripts.delete(src);
        el.remove();
        reject(new Error(`failed to load ${src}`));
      },
      { once: true },
    );
    document.head.appendChild(el);
  });
  scripts.set(src, promise);
  return promise;
}

/** Forgets loaded scripts (tests). */
export function resetLoadedScripts(): void {
  scripts.clear();
}

/** Whether local storage can be written (the WeChat flows keep their state there). */
export function storageUsable(storage: StorageLike | null = safeLocalStorage()): boolean {
  const probe = "__wx_storage_probe__";
  if (!writeItem(storage, probe, "1")) return false;
  const ok = readItem(storage, probe) === "1";
  removeItem(storage, probe);
  return ok;
}

/** The in-app browser check (spec §2.4): the user agent says MicroMessenger. */
export function inWeChatBrowser(userAgent: string = currentUserAgent()): boolean {
  return isWeChatBrowser(userAgent);
}

/**
 * The messaging-environment check of spec §2.4: WeChat's own in-app browser where official-account web
 * authorisation works, i.e. not WeCom (wxwork) and not inside a mini program's web-view.
 */
export function isWeChatEnvironment(userAgent: string = currentUserAgent()): boolean {
  if (!isWeChatBrowser(userAgent) || /wxwork/i.test(userAgent) || /miniProgram/i.test(userAgent)) return false;
  const env = (globalThis as { __wxjs_environment?: unknown }).__wxjs_environment;
  return env !== "miniprogram";
}

/** The absolute callback address WeChat returns to. */
export function wechatCallbackUrl(origin: string = window.location.origin): string {
  return origin + WECHAT_CALLBACK_PATH;
}

/** A same-origin path to return to, or null for anything else (absolute URLs, //host, javascript:). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

export interface OneTapOptions {
  /** Wait before redirecting (spec §9: 10000 ms). */
  delayMs?: number;
  /** Leaves the page; defaults to window.location.assign. */
  redirect?: (url: string) => void;
  userAgent?: string;
  /** The address to come back to; defaults to the current path + query. */
  returnUrl?: string;
  toast?: ToastApi;
  storage?: StorageLike | null;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * In-WeChat one-tap login (spec §4): store the return address, request the snsapi_userinfo authorisation link,
 * wait, save the state, then redirect. Resolves true when the redirect was made. Outside WeChat it only shows
 * '此功能仅在微信浏览器中可用'. Failures toast '获取微信授权失败' (or the server's message) and emit login-failed.
 */
export async function startOneTapLogin(options: OneTapOptions = {}): Promise<boolean> {
  const toast = options.toast ?? defaultToast;
  if (!inWeChatBrowser(options.userAgent)) {
    toast.error(MESSAGES.notInWeChat);
    return false;
  }
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  try {
    const returnUrl = options.returnUrl ?? window.location.pathname + window.location.search;
    writeItem(storage, STORAGE_KEYS.wechatLoginReturnUrl, returnUrl);
    const result = await fetchWechatCodeUrl("snsapi_userinfo", wechatCallbackUrl());
    const url = typeof result?.url === "string" ? result.url : "";
    if (url === "") throw new Error(MESSAGES.oneTapNoUrl);
    await sleep(options.delayMs ?? ONE_TAP_REDIRECT_DELAY_MS);
    let target = url;
    let state = parseWechatAuthUrl(url)?.state ?? "";
    if (state === "") {
      state = generateWechatState(options.random);
      const withState = new URL(url, window.location.origin);
      withState.searchParams.set("state", state);
      target = withState.toString();
    }
    writeItem(storage, STORAGE_KEYS.wechatAuthState, state);
    (options.redirect ?? ((u: string) => window.location.assign(u)))(target);
    return true;
  } catch (err) {
    toast.error(failureMessage(err, MESSAGES.oneTapFailed));
    memberStore.emit("login-failed", { via: "one-tap", error: err });
    return false;
  }
}
