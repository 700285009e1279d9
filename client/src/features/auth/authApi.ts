/** The sign-in calls of spec §7 that do not change the member store (captcha, send-code, reset, WeChat link). */
import { apiClient } from "./memberStore";

export interface Captcha {
  captcha_key: string;
  /** An image source (data URL). */
  img: string;
}

export interface SendCodeResult {
  key: string;
}

/** GET /api/captcha (never cached by the client). */
export function fetchCaptcha(): Promise<Captcha> {
  return apiClient.get<Captcha>("/api/captcha");
}

/** POST /api/send/mobile/login; the captcha pair is sent only when both parts are present (spec §5). */
export function sendLoginCode(mobile: string, captcha?: { key?: string; code?: string }): Promise<SendCodeResult> {
  const body: { mobile: string; captcha_key?: string; captcha_code?: string } = { mobile };
  const key = captcha?.key ?? "";
  const code = captcha?.code?.trim() ?? "";
  if (key !== "" && code !== "") {
    body.captcha_key = key;
    body.captcha_code = code;
  }
  return apiClient.post<SendCodeResult>("/api/send/mobile/login", body);
}

/** POST /api/send/mobile/bind_mobile */
export function sendBindCode(mobile: string): Promise<SendCodeResult> {
  return apiClient.post<SendCodeResult>("/api/send/mobile/bind_mobile", { mobile });
}

/** POST /api/send/mobile/prove_old: a code to the member's bound number, the proof before replacing it. */
export function sendProveOldCode(): Promise<SendCodeResult> {
  return apiClient.post<SendCodeResult>("/api/send/mobile/prove_old", {});
}

/** POST /api/send/email/bind_email: a code to the address the member wants to bind. */
export function sendBindEmailCode(email: string): Promise<SendCodeResult> {
  return apiClient.post<SendCodeResult>("/api/send/email/bind_email", { email });
}

/** POST /api/send/mobile/find_pass */
export function sendFindPassMobileCode(mobile: string): Promise<SendCodeResult> {
  return apiClient.post<SendCodeResult>("/api/send/mobile/find_pass", { mobile });
}

/** POST /api/send/email/find_pass */
export function sendFindPassEmailCode(email: string): Promise<SendCodeResult> {
  return apiClient.post<SendCodeResult>("/api/send/email/find_pass", { email });
}

export interface MobileResetPayload {
  mobile: string;
  mobile_code: string;
  mobile_key: string;
  password: string;
  password_two: string;
}

/** POST /api/password/reset */
export function resetPasswordByMobile(payload: MobileResetPayload): Promise<unknown> {
  return apiClient.post("/api/password/reset", payload);
}

export interface EmailResetPayload {
  email: string;
  email_code: string;
  password: string;
  password_two: string;
  email_key: string;
}

/** POST /api/email/reset */
export function resetPasswordByEmail(payload: EmailResetPayload): Promise<unknown> {
  return apiClient.post("/api/email/reset", payload);
}

/** The answer of GET /api/wechat/codeurl: the link, and the widget script to load for it. */
export interface WechatCodeUrl {
  url?: string;
  /** wxLogin.js: WeChat's in production, the simulator's in sandbox mode. */
  script_url?: string;
}

/**
 * GET /api/wechat/codeurl?url=&scopes= → {url, script_url, ...}. Not cached, the one GET besides the captcha: each
 * link carries a fresh state the server accepts once, so a cached link would fail the next login on this page.
 */
export function fetchWechatCodeUrl(scopes: "snsapi_login" | "snsapi_userinfo" | "snsapi_base", callbackUrl: string): Promise<WechatCodeUrl> {
  return apiClient.get<WechatCodeUrl>("/api/wechat/codeurl", { url: callbackUrl, scopes }, { cache: false });
}

/**
 * POST /api/wechat/user/openid {code, state, scopes} → {openid}: the code of the silent snsapi_base authorisation
 * (spec §7). For a signed-in member the server also links the openid to the member (JSAPI payment's payer).
 */
export function fetchWechatOpenID(code: string, state: string): Promise<{ openid: string }> {
  return apiClient.post<{ openid: string }>("/api/wechat/user/openid", { code, state, scopes: "snsapi_base" });
}
