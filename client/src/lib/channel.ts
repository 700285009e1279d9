/** Request channel of spec §6: the value of the `Channel` header. */
export type Channel = "wechat" | "h5" | "pc";

const WECHAT_UA = /MicroMessenger/i;
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile/i;

/** True inside the messaging provider's (WeChat's) in-app browser. */
export function isWeChatBrowser(userAgent: string | null | undefined): boolean {
  return WECHAT_UA.test(userAgent ?? "");
}

/** wechat inside the in-app browser, h5 on mobile browsers, pc otherwise. */
export function detectChannel(userAgent: string | null | undefined): Channel {
  const ua = userAgent ?? "";
  if (WECHAT_UA.test(ua)) return "wechat";
  if (MOBILE_UA.test(ua)) return "h5";
  return "pc";
}

/** The current browser's user agent, or "" where there is no navigator (Node 20). */
export function currentUserAgent(): string {
  return typeof navigator === "undefined" ? "" : (navigator.userAgent ?? "");
}
