import { Outlet } from "react-router";
import { SiteHeader } from "../../features/layout/SiteHeader";
import { SiteFooter } from "../../features/layout/SiteFooter";

/** The standard layout: header with navigation, page, footer (children instead of the route's page: an error). */
export function DefaultLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col" data-layout="default">
      <SiteHeader />
      <main className="flex-1">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
