/**
 * Spec §8: a console warning is logged if the page is neither HTTPS nor localhost (the token travels in a
 * header, readable on the way over plain HTTP). Once per page load.
 */

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export interface PageLocation {
  protocol: string;
  hostname: string;
  origin: string;
}

/** Whether the page is served over HTTPS or from this machine (localhost, 127.0.0.1, ::1, *.localhost). */
export function isSecureOrigin(loc: PageLocation): boolean {
  if (loc.protocol === "https:") return true;
  const host = loc.hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

/** The warning's text for an insecure page. */
export function insecureOriginMessage(origin: string): string {
  return `安全提示：当前页面（${origin}）未使用 HTTPS，登录信息在传输中可能被窃取，请通过 HTTPS 访问本站。`;
}

let warned = false;

/** Logs the warning once per load when the page is neither HTTPS nor localhost; returns whether it logged. */
export function warnIfInsecureOrigin(loc: PageLocation, log: Pick<Console, "warn"> = console): boolean {
  if (warned || isSecureOrigin(loc)) return false;
  warned = true;
  log.warn(insecureOriginMessage(loc.origin));
  return true;
}

/** Tests: forget that the warning was logged. */
export function resetInsecureOriginWarning(): void {
  warned = false;
}
