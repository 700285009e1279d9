import { NavLink } from "react-router";
import { Logo } from "../Logo/Logo";
import { AppLink } from "../AppLink/AppLink";

const nav = [
  { to: "/artworks", label: "作品" },
  { to: "/artists", label: "艺术家" },
  { to: "/galleries", label: "画廊" },
  { to: "/exhibitions", label: "展览" },
  { to: "/viewing-rooms", label: "线上展厅" },
  { to: "/articles", label: "文章" },
  { to: "/art-lives", label: "直播" },
  { to: "/shop", label: "商城" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-black/10 bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-4">
        <AppLink to="/" aria-label="首页" className="shrink-0">
          <Logo />
        </AppLink>
        <nav aria-label="主导航" className="no-scrollbar flex min-w-0 flex-1 gap-5 overflow-x-auto text-sm whitespace-nowrap">
          {nav.map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              className={({ isActive }) => (isActive ? "font-semibold text-primary" : "text-secondary hover:text-primary")}
            >
              {n.label}
            </NavLink>
          ))}
        </nav>
        <AppLink to="/search" className="hidden text-sm text-secondary hover:text-primary md:inline">
          搜索
        </AppLink>
        <AppLink to="/login" className="shrink-0 rounded bg-primary px-3 py-1.5 text-sm text-white">
          登录
        </AppLink>
      </div>
    </header>
  );
}
