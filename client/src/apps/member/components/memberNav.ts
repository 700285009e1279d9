import { paths } from "../../../system/paths";

/** One entry of the member area's navigation. */
export interface MemberNavItem {
  label: string;
  href: string;
  /** Other paths that belong to the entry (spellings, sub-pages): it shows as current on them too. */
  also?: RegExp;
}

/** A group of entries under a heading (desktop side navigation); the mobile tab bar runs them in one row. */
export interface MemberNavGroup {
  title: string;
  items: MemberNavItem[];
}

/** The member area's navigation, in the order a member uses it. */
export const memberNav: MemberNavGroup[] = [
  {
    title: "我的",
    items: [{ label: "个人资料", href: paths.member.profile() }],
  },
  {
    title: "交易",
    items: [
      { label: "我的订单", href: paths.member.orders(), also: /^\/member\/order(?:s|\/|-buy\/)/ },
      { label: "我的作品", href: paths.member.artworks(), also: /^\/member\/(?:artworks\/|artwork\/)/ },
    ],
  },
  {
    title: "收藏",
    items: [
      { label: "收藏的作品", href: paths.member.favArtworks(), also: /^\/member\/fav\/artworks$/ },
      { label: "关注的艺术家", href: paths.member.favArtists(), also: /^\/member\/fav\/artists$/ },
      { label: "关注的画廊", href: paths.member.favGalleries(), also: /^\/member\/fav\/galleries$/ },
    ],
  },
  {
    title: "设置",
    items: [
      { label: "收货地址", href: paths.member.address() },
      { label: "账户设置", href: paths.member.accountSettings() },
      { label: "资金设置", href: paths.member.fundsSettings() },
    ],
  },
];

/** The operations console's entry, shown to the members who hold a role (Query.console is not null) only. */
export const consoleNav: MemberNavGroup = {
  title: "运营",
  items: [{ label: "运营后台", href: paths.ops.home() }],
};

/** The navigation of a member: the console's entry added for an operator. */
export function navFor(isOperator: boolean): MemberNavGroup[] {
  return isOperator ? [...memberNav, consoleNav] : memberNav;
}

/** True when the entry is the page at pathname (its own address, or one of its other spellings). */
export function isCurrent(item: MemberNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return path === item.href || (item.also?.test(path) ?? false);
}
