import { paths } from "../../system/paths";
/** Every section of the site, in the header's order (the logo is 首页 on wide screens). */
export const SECTIONS: readonly { to: string; label: string }[] = [
  { to: paths.artworks(), label: "作品" },
  { to: paths.artists(), label: "艺术家" },
  { to: paths.galleries(), label: "画廊" },
  { to: paths.exhibitions(), label: "展览" },
  { to: paths.viewingRooms(), label: "线上展厅" },
  { to: paths.articles(), label: "文章" },
  { to: paths.artLives(), label: "直播" },
  { to: paths.shop(), label: "商城" },
];

export const HOME = { to: paths.home(), label: "首页" } as const;
export const SEARCH = { to: paths.search(), label: "搜索" } as const;

/** The signed-in member's own pages (spec §2.2), in the member menu: named as their pages and the member navigation name them (issue 26). */
export const MEMBER_LINKS: readonly { to: string; label: string }[] = [
  { to: paths.member.orders(), label: "我的订单" },
  { to: paths.member.artworks(), label: "我的作品" },
  { to: paths.member.favArtworks(), label: "收藏的作品" },
  { to: paths.member.profile(), label: "个人资料" },
  { to: paths.member.accountSettings(), label: "账户设置" },
];

export const LOGOUT_LABEL = "退出登录";
export const LOGIN_LABEL = "登录";
