import { Outlet } from "react-router";
import { SiteHeader } from "../../features/layout/SiteHeader";
import { SiteFooter } from "../../features/layout/SiteFooter";
import { MemberGate } from "../../features/auth/guard";
import { MemberNav } from "./components/MemberNav";

/**
 * The member area's layout (routes with layout "member"): the site header and footer, and between them the
 * member navigation beside the page. Loaded only by member pages, so visitors' pages never carry it. The gate
 * decides what shows: the page rendered on the server for the session cookie's member, the login page for
 * anyone else (spec §6).
 */
export function MemberLayout() {
  return (
    <div className="flex min-h-screen flex-col" data-layout="member">
      <SiteHeader />
      <main className="flex-1" data-tap-targets>
        <MemberGate bar={false}>
          <div className="mx-auto max-w-7xl px-4 py-4 md:flex md:gap-8 md:py-8">
            <MemberNav />
            <div className="min-w-0 flex-1" data-testid="member-page">
              <Outlet />
            </div>
          </div>
        </MemberGate>
      </main>
      <SiteFooter />
    </div>
  );
}

export { MemberLayout as Component };
