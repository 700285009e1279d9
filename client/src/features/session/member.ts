import type { MemberInfo } from "../auth/memberStore";
import type { SessionViewer } from "../../system/document";

/** The header's view of REST member info (GET /api/member/member). */
export function viewerFromInfo(info: MemberInfo): SessionViewer {
  const nickname = typeof info.nickname === "string" ? info.nickname.trim() : "";
  const username = typeof info.username === "string" ? info.username.trim() : "";
  const avatar = typeof info.avatar === "string" && info.avatar.trim() !== "" ? info.avatar.trim() : null;
  return { name: nickname || username, avatarUrl: avatar };
}

/** The letter shown when there is no avatar: the name's first character (upper case), or 我. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase("zh-CN") : "我";
}

/**
 * The avatar address the page may load, or null (then the initial shows). The policy allows images from the
 * site itself only (img-src 'self'), so an outside address — a WeChat avatar in production — is not loaded.
 * origin is the site's public origin; relative addresses are the site's own.
 */
export function avatarSrc(url: string | null | undefined, origin: string): string | null {
  const u = (url ?? "").trim();
  if (u === "") return null;
  if (u.startsWith("/")) return u.startsWith("//") || u.startsWith("/\\") ? null : u;
  let parsed: URL;
  try {
    parsed = new URL(u);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (origin === "" || parsed.origin !== origin) return null;
  return parsed.pathname + parsed.search;
}
