import { Outlet } from "react-router";

/** The blank layout: the page alone (the login page). */
export function BlankLayout() {
  return (
    <main className="min-h-screen" data-layout="blank">
      <Outlet />
    </main>
  );
}
