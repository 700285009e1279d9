import { Outlet } from "react-router";
import { SiteHeader } from "../../features/layout/SiteHeader";
import { SiteFooter } from "../../features/layout/SiteFooter";

/** The standard layout: header with navigation, page, footer. */
export function DefaultLayout() {
  return (
    <div className="flex min-h-screen flex-col" data-layout="default">
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
