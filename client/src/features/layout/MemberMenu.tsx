import { useId } from "react";
import { AppLink } from "../../components/AppLink/AppLink";
import type { SessionViewer } from "../../system/document";
import { MemberAvatar } from "./MemberAvatar";
import { LOGOUT_LABEL, MEMBER_LINKS } from "./navItems";
import { useLogout } from "./sessionActions";
import { useDisclosure } from "./useDisclosure";

export const MEMBER_FALLBACK_NAME = "我的账户";

/** The signed-in member in the wide header: avatar and nickname, opening their menu. */
export function MemberMenu({ member }: { member: SessionViewer }) {
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure();
  const panelId = useId();
  const name = member.name || MEMBER_FALLBACK_NAME;
  return (
    <div ref={containerRef} className="relative" data-testid="member-menu">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="member-menu-button"
        className="flex max-w-48 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <MemberAvatar member={member} />
        <span className="truncate" data-testid="member-name">
          {name}
        </span>
        <svg viewBox="0 0 12 12" aria-hidden="true" className={`h-3 w-3 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M2 4 L6 8 L10 4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="member-menu-panel"
        className="absolute right-0 z-40 mt-2 w-44 rounded-md border border-black/10 bg-white py-1 text-sm shadow-lg"
      >
        <ul>
          {MEMBER_LINKS.map((l) => (
            <li key={l.to}>
              <AppLink to={l.to} onClick={() => close()} className="block px-4 py-2 hover:bg-black/5 focus-visible:bg-black/5">
                {l.label}
              </AppLink>
            </li>
          ))}
          <li className="mt-1 border-t border-black/10 pt-1">
            <LogoutButton close={close} className="block w-full px-4 py-2 text-left text-secondary hover:bg-black/5 hover:text-primary focus-visible:bg-black/5" />
          </li>
        </ul>
      </div>
    </div>
  );
}

/** 退出登录 in a member menu (the header's and the phone's): closes the menu, then signs out. */
export function LogoutButton({ close, className }: { close: () => void; className: string }) {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => {
        close();
        logout();
      }}
      className={className}
    >
      {LOGOUT_LABEL}
    </button>
  );
}
