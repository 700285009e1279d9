/** Every section of the site, in the header's order (the logo is 首页 on wide screens). */
export const SECTIONS: readonly { to: string; label: string }[] = [
  { to: "/artworks", label: "作品" },
  { to: "/artists", label: "艺术家" },
  { to: "/galleries", label: "画廊" },
  { to: "/exhibitions", label: "展览" },
  { to: "/viewing-rooms", label: "线上展厅" },
  { to: "/articles", label: "文章" },
  { to: "/art-lives", label: "直播" },
  { to: "/shop", label: "商城" },
];

export const HOME = { to: "/", label: "首页" } as const;
export const SEARCH = { to: "/search", label: "搜索" } as const;

/** The signed-in member's own pages (spec §2.2), in the member menu. */
export const MEMBER_LINKS: readonly { to: string; label: string }[] = [
  { to: "/member/orders", label: "我的订单" },
  { to: "/member/artworks", label: "我的作品" },
  { to: "/member/fav-artworks", label: "我的收藏" },
  { to: "/member/profile", label: "个人资料" },
  { to: "/member/account-settings", label: "账号设置" },
];

export const LOGOUT_LABEL = "退出登录";
export const LOGIN_LABEL = "登录";
