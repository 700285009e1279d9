/**
 * Completing a WeChat sign-in on /wechat-callback and /wechat-login-callback: check the state against
 * wechat_auth_state, POST /api/wechat/login {code, scopes, state} (the store keeps the token, writes need_bind_mobile
 * and fetches member info), clean the temporary keys and answer where to go back to: wechat_login_return_url
 * (one-tap), else previous_path (scan login), else '/'.
 */
import { failureMessage } from "./failure";
import { readItem, removeItem, safeLocalStorage, writeItem, type StorageLike } from "../../lib/storage";
import { MESSAGES, STORAGE_KEYS } from "./constants";
import { memberStore } from "./memberStore";
import { inWeChatBrowser, safeReturnPath } from "./wechat";
import { paths } from "../../system/paths";

/** A failure of the callback flow whose message is meant for the person. */
export class WechatFlowError extends Error {
  override readonly name = "WechatFlowError";
}

export interface WechatCallbackParams {
  code: string | null;
  state: string | null;
  /** A scopes value in the callback URL, when the server put one there. */
  scopes?: string | null;
}

export interface WechatCallbackOptions {
  storage?: StorageLike | null;
  userAgent?: string;
  now?: () => number;
}

/** The message to show for a failed callback. */
export function wechatFailureMessage(err: unknown): string {
  if (err instanceof WechatFlowError) return err.message;
  return failureMessage(err, MESSAGES.mobileLoginFailed);
}

// A code works once: a second run for the same code (React StrictMode, a double effect) joins the first.
const inflight = new Map<string, Promise<string>>();

/** Resolves the path to return to; rejects (WechatFlowError or the API's error) when the sign-in failed. */
export function completeWechatLogin(params: WechatCallbackParams, options: WechatCallbackOptions = {}): Promise<string> {
  const code = params.code ?? "";
  const existing = code !== "" ? inflight.get(code) : undefined;
  if (existing) return existing;
  const promise = run(code, params, options);
  if (code !== "") {
    inflight.set(code, promise);
    // Forget it once settled (a later page view with the same code is a reload: refused below).
    promise.then(
      () => setTimeout(() => inflight.delete(code), 0),
      () => setTimeout(() => inflight.delete(code), 0),
    );
  }
  return promise;
}

async function run(code: string, params: WechatCallbackParams, options: WechatCallbackOptions): Promise<string> {
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const now = options.now ?? Date.now;
  const oneTapReturn = readItem(storage, STORAGE_KEYS.wechatLoginReturnUrl);
  const previous = readItem(storage, STORAGE_KEYS.previousPath);
  const target = safeReturnPath(oneTapReturn) ?? safeReturnPath(previous) ?? paths.home();
  // 绑定微信 from the account settings: the code links this WeChat to the signed-in member instead.
  const binding = readItem(storage, STORAGE_KEYS.wechatBindPending) === "true" && memberStore.getToken() !== "";
  const cleanUp = () => {
    for (const key of [
      STORAGE_KEYS.wechatAuthState,
      STORAGE_KEYS.wechatLoginPending,
      STORAGE_KEYS.wechatScanStatus,
      STORAGE_KEYS.wechatLoginReturnUrl,
      STORAGE_KEYS.previousPath,
      STORAGE_KEYS.wechatBindPending,
    ]) {
      removeItem(storage, key);
    }
  };

  try {
    if (code === "") throw new WechatFlowError(MESSAGES.wxNoCode);
    if (readItem(storage, STORAGE_KEYS.wechatAuthCode) === code) throw new WechatFlowError(MESSAGES.wxStateMismatch);
    const expected = readItem(storage, STORAGE_KEYS.wechatAuthState) ?? "";
    if (expected === "" || params.state !== expected) throw new WechatFlowError(MESSAGES.wxStateMismatch);
  } catch (err) {
    cleanUp();
    memberStore.emit("login-failed", { via: "wechat", error: err });
    throw err;
  }

  const scopes =
    params.scopes && /^snsapi_(login|userinfo|base)$/.test(params.scopes)
      ? params.scopes
      : oneTapReturn !== null && inWeChatBrowser(options.userAgent)
        ? "snsapi_userinfo"
        : "snsapi_login";
  writeItem(storage, STORAGE_KEYS.wechatAuthCode, code);
  writeItem(storage, STORAGE_KEYS.wechatLoginTimestamp, String(now()));
  writeItem(storage, STORAGE_KEYS.wechatLoginPending, "true");
  try {
    const payload = { code, scopes, state: params.state ?? "" };
    if (binding) await memberStore.bindWechat(payload);
    else await memberStore.loginWithWechat(payload);
  } finally {
    cleanUp();
    removeItem(storage, STORAGE_KEYS.wechatLoginTimestamp);
  }
  return target;
}
