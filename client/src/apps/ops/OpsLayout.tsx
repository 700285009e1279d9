import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { NavLink, Outlet, type LoaderFunctionArgs } from "react-router";
import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from "relay-runtime";
import { AppLink } from "../../components/AppLink/AppLink";
import { MemberGate } from "../../features/auth/guard";
import { notFound, pathOf } from "../../system/pageLoader";
import { paths } from "../../system/paths";
import { sectionOf, sectionPath } from "./consoleSections";
import type { OpsLayoutQuery } from "./__generated__/OpsLayoutQuery.graphql";

const query = graphql`
  query OpsLayoutQuery {
    viewer {
      id
      nickname
    }
    console {
      roles {
        role
        label
        galleryName
      }
      sections {
        section
        label
      }
    }
  }
`;

/**
 * The loader of every console page: a signed-in member whose roles do not open the page gets the 404 of a page
 * that does not exist (the server answers it with status 404); a visitor is left to the page's member guard, which
 * sends them to sign in.
 */
export async function loadConsole(env: Environment, args: LoaderFunctionArgs): Promise<null> {
  const data = await fetchQuery<OpsLayoutQuery>(env, query, {}, { fetchPolicy: "network-only" }).toPromise();
  env.retain(createOperationDescriptor(getRequest(query), {}));
  if (!data?.viewer) return null;
  const section = sectionOf(pathOf(args));
  if (!data.console || !section || !data.console.sections.some((s) => s.section === section)) notFound(pathOf(args));
  return null;
}

/** The console's navigation: a column beside the page on a desktop, a row of pills above it on a phone. */
function OpsNav() {
  const data = useLazyLoadQuery<OpsLayoutQuery>(query, {}, { fetchPolicy: "store-or-network" });
  const sections = data.console?.sections ?? [];
  return (
    <nav aria-label="运营后台导航" data-testid="ops-nav" className="mb-4 md:mb-0 md:w-48 md:shrink-0">
      <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:gap-1 md:overflow-visible md:pb-0">
        {sections.map((s) => (
          <li key={s.section} className="shrink-0">
            <NavLink
              to={sectionPath(s.section)}
              end={s.section === "HOME"}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded px-3 py-2 text-sm ${isActive ? "bg-primary text-white" : "bg-white text-primary hover:bg-gray-100"}`
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="mt-4 hidden text-xs text-secondary md:block" data-testid="ops-roles">
        我的角色：{data.console?.roles.map((r) => (r.galleryName ? `${r.label}（${r.galleryName}）` : r.label)).join("、")}
      </p>
    </nav>
  );
}

/** The operations console's layout (routes with layout "ops"): its own bar, the navigation by role, the page. */
export function OpsLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50" data-layout="ops">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4">
          <AppLink to={paths.ops.home()} className="font-serif text-lg font-bold">
            运营后台
          </AppLink>
          <AppLink to={paths.home()} className="text-sm text-secondary hover:text-primary">
            返回网站
          </AppLink>
        </div>
      </header>
      <main className="flex-1" data-tap-targets>
        <MemberGate bar={false}>
          <div className="mx-auto max-w-7xl px-4 py-4 md:flex md:gap-8 md:py-8">
            <OpsNav />
            <div className="min-w-0 flex-1" data-testid="ops-page">
              <Outlet />
            </div>
          </div>
        </MemberGate>
      </main>
    </div>
  );
}

export { OpsLayout as Component };
