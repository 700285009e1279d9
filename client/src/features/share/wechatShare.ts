/**
 * The WeChat share card (spec §7, §8): inside WeChat's in-app browser, after every navigation, ask the server
 * to sign the JS-SDK config for the current address (GET /api/wechat/jssdkconfig?url=, without the hash), load
 * the JS-SDK once (with the CSP nonce), wx.config, and on wx.ready set what "send to chat" and "share to
 * moments" show: the page's Open Graph title, description, address and picture. Outside WeChat nothing is
 * called. A config without appId, timestamp, nonceStr or signature is logged and the set-up skipped.
 */
import type { HeadTags } from "../../system/headMeta";
import { currentUserAgent, isWeChatBrowser } from "../../lib/channel";
import { apiClient } from "../auth/memberStore";
import { loadScriptOnce } from "../auth/wechat";

/** What the share card shows. */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The jssdkconfig answer (spec §3) and the script the server names. */
export interface JssdkConfig {
  appId?: string;
  timestamp?: number | string;
  nonceStr?: string;
  signature?: string;
  url?: string;
  debug?: boolean;
  script_url?: string;
}

interface WxCallbacks {
  success?: (res: { errMsg?: string }) => void;
  fail?: (res: { errMsg?: string }) => void;
}

/** The part of WeChat's JS-SDK (window.wx) used here. */
export interface Wx {
  config(c: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (res: { errMsg?: string }) => void): void;
  updateAppMessageShareData(o: ShareCard & WxCallbacks): void;
  updateTimelineShareData(o: Omit<ShareCard, "desc"> & WxCallbacks): void;
}

export const SHARE_APIS = ["updateAppMessageShareData", "updateTimelineShareData"];

/** WeChat's JS-SDK, when the server names none. */
export const DEFAULT_JSSDK_SCRIPT = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";

/** Explanations of WeChat's error codes (spec §8), for the log. */
const WX_ERRORS: Record<string, string> = {
  "40001": "AppSecret 错误或 access_token 已失效",
  "40013": "AppID 无效",
  "40014": "access_token 无效",
  "41001": "缺少 access_token",
  "42001": "access_token 已过期",
  "40164": "调用接口的 IP 不在白名单中",
};

/** The explanation of the first WeChat error code named in text, or "". */
export function wxErrorHint(text: string): string {
  const m = /\b(40001|40013|40014|41001|42001|40164)\b/.exec(text);
  return m ? `${m[1]}: ${WX_ERRORS[m[1]!]}` : "";
}

/** The share card of a page: its Open Graph title, description, address and picture. */
export function shareCardOf(head: HeadTags): ShareCard {
  return { title: head.og.title, desc: head.og.description, link: head.og.url, imgUrl: head.og.image };
}

/** The page's address as the JS-SDK signs it: location.href without the hash. */
export function pageAddress(href: string): string {
  const i = href.indexOf("#");
  return i >= 0 ? href.slice(0, i) : href;
}

/** The fields wx.config needs that the answer lacks. */
export function missingConfigFields(cfg: JssdkConfig | null | undefined): string[] {
  const c = cfg ?? {};
  return (["appId", "timestamp", "nonceStr", "signature"] as const).filter((k) => c[k] === undefined || c[k] === null || c[k] === "");
}

/**
 * GET /api/wechat/jssdkconfig?url=, cached per address like every GET (spec §7: only the captcha is exempt): a
 * signature stays good as long as its jsapi ticket (2 hours), far longer than the cache's 5 minutes.
 */
export function fetchJssdkConfig(url: string): Promise<JssdkConfig> {
  return apiClient.get<JssdkConfig>("/api/wechat/jssdkconfig", { url });
}

export interface ShareDeps {
  userAgent?: string;
  /** location.href; the hash is dropped. */
  href?: string;
  fetchConfig?: (url: string) => Promise<JssdkConfig>;
  loadScript?: (src: string) => Promise<void>;
  getWx?: () => Wx | undefined;
  log?: Pick<Console, "error" | "warn">;
}

export type ShareResult = "not-wechat" | "skipped" | "failed" | "superseded" | "configured";

let generation = 0;

/**
 * Configures the JS-SDK for the current address and sets the share card once it is ready. A later call (the
 * next navigation) supersedes an earlier one that has not finished: only the newest card is applied.
 */
export async function applyWechatShare(card: ShareCard, deps: ShareDeps = {}): Promise<ShareResult> {
  if (!isWeChatBrowser(deps.userAgent ?? currentUserAgent())) return "not-wechat";
  const log = deps.log ?? console;
  const gen = ++generation;
  // The address now: the config is signed for it, and wx.config is called only while the page is still there
  // (the JS-SDK signs location.href when wx.config runs; a navigation in between makes a newer call the one).
  const hrefNow = () => pageAddress(deps.href ?? window.location.href);
  const page = hrefNow();
  let cfg: JssdkConfig;
  try {
    cfg = await (deps.fetchConfig ?? fetchJssdkConfig)(page);
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    log.error(`微信 JS-SDK 配置获取失败：${msg}`, wxErrorHint(msg));
    return "failed";
  }
  if (gen !== generation) return "superseded";
  const missing = missingConfigFields(cfg);
  if (missing.length > 0) {
    log.error(`微信 JS-SDK 配置缺少 ${missing.join("、")}，跳过初始化`);
    return "skipped";
  }
  try {
    await (deps.loadScript ?? ((src: string) => loadScriptOnce(src)))(cfg.script_url || DEFAULT_JSSDK_SCRIPT);
  } catch (err) {
    log.error("微信 JS-SDK 脚本加载失败", err instanceof Error ? err.message : String(err));
    return "failed";
  }
  const wx = (deps.getWx ?? (() => (window as { wx?: Wx }).wx))();
  if (!wx) {
    log.error("微信 JS-SDK 脚本已加载，但没有 wx 对象");
    return "failed";
  }
  if (gen !== generation || hrefNow() !== page) return "superseded";
  wx.config({
    debug: cfg.debug === true,
    appId: cfg.appId!,
    timestamp: Number(cfg.timestamp),
    nonceStr: cfg.nonceStr!,
    signature: cfg.signature!,
    jsApiList: SHARE_APIS,
  });
  wx.error((res) => {
    if (gen !== generation) return;
    const msg = res?.errMsg ?? "";
    log.error(`微信 JS-SDK 配置失败：${msg}`, wxErrorHint(msg));
  });
  wx.ready(() => {
    if (gen !== generation) return;
    const fail = (res: { errMsg?: string }) => log.warn(`微信分享设置失败：${res?.errMsg ?? ""}`);
    wx.updateAppMessageShareData({ ...card, fail });
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, fail });
  });
  return "configured";
}
