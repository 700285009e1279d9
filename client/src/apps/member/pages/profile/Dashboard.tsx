import { graphql, useFragment } from "react-relay/hooks";
import { AppLink } from "../../../../components/AppLink/AppLink";
import { paths } from "../../../../system/paths";
import type { Dashboard_member$key } from "./__generated__/Dashboard_member.graphql";

const QUICK_LINKS: readonly (readonly [string, string])[] = [
  ["我的订单", paths.member.orders()],
  ["我的作品", paths.member.artworks()],
  ["发布作品", paths.member.publishArtwork()],
  ["收货地址", paths.member.address()],
  ["资金设置", paths.member.fundsSettings()],
  ["账户设置", paths.member.accountSettings()],
];

/** The dashboard: what the member keeps (favourites, follows; orders once they exist) and where to go next. */
export function Dashboard({ member }: { member: Dashboard_member$key }) {
  const data = useFragment(
    graphql`
      fragment Dashboard_member on Member {
        dashboard {
          favoriteArtworks
          followedArtists
          followedGalleries
        }
      }
    `,
    member,
  );
  const counts: readonly (readonly [string, number, string])[] = [
    ["收藏的作品", data.dashboard.favoriteArtworks, paths.member.favArtworks()],
    ["关注的艺术家", data.dashboard.followedArtists, paths.member.favArtists()],
    ["关注的画廊", data.dashboard.followedGalleries, paths.member.favGalleries()],
  ];
  return (
    <section aria-labelledby="dashboard-title" className="rounded-lg border border-black/10 bg-white p-4 md:p-6" data-testid="dashboard">
      <h2 id="dashboard-title" className="sr-only">
        概览
      </h2>
      <ul className="grid grid-cols-3 gap-2 text-center">
        {counts.map(([label, n, to]) => (
          <li key={label}>
            <AppLink to={to} className="flex flex-col items-center rounded-md px-2 py-3 hover:bg-black/5" data-testid="dashboard-count">
              <span className="text-2xl font-semibold text-primary">{n}</span>
              <span className="mt-1 text-xs text-secondary">{label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <nav aria-label="快捷入口" className="mt-4 flex flex-wrap gap-2 border-t border-black/5 pt-4">
        {QUICK_LINKS.map(([label, to]) => (
          <AppLink key={label} to={to} className="inline-flex min-h-11 items-center rounded-full border border-black/10 px-4 text-sm hover:border-primary hover:text-primary">
            {label}
          </AppLink>
        ))}
      </nav>
    </section>
  );
}
