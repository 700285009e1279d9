import { useEffect, useId, useRef } from "react";
import { NavLink } from "react-router";
import type { SessionViewer } from "../../system/document";
import { MemberAvatar } from "./MemberAvatar";
import { LogoutButton, MEMBER_FALLBACK_NAME } from "./MemberMenu";
import { HOME, LOGIN_LABEL, MEMBER_LINKS, SEARCH, SECTIONS } from "./navItems";
import { useLoginLink } from "./sessionActions";
import { useDisclosure } from "./useDisclosure";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2.5 ${isActive ? "bg-black/5 font-semibold text-primary" : "text-primary hover:bg-black/5"}`;

/**
 * The narrow screens' navigation: a 菜单 button opening a panel with every section, and the member's own pages
 * and 退出登录 (or 登录). Focus moves into the panel; Escape, a click outside and any navigation close it.
 */
export function MobileNav({ member }: { member: SessionViewer | null }) {
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure();
  const panelId = useId();
  const firstLink = useRef<HTMLAnchorElement>(null);
  const login = useLoginLink();

  useEffect(() => {
    if (open) firstLink.current?.focus();
  }, [open]);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="菜单"
        onClick={toggle}
        data-testid="mobile-nav-button"
        className="flex h-10 items-center gap-2 rounded px-2 text-primary hover:bg-black/5 max-md:min-h-[44px] max-md:min-w-[44px]"
      >
        {member ? <MemberAvatar member={member} /> : null}
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
          {open ? (
            <path d="M6 6 L18 18 M18 6 L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7 H20 M4 12 H20 M4 17 H20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="mobile-nav"
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-black/10 bg-background shadow-lg"
      >
        <nav aria-label="主导航" className="px-4 py-3">
          <ul className="grid grid-cols-2 gap-1 text-base">
            <li>
              <NavLink ref={firstLink} to={HOME.to} end className={linkClass} onClick={() => close()}>
                {HOME.label}
              </NavLink>
            </li>
            {[...SECTIONS, SEARCH].map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} className={linkClass} onClick={() => close()}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-black/10 px-4 py-3">
          {member ? (
            <>
              <div className="mb-2 flex items-center gap-3 px-3" data-testid="mobile-member">
                <MemberAvatar member={member} size="md" />
                <span className="truncate font-semibold" data-testid="member-name">
                  {member.name || MEMBER_FALLBACK_NAME}
                </span>
              </div>
              <ul className="grid grid-cols-2 gap-1 text-base">
                {MEMBER_LINKS.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} className={linkClass} onClick={() => close()}>
                      {l.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <LogoutButton close={close} className="block w-full rounded px-3 py-2.5 text-left text-secondary hover:bg-black/5" />
                </li>
              </ul>
            </>
          ) : (
            <a
              href={login.href}
              onClick={(e) => {
                login.onClick(e);
                if (e.defaultPrevented) close();
              }}
              onPointerEnter={login.onPointerEnter}
              className="block rounded bg-primary px-3 py-2.5 text-center text-white"
            >
              {LOGIN_LABEL}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
