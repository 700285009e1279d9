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
          <AppLink to={paths.home()} aria-label="艺术市场首页">
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
