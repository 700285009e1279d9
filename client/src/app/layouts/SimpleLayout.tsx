import { Outlet } from "react-router";
import { Logo } from "../../components/Logo/Logo";
import { AppLink } from "../../components/AppLink/AppLink";
import { paths } from "../../system/paths";

/** The 'no layout' pages of the spec: a slim bar with the logo, then the page. */
export function SimpleLayout() {
  return (
    <div className="min-h-screen" data-layout="simple">
      <div className="border-b border-black/10">
        <div className="mx-auto flex h-12 max-w-5xl items-center px-4">
          {/* 44 px tall on a phone (WCAG 2.5.5): the wordmark alone is 15 px. */}
          <AppLink to={paths.home()} aria-label="艺术市场首页" className="inline-flex items-center max-md:min-h-[44px]">
            <Logo />
          </AppLink>
        </div>
      </div>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
