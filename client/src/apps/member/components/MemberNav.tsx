import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { Link, useLocation } from "react-router";
import { fetchQuery } from "relay-runtime";
import { MemberAvatar } from "../../../features/layout/MemberAvatar";
import { useLogout } from "../../../features/auth/guard";
import { useSessionMember } from "../../../features/session/useSessionMember";
import { isCurrent, navFor } from "./memberNav";
import type { MemberNavReviewerQuery } from "./__generated__/MemberNavReviewerQuery.graphql";

const reviewerQuery = graphql`
  query MemberNavReviewerQuery {
    viewer {
      id
    }
    console {
      sections {
        section
      }
    }
  }
`;

/**
 * Whether the member holds a role of the operations console (its entry): asked once the page has hydrated, so the server's
 * markup and the hydrated one are the same (false until the answer).
 */
function useIsReviewer(): boolean {
  const env = useRelayEnvironment();
  const member = useSessionMember();
  const [reviewer, setReviewer] = useState(false);
  const signedIn = member !== null;
  useEffect(() => {
    if (!signedIn) return;
    let sub: { unsubscribe: () => void } | undefined;
    // After this commit's other effects (the root marks the page hydrated in its own): the page's first requests
    // stay its own, and this one is not an early GraphQL request.
    const timer = setTimeout(() => {
      sub = fetchQuery<MemberNavReviewerQuery>(env, reviewerQuery, {}).subscribe({
        next: (d) => setReviewer(d.viewer != null && d.console != null),
        error: () => undefined,
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      sub?.unsubscribe();
    };
  }, [env, signedIn]);
  return reviewer;
}

/**
 * Keeps the current entry of the phone's sideways-scrolling pill row in view: on a narrow screen the later entries
 * (资金设置 sat at x 654 in a 390 px viewport) opened off screen. The row's own scrollLeft moves, centring the
 * current pill; never scrollIntoView, which would also scroll the page vertically. Runs before paint (no jump) on the
 * first render and on every navigation; the side column of wider screens (the row hidden) is left alone.
 */
function useCurrentInView(row: RefObject<HTMLUListElement | null>, pathname: string, count: number) {
  useLayoutEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.clientWidth === 0) return;
    const box = list.getBoundingClientRect();
    const pill = current.getBoundingClientRect();
    list.scrollLeft += pill.left + pill.width / 2 - (box.left + box.width / 2);
  }, [row, pathname, count]);
}

/** Who is signed in, with 退出登录: the top of the side navigation (desktop) and of the tab bar (phone). */
function Identity() {
  const member = useSessionMember();
  const { logout, busy } = useLogout();
  if (!member) return null;
  return (
    <div className="flex items-center gap-3 px-4 py-3 md:px-1 md:pb-5 md:pt-0" data-testid="member-bar">
      <MemberAvatar member={member} size="md" />
      <span className="min-w-0 flex-1 truncate font-medium text-primary" data-testid="member-name">
        {member.name || "我的账户"}
      </span>
      <button type="button" onClick={logout} disabled={busy} className="shrink-0 rounded px-2 py-1 text-sm text-secondary hover:text-primary">
        退出登录
      </button>
    </div>
  );
}

/**
 * The member area's navigation: from the md breakpoint up a side column (who is signed in, then the entries in
 * groups); on a phone the same block spans the page, with the entries as a row of tabs that scrolls sideways
 * (every entry one tap away, no drawer to open).
 */
export function MemberNav() {
  const { pathname } = useLocation();
  const groups = navFor(useIsReviewer());
  const items = groups.flatMap((g) => g.items);
  const row = useRef<HTMLUListElement>(null);
  useCurrentInView(row, pathname, items.length);
  return (
    <nav aria-label="会员中心" className="-mx-4 mb-4 border-b border-black/5 bg-white md:mx-0 md:mb-0 md:w-52 md:shrink-0 md:border-0 md:bg-transparent">
      <Identity />
      <div className="hidden md:block" data-testid="member-nav">
        {groups.map((group) => (
          <div key={group.title} className="mb-4">
            <h2 className="mb-1 px-3 text-xs font-medium text-secondary">{group.title}</h2>
            <ul>
              {group.items.map((item) => {
                const current = isCurrent(item, pathname);
                return (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      aria-current={current ? "page" : undefined}
                      className={`block rounded px-3 py-2 text-sm ${current ? "bg-primary/10 font-medium text-primary" : "text-primary/80 hover:bg-black/5"}`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <ul ref={row} className="flex gap-1 overflow-x-auto px-2 pb-2 md:hidden" data-testid="member-tabs">
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                to={item.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm ${current ? "bg-primary text-white" : "bg-black/5 text-primary"}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
