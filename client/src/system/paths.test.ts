import { isMemberPath, paths, withQuery } from "./paths";
import { routes } from "../app/routes";
import { matchPath } from "react-router";

describe("paths", () => {
  it("builds the detail pages' addresses", () => {
    expect(paths.artwork(42)).toBe("/artwork/42");
    expect(paths.artist(7)).toBe("/artist/7");
    expect(paths.artist(7, "artworks")).toBe("/artist/7");
    expect(paths.artist(7, "exhibitions")).toBe("/artist/7/exhibitions");
    expect(paths.gallery(3)).toBe("/gallery/3");
    expect(paths.gallery(3, "exhibitions")).toBe("/gallery/3#exhibitions");
    expect(paths.exhibition(5)).toBe("/exhibition/5");
    expect(paths.viewingRoom(6)).toBe("/viewing-room/6");
    expect(paths.article(8)).toBe("/article/8");
    expect(paths.agreement("privacy")).toBe("/agreement/privacy");
  });

  it("refuses a number that is not a public number", () => {
    expect(() => paths.artwork(-1)).toThrow();
    expect(() => paths.artwork(1.5)).toThrow();
    expect(() => paths.artwork(Number.NaN)).toThrow();
  });

  it("builds lists with their queries, dropping empty values", () => {
    expect(paths.artworks()).toBe("/artworks");
    expect(paths.artworks("sort=new")).toBe("/artworks?sort=new");
    expect(paths.artworks({ status: "available", medium: "", sort: null })).toBe("/artworks?status=available");
    expect(paths.artists()).toBe("/artists");
    expect(paths.artists("B")).toBe("/artists/B");
    expect(paths.galleries("other")).toBe("/galleries/other");
    expect(paths.articles("水墨 山水")).toBe("/articles?tag=%E6%B0%B4%E5%A2%A8%20%E5%B1%B1%E6%B0%B4");
    expect(paths.liveList()).toBe("/live-list");
    expect(paths.liveList("replay")).toBe("/live-list?status=replay");
    expect(paths.artLives(9)).toBe("/art-lives?live=9");
    expect(withQuery("/shop", "?kind=print")).toBe("/shop?kind=print");
  });

  it("builds searches and the login address with its return path escaped", () => {
    expect(paths.search()).toBe("/search");
    expect(paths.search("齐白石")).toBe("/search?q=%E9%BD%90%E7%99%BD%E7%9F%B3");
    expect(paths.search("a&b", "artists")).toBe("/search/artists?q=a%26b");
    expect(paths.login()).toBe("/login");
    expect(paths.login("/member/orders?x=1&y=2")).toBe("/login?redirect=%2Fmember%2Forders%3Fx%3D1%26y%3D2");
  });

  it("escapes path segments so a value cannot address another page", () => {
    expect(paths.agreement("../login")).toBe("/agreement/..%2Flogin");
    expect(paths.artists("a/b")).toBe("/artists/a%2Fb");
  });

  it("knows the member pages", () => {
    expect(paths.member.orders()).toBe("/member/orders");
    expect(paths.member.buy(12)).toBe("/member/buy/12");
    expect(paths.member.artworks("sold")).toBe("/member/artworks/sold");
    expect(isMemberPath("/member")).toBe(true);
    expect(isMemberPath("/member/profile")).toBe(true);
    expect(isMemberPath("/members")).toBe(false);
  });

  it("builds only addresses that a registered route answers", () => {
    const built = [
      paths.home(), paths.artworks(), paths.artwork(1), paths.artists(), paths.artists("A"), paths.artistsNames(),
      paths.artist(1), paths.artist(1, "about"), paths.galleries(), paths.galleries("Z"), paths.galleriesNames(),
      paths.gallery(1), paths.exhibitions(), paths.exhibition(1), paths.viewingRooms(), paths.viewingRoom(1),
      paths.articles(), paths.article(1), paths.artLives(), paths.liveList(), paths.shop(), paths.search(),
      paths.search("x", "galleries"), paths.login(), paths.wechatCallback(), paths.about(), paths.studio(),
      paths.applyPartner(), paths.agreements(), paths.agreement("service"), paths.cspTest(), paths.cspTestComparison(),
      ...Object.values(paths.member).map((f) => (f as (n: number) => string)(1)),
    ];
    for (const url of built) {
      const pathname = url.split(/[?#]/)[0]!;
      const hit = routes.find((r) => matchPath(r.path, pathname));
      expect(hit, url).toBeDefined();
    }
  });
});
