import { NavLink } from "react-router";
import { Logo } from "../../components/Logo/Logo";
import { AppLink } from "../../components/AppLink/AppLink";
import { useSessionMember } from "../session/useSessionMember";
import { MemberMenu } from "./MemberMenu";
import { MobileNav } from "./MobileNav";
import { LOGIN_LABEL, SEARCH, SECTIONS } from "./navItems";
import { useLoginLink } from "./sessionActions";
import { paths } from "../../system/paths";

function LoginLink() {
  const login = useLoginLink();
  return (
    <a
      href={login.href}
      onClick={login.onClick}
      onPointerEnter={login.onPointerEnter}
      className="shrink-0 rounded bg-primary px-3 py-1.5 text-sm text-white"
    >
      {LOGIN_LABEL}
    </a>
  );
}

/**
 * The site header. Wide screens: the sections, 搜索, and the member's menu (or 登录). Narrow screens: a 菜单
 * button opening every section and the member's pages. Who is signed in is known from the first server-rendered
 * byte (the session cookie's member) and follows sign-in and logout without a reload.
 */
export function SiteHeader() {
  const member = useSessionMember();
  return (
    <header className="sticky top-0 z-30 border-b border-black/10 bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-6 px-4">
        {/* 44 px tall on a phone (WCAG 2.5.5): the wordmark alone is 15 px; the header row is 42 px there. */}
        <AppLink to={paths.home()} aria-label="艺术市场首页" className="inline-flex shrink-0 items-center max-md:min-h-[44px]">
          <Logo />
        </AppLink>
        <nav aria-label="主导航" className="hidden min-w-0 flex-1 gap-5 text-sm whitespace-nowrap md:flex">
          {SECTIONS.map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              className={({ isActive }) => (isActive ? "font-semibold text-primary" : "text-secondary hover:text-primary")}
            >
              {n.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden shrink-0 items-center gap-5 md:flex">
          <AppLink to={SEARCH.to} className="text-sm text-secondary hover:text-primary">
            {SEARCH.label}
          </AppLink>
          {member ? <MemberMenu member={member} /> : <LoginLink />}
        </div>
        <MobileNav member={member} />
      </div>
    </header>
  );
}
