/**
 * The address of the page the router last committed (path + query + hash), kept by <LoginDialogHost>. A member
 * route's guard cancels an in-app navigation back to it: during a back/forward navigation window.location
 * already shows the new address, so it cannot say where the person came from.
 */
let committed: string | null = null;

export function committedHref(): string | null {
  return committed;
}

export function setCommittedHref(href: string | null): void {
  committed = href;
}
